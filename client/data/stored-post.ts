/**
 * The one lenient reader of a stored post document, for every side that reads one: the
 * reader's pages (worker/posts/normalise.ts), the studio's editor and the Markdown export.
 * Firestore holds whatever was written: older studios, hand-written documents, newer
 * schemas. This mends what the schema's rules can mend (post-schema.ts, with each kind's
 * repairs from block-kinds.ts), and keeps everything else as it is, with its words, so that
 * no section, block or field is ever dropped: a page shows the words, the studio sends it
 * back unchanged, and the export writes it out.
 */
import * as v from "valibot";
import { asText, rulesOf, unknownKindWords } from "./block-kinds";
import { blockText } from "./block-text";
import {
  blockSchema,
  firstIssue,
  META_KEYS,
  POST_FIELDS,
  postFieldSchemas,
  SERVER_FIELDS,
  type Block,
  type KeptBlock,
  type MetaKey,
  type PostFields,
  type PostMeta,
} from "./post-schema";

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

/** A block as read: one the schema takes (mended), or one kept as stored with its words. */
export type ReadBlock =
  | { block: Block }
  | {
      kept: KeptBlock;
      /** Its kind (the block's key), known to the site or not. */
      kind: string;
      /** What a reader is shown of it, as a paragraph (may be empty). */
      words: string;
      /** Why the schema does not take it. */
      problem: string;
    };

export interface ReadSection {
  section: string;
  content: ReadBlock[];
}

/** The known fields the reader could read, each as the schema gives it. */
export type ReadFields = Partial<Omit<PostFields, "meta" | "pageData">> & { title: string; meta: PostMeta };

export interface ReadPost {
  /** The slug the document names, if any. */
  slug: string | undefined;
  fields: ReadFields;
  /** The sections, or null when the document has no pageData. */
  sections: ReadSection[] | null;
  /**
   * Everything the schema cannot read, kept as stored: fields it does not know and known
   * fields whose value it refuses even mended (the server's own fields left out).
   */
  other: Loose;
  /** meta keys the schema does not know, or whose value it refuses, kept as stored. */
  otherMeta: Loose;
}

/** The schema's name for what is wrong with a value, for the studio to say. */
const problemOf = (issues: ReadonlyArray<v.BaseIssue<unknown>>) => firstIssue(issues);

/** One stored block, mended and read, or kept with its words. */
export function readBlock(raw: unknown): ReadBlock | null {
  if (!isRecord(raw)) {
    const words = asText(raw)?.trim() ?? "";
    return words ? { kept: { p: raw }, kind: "p", words, problem: "Not a block: a block is { kind: value }." } : null;
  }
  const keys = Object.keys(raw);
  if (keys.length === 0) return null;
  if (keys.length > 1)
    return { kept: raw, kind: keys.join("+"), words: unknownKindWords(raw), problem: "A block names one kind only." };
  const kind = keys[0]!;
  const value = raw[kind];
  const rules = rulesOf(kind);
  if (!rules) {
    // The spec: a kind the site does not know is shown as its text.
    return { kept: raw, kind, words: unknownKindWords(value), problem: `"${kind}" is not a kind of block the site knows.` };
  }
  const parsed = v.safeParse(blockSchema, { [kind]: rules.mend(value) });
  if (parsed.success) return { block: parsed.output };
  return { kept: raw, kind, words: rules.fallback(value), problem: problemOf(parsed.issues) };
}

/** The lines of a "Tested with" list as stored by hand: one text, or a list with empty lines. */
function testedLines(value: unknown): unknown {
  const lines =
    typeof value === "string" ? value.split("\n") : Array.isArray(value) ? value.map((line) => asText(line) ?? line) : null;
  if (!lines) return value;
  return lines.map((line) => (typeof line === "string" ? line.trim() : line)).filter((line) => line !== "");
}

/** Mends a known field's stored value toward its schema (text for numbers, trimmed, lines for a list). */
function mendField(field: string, value: unknown): unknown {
  switch (field) {
    case "title":
    case "content":
      return asText(value) ?? value;
    case "topic":
    case "difficulty":
      return asText(value)?.trim().toLowerCase() ?? value;
    case "minutes":
      return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
    case "draft":
      return value === "true" ? true : value === "false" ? false : value;
    case "tested":
      return testedLines(value);
    default:
      return value;
  }
}

function readMeta(raw: unknown): { meta: PostMeta; otherMeta: Loose } {
  const meta: PostMeta = {};
  const otherMeta: Loose = {};
  if (!isRecord(raw)) return { meta, otherMeta };
  for (const [key, value] of Object.entries(raw)) {
    const text = asText(value)?.trim();
    if ((META_KEYS as readonly string[]).includes(key) && text !== undefined) {
      if (text) meta[key as MetaKey] = text;
    } else otherMeta[key] = value;
  }
  const checked = v.safeParse(postFieldSchemas.meta, meta);
  return checked.success ? { meta: checked.output, otherMeta } : { meta: {}, otherMeta: { ...otherMeta, ...meta } };
}

/** A stored post document (Firestore's fields, as plain values), read leniently. */
export function readStoredPost(data: unknown): ReadPost {
  const stored = isRecord(data) ? data : {};
  const other: Loose = {};
  const fields: Loose = {};
  for (const [field, value] of Object.entries(stored)) {
    if ((SERVER_FIELDS as readonly string[]).includes(field) || field === "meta" || field === "pageData") continue;
    if (field === "title") {
      // The title is always the editor's to show and the page's heading, mended to text.
      fields.title = asText(value)?.trim() ?? "";
      continue;
    }
    if (!(POST_FIELDS as readonly string[]).includes(field)) {
      other[field] = value;
      continue;
    }
    const schema = postFieldSchemas[field as keyof typeof postFieldSchemas];
    const parsed = v.safeParse(schema, mendField(field, value));
    if (parsed.success && parsed.output !== undefined) fields[field] = parsed.output;
    else if (!parsed.success) other[field] = value;
  }
  const { meta, otherMeta } = readMeta(stored.meta);
  if (stored.meta !== undefined && !isRecord(stored.meta)) other.meta = stored.meta;
  const sections = Array.isArray(stored.pageData)
    ? stored.pageData.map((section): ReadSection => {
        const record = isRecord(section) ? section : {};
        return {
          section: asText(record.section) ?? "",
          content: (Array.isArray(record.content) ? record.content : [])
            .map(readBlock)
            .filter((block): block is ReadBlock => block !== null),
        };
      })
    : null;
  if (stored.pageData !== undefined && !Array.isArray(stored.pageData)) other.pageData = stored.pageData;
  return {
    slug: asText(stored.slug),
    fields: { ...(fields as Partial<ReadFields>), title: typeof fields.title === "string" ? fields.title : "", meta },
    sections,
    other,
    otherMeta,
  };
}

/** The words a reader is shown of a read block (a kept one's words as a paragraph). */
export const readBlockWords = (read: ReadBlock): string => ("block" in read ? blockText(read.block) : read.words);
