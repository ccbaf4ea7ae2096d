import { newId } from "./ids";
import type { StoredBlock } from "./types";

/**
 * A block as the editor holds it. Each has an id that stays with it as it moves, for
 * React's keys and for the ids of its inputs; lists keep the author's text (one item a
 * line) until they are saved, so typing an empty line does not lose it.
 */
export type BlockDraft =
  | { id: string; kind: "heading"; level: HeadingLevel; text: string }
  | { id: string; kind: "p" | "note" | "warning"; text: string }
  | { id: string; kind: "img"; src: string }
  | { id: string; kind: "code"; text: string; lang: string }
  | { id: string; kind: "table"; header: string[]; rows: string[][] }
  | { id: string; kind: "ul" | "ol"; items: string }
  | { id: string; kind: "figure"; src: string; alt: string; caption: string };

export type BlockKind = BlockDraft["kind"];
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const HEADING_LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6];

/** The kinds an author can add, in the order the menu offers them. */
export const BLOCK_KINDS: ReadonlyArray<{ kind: BlockKind; label: string }> = [
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

export const kindLabel = (kind: BlockKind) => BLOCK_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;

/** The code languages the site highlights; empty means plain text. */
export const CODE_LANGUAGES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "", label: "Plain text" },
  { value: "cpp", label: "C++ / Arduino" },
  { value: "c", label: "C" },
  { value: "python", label: "Python / MicroPython" },
  { value: "bash", label: "Shell (bash)" },
  { value: "json", label: "JSON" },
  { value: "ini", label: "INI / TOML" },
];

export function newBlock(kind: BlockKind): BlockDraft {
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

/** The block as the API stores it: one key naming its kind. */
export function toStoredBlock(block: BlockDraft): StoredBlock {
  switch (block.kind) {
    case "heading":
      return { [`h${block.level}`]: block.text };
    case "p":
    case "note":
    case "warning":
      return { [block.kind]: block.text };
    case "img":
      return { img: block.src.trim() };
    case "code":
      return { code: { text: block.text, lang: block.lang } };
    case "table":
      return { table: { header: block.header, rows: block.rows.map((cells) => ({ cells })) } };
    case "ul":
    case "ol":
      return { [block.kind]: listItems(block.items) };
    case "figure":
      return { figure: { src: block.src.trim(), alt: block.alt, caption: block.caption } };
  }
}

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
          ? { id, kind: "code", text: str(content.text), lang: str(content.lang) }
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
    default:
      // The site shows any other kind with text as a paragraph; so does the editor.
      return typeof content === "string" ? { id, kind: "p", text: content } : null;
  }
}
