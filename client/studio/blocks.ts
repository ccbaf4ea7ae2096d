import { BLOCK_KIND_RULES } from "../data/block-kinds";
import { CODE_LANGUAGES as LANGUAGES } from "../data/code-languages";
import { LIMITS, type Block, type BlockKind, type BlockValue, type BoardId, type KeptBlock } from "../data/post-schema";
import type { ReadBlock } from "../data/stored-post";
import { newId } from "./ids";

type CodeObject = Exclude<BlockValue<"code">, string>;
type Figure = BlockValue<"figure">;
type Connection = BlockValue<"wiring">["connections"][number];
type Part = BlockValue<"parts">["items"][number];

/**
 * A block as the editor holds it while the author types: not a second format (the format
 * is client/data/post-schema.ts, and toStoredBlock gives a schema `Block`), but the state of
 * its inputs. Each has an id that stays with it as it moves, for React's keys and its
 * inputs' ids; lists keep the author's text (one item a line) until they are saved, so
 * typing an empty line does not lose it; a table is a grid of cells; numbers stay the text
 * typed until saved. A block the schema does not take (a kind the site does not know, or a
 * value it cannot read) is kept exactly as stored and sent back unchanged.
 */
export type BlockDraft =
  | { id: string; kind: "heading"; level: HeadingLevel; text: BlockValue<"h2"> }
  | { id: string; kind: "p" | "note" | "warning"; text: BlockValue<"p"> }
  | { id: string; kind: "img"; src: BlockValue<"img"> }
  | { id: string; kind: "code"; text: CodeObject["text"]; lang: string; file?: CodeObject["file"] }
  | { id: string; kind: "table"; header: BlockValue<"table">["header"]; rows: string[][] }
  | { id: string; kind: "ul" | "ol"; items: string }
  | { id: string; kind: "figure"; src: Figure["src"]; alt: Figure["alt"]; caption: string }
  | { id: string; kind: "wiring"; board: BoardId | ""; part: string; connections: ConnectionDraft[] }
  | { id: string; kind: "parts"; items: PartDraft[] }
  | { id: string; kind: "kept"; block: KeptBlock; label: string; problem: string };

export interface ConnectionDraft {
  id: string;
  board: Connection["board"];
  part: Connection["part"];
  note: string;
}

export interface PartDraft {
  id: string;
  /** As typed; a whole number from 1 when saved. */
  qty: string;
  name: Part["name"];
  note: string;
  link: string;
}

export type DraftKind = BlockDraft["kind"];
export type AddableKind = Exclude<DraftKind, "kept">;
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const HEADING_LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6];

/** The languages the studio offers: the one table's (client/data/code-languages.ts), and plain text. */
export const CODE_LANGUAGES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "", label: "Plain text" },
  ...LANGUAGES.filter((language) => language.offered).map((language) => ({ value: language.id, label: language.label })),
];

/** The kinds an author can add, in the order the menu offers them. */
export const BLOCK_KINDS: ReadonlyArray<{ kind: AddableKind; label: string }> = [
  { kind: "heading", label: "Heading" },
  { kind: "p", label: BLOCK_KIND_RULES.p.label },
  { kind: "img", label: BLOCK_KIND_RULES.img.label },
  { kind: "code", label: BLOCK_KIND_RULES.code.label },
  { kind: "table", label: BLOCK_KIND_RULES.table.label },
  { kind: "ul", label: BLOCK_KIND_RULES.ul.label },
  { kind: "ol", label: BLOCK_KIND_RULES.ol.label },
  { kind: "note", label: BLOCK_KIND_RULES.note.label },
  { kind: "warning", label: BLOCK_KIND_RULES.warning.label },
  { kind: "figure", label: BLOCK_KIND_RULES.figure.label },
  { kind: "wiring", label: BLOCK_KIND_RULES.wiring.label },
  { kind: "parts", label: BLOCK_KIND_RULES.parts.label },
];

export const kindLabel = (kind: DraftKind, block?: BlockDraft) =>
  block?.kind === "kept" ? block.label : (BLOCK_KINDS.find((entry) => entry.kind === kind)?.label ?? kind);

/** The table limits the server holds a table to (the schema's). */
export const TABLE_LIMITS = { columns: LIMITS.cells, rows: LIMITS.items } as const;

export const newConnection = (): ConnectionDraft => ({ id: newId("connection"), board: "", part: "", note: "" });
export const newPart = (): PartDraft => ({ id: newId("part"), qty: "1", name: "", note: "", link: "" });

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
    case "wiring":
      return { id, kind, board: "", part: "", connections: [newConnection()] };
    case "parts":
      return { id, kind, items: [newPart()] };
  }
}

