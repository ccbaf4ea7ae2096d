import type { SearchResult } from "../../client/data/search";
import { snippet } from "./engine";
import { fold, otherSpellings, withSpellings, wordsOf } from "../read-model/words";
import { joinedPairs, queryTerms, type QueryTerm } from "./query";
import { ROWS_PER_POST, SECTION_ROWIDS, SITE_PAGES } from "../read-model/search-rows";
import { rankCandidates, type Candidate, type QueryUnit, type Ranked, type WordMatch } from "./rank";

/** Results shown for one query. */
const RESULT_LIMIT = 20;
/** Rows of one page shown, at most: the page and its best sections, then room for other pages. */
const ROWS_PER_PAGE = 3;
/** Rows ranked (./rank.ts) for one query: this many of the best pages by bm25, of the best sections, and of those whose titles start with the query. */
const CANDIDATES = 40;
/** Spellings of one mistyped word searched for. */
const MAX_CORRECTIONS = 5;
/** The largest share of a word's letters a typo may change, as MiniSearch's `fuzzy: 0.2` did. */
const TYPO_SHARE = 0.2;
// Column weights for bm25, in the table's column order: title, page, headings, text (the rest are unindexed).
const WEIGHTS = "10.0, 5.0, 4.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0";

/** How one query word is matched: as a prefix of indexed words (with its stem), or by its corrections. */
interface TermMatch extends QueryTerm {
  prefix: boolean;
  corrections: string[];
}

/** How long this isolate reuses a mistyped word's corrections before asking the vocabulary again. */
const CORRECTIONS_FRESH_MS = 5 * 60_000;
/** Mistyped words whose corrections one isolate keeps; the oldest go first. */
const CORRECTIONS_KEPT = 500;
/**
 * Corrections found for mistyped words, per isolate: finding them costs two extra D1 round
 * trips (the vocabulary scan, then the search), and people repeat the same typos. A kept
 * entry is used only while its word still starts no indexed word (checked on every query, in
 * the same round trip as the search), so a post that adds the word is found at once; at
 * worst a new, closer spelling waits CORRECTIONS_FRESH_MS to be offered.
 */
const knownCorrections = new Map<string, { until: number; corrections: string[] }>();

function keptCorrections(term: string, now: number): string[] | undefined {
  const kept = knownCorrections.get(term);
  if (kept && kept.until > now) return kept.corrections;
  knownCorrections.delete(term);
  return undefined;
}

function keepCorrections(term: string, corrections: string[], now: number): void {
  knownCorrections.delete(term);
  knownCorrections.set(term, { until: now + CORRECTIONS_FRESH_MS, corrections });
  for (const oldest of knownCorrections.keys()) {
    if (knownCorrections.size <= CORRECTIONS_KEPT) break;
    knownCorrections.delete(oldest);
  }
}

/** The first string after every string that starts with `prefix`, in SQLite's binary order. */
const afterPrefix = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * Edit distance, two letters swapped counting as one typo ("pinuot" is one from "pinout"):
 * Levenshtein with transpositions (optimal string alignment), giving up (returning limit + 1)
 * once it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos a word of this length may carry: one in words of up to seven letters, two beyond. */
const typosAllowed = (term: string) => Math.min(2, Math.max(1, Math.round(term.length * TYPO_SHARE)));

/** A statement that finds whether any indexed word starts with `term` ("esp3" finds esp32). */
const startsAnyWord = (db: D1Database, term: string) =>
  db.prepare("SELECT term FROM search_vocab WHERE term >= ?1 AND term < ?2 LIMIT 1").bind(term, afterPrefix(term));

/**
 * Corrections of words that start no indexed word: the indexed words within a typo or two
 * of each that share its first letter ("arduno" finds arduino), from the fts5vocab table,
 * the most common first. One D1 round trip for all of them.
 */
