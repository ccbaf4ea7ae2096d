import * as v from "valibot";
import { META_KEYS, sectionSchema, type MetaKey, type Section } from "../data/post-schema";
import { blocksToMarkdown } from "./to-markdown";

/** meta.title is the search-result title; `title` in front matter is the post's own. */
const frontKey = (key: MetaKey) => (key === "title" ? "seoTitle" : key);

/**
 * A stored post as one Markdown document: front matter for the fields that are not text
 * (description, topic, difficulty, ...), then `# title` and the sections. Reading it back
 * with the converter gives the same blocks.
 */
export function postAsMarkdown(data: Record<string, unknown>): string {
  const meta = typeof data.meta === "object" && data.meta !== null ? (data.meta as Record<string, unknown>) : {};
  const pageData = Array.isArray(data.pageData)
    ? data.pageData.flatMap((section): Section[] => {
        const parsed = v.safeParse(sectionSchema, section);
        return parsed.success ? [parsed.output] : [];
      })
    : [];
  const front: Record<string, unknown> = {
    ...Object.fromEntries(META_KEYS.map((key) => [frontKey(key), typeof meta[key] === "string" ? meta[key] : undefined])),
    topic: data.topic,
    difficulty: data.difficulty,
    minutes: data.minutes,
    boards: data.boards,
    draft: data.draft === true ? true : undefined,
  };
  return blocksToMarkdown({
    title: typeof data.title === "string" ? data.title : "",
    pageData,
    format: data.format === "markdown" ? "markdown" : "plain",
    front,
  });
}

/** The front matter postAsMarkdown writes, read back: meta, topic and draft (unchecked; the schema checks on save). */
export function fieldsFromFront(front: Record<string, unknown>): {
  meta: Partial<Record<MetaKey, string>>;
  topic?: string;
  draft?: boolean;
} {
  const meta: Partial<Record<MetaKey, string>> = {};
  for (const key of META_KEYS) {
    const value = front[frontKey(key)];
    if (typeof value === "string") meta[key] = value;
  }
  return {
    meta,
    ...(typeof front.topic === "string" ? { topic: front.topic } : {}),
    ...(typeof front.draft === "boolean" ? { draft: front.draft } : {}),
  };
}
