import type { Blockquote, Code, Heading, List, Nodes, Paragraph, Root, RootContent, Table } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import * as v from "valibot";
import YAML from "yaml";
import { blockSchema, firstIssue, type Block, type KeptBlock } from "../data/post-schema";
import { readFrontMatter } from "./front-matter";
import { markdownLimitProblem, type LimitProblem } from "./limits";
import { KEPT_FENCE, SECTION_MARKER, STRUCTURED_FENCES } from "./syntax";

/** A section as read from Markdown: blocks the schema takes, and blocks kept as they were exported. */
export interface ConvertedSection {
  section: string;
  content: Array<Block | KeptBlock>;
}

/** A line of the Markdown that could not become a block, and why. */
export interface MarkdownProblem {
  line: number;
  message: string;
}

export interface ConvertedMarkdown {
  /** The first `# heading` when it opens the document, else the front matter's title. */
  title?: string;
  /** Fields the front matter set (description, topic, difficulty, ...), unchecked. */
  front: Record<string, unknown>;
  pageData: ConvertedSection[];
  /** The limit the document goes beyond (then nothing was parsed). */
  beyond?: LimitProblem;
  /** The line each block of pageData starts on, section by section, for messages about a block. */
  lines: number[][];
  problems: MarkdownProblem[];
}

const ALERT = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;

/**
 * Markdown (CommonMark with GFM tables) to the site's blocks, with mdast-util-from-markdown.
 * Text fields keep their inline Markdown source (the post is `format: "markdown"`), so
 * emphasis, code and links survive exactly as written. Headings, paragraphs, lists, fenced
 * code (language, and `file=name` after it), tables, `> [!NOTE]`/`> [!WARNING]` callouts,
 * a lone image (a figure when it has alt text or a title), `wiring` and `parts` fences in
 * YAML, and `<!-- section: name -->` markers between sections.
 */