async function correctionsOf(db: D1Database, terms: string[]): Promise<string[][]> {
  if (!terms.length) return [];
  const candidates = await db.batch<{ term: string; doc: number }>(
    terms.map((term) => {
      const first = [...term][0]!;
      return db
        .prepare("SELECT term, doc FROM search_vocab WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4")
        .bind(first, afterPrefix(first), term.length - typosAllowed(term), term.length + typosAllowed(term));
    }),
  );
  return terms.map((term, index) => {
    const limit = typosAllowed(term);
    return (candidates[index]?.results ?? [])
      .map((row) => ({ ...row, distance: editDistance(term, row.term, limit) }))
      .filter((row) => row.distance <= limit)
      .sort((a, b) => a.distance - b.distance || b.doc - a.doc)
      .slice(0, MAX_CORRECTIONS)
      .map((row) => row.term);
  });
}

// Query words are runs of letters and digits only, so quoting them is all the escaping FTS5 needs.
const quoted = (word: string) => `"${word}"`;

function matchGroup({ term, stem, prefix, corrections }: TermMatch): string {
  if (prefix) return stem ? `(${quoted(term)}* OR ${quoted(stem)}*)` : `${quoted(term)}*`;
  return corrections.length ? `(${corrections.map(quoted).join(" OR ")})` : quoted(term);
}

const wordMatch = ({ term, stem, prefix, corrections }: TermMatch): WordMatch =>
  prefix ? { exact: [term], prefixes: stem ? [term, stem] : [term] } : { exact: corrections, prefixes: [] };

/**
 * The query's units: each word, and neighbouring words that may be one name typed apart
 * ("hc sr04") together, with their joined word ("hcsr04") as another way to match.
 */
function unitsOf(matches: TermMatch[]): Array<{ unit: QueryUnit; match: string; words: string[] }> {
  const pairs = new Set(joinedPairs(matches));
  const units: Array<{ unit: QueryUnit; match: string; words: string[] }> = [];
  for (let index = 0; index < matches.length; index += 1) {
    const first = matches[index]!;
    const second = matches[index + 1];
    if (pairs.has(index) && second) {
      const joined = `${first.term}${second.term}`;
      units.push({
        unit: { words: [wordMatch(first), wordMatch(second)], joined: { exact: [joined], prefixes: [joined] } },
        match: `((${matchGroup(first)} AND ${matchGroup(second)}) OR ${quoted(joined)}*)`,
        words: [matchGroup(first), matchGroup(second), `${quoted(joined)}*`],
      });
      index += 1;
    } else units.push({ unit: { words: [wordMatch(first)] }, match: matchGroup(first), words: [matchGroup(first)] });
  }
  return units;
}

const SCORED = `SELECT rowid AS id, bm25(search, ${WEIGHTS}) AS score FROM search`;
/** A post whose sections are looked at for the query, at most: the best pages' sections answer best. */
const POSTS_OPENED = 10;

/**
 * The candidates, by bm25 (title above page title above headings above text), each group
 * bounded: the CANDIDATES best whole pages matching ?1; the CANDIDATES best sections of topic
 * pages (a bounded set, indexed whole) matching ?1; of the posts' sections whose headings hold
 * a word of the query (?4: a post's section is indexed by its headings alone,
 * worker/read-model/search-rows.ts), those of the POSTS_OPENED best posts (a post's sections
 * have the rowids of its block) and the CANDIDATES best of any post; and up to CANDIDATES
 * pages whose titles start with what was typed (?2, the query's words), shortest first
 * ("esp3" is on its way to "ESP32"). Such a title holds every word of the query, so it
 * matches ?1 without asking FTS5 again (asking it about a list of rowids runs the whole query
 * once per rowid), and its bm25 is taken as 0. Only rowids and scores are ranked in SQL, and
 * the stored columns are read for the candidates alone: reading them for every match was
 * most of a query's time at 20,000 posts.
 */
