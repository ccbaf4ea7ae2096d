import type { Post } from "../../client/data/post";
import { FirestoreError, type Firestore, type FirestoreDocument } from "../firestore";
import { normalisePost } from "./normalise";

/** Firestore rejects equality filters on strings over 1,500 bytes; no real slug is that long. */
export const MAX_SLUG_BYTES = 1_500;
/** Matches read per collection-group query; slugs are near-unique, foreign authors included. */
const GROUP_QUERY_LIMIT = 100;
/** After Firestore says the index is missing, this isolate uses the per-author queries for a while. */
const MISSING_INDEX_BACKOFF_MS = 10 * 60_000;

let indexMissingSince: number | null = null;

const slugEquals = (slug: string) => ({
  fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } },
});

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
      if (!(error instanceof FirestoreError && error.status === "FAILED_PRECONDITION")) throw error;
      console.warn("Collection-group index on posts.slug is missing; using per-author queries. Deploy firestore.indexes.json.");
      indexMissingSince = Date.now();
    }
  }
  return findWithPerAuthorQueries(firestore, authorIds, slug);
}

/** "admin-posts/{authorId}/posts/{docId}" gives the author id; anything else gives null. */
function authorOf(document: FirestoreDocument): string | null {
  const [root, authorId, collection, docId, ...rest] = document.path.split("/");
  return root === "admin-posts" && collection === "posts" && authorId && docId && rest.length === 0 ? authorId : null;
}

async function findWithCollectionGroup(firestore: Firestore, authorIds: string[], slug: string): Promise<Post | null> {
  const matches = await firestore.runQuery("", {
    from: [{ collectionId: "posts", allDescendants: true }],
    where: slugEquals(slug),
    limit: GROUP_QUERY_LIMIT,
  });
  const rank = new Map(authorIds.map((id, index) => [id, index]));
  let best: { priority: number; authorId: string; document: FirestoreDocument } | null = null;
  for (const document of matches) {
    const authorId = authorOf(document);
    const priority = authorId === null ? undefined : rank.get(authorId);
    if (authorId === null || priority === undefined) continue;
    // Results come in document-name order, so the first of an author is its first document.
    if (!best || priority < best.priority) best = { priority, authorId, document };
  }
  return best ? normalisePost(best.authorId, best.document, slug) : null;
}

/** The spec's search: one query per author, in parallel; a failure above the first match is a failure. */
async function findWithPerAuthorQueries(firestore: Firestore, authorIds: string[], slug: string): Promise<Post | null> {
  const results = await Promise.allSettled(
    authorIds.map((authorId) =>
      firestore.runQuery(`admin-posts/${authorId}`, { from: [{ collectionId: "posts" }], where: slugEquals(slug), limit: 1 }),
    ),
  );
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") throw result.reason;
    const document = result.value[0];
    if (document) return normalisePost(authorIds[index]!, document, slug);
  }
  return null;
}
