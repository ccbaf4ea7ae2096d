// Demo content for `npm start`: every document the local site reads, by Firestore path.
// Posts live under admin-posts/{authorId}/posts; list documents under the list admin.
import { demoAccounts } from "./accounts.mjs";
import { demoLists } from "./lists.mjs";
import { demoPosts } from "./posts.mjs";

/** @typedef {{ path: string, data: Record<string, unknown> }} DemoDocument */

/**
 * @param {{ authorIds: string[], listAdminId: string }} config
 * @returns {DemoDocument[]}
 */
export function demoDocuments({ authorIds, listAdminId }) {
  const distinct = [...new Set(authorIds.filter(Boolean))];
  const primary = distinct[0] ?? "author-main";
  const secondary = distinct[1] ?? primary;
  const posts = demoPosts.map((post) => ({
    path: `admin-posts/${post.author === "secondary" ? secondary : primary}/posts/${post.id}`,
    data: /** @type {Record<string, unknown>} */ (post.data),
  }));
  const lists = Object.entries(demoLists).map(([address, entries]) => ({
    path: `admin-posts/${listAdminId || primary}/posts/list-${address}`,
    data: { allpost: entries },
  }));
  // The authors' own documents carry the display names that bylines fall back to.
  const authors = demoAccounts({ authorIds: distinct })
    .filter((account) => distinct.includes(account.uid))
    .map((account) => ({ path: `admin-posts/${account.uid}`, data: { displayName: account.displayName } }));
  return [...authors, ...posts, ...lists];
}
