import type { SearchResult } from "../../client/data/search";
import { wordsOf } from "../read-model/words";
import { snippet } from "./engine";

/** Results shown for one query. */
const RESULT_LIMIT = 20;
/** Query words looked at; the rest of a long query is ignored. */
const MAX_TERMS = 8;
/** Spellings of one mistyped word searched for. */
const MAX_CORRECTIONS = 5;
/** The largest share of a word's letters a typo may change, as MiniSearch's `fuzzy: 0.2` did. */
const TYPO_SHARE = 0.2;
// Column weights for bm25, in the table's column order: title, headings, text, alt (the rest are unindexed).
const WEIGHTS = "10.0, 4.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0";

/** How one query word is matched: as a prefix of indexed words, or by its corrections. */
interface TermMatch {
  term: string;
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

/** Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
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

function matchGroup({ term, prefix, corrections }: TermMatch): string {
  if (prefix) return `${quoted(term)}*`;
  return corrections.length ? `(${corrections.map(quoted).join(" OR ")})` : quoted(term);
}

/**
 * The best RESULT_LIMIT matches of ?1: an exact title (?2, the query's words) first; then
 * titles that start with what was typed, shortest first (typing "esp3" is on its way to
 * "ESP32", not to a long ESP32 tutorial); then bm25 (title above headings above text).
 * Only rowids and scores are ranked, and the stored columns are read for the rows shown
 * alone: reading them for every match (thousands for "esp3" at 20,000 posts, a seek into
 * FTS5's content table each) was most of a query's time. Titles that start with the query
 * come from search_titles; any other row shown is among the bm25 best RESULT_LIMIT, so
 * ranking the union of those two sets gives the same answer as ranking every match.
 */
const RANKED = `WITH hits AS MATERIALIZED (
  SELECT rowid AS id, bm25(search, ${WEIGHTS}) AS score FROM search WHERE search MATCH ?1
),
titled AS (
  SELECT hits.id, hits.score, (titles.title_key = ?2) AS exact, length(titles.title_key) AS size
  FROM search_titles AS titles JOIN hits ON hits.id = titles.id
  WHERE titles.title_key >= ?2 AND titles.title_key < ?2 || char(1114111)
  ORDER BY exact DESC, size, score LIMIT ?3
),
scored AS (
  SELECT id, score, 0 AS exact, 1000000 AS size FROM hits WHERE id NOT IN (SELECT id FROM titled) ORDER BY score LIMIT ?3
),
chosen AS (
  SELECT * FROM (SELECT * FROM titled UNION ALL SELECT * FROM scored) ORDER BY exact DESC, size, score LIMIT ?3
)
SELECT search.kind, search.url, search.title, search.excerpt
FROM chosen JOIN search ON search.rowid = chosen.id
ORDER BY chosen.exact DESC, chosen.size, chosen.score`;

interface Row {
  kind: SearchResult["kind"];
  url: string;
  title: string;
  excerpt: string;
}

/**
 * Every topic page and published post matching all the query's words, best first; if none
 * does, those matching any. An exact title ("esp32" for the ESP32 page) comes first, then
 * titles that begin with the query, shortest first, then bm25 with a title match above a heading match above one in the text. Reads D1 on every
 * query (never stale, never Firestore); throws when D1 fails.
 */
export async function searchReadModel(db: D1Database, query: string): Promise<SearchResult[]> {
  const words = wordsOf(query);
  const terms = [...new Set(words)].slice(0, MAX_TERMS);
  if (terms.length === 0) return [];
  const statement = (groups: string[], join: "AND" | "OR") =>
    db.prepare(RANKED).bind(groups.join(` ${join} `), words.join(" "), RESULT_LIMIT);
  // One round trip in the common case: every word taken as a prefix (or by the corrections
  // this isolate already found for it), searched in the same batch that checks which words
  // start an indexed word. Only when a check disagrees with that guess is the search repeated.
  const now = Date.now();
  const guess = terms.map((term): TermMatch => {
    const corrections = keptCorrections(term, now);
    return corrections ? { term, prefix: false, corrections } : { term, prefix: true, corrections: [] };
  });
  const answers = await db.batch<Record<string, unknown>>([
    ...terms.map((term) => startsAnyWord(db, term)),
    statement(guess.map(matchGroup), "AND"),
  ]);
  const starts = terms.map((_, index) => (answers[index]?.results.length ?? 0) > 0);
  let matches = guess;
  let results = (answers[terms.length]?.results ?? []) as unknown as Row[];
  if (guess.some((match, index) => match.prefix !== starts[index])) {
    const mistyped = terms.filter((term, index) => !starts[index] && guess[index]!.prefix);
    const found = await correctionsOf(db, mistyped);
    mistyped.forEach((term, index) => keepCorrections(term, found[index] ?? [], now));
    matches = terms.map((term, index) => {
      if (starts[index]) {
        knownCorrections.delete(term);
        return { term, prefix: true, corrections: [] };
      }
      return { term, prefix: false, corrections: keptCorrections(term, now) ?? [] };
    });
    ({ results } = await statement(matches.map(matchGroup), "AND").all<Row>());
  }
  if (results.length === 0 && matches.length > 1) ({ results } = await statement(matches.map(matchGroup), "OR").all<Row>());
  const prefixes = matches.filter((match) => match.prefix).map((match) => match.term);
  const exact = new Set(matches.flatMap((match) => match.corrections));
  const matched = (word: string) => exact.has(word) || prefixes.some((prefix) => word.startsWith(prefix));
  return results.map((row) => ({
    title: row.title,
    kind: row.kind,
    url: row.url,
    snippet: snippet(row.excerpt, matched),
  }));
}
