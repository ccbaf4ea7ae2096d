import type { SearchResult } from "../../client/data/search";
import { snippet } from "./engine";
import { joinedPairs, queryTerms, type QueryTerm } from "./query";
import { isPageRow } from "../read-model/search-rows";
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
function unitsOf(matches: TermMatch[]): Array<{ unit: QueryUnit; match: string }> {
  const pairs = new Set(joinedPairs(matches));
  const units: Array<{ unit: QueryUnit; match: string }> = [];
  for (let index = 0; index < matches.length; index += 1) {
    const first = matches[index]!;
    const second = matches[index + 1];
    if (pairs.has(index) && second) {
      const joined = `${first.term}${second.term}`;
      units.push({
        unit: { words: [wordMatch(first), wordMatch(second)], joined: { exact: [joined], prefixes: [joined] } },
        match: `((${matchGroup(first)} AND ${matchGroup(second)}) OR ${quoted(joined)}*)`,
      });
      index += 1;
    } else units.push({ unit: { words: [wordMatch(first)] }, match: matchGroup(first) });
  }
  return units;
}

/**
 * The candidates for ?1: the CANDIDATES best whole pages and the CANDIDATES best sections by
 * bm25 (title above page title above headings above text), taken apart so a board's dozens of
 * pins never crowd its page out, and up to CANDIDATES whose titles start with what was typed
 * (?2, the query's words), shortest first (typing "esp3" is on its way to "ESP32"). Only
 * rowids and scores are ranked in SQL (a rowid says whether a row is a page or a section:
 * worker/read-model/search-rows.ts), and the stored columns are read for the candidates
 * alone: reading them for every match (thousands for "esp3" at 20,000 posts) was most of a
 * query's time. Titles that start with the query come from search_titles, an index range.
 */
const CANDIDATE_ROWS = `WITH hits AS MATERIALIZED (
  SELECT rowid AS id, bm25(search, ${WEIGHTS}) AS score FROM search WHERE search MATCH ?1
),
titled AS (
  SELECT hits.id, hits.score
  FROM search_titles AS titles JOIN hits ON hits.id = titles.id
  WHERE titles.title_key >= ?2 AND titles.title_key < ?2 || char(1114111)
  ORDER BY length(titles.title_key), hits.score LIMIT ?3
),
pages AS (
  SELECT id, score FROM hits WHERE ${isPageRow("id")} AND id NOT IN (SELECT id FROM titled) ORDER BY score LIMIT ?3
),
sections AS (
  SELECT id, score FROM hits WHERE NOT ${isPageRow("id")} AND id NOT IN (SELECT id FROM titled) ORDER BY score LIMIT ?3
)
SELECT search.kind, search.url, search.name, search.section, search.title, search.page, search.excerpt,
  search.title_key AS titleKey, chosen.score
FROM (SELECT * FROM titled UNION ALL SELECT * FROM pages UNION ALL SELECT * FROM sections) AS chosen
JOIN search ON search.rowid = chosen.id`;

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
  const statement = (matches: TermMatch[], join: "AND" | "OR") =>
    db.prepare(CANDIDATE_ROWS).bind(
      unitsOf(matches)
        .map((unit) => unit.match)
        .join(` ${join} `),
      keyOf(matches),
      CANDIDATES,
    );
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
  let rows = (answers[terms.length]?.results ?? []) as unknown as Candidate[];
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
    ({ results: rows } = await statement(matches, "AND").all<Candidate>());
  }
  const units = unitsOf(matches);
  if (rows.length === 0 && units.length > 1) ({ results: rows } = await statement(matches, "OR").all<Candidate>());
  const queryKeys = [...new Set([terms.map((term) => term.term).join(" "), keyOf(matches)])];
  const ranked = shownRows(
    rankCandidates(
      rows,
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