const listItems = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A table whose every row has as many cells as the header, as the API requires. */
function squareTable(header: string[], rows: string[][]): { header: string[]; rows: string[][] } {
  const width = Math.max(1, header.length, ...rows.map((row) => row.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill("")];
  return { header: pad(header), rows: (rows.length ? rows : [[]]).map(pad) };
}

/**
 * How the editor takes each kind of stored block into its form: exhaustive over the
 * schema's kinds, so a kind added there fails `tsc` here until the studio can edit it (or
 * says it keeps it as stored, block-kinds.ts `editor: "kept"`).
 */
const EDITORS: { [K in BlockKind]: (value: BlockValue<K>, id: string) => BlockDraft } = {
  h1: (text, id) => ({ id, kind: "heading", level: 1, text }),
  h2: (text, id) => ({ id, kind: "heading", level: 2, text }),
  h3: (text, id) => ({ id, kind: "heading", level: 3, text }),
  h4: (text, id) => ({ id, kind: "heading", level: 4, text }),
  h5: (text, id) => ({ id, kind: "heading", level: 5, text }),
  h6: (text, id) => ({ id, kind: "heading", level: 6, text }),
  p: (text, id) => ({ id, kind: "p", text }),
  note: (text, id) => ({ id, kind: "note", text }),
  warning: (text, id) => ({ id, kind: "warning", text }),
  img: (src, id) => ({ id, kind: "img", src }),
  code: (code, id) =>
    typeof code === "string"
      ? { id, kind: "code", text: code, lang: "" }
      : { id, kind: "code", text: code.text, lang: code.lang ?? "", ...(code.file ? { file: code.file } : {}) },
  table: (table, id) => ({
    id,
    kind: "table",
    ...squareTable(
      table.header,
      table.rows.map((row) => row.cells),
    ),
  }),
  ul: (items, id) => ({ id, kind: "ul", items: items.join("\n") }),
  ol: (items, id) => ({ id, kind: "ol", items: items.join("\n") }),
  figure: (figure, id) => ({ id, kind: "figure", src: figure.src, alt: figure.alt, caption: figure.caption ?? "" }),
  wiring: (wiring, id) => ({
    id,
    kind: "wiring",
    board: wiring.board,
    part: wiring.part,
    connections: wiring.connections.map((connection) => ({ ...newConnection(), ...connection, note: connection.note ?? "" })),
  }),
  parts: (parts, id) => ({
    id,
    kind: "parts",
    items: parts.items.map((item) => ({
      ...newPart(),
      qty: String(item.qty),
      name: item.name,
      note: item.note ?? "",
      link: item.link ?? "",
    })),
  }),
};

/** A stored block, as the one lenient reader read it, in the editor's form. */
export function fromReadBlock(read: ReadBlock): BlockDraft {
  const id = newId("block");
  if ("kept" in read) {
    const label = BLOCK_KIND_RULES[read.kind as BlockKind]?.label ?? `“${read.kind}” block`;
    return { id, kind: "kept", block: read.kept, label, problem: read.problem };
  }
  const kind = Object.keys(read.block)[0] as BlockKind;
  return (EDITORS[kind] as (value: unknown, id: string) => BlockDraft)((read.block as Record<string, unknown>)[kind], id);
}

/** A block the schema takes, in the editor's form. */
export const fromBlock = (block: Block): BlockDraft => fromReadBlock({ block });

/** The connections a wiring block sends: the ones the author left wholly empty are dropped. */
export const sentConnections = (block: { connections: readonly ConnectionDraft[] }) =>
  block.connections.filter((connection) => connection.board.trim() || connection.part.trim() || connection.note.trim());

/** The rows a parts block sends: a row with nothing but its quantity is dropped. */
export const sentParts = (block: { items: readonly PartDraft[] }) =>
  block.items.filter((item) => item.name.trim() || item.note.trim() || item.link.trim());

/**
 * The block as the API stores it (the schema's `Block`, or a kept block as it was), or null
 * when the author left it empty: an empty block is dropped on save rather than stored or
 * refused.
 */
export function toStoredBlock(block: BlockDraft): Block | KeptBlock | null {
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
    case "wiring": {
      const connections = sentConnections(block).map((connection) => ({
        board: connection.board.trim(),
        part: connection.part.trim(),
        ...(connection.note.trim() ? { note: connection.note.trim() } : {}),
      }));
      if (!block.board && !block.part.trim() && !connections.length) return null;
      // An unfinished one is sent as it is, for the schema to name what it lacks.
      return { wiring: { board: block.board as BoardId, part: block.part.trim(), connections } };
    }
    case "parts": {
      const items = sentParts(block).map((item) => ({
        // Not a whole number: sent as typed, so the server's answer names the quantity (the schema's rule).
        qty: /^\d+$/.test(item.qty.trim()) ? Number(item.qty.trim()) : (item.qty.trim() as unknown as number),
        name: item.name.trim(),
        ...(item.note.trim() ? { note: item.note.trim() } : {}),
        ...(item.link.trim() ? { link: item.link.trim() } : {}),
      }));
      return items.length ? { parts: { items } } : null;
    }
    case "kept":
      return block.block;
  }
}

/** The blocks as stored, the empty ones left out. */
export const toStoredBlocks = (blocks: readonly BlockDraft[]): Array<Block | KeptBlock> =>
  blocks.map(toStoredBlock).filter((block): block is Block | KeptBlock => block !== null);
