import { Hono, type Context } from "hono";
import { PreviewBanner } from "../../client/components/PreviewBanner";
import { postPath } from "../../client/data/post-summary";
import { PostPage } from "../../client/pages/PostPage";
import type { AppEnv } from "../app-env";
import { ContentUnavailableError } from "../content/unavailable";
import { firestoreFor, FirestoreError, type FirestoreDocument } from "../firestore";
import { authorOfPostPath, paths } from "../firestore/paths";
import { postHead, postTitle } from "../posts/head";
import { normalisePost } from "../posts/normalise";
import { notPublic } from "../posts/visibility";
import { openPreviewLink, type StoredPreviewLink } from "../studio/preview-links";
import { notFound } from "./errors";

/**
 * What every answer under /p/ says, whatever it is: never stored by a browser or a shared
 * cache, never indexed, and the token is never sent on as a Referer from the page's links.
 */
const PRIVATE_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex",
  "referrer-policy": "no-referrer",
};

/** The post a working link shows, with its owner's display name; null when the link leads nowhere now. */
async function linkedPost(
  c: Context<AppEnv>,
  link: StoredPreviewLink,
): Promise<{ owner: string; document: FirestoreDocument; slug: string; ownerName: string | null } | null> {
  const owner = authorOfPostPath(link.postPath);
  // An account that is no longer among the site's authors has no post readers may see, previewed or not.
  if (!owner || !c.var.config.authorIds.includes(owner)) return null;
  // One request for both: the post by its path (strongly consistent) and its author's account.
  const [document, account] = await firestoreFor(c.var.config).getDocuments([link.postPath, paths.account(owner)]);
  // A post deleted (and perhaps brought back from the trash since, as a new document) is not the post the link was made for.
  if (!document || (link.postCreateTime !== null && document.createTime !== link.postCreateTime)) return null;
  const slug = document.data.slug;
  if (typeof slug !== "string" || !slug) return null;
  const name = account?.data.displayName;
  return { owner, document, slug, ownerName: typeof name === "string" && name.trim() ? name.trim() : null };
}

/** Firestore could not be asked: the reader is asked to come back (503), never told the link is gone. */
async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const upstream =
      error instanceof FirestoreError ||
      error instanceof TypeError ||
      error instanceof SyntaxError ||
      (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"));
    if (upstream) throw new ContentUnavailableError("A preview link could not be read", { cause: error });
    throw error;
  }
}

/**
 * /p/{token}: a private preview link (README, "Private preview links"). While the link works
 * and the post is not public, the post's last saved version as readers would see it, under a
 * "Preview" banner; once the post is public, a 301 to its address; anything else (a malformed,
 * unknown, revoked or expired token, a deleted post) the site's 404 page. Nothing here goes
 * through the content cache or the finished-page store, and nothing is written anywhere.
 */
export const previewLinks = new Hono<AppEnv>().get("/p/:token", async (c) => {
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) c.header(name, value);
  const found = await orUnavailable(async () => {
    const link = await openPreviewLink(firestoreFor(c.var.config), c.req.param("token"));
    return link ? { link, post: await linkedPost(c, link) } : null;
  });
  if (!found?.post) return notFound(c);
  const { link } = found;
  const { owner, document, slug, ownerName } = found.post;
  if (!notPublic(document.data)) return c.redirect(postPath(slug), 301);
  const post = normalisePost(owner, document, slug);
  const title = postTitle(post);
  const { site } = c.var.config;
  const author = post.meta.author ?? ownerName ?? site.name;
  const head = postHead(post, site, postPath(slug), author);
  return c.render(
    <>
      <PreviewBanner expires={link.expires} />
      <PostPage post={post} title={title} context={{ author, related: [], previous: null, next: null }} linkFiles={false} />
    </>,
    // No canonical address and no structured data: the page is nobody's address but the link's.
    { head: { ...head, title: `Preview: ${title}`, robots: "noindex", canonical: null, jsonLd: [] } },
  );
});
