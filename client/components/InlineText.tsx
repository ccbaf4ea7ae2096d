import type { Nodes, PhrasingContent, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { ReactNode } from "react";
import { isPublicAddress, safeUrl } from "../data/safe-url";
import { markdownLimitProblem } from "../markdown/limits";

/**
 * Text of a post: plain (every character shown as typed, as all earlier posts) or, in a
 * Markdown post, CommonMark inline syntax (emphasis, strong, inline code, links, GFM
 * strikethrough) rendered as React elements. Raw HTML stays text; a link whose address is
 * not http(s) or a path on this site is shown as its words only; an address written bare that
 * is a placeholder or a reader's own device (http://that-address/, http://192.168.1.42/) is
 * shown as code, not linked. Text beyond the Markdown limits (client/markdown/limits.ts) is
 * never parsed.
 */
export function InlineText({ text, markdown }: { text: string; markdown: boolean }): ReactNode {
  // Text beyond the Markdown limits (written outside the studio) is shown as typed, unparsed.
  if (!markdown || markdownLimitProblem(text)) return text;
  const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  unlinkPlaceholders(tree, text);
  const runs = tree.children.map(phrasing);
  return render(
    runs.flatMap((run, index) => (index === 0 ? run : [{ type: "text", value: " " } as const, ...run])),
    "m",
  );
}

/**
 * GFM links every bare http://, www. and e-mail address (an autolink literal); the ones that
 * are no public address (client/data/safe-url.ts) become inline code, as typed. A literal is
 * told from a written link by its source: a written one starts with "[" or "<".
 */
function unlinkPlaceholders(tree: Root, source: string): void {
  const visit = (node: Nodes) => {
    if (!("children" in node)) return;
    node.children = node.children.map((child) => {
      const start = child.position?.start.offset;
      const end = child.position?.end.offset;
      if (child.type !== "link" || start === undefined || end === undefined) {
        visit(child);
        return child;
      }
      const literal = source[start] !== "[" && source[start] !== "<";
      return literal && !isPublicAddress(child.url) ? { type: "inlineCode", value: source.slice(start, end) } : child;
    }) as typeof node.children;
  };
  visit(tree);
}

const PHRASING: ReadonlySet<string> = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "break",
  "link",
  "image",
  "html",
  "linkReference",
  "imageReference",
  "footnoteReference",
]);

/**
 * Block-level nodes inside a text field (a line that looks like a list item or a heading)
 * flatten to their words, blocks apart by a space: a text field is one run of text.
 */
function phrasing(node: RootContent): PhrasingContent[] {
  if (PHRASING.has(node.type)) return [node as PhrasingContent];
  if (node.type === "code") return [{ type: "text", value: node.value }];
  if (!("children" in node)) return [];
  const out: PhrasingContent[] = [];
  for (const child of node.children as RootContent[]) {
    const block = !PHRASING.has(child.type);
    if (block && out.length) out.push({ type: "text", value: " " });
    out.push(...phrasing(child));
  }
  return out;
}

/** Renders the nodes, joining neighbouring runs of text into one string (one text node, no separators). */
function render(nodes: PhrasingContent[], key: string): ReactNode[] {
  const out: ReactNode[] = [];
  for (const [index, node] of nodes.entries()) {
    const rendered = renderNode(node, `${key}.${index}`);
    const parts = Array.isArray(rendered) ? (rendered as ReactNode[]) : [rendered];
    for (const part of parts) {
      if (typeof part === "string" && typeof out[out.length - 1] === "string") out[out.length - 1] += part;
      else out.push(part);
    }
  }
  return out;
}

function renderNode(node: PhrasingContent, key: string): ReactNode {
  switch (node.type) {
    case "text":
      return node.value;
    case "emphasis":
      return <em key={key}>{render(node.children, key)}</em>;
    case "strong":
      return <strong key={key}>{render(node.children, key)}</strong>;
    case "delete":
      return <del key={key}>{render(node.children, key)}</del>;
    case "inlineCode":
      return <code key={key}>{node.value}</code>;
    case "break":
      return <br key={key} />;
    case "link": {
      const href = safeUrl(node.url);
      if (!href) return render(node.children, key);
      const external = /^https?:\/\//i.test(href);
      return (
        <a key={key} href={href} {...(external ? { rel: "noopener" } : {})}>
          {render(node.children, key)}
        </a>
      );
    }
    case "html":
      return node.value;
    case "image":
      return node.alt ?? "";
    default:
      return "children" in node ? render(node.children as PhrasingContent[], key) : "value" in node ? String(node.value) : "";
  }
}
