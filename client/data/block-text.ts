import { BLOCK_KIND_RULES } from "./block-kinds";
import { kindOf, type Block, type BlockKind } from "./post-schema";

/** The rules of a block's own kind, applied to its value (the table is exhaustive over kinds). */
function rule<R>(block: Block, pick: (kind: BlockKind) => (value: never) => R): R {
  const kind = kindOf(block);
  return (pick(kind) as (value: unknown) => R)((block as Record<string, unknown>)[kind]);
}

/** The words of a block, as a reader would read them (search, reading time, summaries). */
export const blockText = (block: Block): string => rule(block, (kind) => BLOCK_KIND_RULES[kind].words);

/** The heading text of a heading block, or null. */
export function headingText(block: Block): string | null {
  const kind = kindOf(block);
  return /^h[1-6]$/.test(kind) ? String((block as Record<string, unknown>)[kind]) : null;
}

/** The picture a block shows (img, figure), for cards, social previews and the first image. */
export const blockPicture = (block: Block): { src: string; alt: string } | null =>
  rule(block, (kind) => BLOCK_KIND_RULES[kind].picture);

/** A picture's address, for cards and social previews. */
export const blockImage = (block: Block): string | null => blockPicture(block)?.src ?? null;

/** Every address a block uses (pictures, part links), for media usage and link checks. */
export const blockAddresses = (block: Block): string[] => rule(block, (kind) => BLOCK_KIND_RULES[kind].addresses);
