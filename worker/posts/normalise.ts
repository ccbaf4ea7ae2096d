import { countWords, headingIds, readingMinutes } from "../../client/data/anchors";
import type { HeadingLevel, Post, PostBlock, PostMeta, PostSection, TocEntry } from "../../client/data/post";
import type { FirestoreDocument } from "../firestore";
import { isRecord } from "../records";
import { safeUrl } from "../safe-url";

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map((item) => text(item) ?? "") : []);

/** A block as stored, before headings get their place in the page's outline. */
type StoredBlock = Exclude<PostBlock, { kind: "heading" }> | { kind: "heading"; dataLevel: number; text: string };

/** A known kind whose value has the wrong shape: its text as a paragraph, or nothing. */
const fallback = (value: unknown): StoredBlock | null => {
  const content = text(value);
  return content === undefined ? null : { kind: "paragraph", text: content };
};

function table(value: unknown): StoredBlock | null {
  if (!isRecord(value)) return fallback(value);
  const header = texts(value.header);
  const rows = (Array.isArray(value.rows) ? value.rows : []).map((row) => texts(isRecord(row) ? row.cells : row));
  const width = Math.max(header.length, ...rows.map((row) => row.length));
  if (width === 0 || rows.length === 0) return null;
  const pad = (cells: string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? "");
  return { kind: "table", header: header.length ? pad(header) : [], rows: rows.map(pad) };
}

function figure(value: unknown): StoredBlock | null {
  if (!isRecord(value)) return fallback(value);
  const alt = text(value.alt)?.trim() ?? "";
  const caption = text(value.caption)?.trim() || null;
  const src = safeUrl(value.src);
  // A bad address degrades to the words that went with the picture.
  if (!src) return caption || alt ? { kind: "paragraph", text: caption ?? alt } : null;
  return { kind: "figure", src, alt, caption };
}

/**
 * One pageData block ({ kind: value }) as the page renders it. The spec's kinds: h1..h6
 * headings, p paragraphs, img images, any other kind a plain paragraph. Ours: code, table,
 * ul/ol, note/warning and figure (shapes in the README). A malformed value of a known
 * kind becomes a paragraph of its text or nothing; no address that is not http(s) or
 * site-relative survives.
 */
export function normaliseBlock(block: unknown): StoredBlock | null {
  if (!isRecord(block)) return null;
  const kind = Object.keys(block)[0];
  if (kind === undefined) return null;
  const value = block[kind];
  const heading = /^h([1-6])$/.exec(kind);
  if (heading) {
    const content = text(value);
    return content === undefined ? null : { kind: "heading", dataLevel: Number(heading[1]), text: content };
  }
  switch (kind) {
    case "img": {
      const src = safeUrl(value);
      return src ? { kind: "image", src } : null;
    }
    case "code":
      if (isRecord(value)) {
        const code = text(value.text);
        const lang = text(value.lang)?.trim().toLowerCase() || null;
        return code === undefined ? null : { kind: "code", text: code, lang };
      }
      return typeof value === "string" ? { kind: "code", text: value, lang: null } : fallback(value);
    case "table":
      return table(value);
    case "ul":
    case "ol": {
      if (!Array.isArray(value)) return fallback(value);
      const items = value.map(text).filter((item): item is string => item !== undefined);
      return items.length ? { kind: "list", ordered: kind === "ol", items } : null;
    }
    case "note":
    case "warning": {
      const content = text(value);
      return content === undefined ? null : { kind: "callout", tone: kind, text: content };
    }
    case "figure":
      return figure(value);
    default:
      return fallback(value);
  }
}

/**
 * Places headings in the page's outline: the title is the only h1, the first heading
 * level in the data becomes h2, and a heading is never more than one level below the one
 * it follows (data h1, h3, h6 renders h2, h3, h4). Each gets a stable, unique id.
 */
function outline(sections: Array<{ section: string; blocks: StoredBlock[] }>): { sections: PostSection[]; toc: TocEntry[] } {
  const idFor = headingIds();
  const open: Array<{ dataLevel: number; level: HeadingLevel }> = [];
  const toc: TocEntry[] = [];
  const placed = sections.map(({ section, blocks }) => ({
    section,
    blocks: blocks.map((block): PostBlock => {
      if (block.kind !== "heading") return block;
      while (open.length && open[open.length - 1]!.dataLevel >= block.dataLevel) open.pop();
      const level = Math.min((open[open.length - 1]?.level ?? 1) + 1, 6) as HeadingLevel;
      open.push({ dataLevel: block.dataLevel, level });
      const id = idFor(block.text);
      if (level === 2) toc.push({ id, text: block.text });
      return { kind: "heading", level, text: block.text, id };
    }),
  }));
  return { sections: placed, toc };
}

function blockWords(block: PostBlock): number {
  switch (block.kind) {
    case "image":
      return 0;
    case "table":
      return [...block.header, ...block.rows.flat()].reduce((sum, cell) => sum + countWords(cell), 0);
    case "list":
      return block.items.reduce((sum, item) => sum + countWords(item), 0);
    case "figure":
      return countWords(block.caption ?? "");
    default:
      return countWords(block.text);
  }
}

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
          .filter((block): block is StoredBlock => block !== null),
      }))
    : null;
  const { sections, toc } = stored ? outline(stored) : { sections: null, toc: [] };
  const content = text(data.content) ?? null;
  const words = sections
    ? sections.reduce((sum, section) => sum + section.blocks.reduce((inner, block) => inner + blockWords(block), 0), 0)
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
    toc,
    readingMinutes: readingMinutes(words),
    published: createTime ?? null,
    updated: updateTime ?? null,
  };
}
