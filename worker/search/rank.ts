import type { SearchKind } from "../../client/data/search";
import { withSpellings, wordsOf } from "../read-model/words";

/** A row the full-text search found, with what ranking reads of it. */
export interface Candidate {
  kind: SearchKind;
  url: string;
  /** The page's title, as shown. */
  name: string;
  /** The section's name, as shown; empty for a whole page. */
  section: string;
  /** The indexed title column (the row's own title and its other spellings). */
  title: string;
  /** The indexed page column (a topic page section's page title, a page's keywords, with their spellings). */
  page: string;
  excerpt: string;
  titleKey: string;
  /** bm25, lower is better. */
  score: number;
}

/**
 * How one word of the query matched: the words it stands for exactly (itself, or its
 * corrections when it was mistyped) and the prefixes it was searched by (itself and its stem).
 */
export interface WordMatch {
  exact: string[];
  prefixes: string[];
}

/** One unit of the query's meaning: a word, or two neighbouring words that may be one name ("hc sr04"). */
export type QueryUnit = { words: [WordMatch] } | { words: [WordMatch, WordMatch]; joined: WordMatch };

/** What a match in the page's title is worth beside one in the row's own title (a section's heading). */
const PAGE_TITLE_SHARE = 0.75;
/** What a word that only starts a title word ("esp3" in "esp32", "follow" in "following") is worth beside a whole one. */
const PREFIX_SHARE = 0.8;

/**
 * How well a word matches a list of title words: 1 for a whole word, PREFIX_SHARE for a
 * prefix, 0 for none. A number counts only whole ("4" is not the "40" of "40-pin").
 */
function wordScore(match: WordMatch, words: readonly string[]): number {
  if (words.some((word) => match.exact.includes(word))) return 1;
  const prefixes = match.prefixes.filter((prefix) => !/^\p{N}+$/u.test(prefix));
  return words.some((word) => prefixes.some((prefix) => word.startsWith(prefix))) ? PREFIX_SHARE : 0;
}

export interface Ranked {
  candidate: Candidate;
  exact: boolean;
  /** A whole page, or a section whose own title matched a word of the query. */
  ownMatch: boolean;
  cover: number;
  /** The title begins with the query's words ("arduino blink" for "Arduino Blink Tutorial: ..."). */
  starts: boolean;
  section: boolean;
  precision: number;
}

/**
 * Orders what the full-text search found so the obvious answer comes first. bm25 alone
 * ranks by where words are and how often; students type a thing's name ("esp32 pinout",
 * "uno a4", "led resistor"), so the titles decide first:
 *
 * 1. a title that is exactly the query ("esp32": the ESP32 page, not ESP32-CAM; a section's
 *    title is its page's and its own: "esp32 pinout");
 * 2. how much of the query the titles hold ("cover"): each word found in the row's own title
 *    counts 1, in its page's title PAGE_TITLE_SHARE, as a prefix only PREFIX_SHARE of that;
 *    a section counts only when its own heading holds a word of the query, so "esp32" finds
 *    the ESP32 page, not its pins, and "esp32 pinout" the pinout (1.75) before the page (1);
 * 3. at equal cover, a whole page before a section of one (the tutorial before a topic
 *    page's project idea that leads to it), and a calculator before other pages ("led
 *    resistor", "ohm's law": the student wants the number);
 * 4. a title that begins with the query ("arduino blink": "Arduino Blink Tutorial..." before
 *    "... Blink in avr-gcc (No Arduino)");
 * 5. the share of the title's words the query matched ("LED series resistor calculator"
 *    before a long tutorial title for "led resistor");
 * 6. bm25 (title above page title above headings above text).
 */
export function rankCandidates(candidates: Candidate[], units: QueryUnit[], queryKeys: string[]): Ranked[] {
  // Many rows share a page: its title's words are worked out once.
  const pageWords = new Map<string, string[]>();
  const pageWordsOf = (text: string) => {
    let words = pageWords.get(text);
    if (!words) pageWords.set(text, (words = wordsOf(withSpellings(text))));
    return words;
  };
  const ranked = candidates.map((candidate): Ranked => {
    const own = wordsOf(candidate.title);
    const isSection = candidate.section !== "";
    // A post's section keeps its page's title out of the index; its shown name is that title.
    const page = candidate.page ? wordsOf(candidate.page) : isSection ? pageWordsOf(candidate.name) : [];
    let cover = 0;
    let ownMatch = !isSection;
    const unitScore = (match: WordMatch) => {
      const inOwn = wordScore(match, own);
      if (inOwn > 0) ownMatch = true;
      return Math.max(inOwn, wordScore(match, page) * PAGE_TITLE_SHARE);
    };
    for (const unit of units) {
      const apart = unit.words.reduce((sum, match) => sum + unitScore(match), 0);
      cover += "joined" in unit ? Math.max(apart, unitScore(unit.joined) * 2) : apart;
    }
    const keyWords = candidate.titleKey.split(" ").filter(Boolean);
    const matches = units.flatMap((unit) => ("joined" in unit ? [...unit.words, unit.joined] : unit.words));
    const matched = keyWords.filter((word) => matches.some((match) => wordScore(match, [word]) > 0)).length;
    const ownKey = isSection ? keyWords.slice(wordsOf(candidate.name).length).join(" ") : candidate.titleKey;
    return {
      candidate,
      exact: queryKeys.some((key) => key !== "" && candidate.titleKey === key),
      ownMatch,
      cover: Math.round(cover * 100) / 100,
      starts: queryKeys.some(
        (key) => key !== "" && (`${candidate.titleKey} `.startsWith(`${key} `) || `${ownKey} `.startsWith(`${key} `)),
      ),
      section: isSection,
      precision: keyWords.length ? Math.round((matched / keyWords.length) * 100) / 100 : 0,
    };
  });
  ranked.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      Number(b.ownMatch) - Number(a.ownMatch) ||
      b.cover - a.cover ||
      Number(a.section) - Number(b.section) ||
      Number(b.candidate.kind === "calculator") - Number(a.candidate.kind === "calculator") ||
      Number(b.starts) - Number(a.starts) ||
      b.precision - a.precision ||
      a.candidate.score - b.candidate.score,
  );
  return ranked;
}
