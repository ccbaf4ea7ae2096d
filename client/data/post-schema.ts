/**
 * The post document, written once: every side imports it. The studio API validates bodies
 * with it (Hono's validator), the studio client takes its types and limits, the reader's
 * normaliser parses each stored block with it (leniently: what fails is shown as text), the
 * demo content check and the Markdown converter use it. Valibot, because it implements
 * Standard Schema and its functions tree-shake, so the studio's bundle carries only the
 * checks it uses.
 *
 * Stored shape (Firestore, `admin-posts/{uid}/posts/{id}`): each block is a map with one key
 * naming its kind, because Firestore forbids arrays directly inside arrays.
 */
import * as v from "valibot";
import { LANG_PATTERN } from "./code-languages";
import { PUBLISH_AT_RULE, publishTimeMs, storedPublishTime } from "./publish-time";
import { safeUrl } from "./safe-url";

export const LIMITS = {
  title: 200,
  meta: 1_000,
  text: 20_000,
  sections: 100,
  blocks: 400,
  items: 200,
  cells: 20,
  styleName: 60,
  lang: 20,
  fileName: 100,
  connections: 40,
  parts: 100,
  minutes: 10_000,
  /** "Tested with" lines a post may list, and the length of each. */
  tested: 8,
  testedLine: 120,
} as const;

export const META_KEYS = ["title", "description", "keywords", "author", "url", "canonical"] as const;
export type MetaKey = (typeof META_KEYS)[number];

