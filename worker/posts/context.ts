import type { Post } from "../../client/data/post";
import type { PostSummary } from "../../client/data/post-summary";
import type { PostContext } from "../../client/pages/PostPage";
import type { PathOf, PostNeighbours } from "../read-model/read";
import { pathPicksOf, topicPages } from "../../client/data/topics";
import { followsBoard, relatedPosts } from "./related";

/** How many related posts a post shows. */
export const RELATED = 4;

/** The learning path a post is on: its topic's, ordered by the topic page's "Start here" and own slugs. */
export function pathOf(post: Post): PathOf | null {
  if (!post.topic) return null;
  const content = topicPages.get(post.topic)?.content;
  return { topic: post.topic, ...(content ? pathPicksOf(content) : { start: null, picked: [] }) };
}

/**
 * Previous and Next follow what is being built (issue 31). On its topic's learning path a post
 * leads to its neighbours there, as the topic page lists them; a post that comes first has no
 * Previous. Where the path gives no neighbour of the same board (a neighbour naming another
 * board, or the path's end), and for a post on no path, the post published before or after it
 * on its first board stands in; a post naming no board falls back to publishing order only
 * when it is on no path. Never a post of another board.
 */
function pager(post: Post, neighbours: PostNeighbours): { previous: PostSummary | null; next: PostSummary | null } {
  const boards = post.boards;
  const fits = (summary: PostSummary | null) => (summary && followsBoard(boards, summary.boards ?? []) ? summary : null);
  // Publishing order stands in only on the post's own board, or for a post on no path.
  const standIn = (summary: PostSummary | null) => (boards.length || !neighbours.onPath ? fits(summary) : null);
  let previous =
    neighbours.onPath && !neighbours.pathPrevious ? null : (fits(neighbours.pathPrevious) ?? standIn(neighbours.previous));
  let next = fits(neighbours.pathNext) ?? standIn(neighbours.next);
  // The path and the dates can point both ways at one post: it shows once, where the path puts it.
  if (previous && next && previous.slug === next.slug) {
    if (next === neighbours.pathNext) previous = null;
    else next = null;
  }
  return { previous, next };
}

/**
 * A post's byline and its neighbours, from the read model: Previous and Next (pager, above)
 * and the related posts (./related.ts: the same board first, then the same topic, then shared
 * title words). Without the read model there are no neighbours, and the byline falls back to
 * the site's name.
 */
export function postContext(post: Post, neighbours: PostNeighbours | null, siteName: string): PostContext {
  const author = post.meta.author ?? neighbours?.authors[post.authorId] ?? siteName;
  if (!neighbours) return { author, related: [], previous: null, next: null };
  const { previous, next } = pager(post, neighbours);
  const shown = new Set([post.slug, ...(previous ? [previous.slug] : []), ...(next ? [next.slug] : [])]);
  return { author, related: relatedPosts(post, neighbours, shown, RELATED), previous, next };
}
