import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { markdownLimitProblem } from "./limits";

/** The words a reader sees in inline Markdown ("**Bold** [link](x)" -> "Bold link"), for search and summaries. */
export function plainText(markdown: string): string {
  // Beyond the limits it is not parsed (./limits.ts): its characters are its words.
  if (markdownLimitProblem(markdown)) return markdown;
  const words: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === "text" || node.type === "inlineCode" || node.type === "html" || node.type === "code")
      words.push(node.value);
    else if (node.type === "image") words.push(node.alt ?? "");
    else if ("children" in node) {
      node.children.forEach((child, index) => {
        if (index > 0 && node.type === "root") words.push(" ");
        walk(child);
      });
    }
  };
  walk(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return words.join("");
}
