import type { BoardId, Difficulty } from "./post-schema";

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
  /**
   * The tutorial's difficulty, build time (minutes) and boards (issue 21). Optional because
   * index copies cached before they existed lack them: read a missing one as "not given".
   */
  difficulty?: Difficulty | null;
  minutes?: number | null;
  boards?: BoardId[];
}

/** A post's address on the site: its slug as the one path segment. */
export const postPath = (slug: string): string => `/${encodeURIComponent(slug)}`;
