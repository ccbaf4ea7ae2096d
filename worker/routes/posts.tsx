import { Hono } from "hono";
import { pageTrail } from "../../client/data/breadcrumbs";
import { PostPage } from "../../client/pages/PostPage";
import type { AppEnv } from "../app-env";
import { postContext } from "../posts/context";
import { postHead, postTitle } from "../posts/head";
import { MAX_SLUG_BYTES } from "../posts/lookup";
import { notFound } from "./errors";
import { postPath } from "../../client/data/post-summary";

/** Decodes the single path segment into a slug, or null when it cannot be one (without asking Firestore). */
export function slugFromPath(pathname: string): string | null {
  try {
    const slug = decodeURIComponent(pathname.slice(1));
    const usable = slug.trim() && !slug.includes("\u0000") && new TextEncoder().encode(slug).length <= MAX_SLUG_BYTES;
    return usable ? slug : null;
  } catch {
    return null;
  }
}

/** Any single path segment no other route owns is a post slug. */
export const posts = new Hono<AppEnv>().get("/:slug", async (c) => {
  const path = new URL(c.req.url).pathname;
  const slug = slugFromPath(path);
  if (slug === null) return notFound(c);
  const { value: found, version } = await c.var.content.post(slug);
  // An old address of a renamed post sends readers and crawlers on, permanently.
  if (found?.movedTo) return c.redirect(postPath(found.movedTo), 301);
  const post = found?.post;
  if (!post) return notFound(c);
  const neighbours = await c.var.content.neighbours(post);
  const context = postContext(post, neighbours?.value ?? null, c.var.config.site.name);
  const title = postTitle(post);
  return c.render(<PostPage post={post} title={title} context={context} />, {
    head: postHead(post, c.var.config.site, path, context.author),
    breadcrumbs: pageTrail(title, postPath(post.slug)),
    version: `${version}|${neighbours?.version ?? "no-neighbours"}`,
  });
});
