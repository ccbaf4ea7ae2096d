import { headingText } from "../../client/data/block-text";
import type { Post, TocEntry } from "../../client/data/post";

/**
 * The steps a question may be about: every heading of the post, in page order, with the id
 * it has on the page (the "On this page" entries are the top-level ones among them).
 */
export function questionSteps(post: Post): TocEntry[] {
  return (post.sections ?? []).flatMap((section) =>
    section.blocks.flatMap(({ block, heading }) => {
      const text = heading ? headingText(block) : null;
      return heading && text !== null ? [{ id: heading.id, text }] : [];
    }),
  );
}
