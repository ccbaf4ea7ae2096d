import * as v from "valibot";
import { blockSchema, kindOf, LIMITS, type Block, type BlockValue } from "../data/post-schema";
import { newId } from "./ids";

export { CODE_LANGUAGES } from "../data/post-schema";

type CodeObject = Exclude<BlockValue<"code">, string>;
type Figure = BlockValue<"figure">;

/**
 * A block as the editor holds it while the author types: not a second format (the format
 * is client/data/post-schema.ts, and toStoredBlock gives a schema `Block`), but the state of
 * its inputs. Each has an id that stays with it as it moves, for React's keys and its
 * inputs' ids; lists keep the author's text (one item a line) until they are saved, so
 * typing an empty line does not lose it; a table is a grid of cells. The kinds the studio
 * has no form for (wiring, parts) are kept as they are stored, and edited as Markdown.
 */
export type BlockDraft =
  | { id: string; kind: "heading"; level: HeadingLevel; text: BlockValue<"h2"> }
  | { id: string; kind: "p" | "note" | "warning"; text: BlockValue<"p"> }
  | { id: string; kind: "img"; src: BlockValue<"img"> }
  | { id: string; kind: "code"; text: CodeObject["text"]; lang: string; file?: CodeObject["file"] }
  | { id: string; kind: "table"; header: BlockValue<"table">["header"]; rows: string[][] }
  | { id: string; kind: "ul" | "ol"; items: string }
  | { id: string; kind: "figure"; src: Figure["src"]; alt: Figure["alt"]; caption: string }
  | { id: string; kind: "kept"; block: Block };

export type BlockKind = BlockDraft["kind"];
export type AddableKind = Exclude<BlockKind, "kept">;
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const HEADING_LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6];

/** The kinds an author can add, in the order the menu offers them. */
export const BLOCK_KINDS: ReadonlyArray<{ kind: AddableKind; label: string }> = [
  { kind: "heading", label: "Heading" },
  { kind: "p", label: "Paragraph" },
  { kind: "img", label: "Image" },
  { kind: "code", label: "Code" },
  { kind: "table", label: "Table" },
  { kind: "ul", label: "Bulleted list" },
  { kind: "ol", label: "Numbered list" },
  { kind: "note", label: "Note" },
  { kind: "warning", label: "Warning" },
  { kind: "figure", label: "Figure (image with caption)" },
];

const KEPT_LABELS: Partial<Record<string, string>> = { wiring: "Wiring diagram", parts: "Parts list" };

export const kindLabel = (kind: BlockKind, block?: BlockDraft) =>
  block?.kind === "kept"
    ? (KEPT_LABELS[kindOf(block.block)] ?? kindOf(block.block))
    : (BLOCK_KINDS.find((entry) => entry.kind === kind)?.label ?? kind);

/** The table limits the server holds a table to (the schema's). */
export const TABLE_LIMITS = { columns: LIMITS.cells, rows: LIMITS.items } as const;

export function newBlock(kind: AddableKind): BlockDraft {
  const id = newId("block");
  switch (kind) {
    case "heading":
      return { id, kind, level: 2, text: "" };
    case "p":
    case "note":
    case "warning":
      return { id, kind, text: "" };
    case "img":
      return { id, kind, src: "" };
    case "code":
      return { id, kind, text: "", lang: "" };
    case "table":
      return { id, kind, header: ["", ""], rows: [["", ""]] };
    case "ul":
    case "ol":
      return { id, kind, items: "" };
    case "figure":
      return { id, kind, src: "", alt: "", caption: "" };
  }
}

