import type MiniSearch from "minisearch";
import type { CachedResult } from "../cache/read-through";
import type { SiteIndex } from "../site-index/build";
import type { SearchDocument } from "./documents";
import { loadSearchIndex, searchIndex, type SearchHit } from "./engine";

// The loaded index of this isolate, kept until the site index changes version.
let loaded: { version: number; engine: MiniSearch<SearchDocument> } | null = null;

/** Answers a query from the index in memory; no request to Firestore. */
export function runSearch(index: CachedResult<SiteIndex>, query: string): SearchHit[] {
  if (!index.value) return [];
  if (loaded?.version !== index.version) loaded = { version: index.version, engine: loadSearchIndex(index.value.search) };
  return searchIndex(loaded.engine, query);
}
