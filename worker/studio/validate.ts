import { sValidator } from "@hono/standard-validator";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import { MEDIA_QUERY_MAX } from "../../client/data/media";
import { topicPages } from "../../client/data/topics";
import * as v from "valibot";
import { blockSchema, type BlockValue, type PostBody } from "../../client/data/post-schema";
import { unknownPins, wiringWarnings } from "../../client/data/wiring";
import { MARKDOWN_LIMITS } from "../../client/markdown/limits";
import { readPostBody, type CheckedBody } from "./post-body";

/** A post's sections, as checked or as stored. */
type PageData = { pageData?: ReadonlyArray<{ content: readonly unknown[] }> | unknown };

/** A wiring block's value, when the block is one the schema takes (a kept one is not checked). */
const wiringOf = (block: unknown): BlockValue<"wiring"> | null =>
  typeof block === "object" && block !== null && "wiring" in block && v.is(blockSchema, block)
    ? (block as { wiring: BlockValue<"wiring"> }).wiring
    : null;

/** Every wiring block of a post, in reading order. */
const wiringBlocks = (post: PageData): Array<BlockValue<"wiring">> =>
  sectionsOf(post).flatMap((section) => section.content.flatMap((block) => wiringOf(block) ?? []));

const sectionsOf = (post: PageData): Array<{ content: readonly unknown[] }> =>
  Array.isArray(post.pageData) ? (post.pageData as Array<{ content: readonly unknown[] }>) : [];

/** The first wiring connection to a pin its board does not have, as the 400's sentence; null when all exist. */
export function unknownPinProblem(post: PageData): string | null {
  for (const wiring of wiringBlocks(post)) {
    const [pin] = unknownPins(wiring);
    if (pin)
      return `wiring: the ${wiring.board} has no pin "${pin}". Name a pin by its label's first word, as its pinout lists it.`;
  }
  return null;
}

/** What the boards' pinouts warn about the pins a post's wiring blocks use (input only, strapping, flash...). */
export const postWiringWarnings = (post: PageData): string[] => wiringBlocks(post).flatMap(wiringWarnings);

/** The same warnings, each with the wiring block it concerns (indexes into pageData and its content). */
export type LocatedWarnings = { section: number; block: number; warnings: string[] };

/** Each wiring block's warnings with where it is, so the studio shows them beside that block. */
export const locatedWiringWarnings = (post: PageData): LocatedWarnings[] =>
  sectionsOf(post).flatMap((section, sectionAt) =>
    section.content.flatMap((block, blockAt) => {
      const wiring = wiringOf(block);
      const warnings = wiring ? wiringWarnings(wiring) : [];
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
 * A studio post body (PostBody), read part by part against the one post schema
 * (client/data/post-schema.ts, through ./post-body.ts); the answer names the first problem.
 * The rules only the server can check follow: the topic is one of the site's pages, and every
 * wiring block's board pin is one its board's pinout has.
 */
const readBody = validator("json", (value, c) => {
  const read = readPostBody(value);
  if (!read.ok) return c.json({ error: read.error }, 400);
  const { topic } = read.body.input;
  if (topic && !topicPages.has(topic)) return c.json({ error: `topic: "${topic}" is not a topic page.` }, 400);
  const pinProblem = unknownPinProblem(read.body.input);
  if (pinProblem) return c.json({ error: pinProblem }, 400);
  return read.body;
});

/** The same middleware, typed for the studio's RPC client: it sends a PostBody, the route gets a CheckedBody. */
// Cast through unknown: only the request type the client sees changes, the middleware is the same.
export const postBody = readBody as unknown as typeof readBody extends MiddlewareHandler<infer E, infer P, infer _I, infer R>
  ? MiddlewareHandler<E, P, { in: { json: PostBody }; out: { json: CheckedBody } }, R>
  : never;

/**
 * `{ markdown }` for the converter: a document over the size limit is 413, naming it, before
 * anything is parsed; the converter checks the other limits (client/markdown/limits.ts).
 */
export const markdownBody = sValidator("json", v.strictObject({ markdown: v.string() }), (result, c) => {
  if (!result.success) return c.json({ error: describeIssue(result.error) }, 400);
  if (result.data.markdown.length > MARKDOWN_LIMITS.document)
    return c.json(
      {
        error: `The document is longer than ${MARKDOWN_LIMITS.document.toLocaleString("en")} characters; split it into several posts.`,
        limit: "document",
      },
      413,
    );
});

/** `?limit=&cursor=&q=` of the media library's pages: `q` finds uploads by file name or alt text. */
export const mediaPageQuery = sValidator(
  "query",
  v.object({
    limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, "limit: a whole number of uploads."))),
    cursor: v.optional(v.pipe(v.string(), v.maxLength(200, "cursor: send back the next value of the page before."))),
    q: v.optional(v.pipe(v.string(), v.maxLength(MEDIA_QUERY_MAX, `q: search for at most ${MEDIA_QUERY_MAX} characters.`))),
  }),
  (result, c) => {
    if (!result.success) return c.json({ error: describeIssue(result.error) }, 400);
  },
);
