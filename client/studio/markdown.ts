/**
 * The Markdown side of the editor: the one converter (client/markdown/), between Markdown
 * and the editor's blocks. It is loaded on first use (see loadMarkdown), because the parser
 * and its GFM extensions are about as large as the rest of the studio.
 */
import { blocksToMarkdown } from "../markdown/to-markdown";
import { markdownToBlocks, type MarkdownProblem } from "../markdown/from-markdown";
import { sectionMarker } from "../markdown/syntax";
import { META_KEYS, type Block, type KeptBlock, type MetaKey } from "../data/post-schema";
import { slugFormatProblem } from "../data/slug";
import { readBlock } from "../data/stored-post";
import { fromBlock, fromReadBlock, toStoredBlocks, type BlockDraft } from "./blocks";
import { newSection, testedText, type PostForm } from "./post-form";
import type { PostFormat } from "./types";
import { checkedFrontFields, postAsMarkdown } from "../markdown/post-markdown";

/** Blocks converted from Markdown, in the editor's form (a kept block stays as it was written). */
const draftsOf = (blocks: ReadonlyArray<Block | KeptBlock>): BlockDraft[] =>
  blocks.flatMap((block) => {
    const read = readBlock(block);
    return read ? [fromReadBlock(read)] : [];
  });

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
  const blocks = draftsOf(stored);
  const structured = converted.title !== undefined || stored.length > 1 || (stored[0] !== undefined && !("p" in stored[0]));
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

export { blocksToMarkdown, markdownToBlocks, fromBlock };

/** What importing a Markdown document changes in the editor's form, or the problems that stop it. */
export interface ImportedFields {
  problems: MarkdownProblem[];
  title: string | undefined;
  /** The front matter's address, when it names a good one. */
  slug: string | undefined;
  /** The form fields the front matter sets (the others stay as they are). */
  change: Partial<
    Pick<PostForm, "meta" | "topic" | "draft" | "difficulty" | "minutes" | "boards" | "tested" | "other" | "otherMeta">
  >;
  sections: PostForm["sections"];
}

/**
 * A Markdown document (front matter, `# title`, sections) as the editor's form fields. The
 * front matter is the post's own fields (client/markdown/post-markdown.ts): each is checked
 * with its rule in the post schema, and one it refuses is a problem, not a silent loss.
 */
export function formFieldsFromMarkdown(markdown: string): ImportedFields {
  const converted = markdownToBlocks(markdown);
  const { checked, problems, other, otherMeta } = checkedFrontFields(converted.front);
  const { meta, topic, draft, difficulty, minutes, boards, tested } = checked;
  const slug =
    typeof converted.front.slug === "string" && !slugFormatProblem(converted.front.slug) ? converted.front.slug : undefined;
  const change: ImportedFields["change"] = {
    ...(meta && Object.keys(meta).length
      ? { meta: Object.fromEntries(META_KEYS.map((key) => [key, meta[key] ?? ""])) as Record<MetaKey, string> }
      : {}),
    ...(topic !== undefined ? { topic } : {}),
    ...(draft !== undefined ? { draft } : {}),
    ...(difficulty !== undefined ? { difficulty } : {}),
    ...(minutes !== undefined ? { minutes: String(minutes) } : {}),
    ...(boards !== undefined ? { boards } : {}),
    ...(tested !== undefined ? { tested: testedText(tested) } : {}),
    ...(Object.keys(other).length ? { other } : {}),
    ...(Object.keys(otherMeta).length ? { otherMeta } : {}),
  };
  return {
    problems: [...converted.problems, ...problems],
    title: converted.title,
    slug,
    change,
    sections: converted.pageData.map((section) => ({ ...newSection(section.section), blocks: draftsOf(section.content) })),
  };
}

export { postAsMarkdown };
