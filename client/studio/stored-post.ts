import type { StoredPost } from "./types";

/**
 * A stored post document as the server sent it, as an object (anything else reads as an
 * empty post). Its fields are read by the one lenient reader (client/data/stored-post.ts)
 * when the editor opens it, never here: the editor keeps what it cannot read.
 */
export function storedPostOf(value: unknown): Omit<StoredPost, "slug"> & { slug?: string } {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
