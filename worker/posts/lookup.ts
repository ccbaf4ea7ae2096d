import type { FirestoreClient } from "firebase-rest-firestore";
import type { Post } from "../../client/data/post";
import { normalisePost } from "./normalise";

/** Firestore rejects equality filters on strings over 1,500 bytes; no real slug is that long. */
export const MAX_SLUG_BYTES = 1_500;

/**
 * Finds a post by slug across the authors' posts collections, as the spec describes:
 * one query per author, all in parallel; the first author in priority order with a
 * match wins, taking its first document. A failed query only matters if it belongs
 * to an author ranked above the first match, because that author might have the slug.
 */
export async function findPostBySlug(db: FirestoreClient, authorIds: string[], slug: string): Promise<Post | null> {
  if (new TextEncoder().encode(slug).length > MAX_SLUG_BYTES) return null;
  const results = await Promise.allSettled(
    authorIds.map((authorId) => db.collection(`admin-posts/${authorId}/posts`).where("slug", "==", slug).limit(1).get()),
  );
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") throw result.reason;
    const doc = result.value.docs[0];
    if (doc) return normalisePost(authorIds[index]!, doc.id, doc.data() ?? {}, slug);
  }
  return null;
}
