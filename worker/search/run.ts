import type { SearchResult } from "../../client/data/search";
import { ContentUnavailableError } from "../content/unavailable";
import { ensureTopicDocuments } from "../read-model/topics";
import { searchReadModel } from "./fts";

/**
 * Answers a query from the read model in D1: never a Firestore request, never a stale index.
 * A D1 failure is a ContentUnavailableError (503 with Retry-After).
 */
export async function runSearch(db: D1Database, query: string): Promise<SearchResult[]> {
  if (!query) return [];
  try {
    await ensureTopicDocuments(db);
    return await searchReadModel(db, query);
  } catch (error) {
    console.error("Search failed: the read model is unavailable", error);
    throw new ContentUnavailableError("Search is unavailable", { cause: error });
  }
}
