import { kindOf, type Block } from "./post-schema";

/** The words of a block, as a reader would read them (search, reading time, summaries). */
export function blockText(block: Block): string {
  const kind = kindOf(block);
  if ("p" in block) return block.p;
  if ("note" in block) return block.note;
  if ("warning" in block) return block.warning;
  if ("ul" in block) return block.ul.join(" ");
  if ("ol" in block) return block.ol.join(" ");
  if ("table" in block) return [...block.table.header, ...block.table.rows.flatMap((row) => row.cells)].join(" ");
  if ("figure" in block) return [block.figure.alt, block.figure.caption ?? ""].join(" ").trim();
  if ("code" in block) return typeof block.code === "string" ? block.code : block.code.text;
  if ("img" in block) return "";
  // Headings are text; a kind with structure (wiring, parts, any added later) reads as its words in order.
  return wordsOf((block as Record<string, unknown>)[kind]).join(" ");
}

/** Every text and number in a value, in order (addresses left out: they are not words a reader reads). */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return /^(https?:)?\/\//.test(value) ? [] : [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(wordsOf);
  return [];
}

/** The heading text of a heading block, or null. */
export function headingText(block: Block): string | null {
  const kind = kindOf(block);
  return /^h[1-6]$/.test(kind) ? String((block as Record<string, unknown>)[kind]) : null;
}

/** A picture's address, for cards and social previews. */
export function blockImage(block: Block): string | null {
  if ("img" in block) return block.img;
  if ("figure" in block) return block.figure.src;
  return null;
}
