import * as v from "valibot";
import {
  firstIssue,
  META_KEYS,
  POST_FIELDS,
  postFieldSchemas,
  type MetaKey,
  type PostField,
  type PostFields,
} from "../data/post-schema";
import type { MarkdownProblem } from "./from-markdown";
import { readStoredPost } from "../data/stored-post";
import { blocksToMarkdown } from "./to-markdown";

/**
 * Front matter is the post's own fields, named as the document names them (`meta:` nested,
 * `topic`, `difficulty`, `minutes`, `boards`, `tested`, `format`, `draft`), the same in an exported
 * post and in a demo tutorial; fields the site does not know travel too.
 */

/** Front matter keys of the demo tutorials' own (scripts/demo/tutorial.ts), not post fields. */
export const DEMO_KEYS = ["slug", "id", "author"] as const;

/** Keys an earlier export wrote for meta fields, one level up; still read. */
const LEGACY_META: Partial<Record<string, MetaKey>> = {
  seoTitle: "title",
  description: "description",
  keywords: "keywords",
  url: "url",
  canonical: "canonical",
};

/**
 * A stored post as one Markdown document: front matter for its fields that are not text,
 * then `# title` and the sections. Read with the one lenient reader, so nothing the post
 * holds is left out: blocks the schema does not take are written as kept blocks, fields it
 * does not know as front matter. Reading it back with the converter gives the same blocks.
 */
export function postAsMarkdown(data: Record<string, unknown>): string {
  const read = readStoredPost(data);
  const { title, meta, format, draft, ...fields } = read.fields;
  const allMeta = { ...meta, ...read.otherMeta };
  const front: Record<string, unknown> = {
    ...(Object.keys(allMeta).length ? { meta: allMeta } : {}),
    ...fields,
    ...(format ? { format } : {}),
    ...(draft ? { draft: true } : {}),
    ...read.other,
  };
  return blocksToMarkdown({
    title,
    pageData: (read.sections ?? []).map((section) => ({
      section: section.section,
      content: section.content.map((block) => ("block" in block ? block.block : block.kept)),
    })),
    format: format === "markdown" ? "markdown" : "plain",
    front,
  });
}

export interface FrontFields {
  /** The post's known fields from the front matter, unchecked (the schema checks on save). */
  fields: Partial<Record<Exclude<PostField, "title" | "pageData">, unknown>> & { meta: Partial<Record<MetaKey, unknown>> };
  /** Everything else, kept as it was written: other fields, and meta keys the site does not know. */
  other: Record<string, unknown>;
  otherMeta: Record<string, unknown>;
}

/** The front matter postAsMarkdown writes (or a demo tutorial's, or an older export's), as post fields. */
export function fieldsFromFront(front: Record<string, unknown>): FrontFields {
  const fields: FrontFields["fields"] = { meta: {} };
  const other: Record<string, unknown> = {};
  const otherMeta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(front)) {
    if (key === "title" || (DEMO_KEYS as readonly string[]).includes(key)) continue;
    if (key === "meta" && typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [metaKey, metaValue] of Object.entries(value))
        if ((META_KEYS as readonly string[]).includes(metaKey)) fields.meta[metaKey as MetaKey] = metaValue;
        else otherMeta[metaKey] = metaValue;
      continue;
    }
    const legacy = LEGACY_META[key];
    if (legacy) fields.meta[legacy] ??= value;
    else if ((POST_FIELDS as readonly string[]).includes(key)) (fields as Record<string, unknown>)[key] = value;
    else other[key] = value;
  }
  return { fields, other, otherMeta };
}

/** The fields front matter may set, besides the title and the blocks. */
const FRONT_FIELDS = ["meta", "topic", "draft", "difficulty", "minutes", "boards", "tested", "format"] as const;
export type CheckedFront = Partial<Pick<PostFields, (typeof FRONT_FIELDS)[number]>>;

/**
 * Front matter as the post fields it sets, each checked with its rule in the post schema: a
 * value the schema refuses is a problem on the front matter's line, never dropped in silence.
 * POST /api/studio/markdown answers these, and the studio's import applies them.
 */
export function checkedFrontFields(front: Record<string, unknown>): FrontFields & {
  checked: CheckedFront;
  problems: MarkdownProblem[];
} {
  const read = fieldsFromFront(front);
  const checked: Record<string, unknown> = {};
  const problems: MarkdownProblem[] = [];
  for (const field of FRONT_FIELDS) {
    const value = field === "meta" ? (Object.keys(read.fields.meta).length ? read.fields.meta : undefined) : read.fields[field];
    if (value === undefined) continue;
    const result = v.safeParse(postFieldSchemas[field], value);
    if (result.success) checked[field] = result.output;
    else problems.push({ line: 1, message: `${field} in the front matter: ${firstIssue(result.issues)}` });
  }
  return { ...read, checked: checked as CheckedFront, problems };
}