/** A code block's file name: letters, digits, dots, hyphens and underscores, starting with a letter or digit. */
export const FILE_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{0,${LIMITS.fileName - 1}}$`);

/** A topic page's address under /learn/ (client/data/topics.ts names the pages there are). */
export const TOPIC_PATTERN = /^[a-z0-9-]{1,60}$/;

/** The boards with a pinout on the site, which a wiring diagram can draw. */
export const BOARD_IDS = [
  "arduino-uno",
  "arduino-nano",
  "arduino-mega",
  "esp32",
  "esp32-cam",
  "esp8266",
  "raspberry-pi-pico",
  "raspberry-pi-zero",
  "raspberry-pi-4",
] as const;
export type BoardId = (typeof BOARD_IDS)[number];

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * Characters XML 1.0 forbids (C0 controls but tab and newline, U+FFFE, U+FFFF): one in a
 * title would make the feed and the sitemaps malformed. Windows line ends become newlines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export const withoutControlCharacters = (value: string) => value.replace(/\r\n?/g, "\n").replace(FORBIDDEN_CHARACTERS, "");

/** Text as stored: control characters dropped, then held to a length. */
const text = (max: number = LIMITS.text) =>
  v.pipe(v.string(), v.transform(withoutControlCharacters), v.maxLength(max, `Keep it under ${max} characters.`));

const nonEmptyText = (max: number = LIMITS.text) =>
  v.pipe(text(max), v.trim(), v.nonEmpty("Write something here, or remove it."));

/** http(s) addresses and paths on this site, normalised; nothing else (javascript:, data:, //host, "/\\host"). */
const address = v.pipe(
  v.string(),
  v.maxLength(2_000),
  v.check((value) => safeUrl(value) !== null, "Use an http(s) address or a path on this site, like /media/abc.png."),
  v.transform((value) => safeUrl(value)!),
);

const webAddress = v.pipe(
  v.string(),
  v.maxLength(2_000),
  v.check((value) => /^https?:\/\//.test(safeUrl(value) ?? ""), "Use an http(s) address."),
  v.transform((value) => safeUrl(value)!),
);

const items = v.pipe(v.array(nonEmptyText()), v.minLength(1, "Add at least one item."), v.maxLength(LIMITS.items));

const codeSchema = v.union([
  text(),
  v.strictObject({
    text: text(),
    // Empty means plain text.
    lang: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.check((lang) => lang === "" || LANG_PATTERN.test(lang), "Name the language in lower-case letters, like cpp."),
      ),
    ),
    file: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(LIMITS.fileName),
        v.regex(FILE_PATTERN, "A file name uses letters, digits, dots, hyphens and underscores."),
      ),
    ),
  }),
]);

const tableSchema = v.pipe(
  v.strictObject({
    header: v.pipe(v.array(text(LIMITS.meta)), v.minLength(1), v.maxLength(LIMITS.cells)),
    rows: v.pipe(
      v.array(v.strictObject({ cells: v.pipe(v.array(text(LIMITS.meta)), v.maxLength(LIMITS.cells)) })),
      v.minLength(1, "A table needs at least one row."),
      v.maxLength(LIMITS.items),
    ),
  }),
  v.check(
    (table) => table.rows.every((row) => row.cells.length === table.header.length),
    "Every row needs as many cells as the header.",
  ),
);

const figureSchema = v.strictObject({
  src: address,
  alt: text(LIMITS.meta),
  caption: v.optional(text()),
});

/** A board pin by its label's first word (GPIO21, D13, 3V3, GND, GP0). */
const pinName = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9_+/.-]{1,20}$/, "Name the pin by its label, like GPIO21 or D13."),
);

const wiringSchema = v.strictObject({
  board: v.picklist(BOARD_IDS, "Pick one of the boards with a pinout."),
  part: nonEmptyText(100),
  connections: v.pipe(
    v.array(v.strictObject({ board: pinName, part: nonEmptyText(40), note: v.optional(text(200)) })),
    v.minLength(1, "Add at least one connection."),
    v.maxLength(LIMITS.connections),
  ),
});

export const QUANTITY_RULE = "Give a whole number from 1 to 1,000.";

const partsSchema = v.strictObject({
  items: v.pipe(
    v.array(
      v.strictObject({
        qty: v.pipe(
          v.number(QUANTITY_RULE),
          v.integer(QUANTITY_RULE),
          v.minValue(1, QUANTITY_RULE),
          v.maxValue(1_000, QUANTITY_RULE),
        ),
        name: nonEmptyText(200),
        note: v.optional(text(300)),
        link: v.optional(webAddress),
      }),
    ),
    v.minLength(1, "Add at least one part."),
    v.maxLength(LIMITS.parts),
  ),
});

/**
 * Every block kind, each `{ kind: value }`. A kind added here fails `tsc` until every table
 * that hangs off `BlockKind` describes it; client/data/block-kinds.ts lists them.
 */
export const blockSchemas = {
  h1: nonEmptyText(LIMITS.meta),
  h2: nonEmptyText(LIMITS.meta),
  h3: nonEmptyText(LIMITS.meta),
  h4: nonEmptyText(LIMITS.meta),
  h5: nonEmptyText(LIMITS.meta),
  h6: nonEmptyText(LIMITS.meta),
  p: nonEmptyText(),
  img: address,
  code: codeSchema,
  table: tableSchema,
  ul: items,
  ol: items,
  note: nonEmptyText(),
  warning: nonEmptyText(),
  figure: figureSchema,
  wiring: wiringSchema,
  parts: partsSchema,
} as const;

export type BlockKind = keyof typeof blockSchemas;
export const BLOCK_KINDS = Object.keys(blockSchemas) as BlockKind[];

type BlockOf<K extends BlockKind> = { [P in K]: v.InferOutput<(typeof blockSchemas)[P]> };
/** A stored block: exactly one of the kinds above. */
export type Block = { [K in BlockKind]: BlockOf<K> }[BlockKind];
export type BlockValue<K extends BlockKind> = v.InferOutput<(typeof blockSchemas)[K]>;

/** A block: exactly one key, a kind the site knows, and a value of that kind's shape. */
export const blockSchema: v.GenericSchema<unknown, Block> = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    const keys = typeof value === "object" && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
    if (keys.length !== 1) {
      addIssue({ message: 'A block must name exactly one kind, like { p: "text" }.' });
      return NEVER;
    }
    const kind = keys[0]!;
    if (!(BLOCK_KINDS as string[]).includes(kind)) {
      addIssue({ message: `"${kind}" is not a kind of block the site knows.` });
      return NEVER;
    }
    const result = v.safeParse(blockSchemas[kind as BlockKind], (value as Record<string, unknown>)[kind]);
    if (!result.success) {
      const where = (result.issues[0].path ?? []).map((item) => String(item.key)).join(".");
      addIssue({ message: `${kind}${where ? `.${where}` : ""}: ${result.issues[0].message}` });
      return NEVER;
    }
    return { [kind]: result.output } as Block;
  }),
);

/** The kind of a stored block (its only key). */
export const kindOf = (block: Block): BlockKind => Object.keys(block)[0] as BlockKind;

export const sectionSchema = v.strictObject({
  section: v.optional(text(LIMITS.styleName), ""),
  content: v.pipe(v.array(blockSchema), v.maxLength(LIMITS.blocks, `Keep to ${LIMITS.blocks} blocks a section.`)),
});
export type Section = v.InferOutput<typeof sectionSchema>;

const metaSchema = v.strictObject(
  Object.fromEntries(META_KEYS.map((key) => [key, v.optional(v.pipe(text(LIMITS.meta), v.trim()))])) as Record<
    MetaKey,
    v.OptionalSchema<v.SchemaWithPipe<readonly [ReturnType<typeof text>, v.TrimAction]>, undefined>
  >,
);
export type PostMeta = v.InferOutput<typeof metaSchema>;

export const TESTED_RULE = `List 1 to ${LIMITS.tested} things the tutorial was tested with, one a line, each of at most ${LIMITS.testedLine} characters.`;

/** One "Tested with" line: an IDE, a board core or a library with its version, on one line. */
const testedLine = v.pipe(
  text(LIMITS.testedLine),
  v.trim(),
  v.nonEmpty(TESTED_RULE),
  v.check((line) => !line.includes("\n"), TESTED_RULE),
);

export const MINUTES_RULE = `Give the build time in whole minutes, from 1 to ${LIMITS.minutes.toLocaleString("en")}.`;

/** The fields of a post document the site knows, each with its rule. */
export const postFieldSchemas = {
  title: nonEmptyText(LIMITS.title),
  meta: v.optional(metaSchema, {}),
  pageData: v.optional(v.pipe(v.array(sectionSchema), v.maxLength(LIMITS.sections, `Keep to ${LIMITS.sections} sections.`))),
  content: v.optional(text()),
  draft: v.optional(v.boolean(), false),
  topic: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((topic) => topic === "" || TOPIC_PATTERN.test(topic), "Pick a topic page."),
    ),
  ),
  /** "markdown": text fields take CommonMark inline syntax; absent: plain text, as all earlier posts. */
  format: v.optional(v.picklist(["markdown", "plain"])),
  difficulty: v.optional(v.picklist(DIFFICULTIES)),
  /** Build time in minutes. */
  minutes: v.optional(
    v.pipe(
      v.number(MINUTES_RULE),
      v.integer(MINUTES_RULE),
      v.minValue(1, MINUTES_RULE),
      v.maxValue(LIMITS.minutes, MINUTES_RULE),
    ),
  ),
  boards: v.optional(v.pipe(v.array(v.picklist(BOARD_IDS)), v.maxLength(BOARD_IDS.length))),
  /**
   * What the tutorial was tested with (issue 31): the IDE or tool, the board core and the
   * libraries, each with its version, like "arduino-esp32 core 3.3.0". Shown near the top.
   */
  tested: v.optional(v.pipe(v.array(testedLine), v.minLength(1, TESTED_RULE), v.maxLength(LIMITS.tested, TESTED_RULE))),
  /**
   * When a scheduled post goes public (issue 32): an ISO 8601 UTC time ("2026-11-28T10:00:00Z"),
   * stored only while the post waits for it (with `draft` false). The rules
   * that depend on the clock (not a draft, not past, at most two years ahead) are the studio
   * API's (./publish-time.ts `scheduleRequest`).
   */
  publishAt: v.optional(
    v.pipe(
      v.string(PUBLISH_AT_RULE),
      v.maxLength(40, PUBLISH_AT_RULE),
      v.check((value) => publishTimeMs(value) !== null, PUBLISH_AT_RULE),
      v.transform((value) => storedPublishTime(value)!),
    ),
  ),
};

/** The field names the schema knows. */
export type PostField = keyof typeof postFieldSchemas;
export const POST_FIELDS = Object.keys(postFieldSchemas) as PostField[];

/**
 * Fields the server writes itself (the address, Firestore's commit time for the scheduled
 * job, a contributor's review state: client/data/review.ts, the time a scheduled post was
 * published, which readers see as its date, who saved the version and what it changed for
 * the history): never taken from a client, never part of what the studio edits.
 */
export const SERVER_FIELDS = ["slug", "updatedAt", "review", "publishedAt", "savedBy", "change"] as const;

const hasContent = (post: {
  pageData?: ReadonlyArray<{ content: readonly unknown[] }> | undefined;
  content?: string | undefined;
}) => Boolean(post.pageData?.some((section) => section.content.length > 0)) || Boolean(post.content?.trim());

/** A post's fields, each checked, without the rule that it has content. */
export const postObjectSchema = v.strictObject({
  ...postFieldSchemas,
  /** When a save renames the post: the address it had. Not stored. */
  previousSlug: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** Fields every stored post may have besides its slug. */
export const postSchema = v.pipe(
  postObjectSchema,
  v.check((post) => hasContent(post), "Write some content: at least one block, or the plain content field."),
);
export type PostInput = v.InferOutput<typeof postSchema>;

/** The known fields of a post as the schema gives them (defaults applied). */
export type PostFields = Omit<PostInput, "previousSlug">;

/**
 * What a stored document holds that this schema cannot read: fields it does not know (a
 * newer schema's, or written by hand) and blocks of kinds it does not know or cannot mend.
 * A client keeps these as they are and sends them back unchanged; the server keeps them.
 */
export type KeptBlock = Readonly<Record<string, unknown>>;

/**
 * A post as the studio sends it: the schema's fields, plus what it kept without reading
 * (other fields; blocks the schema does not take). The server checks the known parts with
 * `postSchema` and lets the kept parts through only when the stored post has them as they are.
 */
export type PostBody = Omit<PostInput, "pageData"> & {
  pageData?: Array<{ section: string; content: Array<Block | KeptBlock> }>;
  [field: string]: unknown;
};

/** The first problem with a body, as a sentence naming where it is. */
export function firstIssue(issues: ReadonlyArray<v.BaseIssue<unknown>>): string {
  const issue = issues[0];
  if (!issue) return "The body is not a post.";
  const where = (issue.path ?? [])
    .map((item) => (typeof item.key === "number" ? `${item.key + 1}` : String(item.key)))
    .join(" › ");
  return where ? `${where}: ${issue.message}` : issue.message;
}
