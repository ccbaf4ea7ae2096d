import type { HeadingLevel, Post, PostBlock, PostMeta, PostSection } from "../../client/data/post";
import type { FirestoreDocument } from "../firestore";
import { isRecord } from "../records";
import { isSafeUrl } from "../safe-url";

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;

/**
 * Turns one pageData block ({ kind: value }) into what the page renders, per the spec:
 * h1..h6 are headings, p a paragraph, img an image, any other kind a plain paragraph.
 * Image addresses must be http(s) or site-relative; anything else is dropped.
 */
export function normaliseBlock(block: unknown): PostBlock | null {
  if (!isRecord(block)) return null;
  const kind = Object.keys(block)[0];
  if (kind === undefined) return null;
  const value = text(block[kind]);
  if (value === undefined) return null;
  const heading = /^h([1-6])$/.exec(kind);
  if (heading) return { kind: "heading", level: Number(heading[1]) as HeadingLevel, text: value };
  if (kind === "img") return isSafeUrl(value) ? { kind: "image", src: value.trim() } : null;
  return { kind: "paragraph", text: value };
}

function normaliseSections(pageData: unknown): PostSection[] | null {
  if (!Array.isArray(pageData)) return null;
  return pageData.filter(isRecord).map((section) => ({
    section: text(section.section) ?? "",
    blocks: (Array.isArray(section.content) ? section.content : [])
      .map(normaliseBlock)
      .filter((block): block is PostBlock => block !== null),
  }));
}

function normaliseMeta(meta: unknown): PostMeta {
  if (!isRecord(meta)) return {};
  const result: PostMeta = {};
  for (const key of ["title", "keywords", "author", "description", "url", "canonical"] as const) {
    const value = text(meta[key])?.trim();
    if (value) result[key] = value;
  }
  return result;
}

/** A Firestore post document, read defensively: wrong types become absent fields. */
export function normalisePost(authorId: string, { id, data }: FirestoreDocument, slug: string): Post {
  return {
    id,
    authorId,
    slug: text(data.slug) ?? slug,
    title: text(data.title)?.trim() ?? "",
    meta: normaliseMeta(data.meta),
    sections: normaliseSections(data.pageData),
    content: text(data.content) ?? null,
  };
}
