import { blockImage } from "../../client/data/block-text";
import type { Post } from "../../client/data/post";
import type { PostSummary } from "../../client/data/post-summary";
import { paths } from "../firestore/paths";
import { postTitle } from "../posts/head";
import { postDocuments, type SearchDocument } from "../search/documents";

/** A published post's part of the read model: its summary for lists and its search documents (the page, then its sections). */
export interface IndexEntry {
  summary: PostSummary;
  documents: SearchDocument[];
  /** The Firestore document path (paths.post). */
  path: string;
}

function firstImage(post: Post): string | null {
  for (const { block } of post.sections?.flatMap((section) => section.blocks) ?? []) {
    const image = blockImage(block);
    if (image) return image;
  }
  return null;
}

export function indexEntry(post: Post): IndexEntry {
  return {
    summary: {
      slug: post.slug,
      title: postTitle(post),
      description: post.meta.description ?? null,
      authorId: post.authorId,
      author: post.meta.author ?? null,
      topic: post.topic,
      image: firstImage(post),
      published: post.published,
      updated: post.updated,
      readingMinutes: post.readingMinutes,
      difficulty: post.difficulty,
      minutes: post.minutes,
      boards: post.boards,
    },
    documents: postDocuments(post),
    path: paths.post(post.authorId, post.id),
  };
}
