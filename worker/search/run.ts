import type { SearchResult } from "../../client/data/search";
import { ContentUnavailableError } from "../content/unavailable";
import { ensureTopicDocuments, topicDocumentsChecked } from "../read-model/topics";
import { searchReadModel } from "./fts";

/**
 * Answers a query from the read model in D1: never a Firestore request, never a stale index.
 * A D1 failure is a ContentUnavailableError (503 with Retry-After).
 *
 * The first search in an isolate also checks that D1 holds this deploy's version of the site's
 * own documents (topic pages, pins, calculators). Building them to compare costs tens of
 * milliseconds of CPU, so with `background` it runs once this answer is on its way instead of
 * before it: the scheduled job writes them too, so at worst the first searches after a deploy
 * see the previous deploy's topic rows for a moment.
 */
export async function runSearch(
  db: D1Database,
  query: string,
  background?: (work: Promise<unknown>) => void,
): Promise<SearchResult[]> {
  if (!query) return [];
  try {
    const checked = topicDocumentsChecked(db);
    if (!checked && !background) await ensureTopicDocuments(db);
    const results = await searchReadModel(db, query);
    if (!checked && background)
      background(
        // A timer, not a promise: the check's CPU then runs after this answer is sent.
        new Promise((resolve) => setTimeout(resolve, 0))
          .then(() => ensureTopicDocuments(db))
          .catch((error: unknown) => console.error("Search: the site's documents were not checked", error)),
      );
    return results;
  } catch (error) {
    console.error("Search failed: the read model is unavailable", error);
    throw new ContentUnavailableError("Search is unavailable", { cause: error });
  }
}
