import { META_KEYS } from "../data/post-schema";
import type { StoredBlock, StoredPost, StoredSection } from "./types";

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * A stored post document, read into the editor's shape: fields of the wrong type are left
 * out rather than trusted, and blocks stay loose for the block editor to read one by one.
 */
export function storedPostOf(value: unknown): Omit<StoredPost, "slug"> & { slug?: string } {
  const stored = isObject(value) ? value : {};
  const meta: NonNullable<StoredPost["meta"]> = {};
  if (isObject(stored.meta)) for (const key of META_KEYS) if (typeof stored.meta[key] === "string") meta[key] = stored.meta[key];
  const pageData: StoredSection[] | undefined = Array.isArray(stored.pageData)
    ? stored.pageData.filter(isObject).map((section) => ({
        section: text(section.section) ?? "",
        content: Array.isArray(section.content) ? section.content.filter((block): block is StoredBlock => isObject(block)) : [],
      }))
    : undefined;
  const slug = text(stored.slug);
  const content = text(stored.content);
  const topic = text(stored.topic);
  const format = stored.format === "markdown" || stored.format === "plain" ? stored.format : undefined;
  return {
    ...(slug !== undefined ? { slug } : {}),
    title: text(stored.title) ?? "",
    meta,
    ...(pageData ? { pageData } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(typeof stored.draft === "boolean" ? { draft: stored.draft } : {}),
    ...(topic !== undefined ? { topic } : {}),
    ...(format ? { format } : {}),
  };
}
