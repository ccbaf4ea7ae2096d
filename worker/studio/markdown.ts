import * as v from "valibot";
import { META_KEYS, sectionSchema, type Section } from "../../client/data/post-schema";
import { blocksToMarkdown } from "../../client/markdown/to-markdown";

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
    // meta.title is the search-result title; `title` in front matter would be the post's own.
    ...Object.fromEntries(
      META_KEYS.map((key) => [key === "title" ? "seoTitle" : key, typeof meta[key] === "string" ? meta[key] : undefined]),
    ),
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
