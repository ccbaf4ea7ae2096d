import { toMarkdown } from "mdast-util-to-markdown";
import YAML from "yaml";
import * as v from "valibot";
import { BLOCK_KINDS, blockSchema, type Block, type BlockKind, type BlockValue, type KeptBlock } from "../data/post-schema";
import { writeFrontMatter } from "./front-matter";
import { KEPT_FENCE, sectionMarker } from "./syntax";

const isBlockKind = (kind: string): kind is BlockKind => (BLOCK_KINDS as string[]).includes(kind);

/** A section as Markdown writes it: blocks the schema takes, and any kept as stored. */
export interface MarkdownSection {
  section: string;
  content: ReadonlyArray<Block | KeptBlock>;
}

export interface MarkdownSource {
  title?: string;
  pageData: readonly MarkdownSection[];
  /** "markdown": text fields are inline Markdown already; otherwise they are plain text and get escaped. */
  format?: "markdown" | "plain";
  /** Written as YAML front matter (description, topic, difficulty, ...). */
  front?: Record<string, unknown>;
}

/** Plain text as Markdown that reads back as exactly that text. */
const escape = (text: string) => toMarkdown({ type: "paragraph", children: [{ type: "text", value: text }] }).replace(/\n$/, "");

/** A fence longer than any run of backticks inside the code. */
function fence(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return "`".repeat(Math.max(3, longest + 1));
}

/** The closing fence on a line of its own: a body's own last line end is kept as a blank line. */
function fenced(info: string, body: string): string {
  const marks = fence(body);
  return `${marks}${info}\n${body}${body === "" ? "" : "\n"}${marks}`;
}

/**
 * The site's blocks as Markdown: the inverse of markdownToBlocks, so blocks to Markdown to
 * blocks gives the same blocks back (the converter's property test holds it to that).
 */
export function blocksToMarkdown({ title, pageData, format = "markdown", front = {} }: MarkdownSource): string {
  const inline = (text: string) => (format === "markdown" ? text : escape(text));
  const cell = (text: string) => inline(text).replace(/\|/g, "\\|").replace(/\n/g, " ");
  const parts: string[] = [];
  if (title !== undefined) parts.push(`# ${inline(title)}`);
  // Two lists of a kind in a row with the same marker would read back as one list: the
  // second takes the other marker. Any other block (a section marker too) ends a list.
  for (const section of pageData) {
    parts.push(sectionMarker(section.section));
    let previousKind = "";
    let alternate = false;
    for (const block of section.content) {
      const kind = Object.keys(block)[0] ?? "";
      alternate = kind === previousKind && (kind === "ul" || kind === "ol") && !alternate;
      parts.push(blockToMarkdown(block, { inline, cell, alternate }));
      previousKind = kind;
    }
  }
  return `${writeFrontMatter(front)}${parts.join("\n\n")}\n`;
}

interface Writers {
  inline: (text: string) => string;
  cell: (text: string) => string;
  /** The other marker, for a list right after one of the same kind. */
  alternate: boolean;
}

const heading =
  (level: number) =>
  (text: string, { inline }: Writers) =>
    `${"#".repeat(level)} ${inline(text)}`;
const callout =
  (tone: "note" | "warning") =>
  (text: string, { inline }: Writers) =>
    `> [!${tone.toUpperCase()}]\n${inline(text)
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n")}`;
const listOf =
  (ordered: boolean) =>
  (items: string[], { inline, alternate }: Writers) =>
    items
      .map((item, index) => {
        const marker = ordered ? `${index + 1}${alternate ? ")" : "."}` : alternate ? "*" : "-";
        return `${marker} ${inline(item).replace(/\n/g, "\n   ")}`;
      })
      .join("\n");
/** Kinds with structure of their own (block-kinds.ts: "yaml-fence") travel as YAML fenced with the kind's name. */
const yamlFence = (kind: BlockKind) => (value: unknown) => fenced(kind, YAML.stringify(value, { lineWidth: 0 }));

/** Each kind as Markdown: exhaustive over the schema's kinds, so a new kind fails `tsc` here. */
const WRITERS: { [K in BlockKind]: (value: BlockValue<K>, writers: Writers) => string } = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  p: (text, { inline }) => inline(text),
  img: (src) => `![](<${src}>)`,
  // Every ASCII punctuation mark escaped: the description is parsed as Markdown, alt is its text.
  figure: ({ src, alt, caption }) => `![${alt.replace(/[!-/:-@[-`{-~]/g, "\\$&")}](<${src}> ${JSON.stringify(caption ?? "")})`,
  code: (code) =>
    typeof code === "string" ? fenced("", code) : fenced(`${code.lang ?? ""}${code.file ? ` file=${code.file}` : ""}`, code.text),
  ul: listOf(false),
  ol: listOf(true),
  table: ({ header, rows }, { cell }) => {
    const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
    return [line(header), `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((row) => line(row.cells))].join("\n");
  },
  note: callout("note"),
  warning: callout("warning"),
  wiring: yamlFence("wiring"),
  parts: yamlFence("parts"),
};

function blockToMarkdown(block: Block | KeptBlock, writers: Writers): string {
  const [kind = "", value] = Object.entries(block)[0] ?? [];
  if (!isBlockKind(kind) || !v.is(blockSchema, block)) {
    // A block the schema does not take, kept as it is stored (client/data/stored-post.ts).
    return fenced(`${KEPT_FENCE}${kind}`, YAML.stringify(value ?? null, { lineWidth: 0 }));
  }
  return (WRITERS[kind] as (value: unknown, writers: Writers) => string)(value, writers);
}
