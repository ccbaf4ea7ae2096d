import type { IndexEntry } from "../site-index/build";

/** One slug's state after a Firestore write: `entry` null means nothing is published at this slug any more. */
export interface PostChange {
  slug: string;
  /** Firestore's RFC 3339 time of the write (its updateTime or commitTime). */
  version: string;
  entry: IndexEntry | null;
}
