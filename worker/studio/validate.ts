import { sValidator } from "@hono/standard-validator";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { topicPages } from "../../client/data/topics";
import * as v from "valibot";
import { postSchema } from "../../client/data/post-schema";

/** The first problem with a body, as a sentence naming where it is ("pageData › 1 › content › 2: ..."). */
export function describeIssue(issues: readonly StandardSchemaV1.Issue[]): string {
  const issue = issues[0];
  if (!issue) return "The body is not a post.";
  const where = (issue.path ?? [])
    .map((segment) => (typeof segment === "object" ? segment.key : segment))
    .map((key) => (typeof key === "number" ? String(key + 1) : String(key)))
    .join(" › ");
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * A studio post body, checked against the one post schema (client/data/post-schema.ts) by
 * Hono's Standard Schema validator; the answer names the first problem. The rule only the
 * server can check, that the topic is one of the site's pages, follows.
 */
export const postBody = sValidator("json", postSchema, (result, c) => {
  if (!result.success) return c.json({ error: describeIssue(result.error) }, 400);
  const { topic } = result.data;
  if (topic && !topicPages.has(topic)) return c.json({ error: `topic: "${topic}" is not a topic page.` }, 400);
});

/** Largest Markdown document converted at once (a post's own limit is about the same). */
const MAX_MARKDOWN = 800_000;

/** `{ markdown }` for the converter. */
export const markdownBody = sValidator(
  "json",
  v.strictObject({ markdown: v.pipe(v.string(), v.maxLength(MAX_MARKDOWN, "That document is too long to convert.")) }),
  (result, c) => {
    if (!result.success) return c.json({ error: describeIssue(result.error) }, 400);
  },
);
