// Demo content for `npm start`: every document the local site reads, by Firestore path.
// Posts live in their author's posts collection; list documents in the list admin's (worker/firestore/paths.ts).
import { paths } from "../../worker/firestore/paths.ts";
import { demoAccounts, READER } from "./accounts.mjs";
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
    path: paths.post(post.author === "secondary" ? secondary : primary, post.id),
    data: /** @type {Record<string, unknown>} */ (post.data),
  }));
  const lists = Object.entries(demoLists).map(([address, entries]) => ({
    path: paths.list(listAdminId || primary, address),
    data: { allpost: entries },
  }));
  // The writers' own documents (authors, the editor, the contributor) carry the display names that bylines fall back to.
  const authors = demoAccounts({ authorIds: distinct })
    .filter((account) => account.uid !== READER)
    .map((account) => ({ path: paths.account(account.uid), data: { displayName: account.displayName } }));
  return [...authors, ...posts, ...lists];
}
