/**
 * The table of block kinds: what every side needs to know of each kind, in one place and
 * exhaustive, so a kind added to the schema (post-schema.ts `blockSchemas`) fails `tsc` here
 * until it is described. Five more tables hang off the same `BlockKind` and fail `tsc` the
 * same way: the renderer (client/components/PostBlock.tsx `RENDERERS`), the Markdown writer
 * (client/markdown/to-markdown.ts `WRITERS`), the studio's editor (client/studio/blocks.ts
 * `EDITORS`), and the tests' values (tests/fixtures/full-post.ts `EVERY_KIND`,
 * tests/unit/markdown.test.ts `VALUES`). The first three live beside the code that uses them
 * so the reader's pages never load the studio and the studio never loads the highlighter.
 */
import { LANG_PATTERN } from "./code-languages";
import { FILE_PATTERN, type BlockKind, type BlockValue } from "./post-schema";

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored value as text: numbers and booleans (hand-written data) read as what they say. */
export const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map((item) => asText(item) ?? "") : []);

/** Every text and number in a value, in order (addresses left out: they are not words a reader reads). */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return /^(https?:)?\/\//.test(value) || value.startsWith("/") ? [] : [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (isRecord(value)) return Object.values(value).flatMap(wordsOf);
  return [];
}

/** How Markdown carries a kind: a syntax of its own, or a fenced YAML block named for the kind. */
export type MarkdownForm = "native" | "yaml-fence";

/** How the studio edits a kind: a form of its own, or kept exactly as stored. */
export type EditorForm = "form" | "kept";

export interface BlockKindRules<K extends BlockKind> {
  /** What authors call it (the studio's menu, messages). */
  label: string;
  /** Its words as a reader reads them: search, reading time, summaries. */
  words(value: BlockValue<K>): string;
  /** The picture it shows, for cards, previews and the page's first image. */
  picture(value: BlockValue<K>): { src: string; alt: string } | null;
  /** Every address it uses: media usage, link checks. */
  addresses(value: BlockValue<K>): string[];
  markdown: MarkdownForm;
  editor: EditorForm;
  /**
   * Mends what data written outside the studio gets wrong in ways a reader should not pay
   * for (numbers where text belongs, ragged table rows, an upper-case language, surrounding
   * space), before the schema reads it. What the schema still refuses is kept as it is.
   */
  mend(value: unknown): unknown;
  /** The words of a stored value the schema refuses even mended: shown as a paragraph. */
  fallback(value: unknown): string;
}

type Table = { [K in BlockKind]: BlockKindRules<K> };

type TextKind = "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "p" | "note" | "warning";

const prose = <K extends TextKind>(label: string): BlockKindRules<K> => ({
  label,
  words: (value) => value,
  picture: () => null,
  addresses: () => [],
  markdown: "native",
  editor: "form",
  mend: (value) => asText(value)?.trim() ?? value,
  fallback: (value) => asText(value)?.trim() ?? "",
});

const list = <K extends "ul" | "ol">(label: string): BlockKindRules<K> => ({
  label,
  words: (items) => items.join(" "),
  picture: () => null,
  addresses: () => [],
  markdown: "native",
  editor: "form",
  mend: (value) => (Array.isArray(value) ? value.map(asText).filter((item): item is string => Boolean(item?.trim())) : value),
  fallback: (value) => wordsOf(value).join(" "),
});

