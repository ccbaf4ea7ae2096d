/** Markdown conventions of ours, shared by both directions of the converter. */
import { BLOCK_KINDS, type BlockKind } from "../data/post-schema";

/** `<!-- section: intro -->` starts a section with that style name. */
export const SECTION_MARKER = /^<!--\s*section:(.*?)-->$/;
export const sectionMarker = (name: string) => `<!-- section: ${name} -->`;

/** The block kinds Markdown has a syntax of its own for (headings, lists, tables, alerts, images, code). */
export const NATIVE_KINDS: ReadonlySet<BlockKind> = new Set<BlockKind>([
  ...(["h1", "h2", "h3", "h4", "h5", "h6", "p", "img", "figure", "code", "ul", "ol", "table", "note", "warning"] as const),
]);

/**
 * Every other block kind (wiring, parts, and any added to the schema later) travels as
 * fenced YAML named for its kind, so a new kind needs no change to the converter.
 */
export const STRUCTURED_FENCES: ReadonlySet<string> = new Set(BLOCK_KINDS.filter((kind) => !NATIVE_KINDS.has(kind)));
