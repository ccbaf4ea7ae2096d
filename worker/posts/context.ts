import type { Post } from "../../client/data/post";
import type { PostContext } from "../../client/pages/PostPage";
import type { PathOf, PostNeighbours } from "../read-model/read";
import { pathPicks, topicPages } from "../../client/data/topics";

/** How many related posts a post shows. */
export const RELATED = 4;

/**
 * A post's byline and its neighbours, from the read model: related posts of the same topic
 * first, then by the same author. Previous and next follow the topic's learning path (same
 * topic, by difficulty: client/data/learning-path.ts, asked of the read model) and, where the
 * path ends or the post has no topic, publishing order. Without the read model there are no
 * neighbours, and the byline falls back to the site's name.
 */
/** The learning path a post is on: its topic's, ordered by the topic page's own slugs. */
export function pathOf(post: Post): PathOf | null {
  if (!post.topic) return null;
  const content = topicPages.get(post.topic)?.content;
  return { topic: post.topic, picked: content ? pathPicks(content) : [] };
}

export function postContext(post: Post, neighbours: PostNeighbours | null, siteName: string): PostContext {
  const author = post.meta.author ?? neighbours?.authors[post.authorId] ?? siteName;
  if (!neighbours) return { author, related: [], previous: null, next: null };
  const { pathPrevious, pathNext } = neighbours;
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
