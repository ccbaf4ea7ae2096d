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

/** Every code block of a post in reading order, as uniquely named files. */
export function codeFiles(post: Pick<Post, "sections">): CodeFile[] {
  const files: CodeFile[] = [];
  const taken = new Set<string>();
  let number = 0;
  for (const { block } of post.sections?.flatMap((section) => section.blocks) ?? []) {
    if (!("code" in block)) continue;
    number += 1;
    const code = typeof block.code === "string" ? { text: block.code } : block.code;
    let name = code.file ?? `code-${number}.${extensionFor(code.lang)}`;
    if (taken.has(name.toLowerCase())) {
      const dot = name.lastIndexOf(".");
      name = dot > 0 ? `${name.slice(0, dot)}-${number}${name.slice(dot)}` : `${name}-${number}`;
    }
    taken.add(name.toLowerCase());
    files.push({ block, name, text: code.text });
  }
  return files;
}

/** Where one file downloads, and where all of a post's files download as one .zip. */
export const codeFilePath = (slug: string, name: string): string =>
  `/${encodeURIComponent(slug)}/files/${encodeURIComponent(name)}`;
export const codeZipPath = (slug: string): string => `/${encodeURIComponent(slug)}/files.zip`;
