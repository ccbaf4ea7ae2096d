/**
 * Limits on Markdown, checked before it is parsed. CommonMark parsers spend time that grows
 * with the square of some inputs (lists or quotes nested hundreds deep on one line, long runs
 * of `*` or `[`), and run out of stack on deep nesting: 19 KB of "- " took 33 s and failed.
 * A Worker answers one request at a time per isolate, so one such document would stall every
 * reader behind it. Real posts stay far inside these limits; a document or text beyond one is
 * refused (the studio's import) or shown as plain text (a stored post's inline Markdown),
 * after one linear scan.
 */
export const MARKDOWN_LIMITS = {
  /** Characters in a whole document: about five times the longest tutorial. */
  document: 200_000,
  /** Characters in one block of lines (a paragraph, a list, a table, between blank lines), outside code fences. */
  block: 40_000,
  /** Lists and quotes inside each other, on one line or by indentation. */
  depth: 16,
  /** `[` in a row. */
  bracketRun: 32,
  /** `[` in one block of lines. */
  brackets: 1_000,
  /** Emphasis marks (`*`, `_`, `~`) in one block of lines. */
  emphasis: 2_000,
  /** The same emphasis mark in a row. */
  emphasisRun: 64,
  /** `[` in the whole document (links, pictures). */
  documentBrackets: 5_000,
  /** Emphasis marks in the whole document. */
  documentEmphasis: 10_000,
} as const;

export type MarkdownLimit = keyof typeof MARKDOWN_LIMITS;

export interface LimitProblem {
  limit: MarkdownLimit;
  /** The 1-based line where it was met. */
  line: number;
  message: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** One container marker at the start of what is left of a line: a quote, or a list item's bullet or number. */
const CONTAINER = /^ {0,3}(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

/** How deep a line's containers go: the markers it opens with, and the list levels its indentation implies. */
function depthOf(line: string): number {
  const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
  let rest = line.trimStart();
  let markers = 0;
  // Stops counting past the limit: the scan stays linear whatever the line.
  while (markers <= MARKDOWN_LIMITS.depth) {
    const marker = CONTAINER.exec(rest);
    if (!marker || marker[0].length === 0) break;
    markers += 1;
    rest = rest.slice(marker[0].length);
  }
  return markers + Math.floor(indent / 2);
}

const describe = (limit: MarkdownLimit, line: number): LimitProblem => {
  const n = MARKDOWN_LIMITS[limit].toLocaleString("en");
  const message = {
    document: `The document is longer than ${n} characters; split it into several posts.`,
    block: `A paragraph, list or table is longer than ${n} characters; break it up with blank lines.`,
    depth: `Lists or quotes are nested more than ${n} deep.`,
    bracketRun: `More than ${n} "[" in a row.`,
    brackets: `More than ${n} "[" in one paragraph, list or table.`,
    emphasis: `More than ${n} emphasis marks (*, _, ~) in one paragraph, list or table.`,
    emphasisRun: `More than ${n} of the same emphasis mark (*, _, ~) in a row.`,
    documentBrackets: `More than ${n} "[" in the document.`,
    documentEmphasis: `More than ${n} emphasis marks (*, _, ~) in the document.`,
  }[limit];
  return { limit, line, message: `Line ${line}: ${message}` };
};

/**
 * The first limit a Markdown text goes beyond (MARKDOWN_LIMITS), or null. One pass over the
 * text; fenced code is not Markdown, so only its size counts.
 */
export function markdownLimitProblem(text: string): LimitProblem | null {
  if (text.length > MARKDOWN_LIMITS.document) return describe("document", 1);
  const lines = text.split("\n");
  let fence: string | null = null;
  let block = { length: 0, brackets: 0, emphasis: 0 };
  const total = { brackets: 0, emphasis: 0 };
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    const opened = FENCE.exec(line);
    if (fence !== null) {
      if (opened && opened[1]![0] === fence[0] && opened[1]!.length >= fence.length && !line.slice(opened[0].length).trim())
        fence = null;
      continue;
    }
    if (opened) {
      fence = opened[1]!;
      continue;
    }
    if (!line.trim()) {
      block = { length: 0, brackets: 0, emphasis: 0 };
      continue;
    }
    if (depthOf(line) > MARKDOWN_LIMITS.depth) return describe("depth", number);
    block.length += line.length + 1;
    if (block.length > MARKDOWN_LIMITS.block) return describe("block", number);
    let run = 0;
    let runOf = "";
    for (const character of line) {
      run = character === runOf ? run + 1 : 1;
      runOf = character;
      if (character === "[") {
        block.brackets += 1;
        total.brackets += 1;
        if (run > MARKDOWN_LIMITS.bracketRun) return describe("bracketRun", number);
        if (block.brackets > MARKDOWN_LIMITS.brackets) return describe("brackets", number);
        if (total.brackets > MARKDOWN_LIMITS.documentBrackets) return describe("documentBrackets", number);
      } else if (character === "*" || character === "_" || character === "~") {
        block.emphasis += 1;
        total.emphasis += 1;
        if (run > MARKDOWN_LIMITS.emphasisRun) return describe("emphasisRun", number);
        if (block.emphasis > MARKDOWN_LIMITS.emphasis) return describe("emphasis", number);
        if (total.emphasis > MARKDOWN_LIMITS.documentEmphasis) return describe("documentEmphasis", number);
      }
    }
  }
  return null;
}
