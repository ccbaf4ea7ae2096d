import type { Post } from "../../client/data/post";
import type { Firestore } from "../firestore/client";
import { collectionGroupWhereEquals, MissingIndexError } from "../firestore/collection-group";
import { normalisePost } from "./normalise";

/** Firestore rejects equality filters on strings over 1,500 bytes; no real slug is that long. */
export const MAX_SLUG_BYTES = 1_500;
/** Matches read per collection-group query; slugs are near-unique, foreign authors included. */
const GROUP_QUERY_LIMIT = 100;
/** After Firestore says the index is missing, this isolate uses the per-author queries for a while. */
const MISSING_INDEX_BACKOFF_MS = 10 * 60_000;

let indexMissingSince: number | null = null;

/**
 * Finds a post by slug among the authors' posts collections. One collection-group query
 * on `posts` where slug == S; matches outside AUTHOR_IDS are dropped by their parent
 * path and the rest ranked by author priority, the first document of the best author
 * winning, exactly as the spec's per-author search would. Without the index (Firestore
 * answers FAILED_PRECONDITION) it falls back to the spec's per-author queries.
 */
export async function findPostBySlug(firestore: Firestore, authorIds: string[], slug: string): Promise<Post | null> {
  if (new TextEncoder().encode(slug).length > MAX_SLUG_BYTES) return null;
  if (indexMissingSince === null || Date.now() - indexMissingSince > MISSING_INDEX_BACKOFF_MS) {
    try {
      const post = await findWithCollectionGroup(firestore, authorIds, slug);
      indexMissingSince = null;
      return post;
    } catch (error) {
      if (!(error instanceof MissingIndexError)) throw error;
      console.warn("Collection-group index on posts.slug is missing; using per-author queries. Deploy firestore.indexes.json.");
      indexMissingSince = Date.now();
    }
  }
  return findWithPerAuthorQueries(firestore, authorIds, slug);
}

async function findWithCollectionGroup(firestore: Firestore, authorIds: string[], slug: string): Promise<Post | null> {
  const matches = await collectionGroupWhereEquals(firestore, "posts", "slug", slug, GROUP_QUERY_LIMIT);
  const rank = new Map(authorIds.map((id, index) => [id, index]));
  let best: { priority: number; authorId: string; id: string; data: Record<string, unknown> } | null = null;
  for (const match of matches) {
    const [root, authorId, collection, docId, ...rest] = match.path.split("/");
    if (root !== "admin-posts" || collection !== "posts" || !authorId || !docId || rest.length > 0) continue;
    const priority = rank.get(authorId);
    if (priority === undefined) continue;
    // Results come in document-name order, so the first of an author is its first document.
    if (!best || priority < best.priority) best = { priority, authorId, id: match.id, data: match.data };
  }
  return best ? normalisePost(best.authorId, best.id, best.data, slug) : null;
}

/** The spec's search: one query per author, in parallel; a failure above the first match is a failure. */
async function findWithPerAuthorQueries(firestore: Firestore, authorIds: string[], slug: string): Promise<Post | null> {
  const results = await Promise.allSettled(
    authorIds.map((authorId) => firestore.db.collection(`admin-posts/${authorId}/posts`).where("slug", "==", slug).limit(1).get()),
  );
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") throw result.reason;
    const doc = result.value.docs[0];
    if (doc) return normalisePost(authorIds[index]!, doc.id, doc.data() ?? {}, slug);
  }
  return null;
}
