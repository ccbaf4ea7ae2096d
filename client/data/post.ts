import type { Block, PostFields, PostMeta } from "./post-schema";

export type { PostMeta };

/** Each field present, absent ones as null (what a page checks for). */
type OrNull<T> = { [K in keyof T]-?: NonNullable<T[K]> | null };

/**
 * A post as the page renders it: the fields of the post schema (client/data/post-schema.ts),
 * as the one lenient reader (client/data/stored-post.ts) read them from the Firestore
 * document, with what the page adds (its outline, reading time and document times).
 */
export type Post = Pick<PostFields, "title" | "meta"> &
  OrNull<Pick<PostFields, "topic" | "difficulty" | "minutes">> & {
    /** Firestore document id. */
    id: string;
    /** The author account whose posts collection holds it. */
    authorId: string;
    slug: string;
    /** The sections to show; null when the document has no pageData. */
    sections: PostSection[] | null;
    /** Plain-text body used when there is no pageData. */
    content: string | null;
    /** "markdown": text fields carry inline Markdown; "plain": shown exactly as typed. */
    format: NonNullable<PostFields["format"]>;
    /** The boards the post uses. */
    boards: NonNullable<PostFields["boards"]>;
    /** What the tutorial was tested with (IDE, board core, libraries); empty when it does not say. */
    tested: NonNullable<PostFields["tested"]>;
    /** The section headings, for "On this page". */
    toc: TocEntry[];
    /** Minutes a reader needs, at about 200 words a minute. */
    readingMinutes: number;
    /** Firestore's creation and last-update times of the document (ISO). */
    published: string | null;
    updated: string | null;
  };

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
