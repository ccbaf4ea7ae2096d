import { countWords, headingIds, readingMinutes } from "../../client/data/anchors";
import * as v from "valibot";
import { blockText, headingText } from "../../client/data/block-text";
import type { HeadingLevel, PlacedBlock, Post, PostMeta, PostSection, TocEntry } from "../../client/data/post";
import {
  blockSchema,
  BOARD_IDS,
  DIFFICULTIES,
  kindOf,
  type Block,
  type BoardId,
  type Difficulty,
} from "../../client/data/post-schema";
import type { FirestoreDocument } from "../firestore";
import { isRecord } from "../records";

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map((item) => text(item) ?? "") : []);

/**
 * Mends what data written outside the studio gets wrong in ways a reader should not pay
 * for: numbers where text belongs, ragged table rows, non-text list items, an upper-case
 * code language, surrounding space. What the schema still refuses falls back below.
 */
function mend(kind: string, value: unknown): unknown {
  if (/^h[1-6]$/.test(kind) || kind === "p" || kind === "note" || kind === "warning") return text(value)?.trim() ?? value;
  switch (kind) {
    case "ul":
    case "ol":
      return Array.isArray(value) ? value.map(text).filter((item): item is string => Boolean(item?.trim())) : value;
    case "code": {
      if (!isRecord(value)) return value;
      // A language or file name the schema would refuse is dropped; the code still shows.
      const lang = text(value.lang)?.trim().toLowerCase();
      const file = text(value.file)?.trim();
      return {
        text: text(value.text),
        ...(lang && /^[a-z0-9+#-]{1,20}$/.test(lang) ? { lang } : {}),
        ...(file && /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(file) ? { file } : {}),
      };
    }
    case "table": {
      if (!isRecord(value)) return value;
      const header = texts(value.header);
      const rows = (Array.isArray(value.rows) ? value.rows : []).map((row) => texts(isRecord(row) ? row.cells : row));
      const width = Math.max(header.length, ...rows.map((row) => row.length));
      const pad = (cells: string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? "");
      return { header: pad(header), rows: rows.map((row) => ({ cells: pad(row) })) };
    }
    case "figure":
      return isRecord(value)
        ? {
            src: value.src,
            alt: text(value.alt)?.trim() ?? "",
            ...(text(value.caption)?.trim() ? { caption: text(value.caption)!.trim() } : {}),
          }
        : value;
    default:
      return value;
  }
}

/** What is left of a block the schema refuses: its words as a paragraph, or nothing. */
function fallback(kind: string, value: unknown): Block | null {
  // An address that is not safe is not words either.
  if (kind === "img") return null;
  if (kind === "figure" && isRecord(value)) {
    // A bad address degrades to the words that went with the picture.
    const words = text(value.caption)?.trim() || text(value.alt)?.trim();
    return words ? { p: words } : null;
  }
  const words = text(value)?.trim();
  return words ? { p: words } : null;
}

/**
 * One pageData block ({ kind: value }) as the page renders it: parsed with the post schema
 * after mending, so a well-formed block renders exactly as stored. The spec's kinds: h1..h6
 * headings, p paragraphs, img images, any other kind a plain paragraph. A malformed value of
 * a known kind becomes a paragraph of its text or nothing; no address that is not http(s)
 * or site-relative survives; an empty block is never drawn.
 */
export function normaliseBlock(raw: unknown): Block | null {
  if (!isRecord(raw)) return null;
  const kind = Object.keys(raw)[0];
  if (kind === undefined) return null;
  const value = raw[kind];
  const parsed = v.safeParse(blockSchema, { [kind]: mend(kind, value) });
  return parsed.success ? parsed.output : fallback(kind, value);
}

/**
 * Places headings in the page's outline: the title is the only h1, the first heading
 * level in the data becomes h2, and a heading is never more than one level below the one
 * it follows (data h1, h3, h6 renders h2, h3, h4). Each gets a stable, unique id.
 */
function outline(sections: Array<{ section: string; blocks: Block[] }>): { sections: PostSection[]; toc: TocEntry[] } {
  const idFor = headingIds();
  const open: Array<{ dataLevel: number; level: HeadingLevel }> = [];
  const toc: TocEntry[] = [];
  const placed = sections.map(({ section, blocks }) => ({
    section,
    blocks: blocks.map((block): PlacedBlock => {
      const heading = headingText(block);
      if (heading === null) return { block };
      const dataLevel = Number(kindOf(block).slice(1));
      while (open.length && open[open.length - 1]!.dataLevel >= dataLevel) open.pop();
      const level = Math.min((open[open.length - 1]?.level ?? 1) + 1, 6) as HeadingLevel;
      open.push({ dataLevel, level });
      const id = idFor(heading);
      if (level === 2) toc.push({ id, text: heading });
      return { block, heading: { level, id } };
    }),
  }));
  return { sections: placed, toc };
}

const blockWords = (block: Block) => countWords(blockText(block));

function normaliseMeta(meta: unknown): PostMeta {
  if (!isRecord(meta)) return {};
  const result: PostMeta = {};
  for (const key of ["title", "keywords", "author", "description", "url", "canonical"] as const) {
    const value = text(meta[key])?.trim();
    if (value) result[key] = value;
  }
  return result;
}

/** A Firestore post document, read defensively: wrong types become absent fields. */
export function normalisePost(authorId: string, { id, data, createTime, updateTime }: FirestoreDocument, slug: string): Post {
  const stored = Array.isArray(data.pageData)
    ? data.pageData.filter(isRecord).map((section) => ({
        section: text(section.section) ?? "",
        blocks: (Array.isArray(section.content) ? section.content : [])
          .map(normaliseBlock)
          .filter((block): block is Block => block !== null),
      }))
    : null;
  const { sections, toc } = stored ? outline(stored) : { sections: null, toc: [] };
  const content = text(data.content) ?? null;
  const words = sections
    ? sections.reduce((sum, section) => sum + section.blocks.reduce((inner, placed) => inner + blockWords(placed.block), 0), 0)
    : countWords(content ?? "");
  const topic = text(data.topic)?.trim();
  return {
    id,
    authorId,
    slug: text(data.slug) ?? slug,
    title: text(data.title)?.trim() ?? "",
    meta: normaliseMeta(data.meta),
    sections,
    content,
    topic: topic && /^[a-z0-9-]+$/.test(topic) ? topic : null,
    format: data.format === "markdown" ? "markdown" : "plain",
    difficulty: (DIFFICULTIES as readonly unknown[]).includes(data.difficulty) ? (data.difficulty as Difficulty) : null,
    minutes: typeof data.minutes === "number" && Number.isInteger(data.minutes) && data.minutes > 0 ? data.minutes : null,
    boards: Array.isArray(data.boards)
      ? data.boards.filter((board): board is BoardId => (BOARD_IDS as readonly unknown[]).includes(board))
      : [],
    toc,
    readingMinutes: readingMinutes(words),
    published: createTime ?? null,
    updated: updateTime ?? null,
  };
}
