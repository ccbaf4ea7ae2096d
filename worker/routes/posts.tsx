import { Hono, type Context } from "hono";
import { codeFilePath, codeFiles, codeZipEntries, codeZipPath } from "../../client/data/code-files";
import { zip } from "../posts/zip";
import { pageTrail } from "../../client/data/breadcrumbs";
import { PostPage } from "../../client/pages/PostPage";
import type { AppEnv } from "../app-env";
import { postContext } from "../posts/context";
import { postHead, postTitle } from "../posts/head";
import { MAX_SLUG_BYTES } from "../posts/lookup";
import { notFound } from "./errors";
import { postPath } from "../../client/data/post-summary";
import {
  ASKED_PARAM,
  askedNotice,
  emptyQuestion,
  questionsPath,
  STEP_CHOICES,
  type PublicQuestion,
} from "../../client/data/questions";
import { questionFormSecurityHeaders } from "../middleware/security-headers";

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

/**
 * A published post by its address segment, the address it moved to (an old address of a
 * renamed post: its files follow the page's 301), or null (drafts and missing posts have no files).
 */
async function publishedPost(c: Context<AppEnv>, segment: string) {
  const slug = slugFromPath(`/${encodeURIComponent(segment)}`);
  if (slug === null) return null;
  const { value } = await c.var.content.post(slug);
  return value ?? null;
}

/** Code files change only when their post does; a short shared lifetime is plenty. */
const FILE_CACHE = "public, max-age=300";

/**
 * Any single path segment no other route owns is a post slug; below it, its code blocks as
 * files (issues 21 and 31): each one's exact text as an attachment under its own name (a
 * sketch as name.ino), and all of them as one .zip (each sketch in its own folder).
 */
export const posts = new Hono<AppEnv>()
  .get("/:slug/files.zip", async (c) => {
    const found = await publishedPost(c, c.req.param("slug"));
    if (found?.movedTo) return c.redirect(codeZipPath(found.movedTo), 301);
    const post = found?.post;
    const files = post ? codeFiles(post) : [];
    if (!post || !files.length) return notFound(c);
    const body = zip(codeZipEntries(files), post.updated ? new Date(post.updated) : undefined);
    return c.body(body, 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${post.slug.replace(/[^A-Za-z0-9._-]/g, "-")}-code.zip"`,
      "cache-control": FILE_CACHE,
    });
  })
  .get("/:slug/files/:name", async (c) => {
    const found = await publishedPost(c, c.req.param("slug"));
    const name = c.req.param("name");
    if (found?.movedTo) return c.redirect(codeFilePath(found.movedTo, name), 301);
    const post = found?.post;
    const file = post ? codeFiles(post).find((each) => each.name === name) : undefined;
    if (!file) return notFound(c);
    return c.body(file.text, 200, {
      "content-type": "text/plain; charset=utf-8",
      "content-disposition": `attachment; filename="${file.name}"`,
      "cache-control": FILE_CACHE,
    });
  })
  .get("/:slug", questionFormSecurityHeaders, async (c) => {
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
    // The approved questions come with the post's data (issue 33, the server side); none until then.
    const questions: PublicQuestion[] = [];
    // Back from the plain form's 303: the asker's private link is in the address, so this
    // answer is theirs alone: not kept, not shared, not indexed. The plain page stays cached.
    const notice = askedNotice(c.req.query(ASKED_PARAM));
    const askForm = {
      action: questionsPath(post.slug),
      steps: post.toc.slice(0, STEP_CHOICES).map((entry) => ({ id: entry.id, title: entry.text })),
      turnstileSiteKey: c.var.config.turnstileSiteKey,
      values: emptyQuestion,
      errors: {},
      notice,
    };
    const head = postHead(post, c.var.config.site, path, context.author, questions);
    const page = <PostPage post={post} title={title} context={context} questions={questions} askForm={askForm} />;
    const breadcrumbs = pageTrail(title, postPath(post.slug));
    if (notice) {
      c.header("cache-control", "private, no-store");
      return c.render(page, { head: { ...head, robots: "noindex, nofollow" }, breadcrumbs });
    }
    return c.render(page, { head, breadcrumbs, version: `${version}|${neighbours?.version ?? "no-neighbours"}` });
  });
