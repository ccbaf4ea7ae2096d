import type { Post } from "../../client/data/post";
import type { PostSummary } from "../../client/data/post-summary";
import type { Firestore } from "../firestore";
import { postTitle } from "../posts/head";
import { normalisePost } from "../posts/normalise";
import { isDraft, walkPosts } from "../posts/walk";

/** What the site knows about its published posts without reading each one. */
export interface SiteIndex {
  /** Newest first. */
  posts: PostSummary[];
}

function firstImage(post: Post): string | null {
  for (const block of post.sections?.flatMap((section) => section.blocks) ?? []) {
    if (block.kind === "image" || block.kind === "figure") return block.src;
  }
  return null;
}

export function summarise(post: Post): PostSummary {
  return {
    slug: post.slug,
    title: postTitle(post),
    description: post.meta.description ?? null,
    authorId: post.authorId,
    topic: post.topic,
    image: firstImage(post),
    published: post.published,
    updated: post.updated,
    readingMinutes: post.readingMinutes,
  };
}

const newestFirst = (a: PostSummary, b: PostSummary) => (b.published ?? "").localeCompare(a.published ?? "");

/**
 * Reads every author's posts, page by page, and keeps a summary of each published one.
 * A slug two authors share belongs to the first of them in AUTHOR_IDS, as on its page.
 */
export async function buildSiteIndex(firestore: Firestore, authorIds: string[]): Promise<SiteIndex> {
  const perAuthor = await Promise.all(
    authorIds.map(async (authorId) => {
      const summaries: PostSummary[] = [];
      for await (const page of walkPosts(firestore, authorId, { pageSize: 200 })) {
        for (const document of page) {
          const slug = document.data.slug;
          if (typeof slug !== "string" || !slug.trim() || isDraft(document.data)) continue;
          summaries.push(summarise(normalisePost(authorId, document, slug)));
        }
      }
      return summaries;
    }),
  );
  const seen = new Set<string>();
  const posts = perAuthor.flat().filter((post) => !seen.has(post.slug) && seen.add(post.slug));
  return { posts: posts.sort(newestFirst) };
}
