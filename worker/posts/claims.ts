/**
 * Address claims: one document per slug that gives the address to one author's post
 * (written by the studio in the same commit as the post) and, after a rename, says where
 * the post went (`redirectTo`). They live in a collection named `posts` under a reserved
 * pseudo-account, and a redirecting claim carries a `slug` field (a live one does not), so
 * the reader's one collection-group query for a slug also finds a renamed post's redirect:
 * an old address costs no extra read, and a live address still matches only its post. The
 * pseudo-account is never an author (Firebase uids have no underscore prefix), so no
 * listing of an author's posts ever meets a claim.
 */
export const CLAIMS_ACCOUNT = "_claims";
const CLAIMS_PREFIX = `admin-posts/${CLAIMS_ACCOUNT}/posts/`;

export const claimPath = (slug: string) => `${CLAIMS_PREFIX}${slug}`;

export const isClaimPath = (path: string) => path.startsWith(CLAIMS_PREFIX);
