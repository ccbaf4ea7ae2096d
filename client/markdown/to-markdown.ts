import { toMarkdown } from "mdast-util-to-markdown";
import YAML from "yaml";
import { kindOf, type Block, type BlockValue, type Section } from "../data/post-schema";
import { writeFrontMatter } from "./front-matter";
import { sectionMarker } from "./syntax";

export interface MarkdownSource {
  title?: string;
  pageData: Section[];
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
      const kind = kindOf(block);
      alternate = kind === previousKind && (kind === "ul" || kind === "ol") && !alternate;
      parts.push(blockToMarkdown(block, inline, cell, alternate));
      previousKind = kind;
    }
  }
  return `${writeFrontMatter(front)}${parts.join("\n\n")}\n`;
}

function blockToMarkdown(
  block: Block,
  inline: (text: string) => string,
  cell: (text: string) => string,
  alternateMarker: boolean,
): string {
  const kind = kindOf(block);
  const value = (block as Record<string, unknown>)[kind];
  const heading = /^h([1-6])$/.exec(kind);
  if (heading) return `${"#".repeat(Number(heading[1]))} ${inline(value as string)}`;
  switch (kind) {
    case "p":
      return inline(value as string);
    case "img":
      return `![](<${value as string}>)`;
    case "figure": {
      const { src, alt, caption } = value as BlockValue<"figure">;
      // Every ASCII punctuation mark escaped: the description is parsed as Markdown, alt is its text.
      return `![${alt.replace(/[!-/:-@[-`{-~]/g, "\\$&")}](<${src}> ${JSON.stringify(caption ?? "")})`;
    }
    case "code": {
      const code = value as BlockValue<"code">;
      if (typeof code === "string") return fenced("", code);
      return fenced(`${code.lang ?? ""}${code.file ? ` file=${code.file}` : ""}`, code.text);
    }
    case "ul":
    case "ol":
      return (value as string[])
        .map((item, index) => {
          const marker = kind === "ol" ? `${index + 1}${alternateMarker ? ")" : "."}` : alternateMarker ? "*" : "-";
          return `${marker} ${inline(item).replace(/\n/g, "\n   ")}`;
        })
        .join("\n");
    case "table": {
      const { header, rows } = value as BlockValue<"table">;
      const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
      return [line(header), `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((row) => line(row.cells))].join("\n");
    }
    case "note":
    case "warning":
      return `> [!${kind.toUpperCase()}]\n${inline(value as string)
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n")}`;
  }
  // Kinds with structure of their own (syntax.ts, STRUCTURED_FENCES).
  return fenced(kind, YAML.stringify(value, { lineWidth: 0 }));
}
