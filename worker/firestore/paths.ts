/**
 * Where the site keeps its documents in Firestore: every document path and collection id the
 * worker, the scripts and the tests use comes from here.
 *
 * - Posts are the spec's `admin-posts/{uid}/posts/{id}`; the account document
 *   `admin-posts/{uid}` carries the author's display name and is the parent that queries of
 *   the account's collections name.
 * - A project list is the document `list-{address}` in the list admin's posts collection.
 * - Each post's `revisions` keep the versions its saves replaced; an account's `trash` keeps
 *   its deleted posts for a while.
 * - Address claims: one document per slug that gives the address to one author's post
 *   (written by the studio in the same commit as the post) and, after a rename, says where
 *   the post went (`redirectTo`). They live in a collection named `posts` under a reserved
 *   pseudo-account, and a redirecting claim carries a `slug` field (a live one does not), so
 *   the reader's one collection-group query for a slug also finds a renamed post's redirect:
 *   an old address costs no extra read, and a live address still matches only its post. The
 *   pseudo-account is never an author (Firebase uids have no underscore prefix), so no
 *   listing of an author's posts ever meets a claim.
 * - Contact messages are a top-level collection of their own.
 * - Private preview links are a top-level collection too: each document's id is the SHA-256 of
 *   its token, so opening a link is one strongly consistent read by id, and the document names
 *   the post by its path (a rename keeps the link).
 *
 * Scripts import this file as it is (Node strips the types), so it imports nothing.
 */

const ROOT = "admin-posts";

/** The collection ids under an account document and a post, as queries name them. */
export const COLLECTIONS = { posts: "posts", trash: "trash", revisions: "revisions" } as const;

export const CONTACT_COLLECTION = "contact-messages";

/** One document per upload that a post shows: its deletion and the saves that start showing it take turns on it. */
export const PICTURES_COLLECTION = "pictures";

/** Private preview links of unpublished posts (worker/studio/preview-links.ts). */
export const PREVIEW_LINKS_COLLECTION = "previewLinks";

/** The pseudo-account whose posts collection holds the address claims. */
export const CLAIMS_ACCOUNT = "_claims";

const LIST_PREFIX = "list-";

const account = (uid: string) => `${ROOT}/${uid}`;
const posts = (uid: string) => `${account(uid)}/${COLLECTIONS.posts}`;
const post = (uid: string, id: string) => `${posts(uid)}/${id}`;
const revisions = (postPath: string) => `${postPath}/${COLLECTIONS.revisions}`;
const trash = (uid: string) => `${account(uid)}/${COLLECTIONS.trash}`;

export const paths = {
  /** An account's own document (its display name); the parent to query its collections from. */
  account,
  posts,
  post,
  /** A post's revisions, below the post's own document path. */
  revisions,
  revision: (postPath: string, id: string) => `${revisions(postPath)}/${id}`,
  trash,
  trashed: (uid: string, id: string) => `${trash(uid)}/${id}`,
  /** The parent to query the claims from. */
  claims: account(CLAIMS_ACCOUNT),
  claim: (slug: string) => post(CLAIMS_ACCOUNT, slug),
  /** A project list's document: `list-{address}` among the list admin's posts. */
  list: (listAdminId: string, address: string) => post(listAdminId, listDocumentId(address)),
  contactMessage: (id: string) => `${CONTACT_COLLECTION}/${id}`,
  /** An upload's lock document (worker/media/picture-lock.ts), by its key. */
  picture: (key: string) => `${PICTURES_COLLECTION}/${key}`,
  /** A preview link's document, by the SHA-256 of its token (hex). */
  previewLink: (tokenHash: string) => `${PREVIEW_LINKS_COLLECTION}/${tokenHash}`,
};

/** A project list's document id. */
export const listDocumentId = (address: string) => `${LIST_PREFIX}${address}`;

/** List documents share the posts collection with posts; every walk over posts skips them. */
export const isListDocumentId = (id: string) => id.startsWith(LIST_PREFIX);

export const isClaimPath = (path: string) => path.startsWith(`${paths.posts(CLAIMS_ACCOUNT)}/`);

/** "admin-posts/{authorId}/posts/{docId}" gives the author id; anything else (a revision, the trash) gives null. */
export function authorOfPostPath(path: string): string | null {
  const [root, authorId, collection, docId, ...rest] = path.split("/");
  return root === ROOT && collection === COLLECTIONS.posts && authorId && docId && rest.length === 0 ? authorId : null;
}
