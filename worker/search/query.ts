import { joinable, queryWords } from "../read-model/words";

/** Query words looked at; the rest of a long query is ignored. */
export const MAX_TERMS = 8;

/**
 * Words that say nothing about what is wanted ("how to wire a relay" is about "wire relay"):
 * left out of a query that has other words, so a page need not contain them to be found.
 */
const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from how i in is it my of on or the to what when where which why with you your".split(
    " ",
  ),
);

/** Shortest stem a plural or "-er"/"-ing" word is also searched by ("follower" -> "follow"). */
const MIN_STEM = 5;

/** Endings a word's relatives may lack, longest first (the first that leaves a long enough stem is taken). */
const ENDINGS = ["ations", "ation", "ments", "ment", "ions", "ers", "ing", "ion", "er", "es", "ed", "s", "e"];

/**
 * The other prefix a word is searched by, when it has an ending that its relatives lack:
 * "follower" also finds "following", "sensors" "sensor", "dividers" "divider", "calibration"
 * and "calibrate" "calibrating". Null when the word has none of those endings or its stem
 * would be shorter than MIN_STEM letters.
 */
export function stemOf(word: string): string | null {
  if (/\d/.test(word)) return null;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (ending === "es" && !/(s|x|z|ch|sh)$/.test(stem)) continue;
    if (stem.length >= MIN_STEM) return stem;
  }
  return null;
}

/** One word of a query: matched as a prefix of indexed words (with its stem), else by its corrections. */
export interface QueryTerm {
  term: string;
  stem: string | null;
}

/**
 * The words of a query that are searched for: as the index reads text (./words.ts), without
 * words said twice, without stop words when anything else is left, at most MAX_TERMS.
 */
export function queryTerms(query: string): QueryTerm[] {
  const words = [...new Set(queryWords(query))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length ? meaningful : words).slice(0, MAX_TERMS).map((term) => ({ term, stem: stemOf(term) }));
}

/**
 * Neighbouring terms that may be one name typed apart ("hc sr04" for HC-SR04, "esp 32"): each
 * pair's index, so the query also looks for the joined word ("hcsr04").
 */
export function joinedPairs(terms: QueryTerm[]): number[] {
  const pairs: number[] = [];
  for (let index = 0; index + 1 < terms.length; index += 1) {
    if (pairs[pairs.length - 1] === index - 1) continue;
    if (joinable(terms[index]!.term, terms[index + 1]!.term)) pairs.push(index);
  }
  return pairs;
}
