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
  blocks: PostBlock[];
}

/** Rendered heading levels: the page title is the only h1, so content starts at h2. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface TocEntry {
  id: string;
  text: string;
}

export type PostBlock =
  | { kind: "heading"; level: HeadingLevel; text: string; id: string }
  | { kind: "paragraph"; text: string }
  | { kind: "image"; src: string }
  | { kind: "code"; text: string; lang: string | null }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "callout"; tone: "note" | "warning"; text: string }
  | { kind: "figure"; src: string; alt: string; caption: string | null };
