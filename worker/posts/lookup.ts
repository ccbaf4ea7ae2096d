import type { Post } from "../../client/data/post";
import { FirestoreError, type Firestore, type FirestoreDocument } from "../firestore";
import { authorOfPostPath, COLLECTIONS, isClaimPath, paths } from "../firestore/paths";
import { normalisePost } from "./normalise";
import { notPublic } from "./visibility";

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

/** What an address holds: the authors' documents with that slug and, for an old address of a renamed post, where it went. */
export interface SlugLookup {
  posts: AuthoredDocument[];
  movedTo: string | null;
}

/** A post that answers at an address, or the address it moved to. */
export type PostAtAddress = { post: Post; movedTo?: undefined } | { post?: undefined; movedTo: string };

/**
 * Every document with this slug in the authors' posts collections, best first: by author
 * priority (AUTHOR_IDS order), then document name, as the spec's per-author search ranks
 * them. One collection-group query on `posts`; matches outside AUTHOR_IDS are dropped by
 * their parent path. Without the index (Firestore answers FAILED_PRECONDITION) it runs the
 * spec's per-author queries instead.
 */
export async function postsWithSlug(firestore: Firestore, authorIds: string[], slug: string): Promise<AuthoredDocument[]> {
  return (await lookUpSlug(firestore, authorIds, slug)).posts;
}

/**
 * The same lookup, with the redirect of a renamed post's old address. Without the
 * collection-group index the claim is read on its own, and only when no post matched.
 */
export async function lookUpSlug(firestore: Firestore, authorIds: string[], slug: string): Promise<SlugLookup> {
  if (new TextEncoder().encode(slug).length > MAX_SLUG_BYTES) return { posts: [], movedTo: null };
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
  const posts = await withPerAuthorQueries(firestore, authorIds, slug);
  return { posts, movedTo: posts.length ? null : redirectOf(await firestore.getDocument(paths.claim(slug))) };
}

const redirectOf = (claim: FirestoreDocument | null) =>
  typeof claim?.data.redirectTo === "string" && claim.data.redirectTo ? claim.data.redirectTo : null;

/** What readers get at /{slug}: the best-ranked public document with that slug (not a draft, not scheduled), else where a renamed post went. */
export async function findPostBySlug(firestore: Firestore, authorIds: string[], slug: string): Promise<PostAtAddress | null> {
  const { posts, movedTo } = await lookUpSlug(firestore, authorIds, slug);
  const best = posts.find(({ document }) => !notPublic(document.data));
  if (best) return { post: normalisePost(best.authorId, best.document, slug) };
  return movedTo && movedTo !== slug ? { movedTo } : null;
}

async function withCollectionGroup(firestore: Firestore, authorIds: string[], slug: string): Promise<SlugLookup> {
  const matches = await firestore.runQuery("", {
    from: [{ collectionId: COLLECTIONS.posts, allDescendants: true }],
    where: slugEquals(slug),
    limit: QUERY_LIMIT,
  });
  const rank = new Map(authorIds.map((id, index) => [id, index]));
  const posts = matches
    .flatMap((document) => {
      const authorId = authorOfPostPath(document.path);
      return authorId !== null && rank.has(authorId) ? [{ authorId, document }] : [];
    })
    // Stable: within an author, results keep Firestore's document-name order.
    .sort((a, b) => rank.get(a.authorId)! - rank.get(b.authorId)!);
  const claim = matches.find((document) => isClaimPath(document.path)) ?? null;
  return { posts, movedTo: redirectOf(claim) };
}

/** The spec's search: one query per author, in parallel; a failure above the first match is a failure. */
async function withPerAuthorQueries(firestore: Firestore, authorIds: string[], slug: string): Promise<AuthoredDocument[]> {
  const results = await Promise.allSettled(
    authorIds.map((authorId) =>
      firestore.runQuery(paths.account(authorId), {
        from: [{ collectionId: COLLECTIONS.posts }],
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
