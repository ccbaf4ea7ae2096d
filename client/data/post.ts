import type { Block, BoardId, Difficulty } from "./post-schema";

/** A post as the page renders it: normalised by the worker from its Firestore document. */
export interface Post {
  /** Firestore document id. */
  id: string;
  /** The author account whose posts collection holds it. */
  authorId: string;
  slug: string;
  title: string;
  meta: PostMeta;
  /** The sections to show; null when the document has no pageData. */
  sections: PostSection[] | null;
  /** Plain-text body used when there is no pageData. */
  content: string | null;
  /** The topic page (slug under /learn/) the post belongs to, when it names one. */
  topic: string | null;
  /** "markdown": text fields carry inline Markdown; "plain": shown exactly as typed. */
  format: "markdown" | "plain";
  difficulty: Difficulty | null;
  /** Build time in minutes. */
  minutes: number | null;
  /** The boards the post uses. */
  boards: BoardId[];
  /** The section headings, for "On this page". */
  toc: TocEntry[];
  /** Minutes a reader needs, at about 200 words a minute. */
  readingMinutes: number;
  /** Firestore's creation and last-update times of the document (ISO). */
  published: string | null;
  updated: string | null;
}

export interface PostMeta {
  title?: string;
  keywords?: string;
  author?: string;
  description?: string;
  url?: string;
  canonical?: string;
}

export interface PostSection {
  /** Style hook from the database, e.g. "intro". */
  section: string;
  blocks: PlacedBlock[];
}

/** Rendered heading levels: the page title is the only h1, so content starts at h2. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface TocEntry {
  id: string;
  text: string;
}

/**
 * A stored block (the post schema's `Block`) in its place on the page: a heading also gets
 * the level it renders at and its anchor id. There is no second model of the blocks.
 */
export interface PlacedBlock {
  block: Block;
  heading?: { level: HeadingLevel; id: string };
}

/**
 * The heading readers see on a post's page and in the browser tab (the spec's rule): the
 * meta title, else the post's own (short) title, else its address. The studio shows it too.
 */
export function readerHeading(post: { slug: string; title: string; meta?: { title?: string | undefined } | undefined }): string {
  return post.meta?.title || post.title || post.slug;
}
