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

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type PostBlock =
  { kind: "heading"; level: HeadingLevel; text: string } | { kind: "paragraph"; text: string } | { kind: "image"; src: string };