export function markdownToBlocks(markdown: string): ConvertedMarkdown {
  // Bounded before it is parsed (./limits.ts): one linear scan, then a parse that cannot run away.
  const beyond = markdownLimitProblem(markdown);
  if (beyond) return { front: {}, pageData: [], lines: [], problems: [{ line: beyond.line, message: beyond.message }], beyond };
  let read: ReturnType<typeof readFrontMatter>;
  try {
    read = readFrontMatter(markdown);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : "not YAML";
    return {
      front: {},
      pageData: [],
      lines: [],
      problems: [{ line: 1, message: `The front matter is not valid YAML: ${message}` }],
    };
  }
  const { front, body, bodyLine } = read;
  const source = body;
  const tree: Root = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const problems: MarkdownProblem[] = [];
  const lineOf = (node: Nodes) => (node.position?.start.line ?? 1) + bodyLine - 1;
  const slice = (node: Nodes) => source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  const inlineSource = (node: Paragraph | Heading) => {
    const first = node.children[0];
    const last = node.children[node.children.length - 1];
    if (!first || !last) return "";
    return source.slice(first.position?.start.offset ?? 0, last.position?.end.offset ?? 0);
  };

  const sections: ConvertedSection[] = [];
  const lines: number[][] = [];
  let current: ConvertedSection | null = null;
  let currentLines: number[] = [];
  const startSection = (name: string) => {
    sections.push((current = { section: name, content: [] }));
    lines.push((currentLines = []));
    return current;
  };
  const push = (block: Block, node: Nodes) => {
    const checked = v.safeParse(blockSchema, block);
    if (!checked.success) return problems.push({ line: lineOf(node), message: firstIssue(checked.issues) });
    (current ?? startSection("")).content.push(checked.output);
    currentLines.push(lineOf(node));
  };
  /** A block exported as kept (KEPT_FENCE): taken back as it was, for the server to recognise. */
  const keep = (block: KeptBlock, node: Nodes) => {
    (current ?? startSection("")).content.push(block);
    currentLines.push(lineOf(node));
  };

  let title: string | undefined = typeof front.title === "string" ? front.title : undefined;
  tree.children.forEach((node, index) => {
    if (index === 0 && node.type === "heading" && node.depth === 1 && title === undefined) {
      title = inlineSource(node);
      return;
    }
    convert(node);
  });

  function convert(node: RootContent): void {
    switch (node.type) {
      case "heading":
        return void push({ [`h${node.depth}`]: inlineSource(node) } as Block, node);
      case "paragraph":
        return paragraph(node);
      case "code":
        return code(node);
      case "list":
        return list(node);
      case "table":
        return table(node);
      case "blockquote":
        return blockquote(node);
      case "html": {
        const marker = SECTION_MARKER.exec(node.value.trim());
        if (marker) return void startSection(marker[1]!.trim());
        // Raw HTML is kept as the text it is; the page shows it, never runs it.
        return void push({ p: node.value }, node);
      }
      case "thematicBreak":
        return;
      default:
        problems.push({
          line: lineOf(node),
          message: `A ${node.type} cannot be a block; rewrite it as text, a list or a table.`,
        });
    }
  }

  function paragraph(node: Paragraph) {
    const only = node.children.length === 1 ? node.children[0] : undefined;
    if (only?.type === "image") {
      const caption = only.title ?? undefined;
      if (caption !== undefined || only.alt)
        return void push({ figure: { src: only.url, alt: only.alt ?? "", ...(caption ? { caption } : {}) } }, node);
      return void push({ img: only.url }, node);
    }
    push({ p: inlineSource(node) }, node);
  }

  function yaml(node: Code, what: string): { value: unknown } | null {
    try {
      return { value: YAML.parse(node.value) };
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0] : "not YAML";
      problems.push({ line: lineOf(node), message: `The ${what} block is not valid YAML: ${message}` });
      return null;
    }
  }

  function code(node: Code) {
    const kept = node.lang?.startsWith(KEPT_FENCE) ? node.lang.slice(KEPT_FENCE.length) : null;
    if (kept) {
      const read = yaml(node, kept);
      return void (read && keep({ [kept]: read.value }, node));
    }
    const structured = node.lang && STRUCTURED_FENCES.has(node.lang) ? node.lang : null;
    if (structured) {
      const read = yaml(node, structured);
      return void (read && push({ [structured]: read.value } as Block, node));
    }
    const file = /(?:^|\s)file=("?)([^\s"]+)\1/.exec(node.meta ?? "")?.[2];
    const lang = node.lang?.toLowerCase();
    push(
      lang || file ? { code: { text: node.value, ...(lang ? { lang } : {}), ...(file ? { file } : {}) } } : { code: node.value },
      node,
    );
  }

  function list(node: List) {
    const items: string[] = [];
    const collect = (list: List) => {
      for (const item of list.children) {
        for (const child of item.children) {
          if (child.type === "paragraph") items.push(inlineSource(child));
          else if (child.type === "list") {
            problems.push({ line: lineOf(child), message: "A list inside a list item: the site's lists have one level." });
            collect(child);
          } else problems.push({ line: lineOf(child), message: `A ${child.type} inside a list item cannot be kept.` });
        }
      }
    };
    collect(node);
    push(node.ordered ? { ol: items } : { ul: items }, node);
  }

  function table(node: Table) {
    const cells = node.children.map((row) =>
      row.children.map((cell) => {
        const first = cell.children[0];
        const last = cell.children[cell.children.length - 1];
        const text = first && last ? source.slice(first.position?.start.offset ?? 0, last.position?.end.offset ?? 0) : "";
        return text.replace(/\\\|/g, "|");
      }),
    );
    const [header = [], ...rows] = cells;
    push({ table: { header, rows: rows.map((row) => ({ cells: header.map((_, index) => row[index] ?? "") })) } }, node);
  }

  function blockquote(node: Blockquote) {
    // The quoted lines without their "> ", so the callout keeps its inline Markdown.
    const inner = slice(node)
      .split("\n")
      .map((line) => line.replace(/^\s{0,3}>\s?/, ""))
      .join("\n");
    const alert = ALERT.exec(inner);
    const text = (alert ? inner.slice(alert[0].length) : inner).trim();
    const tone = alert && /WARNING|CAUTION/i.test(alert[1]!) ? "warning" : "note";
    push(tone === "warning" ? { warning: text } : { note: text }, node);
  }

  return { ...(title !== undefined ? { title } : {}), front, pageData: sections, lines, problems };
}
