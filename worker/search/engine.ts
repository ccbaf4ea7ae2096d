import MiniSearch, { type AsPlainObject, type Options, type SearchResult as MatchedDocument } from "minisearch";
import { MAX_QUERY_LENGTH, type SearchResult, type SnippetPart } from "../../client/data/search";
import type { SearchDocument } from "./documents";

/** Results shown for one query. */
const RESULT_LIMIT = 20;
/** Words around the first match that a snippet shows. */
const SNIPPET_WORDS = 28;

export type SearchIndexJson = AsPlainObject;

export type SearchHit = SearchResult;

// A title match outranks a heading match, which outranks one in the text; "esp3" finds
// esp32 (prefix) and "arduno" finds arduino (one edit in six letters).
const OPTIONS: Options<SearchDocument> = {
  idField: "id",
  fields: ["title", "headings", "text"],
  storeFields: ["kind", "url", "title", "excerpt"],
  searchOptions: { boost: { title: 4, headings: 2 }, prefix: true, fuzzy: 0.2 },
};

export function buildSearchIndex(documents: SearchDocument[]): SearchIndexJson {
  const engine = new MiniSearch(OPTIONS);
  engine.addAll(documents);
  return engine.toJSON();
}

export const loadSearchIndex = (json: SearchIndexJson) => MiniSearch.loadJS<SearchDocument>(json, OPTIONS);

/** The index with some documents removed (by id) and others added. */
export function updateSearchIndex(json: SearchIndexJson, removeIds: string[], add: SearchDocument[]): SearchIndexJson {
  const engine = loadSearchIndex(json);
  for (const id of [...removeIds, ...add.map((document) => document.id)]) if (engine.has(id)) engine.discard(id);
  engine.addAll(add);
  return engine.toJSON();
}

/** What is searched for: trimmed, whitespace collapsed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(raw: string | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** Up to SNIPPET_WORDS words of the text around its first matched word, the matched words marked. */
export function snippet(text: string, terms: string[]): SnippetPart[] {
  const matched = new Set(terms.map((term) => term.toLowerCase()));
  const words = text.split(/\s+/).filter(Boolean);
  // A word's letters and digits are its tokens ("ESP32-CAM," is "esp32" and "cam"), as MiniSearch tokenises.
  const pieces = (word: string) => word.split(/([\p{L}\p{N}]+)/u).filter(Boolean);
  const isToken = (piece: string) => /^[\p{L}\p{N}]+$/u.test(piece) && matched.has(piece.toLowerCase());
  const first = Math.max(
    0,
    words.findIndex((word) => pieces(word).some(isToken)),
  );
  const start = Math.max(0, first - Math.floor(SNIPPET_WORDS / 3));
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean) => {
    const last = parts[parts.length - 1];
    if (last && !last.mark && !mark) last.text += text;
    else parts.push(mark ? { text, mark: true } : { text });
  };
  if (start > 0) push("… ", false);
  words.slice(start, start + SNIPPET_WORDS).forEach((word, index) => {
    if (index > 0) push(" ", false);
    for (const piece of pieces(word)) push(piece, isToken(piece));
  });
  if (start + SNIPPET_WORDS < words.length) push(" …", false);
  return parts;
}

function hit(match: MatchedDocument): SearchHit {
  const text = String(match.excerpt ?? "");
  return {
    title: String(match.title),
    kind: match.kind as SearchDocument["kind"],
    url: String(match.url),
    snippet: snippet(text, match.terms),
  };
}

/** Every document matching all the words, best first; if none does, those matching any. */
export function searchIndex(engine: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  if (!query) return [];
  let matches = engine.search(query, { combineWith: "AND" });
  if (matches.length === 0) matches = engine.search(query, { combineWith: "OR" });
  return matches.slice(0, RESULT_LIMIT).map(hit);
}