const listItems = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The block as the API stores it (the schema's `Block`), or null when the author left it
 * empty: an empty block is dropped on save rather than stored or refused.
 */
export function toStoredBlock(block: BlockDraft): Block | null {
  switch (block.kind) {
    case "heading":
      return block.text.trim() ? ({ [`h${block.level}`]: block.text } as Block) : null;
    case "p":
    case "note":
    case "warning":
      return block.text.trim() ? ({ [block.kind]: block.text } as Block) : null;
    case "img":
      return block.src.trim() ? { img: block.src.trim() } : null;
    case "code":
      return block.text.trim()
        ? { code: { text: block.text, lang: block.lang, ...(block.file ? { file: block.file } : {}) } }
        : null;
    case "table": {
      const filled = (cells: string[]) => cells.some((cell) => cell.trim());
      const rows = block.rows.filter(filled);
      if (!filled(block.header) && rows.length === 0) return null;
      // A table needs a row; a header alone keeps one empty row.
      return {
        table: { header: block.header, rows: (rows.length ? rows : [block.header.map(() => "")]).map((cells) => ({ cells })) },
      };
    }
    case "ul":
    case "ol": {
      const items = listItems(block.items);
      return items.length ? ({ [block.kind]: items } as Block) : null;
    }
    case "figure":
      return block.src.trim() || block.alt.trim() || block.caption.trim()
        ? { figure: { src: block.src.trim(), alt: block.alt, caption: block.caption } }
        : null;
    case "kept":
      return block.block;
  }
}

/** The blocks as stored, the empty ones left out. */
export const toStoredBlocks = (blocks: readonly BlockDraft[]): Block[] =>
  blocks.map(toStoredBlock).filter((block): block is Block => block !== null);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === "string" ? value : "");
const strs = (value: unknown) => (Array.isArray(value) ? value.map(str) : []);

/** A table whose every row has as many cells as the header, as the API requires. */
function squareTable(header: string[], rows: string[][]): { header: string[]; rows: string[][] } {
  const width = Math.max(1, header.length, ...rows.map((row) => row.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill("")];
  return { header: pad(header), rows: (rows.length ? rows : [[]]).map(pad) };
}

/**
 * A stored block in the editor's form, or null when the studio cannot edit it. The reader's
 * side is lenient with old documents (a bare code string, unknown kinds with text), so this
 * is too: such blocks become the nearest thing the editor has.
 */
export function fromStoredBlock(value: unknown): BlockDraft | null {
  if (!isObject(value)) return null;
  const entries = Object.entries(value);
  if (entries.length !== 1) return null;
  const [key, content] = entries[0]!;
  const id = newId("block");
  const heading = /^h([1-6])$/.exec(key);
  if (heading) return { id, kind: "heading", level: Number(heading[1]) as HeadingLevel, text: str(content) };
  switch (key) {
    case "p":
    case "note":
    case "warning":
      return { id, kind: key, text: str(content) };
    case "img":
      return { id, kind: "img", src: str(content) };
    case "code":
      return typeof content === "string"
        ? { id, kind: "code", text: content, lang: "" }
        : isObject(content)
          ? {
              id,
              kind: "code",
              text: str(content.text),
              lang: str(content.lang),
              ...(content.file ? { file: str(content.file) } : {}),
            }
          : null;
    case "table": {
      if (!isObject(content)) return null;
      const rows = Array.isArray(content.rows) ? content.rows.map((row) => strs(isObject(row) ? row.cells : undefined)) : [];
      return { id, kind: "table", ...squareTable(strs(content.header), rows) };
    }
    case "ul":
    case "ol":
      return { id, kind: key, items: strs(content).join("\n") };
    case "figure":
      return isObject(content)
        ? { id, kind: "figure", src: str(content.src), alt: str(content.alt), caption: str(content.caption) }
        : null;
    case "wiring":
    case "parts": {
      // Kept exactly as stored when the schema takes it; the section's Markdown view edits it.
      const checked = v.safeParse(blockSchema, value);
      return checked.success ? { id, kind: "kept", block: checked.output } : null;
    }
    default:
      // The site shows any other kind with text as a paragraph; so does the editor.
      return typeof content === "string" ? { id, kind: "p", text: content } : null;
  }
}
