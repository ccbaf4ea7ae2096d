import type { Context, Hono } from "hono";
import { PostPage } from "../../client/pages/PostPage";
import { readThrough } from "../cache/content-cache";
import { postKey } from "../cache/keys";
import type { AppEnv } from "../env";
import { firestore } from "../firestore/client";
import { Timing } from "../http/timing";
import { pageContext } from "../page-context";
import { findPostBySlug } from "../posts/lookup";
import { postHead, postTitle } from "../posts/head";
import { renderPageCached } from "../render";
import { withCacheInfo } from "../http/cache-info";
import { renderNotFound, renderServerError } from "./not-found";

/** Seconds a crawler or reader is asked to wait when Firestore is down and nothing is cached. */
export const RETRY_AFTER_SECONDS = 30;

/** Decodes the single path segment into a slug, or null when it cannot be one. */
export function slugFromPath(pathname: string): string | null {
  try {
    const slug = decodeURIComponent(pathname.slice(1));
    return slug.trim() && !slug.includes("\u0000") ? slug : null;
  } catch {
    return null;
  }
}

async function postRoute(c: Context<AppEnv>): Promise<Response> {
  const context = pageContext(c);
  const slug = slugFromPath(context.path);
  if (slug === null) return renderNotFound(c);
  const timing = new Timing();
  const key = await postKey(context.authorIds, slug);
  let result;
  try {
    result = await readThrough({
      kv: c.env.CONTENT_CACHE,
      key,
      load: () => findPostBySlug(firestore(c.env, context), context.authorIds, slug),
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      timing,
    });
  } catch (error) {
    console.error("Failed to fetch post", error);
    return withCacheInfo("miss", timing, () => renderServerError(c, 503, RETRY_AFTER_SECONDS));
  }
  const post = result.value;
  if (!post) {
    if (result.status === "miss") console.warn("Post not found", slug);
    return withCacheInfo(result.status, timing, () => renderNotFound(c));
  }
  return withCacheInfo(result.status, timing, () =>
    renderPageCached(`${key}@${result.version}`, () => <PostPage post={post} title={postTitle(post)} />, {
      status: 200,
      site: context.site,
      path: context.path,
      head: postHead(post, context.site, context.path),
    }),
  );
}

/** Any single path segment no other route owns is a post slug. */
export function registerPosts(app: Hono<AppEnv>): void {
  app.get("/:slug", postRoute);
}
