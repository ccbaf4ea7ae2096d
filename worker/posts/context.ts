import type { Post } from "../../client/data/post";
import type { PostSummary } from "../../client/data/post-summary";
import type { PostContext } from "../../client/pages/PostPage";
import type { PostNeighbours } from "../read-model/read";
import { topicPath } from "../../client/data/learning-path";
import { topicPages } from "../../client/data/topics";

/** How many related posts a post shows. */
export const RELATED = 4;

/**
 * A post's byline and its neighbours, from the read model: related posts of the same topic
 * first, then by the same author. Previous and next follow the topic's learning path (same
 * topic, by difficulty: client/data/learning-path.ts, from the topic's posts) and, where the
 * path ends or the post has no topic, publishing order. Without the read model there are no
 * neighbours, and the byline falls back to the site's name.
 */
export function postContext(
  post: Post,
  neighbours: PostNeighbours | null,
  topicPosts: PostSummary[] | null,
  siteName: string,
): PostContext {
  const author = post.meta.author ?? neighbours?.authors[post.authorId] ?? siteName;
  if (!neighbours) return { author, related: [], previous: null, next: null };
  const page = post.topic ? topicPages.get(post.topic) : undefined;
  const path =
    post.topic && topicPosts
      ? topicPath(
          topicPosts,
          post.topic,
          page ? [...(page.content.startHere ? [page.content.startHere] : []), ...page.content.tutorialSlugs] : [],
        )
      : [];
  const step = path.findIndex((summary) => summary.slug === post.slug);
  const pathPrevious = step > 0 ? (path[step - 1] ?? null) : null;
  const pathNext = step >= 0 ? (path[step + 1] ?? null) : null;
  let previous = pathPrevious ?? neighbours.previous;
  let next = pathNext ?? neighbours.next;
  // The path and the dates can point both ways at one post: it shows once, where the path puts it.
  if (previous && next && previous.slug === next.slug) {
    if (pathNext) previous = null;
    else next = null;
  }
  const shown = new Set([post.slug, previous?.slug, next?.slug]);
  const sameTopic = neighbours.sameTopic.filter((summary) => !shown.has(summary.slug));
  const topicSlugs = new Set(sameTopic.map((summary) => summary.slug));
  const sameAuthor = neighbours.sameAuthor.filter((summary) => !shown.has(summary.slug) && !topicSlugs.has(summary.slug));
  return { author, related: [...sameTopic, ...sameAuthor].slice(0, RELATED), previous, next };
}
