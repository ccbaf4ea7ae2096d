/**
 * A post's code blocks as files (issue 21): each has a name, the author's `file` or one made
 * from its language and place, and an address that answers its exact text. The page's links
 * and the download routes both come from here.
 */
import type { Post } from "./post";
import { extensionFor } from "./code-languages";
import type { Block } from "./post-schema";

export interface CodeFile {
  /** The block it comes from (the page matches blocks to files by identity). */
  block: Block;
  name: string;
  text: string;
}

/** `name` with `-n` before its extension: "a.ino", 2 -> "a-2.ino". */
function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
}

/**
 * Every code block of a post in reading order, as uniquely named files: the names are
 * decided here once, for the page's links, the downloads and the zip alike. A block keeps the
 * name its author gave it unless an earlier block has it; a later duplicate, or a block with
 * no name of its own, gets a numbered name that no block names (case aside, as file systems
 * that ignore case would see them).
 */
export function codeFiles(post: Pick<Post, "sections">): CodeFile[] {
  const blocks = (post.sections?.flatMap((section) => section.blocks) ?? []).flatMap(({ block }) =>
    "code" in block ? [{ block, code: typeof block.code === "string" ? { text: block.code } : block.code }] : [],
  );
  // Every name an author gave, so a numbered name never takes one a later block asks for.
  const named = new Set(blocks.flatMap(({ code }) => ("file" in code && code.file ? [code.file.toLowerCase()] : [])));
  const taken = new Set<string>();
  return blocks.map(({ block, code }, index) => {
    const own = "file" in code ? code.file : undefined;
    const base = own ?? `code-${index + 1}.${extensionFor("lang" in code ? code.lang : undefined)}`;
    let name = base;
    for (let n = Math.max(2, index + 1); taken.has(name.toLowerCase()) || (name !== own && named.has(name.toLowerCase())); n += 1)
      name = numbered(base, n);
    taken.add(name.toLowerCase());
    return { block, name, text: code.text };
  });
}

/** Where one file downloads, and where all of a post's files download as one .zip. */
export const codeFilePath = (slug: string, name: string): string =>
  `/${encodeURIComponent(slug)}/files/${encodeURIComponent(name)}`;
export const codeZipPath = (slug: string): string => `/${encodeURIComponent(slug)}/files.zip`;
