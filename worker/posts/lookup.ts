import type { Post } from "../../client/data/post";
import { FirestoreError, type Firestore, type FirestoreDocument } from "../firestore";
import { normalisePost } from "./normalise";
import { isDraft } from "./walk";

/**
 * Longest slug looked up. Firestore refuses an equality filter on a long string (its index
 * entries are capped at 1,500 bytes, field name included); no real address comes close.
 */
export const MAX_SLUG_BYTES = 500;
/** Matches read per query; slugs are near-unique, foreign authors included. */
const QUERY_LIMIT = 100;
/** After Firestore says the index is missing, this isolate uses the per-author queries for a while. */
const MISSING_INDEX_BACKOFF_MS = 10 * 60_000;

let indexMissingSince: number | null = null;

const slugEquals = (slug: string) => ({
  fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } },
});

export interface AuthoredDocument {
  authorId: string;
  document: FirestoreDocument;
}

/**
 * Every document with this slug in the authors' posts collections, best first: by author
 * priority (AUTHOR_IDS order), then document name, as the spec's per-author search ranks
 * them. One collection-group query on `posts`; matches outside AUTHOR_IDS are dropped by
 * their parent path. Without the index (Firestore answers FAILED_PRECONDITION) it runs the
 * spec's per-author queries instead.
 */
export async function postsWithSlug(firestore: Firestore, authorIds: string[], slug: string): Promise<AuthoredDocument[]> {
  if (new TextEncoder().encode(slug).length > MAX_SLUG_BYTES) return [];
  if (indexMissingSince === null || Date.now() - indexMissingSince > MISSING_INDEX_BACKOFF_MS) {
    try {
      const found = await withCollectionGroup(firestore, authorIds, slug);
      indexMissingSince = null;
      return found;
    } catch (error) {
      if (!(error instanceof FirestoreError && error.status === "FAILED_PRECONDITION")) throw error;
      console.warn("Collection-group index on posts.slug is missing; using per-author queries. Deploy firestore.indexes.json.");
      indexMissingSince = Date.now();
    }
  }
  return withPerAuthorQueries(firestore, authorIds, slug);
}

/** The post readers see at /{slug}: the best-ranked published document with that slug. */
export async function findPostBySlug(firestore: Firestore, authorIds: string[], slug: string): Promise<Post | null> {
  const best = (await postsWithSlug(firestore, authorIds, slug)).find(({ document }) => !isDraft(document.data));
  return best ? normalisePost(best.authorId, best.document, slug) : null;
}

/** "admin-posts/{authorId}/posts/{docId}" gives the author id; anything else gives null. */
function authorOf(document: FirestoreDocument): string | null {
  const [root, authorId, collection, docId, ...rest] = document.path.split("/");
  return root === "admin-posts" && collection === "posts" && authorId && docId && rest.length === 0 ? authorId : null;
}

async function withCollectionGroup(firestore: Firestore, authorIds: string[], slug: string): Promise<AuthoredDocument[]> {
  const matches = await firestore.runQuery("", {
    from: [{ collectionId: "posts", allDescendants: true }],
    where: slugEquals(slug),
    limit: QUERY_LIMIT,
  });
  const rank = new Map(authorIds.map((id, index) => [id, index]));
  return (
    matches
      .flatMap((document) => {
        const authorId = authorOf(document);
        return authorId !== null && rank.has(authorId) ? [{ authorId, document }] : [];
      })
      // Stable: within an author, results keep Firestore's document-name order.
      .sort((a, b) => rank.get(a.authorId)! - rank.get(b.authorId)!)
  );
}

/** The spec's search: one query per author, in parallel; a failure above the first match is a failure. */
async function withPerAuthorQueries(firestore: Firestore, authorIds: string[], slug: string): Promise<AuthoredDocument[]> {
  const results = await Promise.allSettled(
    authorIds.map((authorId) =>
      firestore.runQuery(`admin-posts/${authorId}`, {
        from: [{ collectionId: "posts" }],
        where: slugEquals(slug),
        limit: QUERY_LIMIT,
      }),
    ),
  );
  const found: AuthoredDocument[] = [];
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") {
      if (found.length === 0) throw result.reason;
      break;
    }
    found.push(...result.value.map((document) => ({ authorId: authorIds[index]!, document })));
  }
  return found;
}
