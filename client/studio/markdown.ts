/**
 * The Markdown side of the editor: the one converter (client/markdown/), between Markdown
 * and the editor's blocks. It is loaded on first use (see loadMarkdown), because the parser
 * and its GFM extensions are about as large as the rest of the studio.
 */
import { blocksToMarkdown } from "../markdown/to-markdown";
import { markdownToBlocks, type MarkdownProblem } from "../markdown/from-markdown";
import { sectionMarker } from "../markdown/syntax";
import { kindOf, type Block } from "../data/post-schema";
import { fromStoredBlock, toStoredBlocks, type BlockDraft } from "./blocks";
import { newSection } from "./post-form";
import type { PostFormat } from "./types";
import { fieldsFromFront, postAsMarkdown } from "../markdown/post-markdown";

export interface BlocksFromMarkdown {
  title?: string;
  /** The document's blocks, its sections run together in order. */
  blocks: BlockDraft[];
  problems: MarkdownProblem[];
  /** Whether the text has any block structure; plain text (one paragraph) has none. */
  structured: boolean;
}

/** `titleAsHeading`: an opening `# heading` stays a heading block (a section's text has no title). */
export function blocksFromMarkdown(markdown: string, titleAsHeading = false): BlocksFromMarkdown {
  const converted = markdownToBlocks(markdown);
  const heading: Block[] = titleAsHeading && converted.title !== undefined ? [{ h1: converted.title }] : [];
  if (titleAsHeading) delete converted.title;
  const stored = [...heading, ...converted.pageData.flatMap((section) => section.content)];
  const blocks = stored.map(fromStoredBlock).filter((block): block is BlockDraft => block !== null);
  const structured = converted.title !== undefined || stored.length > 1 || (stored[0] !== undefined && kindOf(stored[0]) !== "p");
  return {
    ...(converted.title !== undefined ? { title: converted.title } : {}),
    blocks,
    problems: converted.problems,
    structured,
  };
}

/** A section's blocks as Markdown, without the section marker the whole-post form writes. */
export function sectionAsMarkdown(blocks: readonly BlockDraft[], format: PostFormat | undefined): string {
  const text = blocksToMarkdown({ pageData: [{ section: "", content: toStoredBlocks(blocks) }], format: format ?? "plain" });
  const marker = sectionMarker("");
  return text.startsWith(marker) ? text.slice(marker.length).replace(/^\n+/, "") : text;
}

export { blocksToMarkdown, markdownToBlocks };

/** A Markdown document (front matter, `# title`, sections) as the editor's form fields. */
export function formFieldsFromMarkdown(markdown: string) {
  const converted = markdownToBlocks(markdown);
  return {
    problems: converted.problems,
    title: converted.title,
    ...fieldsFromFront(converted.front),
    sections: converted.pageData.map((section) => ({
      ...newSection(section.section),
      blocks: section.content.map(fromStoredBlock).filter((block): block is BlockDraft => block !== null),
    })),
  };
}

export { postAsMarkdown };
