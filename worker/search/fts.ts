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

/**
 * For each query word: whether some indexed word starts with it ("esp3" finds esp32); if none
 * does, the indexed words within a typo or two of it that share its first letter ("arduno"
 * finds arduino), from the fts5vocab table, the most common first.
 */
async function matchTerms(db: D1Database, terms: string[]): Promise<TermMatch[]> {
  const found = await db.batch<{ term: string }>(
    terms.map((term) =>
      db.prepare("SELECT term FROM search_vocab WHERE term >= ?1 AND term < ?2 LIMIT 1").bind(term, afterPrefix(term)),
    ),
  );
  const missing = terms.filter((_, index) => found[index]!.results.length === 0);
  const candidates = missing.length
    ? await db.batch<{ term: string; doc: number }>(
        missing.map((term) => {
          const first = [...term][0]!;
          return db
            .prepare("SELECT term, doc FROM search_vocab WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4")
            .bind(first, afterPrefix(first), term.length - typosAllowed(term), term.length + typosAllowed(term));
        }),
      )
    : [];
  return terms.map((term, index) => {
    if (found[index]!.results.length) return { term, prefix: true, corrections: [] };
    const limit = typosAllowed(term);
    const corrections = (candidates[missing.indexOf(term)]?.results ?? [])
      .map((row) => ({ ...row, distance: editDistance(term, row.term, limit) }))
      .filter((row) => row.distance <= limit)
      .sort((a, b) => a.distance - b.distance || b.doc - a.doc)
      .slice(0, MAX_CORRECTIONS)
      .map((row) => row.term);
    return { term, prefix: false, corrections };
  });
}

// Query words are runs of letters and digits only, so quoting them is all the escaping FTS5 needs.
const quoted = (word: string) => `"${word}"`;

function matchGroup({ term, prefix, corrections }: TermMatch): string {
  if (prefix) return `${quoted(term)}*`;
  return corrections.length ? `(${corrections.map(quoted).join(" OR ")})` : quoted(term);
}

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
  const matches = await matchTerms(db, terms);
  const groups = matches.map(matchGroup);
  const statement = (expression: string) =>
    db
      .prepare(
        // An exact title first; then titles that start with what was typed, shortest first
        // (typing "esp3" is on its way to "ESP32", not to a long ESP32 tutorial); then bm25.
        `SELECT kind, url, title, excerpt FROM search WHERE search MATCH ?1
         ORDER BY (title_key = ?2) DESC,
                  CASE WHEN substr(title_key, 1, length(?2)) = ?2 THEN length(title_key) ELSE 1000000 END,
                  bm25(search, ${WEIGHTS}) LIMIT ?3`,
      )
      .bind(expression, words.join(" "), RESULT_LIMIT);
  let { results } = await statement(groups.join(" AND ")).all<Row>();
  if (results.length === 0 && groups.length > 1) ({ results } = await statement(groups.join(" OR ")).all<Row>());
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
