import { blockText, headingText } from "../../client/data/block-text";
import type { Post } from "../../client/data/post";
import type { Block } from "../../client/data/post-schema";
import { plainText } from "../../client/markdown/plain-text";
import { topicPages } from "../../client/data/topics";
import { postTitle } from "../posts/head";
import { postPath } from "../../client/data/post-summary";
import { topicPagePath } from "../../client/data/addresses";

/** One thing search can find: a topic page or a published post. */
export interface SearchDocument {
  id: string;
  kind: "topic" | "post";
  url: string;
  title: string;
  /** Section and item headings, joined. */
  headings: string;
  /** The opening words: what is indexed beyond the headings. */
  text: string;
  /** The start of `text`, stored with the index for snippets. */
  excerpt: string;
}

/** Characters of the text kept for snippets (the index stores this much per document). */
const EXCERPT_CHARS = 1_000;

const excerptOf = (text: string) =>
  text.length <= EXCERPT_CHARS ? text : `${text.slice(0, text.lastIndexOf(" ", EXCERPT_CHARS))} …`;

/** Words of body text indexed per document: enough to find a post by what it is about. */
const TEXT_WORDS = 250;

function firstWords(parts: string[], limit = TEXT_WORDS): string {
  const words: string[] = [];
  for (const part of parts) {
    for (const word of part.split(/\s+/)) {
      if (!word) continue;
      words.push(word);
      if (words.length >= limit) return words.join(" ");
    }
  }
  return words.join(" ");
}

/** Prose of a block for the index: headings are indexed on their own; code and pictures are not prose. */
function proseOf(block: Block, markdown: boolean): string[] {
  if (headingText(block) !== null || "code" in block || "img" in block) return [];
  const text = blockText(block);
  return [markdown ? plainText(text) : text];
}

export function postDocument(post: Post): SearchDocument {
  const blocks = post.sections?.flatMap((section) => section.blocks) ?? [];
  const markdown = post.format === "markdown";
  return {
    id: `post:${post.slug}`,
    kind: "post",
    url: postPath(post.slug),
    title: postTitle(post),
    headings: blocks
      .flatMap(({ block }) => {
        const heading = headingText(block);
        return heading === null ? [] : [markdown ? plainText(heading) : heading];
      })
      .join(" · "),
    ...withExcerpt(
      firstWords([
        post.meta.description ?? "",
        ...(post.sections ? blocks.flatMap(({ block }) => proseOf(block, markdown)) : [post.content ?? ""]),
      ]),
    ),
  };
}

const withExcerpt = (text: string) => ({ text, excerpt: excerptOf(text) });

/** The 26 topic pages: title, headings, intro, features and project ideas. */
export function topicDocuments(): SearchDocument[] {
  return [...topicPages.values()].map(({ content }) => {
    const items = [
      ...content.features,
      ...Object.values(content.projectIdeas).flat(),
      ...content.topProjects,
      ...content.tutorials,
    ];
    return {
      id: `topic:${content.slug}`,
      kind: "topic",
      url: topicPagePath(content.slug),
      title: content.title,
      headings: items.map((item) => item.title).join(" · "),
      ...withExcerpt(firstWords([...content.intro, ...items.map((item) => item.text)])),
    };
  });
}