export const BLOCK_KIND_RULES: Table = {
  h1: prose("Heading 1"),
  h2: prose("Heading 2"),
  h3: prose("Heading 3"),
  h4: prose("Heading 4"),
  h5: prose("Heading 5"),
  h6: prose("Heading 6"),
  p: prose("Paragraph"),
  note: prose("Note"),
  warning: prose("Warning"),
  ul: list("Bulleted list"),
  ol: list("Numbered list"),
  img: {
    label: "Image",
    words: () => "",
    picture: (src) => ({ src, alt: "" }),
    addresses: (src) => [src],
    markdown: "native",
    editor: "form",
    mend: (value) => asText(value)?.trim() ?? value,
    // An address that is not safe is not words either.
    fallback: () => "",
  },
  code: {
    label: "Code",
    words: (code) => (typeof code === "string" ? code : code.text),
    picture: () => null,
    addresses: () => [],
    markdown: "native",
    editor: "form",
    mend: (value) => {
      if (!isRecord(value)) return value;
      // A language or file name the schema would refuse is dropped; the code still shows.
      const lang = asText(value.lang)?.trim().toLowerCase();
      const file = asText(value.file)?.trim();
      return {
        text: asText(value.text),
        ...(lang && LANG_PATTERN.test(lang) ? { lang } : {}),
        ...(file && FILE_PATTERN.test(file) ? { file } : {}),
      };
    },
    fallback: (value) => (isRecord(value) ? (asText(value.text) ?? "") : (asText(value) ?? "")),
  },
  table: {
    label: "Table",
    words: (table) => [...table.header, ...table.rows.flatMap((row) => row.cells)].join(" "),
    picture: () => null,
    addresses: () => [],
    markdown: "native",
    editor: "form",
    mend: (value) => {
      if (!isRecord(value)) return value;
      const header = texts(value.header);
      const rows = (Array.isArray(value.rows) ? value.rows : []).map((row) => texts(isRecord(row) ? row.cells : row));
      // A ragged row is padded (or a short header widened) to the widest row, never cut.
      const width = Math.max(1, header.length, ...rows.map((row) => row.length));
      const pad = (cells: string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? "");
      return { header: pad(header), rows: (rows.length ? rows : [[]]).map((row) => ({ cells: pad(row) })) };
    },
    fallback: (value) => wordsOf(value).join(" "),
  },
  figure: {
    label: "Figure (image with caption)",
    words: (figure) => [figure.alt, figure.caption ?? ""].join(" ").trim(),
    picture: (figure) => ({ src: figure.src, alt: figure.alt }),
    addresses: (figure) => [figure.src],
    markdown: "native",
    editor: "form",
    mend: (value) =>
      isRecord(value)
        ? {
            src: asText(value.src)?.trim() ?? value.src,
            alt: asText(value.alt)?.trim() ?? "",
            ...(asText(value.caption)?.trim() ? { caption: asText(value.caption)!.trim() } : {}),
          }
        : value,
    // A bad address degrades to the words that went with the picture.
    fallback: (value) => (isRecord(value) ? asText(value.caption)?.trim() || asText(value.alt)?.trim() || "" : ""),
  },
  wiring: {
    label: "Wiring diagram",
    words: (wiring) => wordsOf([wiring.part, wiring.connections]).join(" "),
    picture: () => null,
    addresses: () => [],
    markdown: "yaml-fence",
    editor: "form",
    mend: (value) => value,
    fallback: (value) => wordsOf(value).join(" "),
  },
  parts: {
    label: "Parts list",
    words: (parts) => wordsOf(parts.items.map(({ qty, name, note }) => [qty, name, note ?? ""])).join(" "),
    picture: () => null,
    addresses: (parts) => parts.items.flatMap((item) => (item.link ? [item.link] : [])),
    markdown: "yaml-fence",
    editor: "form",
    mend: (value) => value,
    fallback: (value) => wordsOf(value).join(" "),
  },
};

/** The rules of a kind the table knows, or null for any other name. */
export function rulesOf(kind: string): BlockKindRules<BlockKind> | null {
  return Object.hasOwn(BLOCK_KIND_RULES, kind) ? (BLOCK_KIND_RULES[kind as BlockKind] as BlockKindRules<BlockKind>) : null;
}

/** The words of a value of a kind the site does not know (its text, as the spec says). */
export const unknownKindWords = (value: unknown): string => wordsOf(value).join(" ");
