/** Markdown conventions of ours, shared by both directions of the converter. */
import { BLOCK_KIND_RULES } from "../data/block-kinds";
import { BLOCK_KINDS } from "../data/post-schema";

/** `<!-- section: intro -->` starts a section with that style name. */
export const SECTION_MARKER = /^<!--\s*section:(.*?)-->$/;
export const sectionMarker = (name: string) => `<!-- section: ${name} -->`;

/**
 * The kinds that travel as fenced YAML named for the kind (block-kinds.ts decides which:
 * wiring, parts), read back by the fence's name.
 */
export const STRUCTURED_FENCES: ReadonlySet<string> = new Set(
  BLOCK_KINDS.filter((kind) => BLOCK_KIND_RULES[kind].markdown === "yaml-fence"),
);

/**
 * A block kept as it was stored (a kind the site does not know, or a value it cannot read)
 * travels as fenced YAML named `block:{its kind}`, so an export writes everything a post
 * holds and reading it back gives the same block.
 */
export const KEPT_FENCE = "block:";
