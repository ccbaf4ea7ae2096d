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
  if ("parts" in block) return block.parts.items.map((item) => `${item.qty} ${item.name} ${item.note ?? ""}`).join(" ");
  if ("wiring" in block)
    return [block.wiring.part, ...block.wiring.connections.map((link) => `${link.board} ${link.part} ${link.note ?? ""}`)].join(
      " ",
    );
  if ("img" in block) return "";
  return /^h[1-6]$/.test(kind) ? String((block as Record<string, unknown>)[kind]) : "";
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
