import type { Post } from "../../client/data/post";
import type { PostContext } from "../../client/pages/PostPage";
import type { PostNeighbours } from "../read-model/read";

/** How many related posts a post shows. */
export const RELATED = 4;

/**
 * A post's byline and its neighbours, from the read model: related posts of the same topic
 * first, then by the same author; previous and next in publishing order. Without the read
 * model there are no neighbours, and the byline falls back to the site's name.
 */
export function postContext(post: Post, neighbours: PostNeighbours | null, siteName: string): PostContext {
  const author = post.meta.author ?? neighbours?.authors[post.authorId] ?? siteName;
  if (!neighbours) return { author, related: [], previous: null, next: null };
  const { previous, next } = neighbours;
  const shown = new Set([previous?.slug, next?.slug]);
  const sameTopic = neighbours.sameTopic.filter((summary) => !shown.has(summary.slug));
  const topicSlugs = new Set(sameTopic.map((summary) => summary.slug));
  const sameAuthor = neighbours.sameAuthor.filter((summary) => !shown.has(summary.slug) && !topicSlugs.has(summary.slug));
  return { author, related: [...sameTopic, ...sameAuthor].slice(0, RELATED), previous, next };
}
