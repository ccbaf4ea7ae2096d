import type { Post } from "../../client/data/post";
import type { PostContext } from "../../client/pages/PostPage";
import type { PostIndex } from "../read-model/read";
import { topicPath } from "../../client/data/learning-path";
import { topicPages } from "../../client/data/topics";

/** How many related posts a post shows. */
const RELATED = 4;

/**
 * A post's byline and its neighbours, from the index of published posts: related posts of
 * the same topic first, then by the same author. Previous and next follow the topic's
 * learning path (same topic, by difficulty: client/data/learning-path.ts) and, where the path
 * ends or the post has no topic, publishing order. Without the index there are no
 * neighbours, and the byline falls back to the site's name.
 */
export function postContext(post: Post, index: PostIndex | null, siteName: string): PostContext {
  const author = post.meta.author ?? index?.authors[post.authorId] ?? siteName;
  const posts = index?.posts ?? [];
  const at = posts.findIndex((summary) => summary.slug === post.slug);
  // The index is newest first: the post after this one in it was published before it.
  const page = post.topic ? topicPages.get(post.topic) : undefined;
  const path = post.topic
    ? topicPath(
        posts,
        post.topic,
        page ? [...(page.content.startHere ? [page.content.startHere] : []), ...page.content.tutorialSlugs] : [],
      )
    : [];
  const step = path.findIndex((summary) => summary.slug === post.slug);
  const pathPrevious = step > 0 ? (path[step - 1] ?? null) : null;
  const pathNext = step >= 0 ? (path[step + 1] ?? null) : null;
  let previous = pathPrevious ?? (at >= 0 ? (posts[at + 1] ?? null) : null);
  let next = pathNext ?? (at > 0 ? (posts[at - 1] ?? null) : null);
  // The path and the dates can point both ways at one post: it shows once, where the path puts it.
  if (previous && next && previous.slug === next.slug) {
    if (pathNext) previous = null;
    else next = null;
  }
  const others = posts.filter((summary) => summary.slug !== post.slug && summary !== previous && summary !== next);
  const sameTopic = post.topic ? others.filter((summary) => summary.topic === post.topic) : [];
  const sameAuthor = others.filter((summary) => summary.authorId === post.authorId && !sameTopic.includes(summary));
  return { author, related: [...sameTopic, ...sameAuthor].slice(0, RELATED), previous, next };
}