const CANDIDATE_ROWS = `WITH pages AS MATERIALIZED (
  ${SCORED} WHERE search MATCH ?1 AND rowid > -${SITE_PAGES} AND rowid < ${SECTION_ROWIDS} ORDER BY score LIMIT ?3
),
site_sections AS (
  ${SCORED} WHERE search MATCH ?1 AND rowid <= -${SITE_PAGES} ORDER BY score LIMIT ?3
),
opened AS (
  SELECT id FROM pages WHERE id > 0 ORDER BY score LIMIT ${POSTS_OPENED}
),
headed AS MATERIALIZED (
  ${SCORED} WHERE search MATCH ?4 AND rowid >= ${SECTION_ROWIDS}
),
opened_sections AS (
  SELECT * FROM headed WHERE (id - ${SECTION_ROWIDS}) / ${ROWS_PER_POST} IN (SELECT id FROM opened) ORDER BY score LIMIT ?3
),
post_sections AS (
  SELECT * FROM headed ORDER BY score LIMIT ?3
),
titled AS (
  SELECT id FROM search_titles
  WHERE title_key >= ?2 AND title_key < ?2 || char(1114111) AND id NOT IN (SELECT id FROM pages)
  ORDER BY length(title_key) LIMIT ?3
),
chosen AS (
  SELECT * FROM pages
  UNION ALL SELECT * FROM site_sections
  UNION ALL SELECT * FROM opened_sections
  UNION ALL SELECT * FROM post_sections
  UNION ALL SELECT id, 0 AS score FROM titled
)
SELECT chosen.id, search.kind, search.url, search.name, search.section, search.title, search.page, search.headings,
  search.excerpt, search.title_key AS titleKey, chosen.score
FROM chosen JOIN search ON search.rowid = chosen.id`;

/** A candidate as D1 returns it: its rowid and subheadings besides what ranking reads. */
interface Row extends Candidate {
  id: number;
  headings: string;
}

/** Whether a word list holds a word of the query as FTS5 matches it: whole (a correction) or as a prefix. */
const holdsWord = (match: WordMatch, words: ReadonlySet<string>): boolean =>
  [...words].some((word) => match.exact.includes(word) || match.prefixes.some((prefix) => word.startsWith(prefix)));

/**
 * The rows found, each once; when every word must match ("AND"), a post's section only if it
 * holds every word of the query in its heading, its page's title, its subheadings or its text
 * (its index row holds only its headings: worker/read-model/search-rows.ts).
 */
function candidatesOf(rows: Row[], units: Array<{ unit: QueryUnit }>, join: "AND" | "OR"): Candidate[] {
  const seen = new Set<number>();
  // Many sections share a page: its title's words are worked out once.
  const pageWords = new Map<string, string>();
  const pageOf = (name: string) => pageWords.get(name) ?? pageWords.set(name, withSpellings(name)).get(name)!;
  const holds = (unit: QueryUnit, words: ReadonlySet<string>) =>
    "joined" in unit
      ? holdsWord(unit.joined, words) || unit.words.every((match) => holdsWord(match, words))
      : holdsWord(unit.words[0], words);
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    if (join === "OR" || row.id < SECTION_ROWIDS) return true;
    // The headings and the page's title first; the text, longer, only for the words they lack.
    const titles = new Set(wordsOf(`${row.title} ${pageOf(row.name)} ${row.headings}`));
    const missing = units.filter(({ unit }) => !holds(unit, titles));
    if (!missing.length) return true;
    const words = new Set([...titles, ...wordsOf(row.excerpt)]);
    if (missing.every(({ unit }) => holds(unit, words))) return true;
    // Last, the text's other spellings ("hcsr04" for "HC-SR04"): each is its words run
    // together, so a word the run-together text does not contain cannot be one of them.
    const runTogether = fold(row.excerpt).replace(/[^\p{L}\p{N}]+/gu, "");
    const mayHold = ({ unit }: { unit: QueryUnit }) =>
      ("joined" in unit ? [...unit.words, unit.joined] : unit.words).some((match) =>
        [...match.exact, ...match.prefixes].some((word) => runTogether.includes(word)),
      );
    if (!missing.every(mayHold)) return false;
    for (const form of otherSpellings(row.excerpt)) words.add(form);
    return missing.every(({ unit }) => holds(unit, words));
  });
}

/**
 * At most ROWS_PER_PAGE rows of one page, and RESULT_LIMIT in all, in ranked order. A section
 * whose own heading matched nothing of the query (found only by its page's title) is left out
 * when its page is shown: the page says the same.
 */
