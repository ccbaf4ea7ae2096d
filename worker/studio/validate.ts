import { sValidator } from "@hono/standard-validator";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { topicPages } from "../../client/data/topics";
import * as v from "valibot";
import { postSchema, type BlockValue } from "../../client/data/post-schema";
import { unknownPins, wiringWarnings } from "../../client/data/wiring";

/** A body the post schema has accepted, in either of the validator's typings. */
type CheckedBody = { pageData?: ReadonlyArray<{ content: readonly unknown[] }> };

/** Every wiring block of a post the schema has checked, in reading order. */
const wiringBlocks = (post: CheckedBody): Array<BlockValue<"wiring">> =>
  (post.pageData ?? []).flatMap((section) =>
    section.content.flatMap((block) =>
      typeof block === "object" && block !== null && "wiring" in block
        ? [(block as { wiring: BlockValue<"wiring"> }).wiring]
        : [],
    ),
  );

/** The first wiring connection to a pin its board does not have, as the 400's sentence; null when all exist. */
export function unknownPinProblem(post: CheckedBody): string | null {
  for (const wiring of wiringBlocks(post)) {
    const [pin] = unknownPins(wiring);
    if (pin)
      return `wiring: the ${wiring.board} has no pin "${pin}". Name a pin by its label's first word, as its pinout lists it.`;
  }
  return null;
}

/** What the boards' pinouts warn about the pins a post's wiring blocks use (input only, strapping, flash...). */
export const postWiringWarnings = (post: CheckedBody): string[] => wiringBlocks(post).flatMap(wiringWarnings);

/** The same warnings, each with the wiring block it concerns (indexes into pageData and its content). */
export type LocatedWarnings = { section: number; block: number; warnings: string[] };

/** Each wiring block's warnings with where it is, so the studio shows them beside that block. */
export const locatedWiringWarnings = (post: CheckedBody): LocatedWarnings[] =>
  (post.pageData ?? []).flatMap((section, sectionAt) =>
    section.content.flatMap((block, blockAt) => {
      if (typeof block !== "object" || block === null || !("wiring" in block)) return [];
      const warnings = wiringWarnings((block as { wiring: BlockValue<"wiring"> }).wiring);
      return warnings.length ? [{ section: sectionAt, block: blockAt, warnings }] : [];
    }),
  );

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
 * server can check follow: the topic is one of the site's pages, and every wiring block's
 * board pin is one its board's pinout has.
 */
export const postBody = sValidator("json", postSchema, (result, c) => {
  if (!result.success) return c.json({ error: describeIssue(result.error) }, 400);
  const { topic } = result.data;
  if (topic && !topicPages.has(topic)) return c.json({ error: `topic: "${topic}" is not a topic page.` }, 400);
  const pinProblem = unknownPinProblem(result.data);
  if (pinProblem) return c.json({ error: pinProblem }, 400);
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

/** `?limit=&cursor=` of the media library's pages. */
export const mediaPageQuery = sValidator(
  "query",
  v.object({
    limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, "limit: a whole number of uploads."))),
    cursor: v.optional(v.string()),
  }),
  (result, c) => {
    if (!result.success) return c.json({ error: describeIssue(result.error) }, 400);
  },
);
