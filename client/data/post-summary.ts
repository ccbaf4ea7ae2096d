/** A published post as lists of posts show it: topic pages, the home page, related posts, the feed. */
export interface PostSummary {
  slug: string;
  title: string;
  description: string | null;
  authorId: string;
  /** meta.author, when the post names one. */
  author: string | null;
  topic: string | null;
  /** The post's first picture, when it has one. */
  image: string | null;
  /** Firestore's creation and last-update times of the document (ISO). */
  published: string | null;
  updated: string | null;
  readingMinutes: number;
}

/** A post's address on the site: its slug as the one path segment. */
export const postPath = (slug: string): string => `/${encodeURIComponent(slug)}`;