function shownRows(ranked: Ranked[]): Candidate[] {
  const pageOf = (row: Candidate) => row.url.split("#")[0]!;
  const pagesFound = new Set(ranked.filter((entry) => !entry.section).map((entry) => pageOf(entry.candidate)));
  const perPage = new Map<string, number>();
  const shown: Candidate[] = [];
  for (const { candidate: row, ownMatch } of ranked) {
    const page = pageOf(row);
    if (!ownMatch && pagesFound.has(page)) continue;
    const count = perPage.get(page) ?? 0;
    if (count >= ROWS_PER_PAGE) continue;
    perPage.set(page, count + 1);
    shown.push(row);
    if (shown.length >= RESULT_LIMIT) break;
  }
  return shown;
}

/**
 * Every page and section matching all the query's words, best first (./rank.ts); if none
 * does, those matching any. A result is a topic page, a tutorial or a calculator, or a
 * section of one, linked by its anchor. Reads D1 on every query (never stale, never
 * Firestore); throws when D1 fails.
 */
export async function searchReadModel(db: D1Database, query: string): Promise<SearchResult[]> {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  // The query's words as a title's words, as typed and with each mistyped word's best correction.
  const keyOf = (matches: TermMatch[]) =>
    matches.map((match) => (match.prefix ? match.term : (match.corrections[0] ?? match.term))).join(" ");
  const statement = (matches: TermMatch[], join: "AND" | "OR") => {
    const units = unitsOf(matches);
    const query = units.map((unit) => unit.match).join(` ${join} `);
    // A post's section is found by a word of the query in its headings; that it holds the
    // others is checked once its stored text is read (candidatesOf).
    const inHeadings = `{title headings} : (${units.flatMap((unit) => unit.words).join(" OR ")})`;
    return db.prepare(CANDIDATE_ROWS).bind(query, keyOf(matches), CANDIDATES, inHeadings);
  };
  // One round trip in the common case: every word taken as a prefix (or by the corrections
  // this isolate already found for it), searched in the same batch that checks which words
  // start an indexed word. Only when a check disagrees with that guess is the search repeated.
  const now = Date.now();
  const guess = terms.map((term): TermMatch => {
    const corrections = keptCorrections(term.term, now);
    return corrections ? { ...term, prefix: false, corrections } : { ...term, prefix: true, corrections: [] };
  });
  const answers = await db.batch<Record<string, unknown>>([
    ...terms.map((term) => startsAnyWord(db, term.stem ?? term.term)),
    statement(guess, "AND"),
  ]);
  const starts = terms.map((_, index) => (answers[index]?.results.length ?? 0) > 0);
  let matches = guess;
  let rows = (answers[terms.length]?.results ?? []) as unknown as Row[];
  if (guess.some((match, index) => match.prefix !== starts[index])) {
    const mistyped = terms.filter((_, index) => !starts[index] && guess[index]!.prefix).map((term) => term.term);
    const found = await correctionsOf(db, mistyped);
    mistyped.forEach((term, index) => keepCorrections(term, found[index] ?? [], now));
    matches = terms.map((term, index) => {
      if (starts[index]) {
        knownCorrections.delete(term.term);
        return { ...term, prefix: true, corrections: [] };
      }
      return { ...term, prefix: false, corrections: keptCorrections(term.term, now) ?? [] };
    });
    ({ results: rows } = await statement(matches, "AND").all<Row>());
  }
  const units = unitsOf(matches);
  let found = candidatesOf(rows, units, "AND");
  if (found.length === 0 && units.length > 1)
    found = candidatesOf((await statement(matches, "OR").all<Row>()).results, units, "OR");
  const queryKeys = [...new Set([terms.map((term) => term.term).join(" "), keyOf(matches)])];
  const ranked = shownRows(
    rankCandidates(
      found,
      units.map(({ unit }) => unit),
      queryKeys,
    ),
  );
  const prefixes = units.flatMap(({ unit }) =>
    ("joined" in unit ? [...unit.words, unit.joined] : unit.words).flatMap((match) => match.prefixes),
  );
  const exact = new Set(units.flatMap(({ unit }) => unit.words.flatMap((match) => match.exact)));
  const matched = (word: string) => exact.has(word) || prefixes.some((prefix) => word.startsWith(prefix));
  return ranked.map((row) => ({
    title: row.name,
    kind: row.kind,
    url: row.url,
    section: row.section || null,
    snippet: snippet(row.excerpt, matched),
  }));
}
