/** Markdown conventions of ours, shared by both directions of the converter. */

/** `<!-- section: intro -->` starts a section with that style name. */
export const SECTION_MARKER = /^<!--\s*section:(.*?)-->$/;
export const sectionMarker = (name: string) => `<!-- section: ${name} -->`;

/** Block kinds with structure of their own travel as fenced YAML: ```wiring and ```parts. */
export const STRUCTURED_FENCES: ReadonlySet<string> = new Set(["wiring", "parts"]);
