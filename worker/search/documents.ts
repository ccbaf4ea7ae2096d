import { blockText, headingText } from "../../client/data/block-text";
import type { PlacedBlock, Post } from "../../client/data/post";
import type { Block } from "../../client/data/post-schema";
import type { SearchKind } from "../../client/data/search";
import { plainText } from "../../client/markdown/plain-text";
import { postTitle } from "../posts/head";
import { postPath } from "../../client/data/post-summary";

/** A part of a page that search can lead to by its anchor: a post's heading, a topic page's pinout, pin or item. */
export interface SearchSection {
  /** The section's name as a result shows it, e.g. "Wiring the BME280" or "Pinout: GPIO34". */
  name: string;
  /** The id the page gives it (the same function the page uses), e.g. "wiring-the-bme280". */
  anchor: string;
  /** The words its title is found by, when they differ from `name` (a pin by its label and other names). */
  title?: string;
}

/**
 * One thing search can find: a whole page (a topic page, a published post, a calculator) or
 * one section of one, which is found by its own heading and text and by its page's title.
 */
export interface SearchDocument {
  kind: SearchKind;
  /** The page's address, without an anchor. */
  url: string;
  /** The page's title. */
  title: string;
  /** Another title the page is known by (a post's own title, when its page shows its meta title). */
  otherTitle?: string;
  /** Names a whole page is also looked for by, below its title (a calculator's keywords). */
  keywords?: string;
  /** Null for the whole page. */
  section: SearchSection | null;
  /** A page's section and item headings (or a calculator's keywords), joined; a section's subheadings. */
  headings: string;
  /** The opening words: what is indexed beyond the headings. */
  text: string;
  /** The start of `text`, stored with the index for snippets. */
  excerpt: string;
}

/** Characters of the text kept for snippets (the index stores this much per row). */
const EXCERPT_CHARS = 1_000;

const excerptOf = (text: string) =>
  text.length <= EXCERPT_CHARS ? text : `${text.slice(0, text.lastIndexOf(" ", EXCERPT_CHARS))} …`;

/** Words of body text indexed per page: enough to find a post by what it is about. */
export const TEXT_WORDS = 250;
/** Words kept per section: its heading leads, so its opening is enough. */
export const SECTION_WORDS = 200;
/**
 * Sections indexed per post, in page order (the rest are still found through the page). Each
 * post's rows take a block of rowids (worker/read-model/search-rows.ts), which bounds this.
 */
export const MAX_SECTIONS = 80;

export function firstWords(parts: string[], limit = TEXT_WORDS): string {
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

export const withExcerpt = (text: string) => ({ text, excerpt: excerptOf(text) });
const withWholeExcerpt = (text: string) => ({ text, excerpt: text });

/** Prose of a block for the index: headings are indexed on their own; code and pictures are not prose. */
function proseOf(block: Block, markdown: boolean): string[] {
  if (headingText(block) !== null || "code" in block || "img" in block) return [];
  const text = blockText(block);
  return [markdown ? plainText(text) : text];
}

/**
 * A post's sections: each h2 and h3 with the text under it up to the next heading of its
 * level or above (an h2's text includes its h3s'), anchored by the id the page gives the
 * heading (worker/posts/normalise.ts). Headings deeper than h3 belong to their section.
 */
function postSections(post: Post, markdown: boolean): SearchDocument[] {
  const placed: PlacedBlock[] = post.sections?.flatMap((section) => section.blocks) ?? [];
  const words = (text: string) => (markdown ? plainText(text) : text);
  const sections: SearchDocument[] = [];
  placed.forEach(({ block, heading }, index) => {
    if (!heading || heading.level > 3 || sections.length >= MAX_SECTIONS) return;
    const prose: string[] = [];
    const subheadings: string[] = [];
    for (const next of placed.slice(index + 1)) {
      if (next.heading && next.heading.level <= heading.level) break;
      const title = headingText(next.block);
      if (title !== null) subheadings.push(words(title));
      else prose.push(...proseOf(next.block, markdown));
    }
    const name = words(headingText(block) ?? "");
    sections.push({
      ...pageOf(post),
      section: { name, anchor: heading.id },
      headings: subheadings.join(" · "),
      // All of it is kept: search reads it to check the section holds every word of the query.
      ...withWholeExcerpt(firstWords(prose, SECTION_WORDS)),
    });
  });
  return sections;
}

/** What every row of a post shares: its address and titles. */
function pageOf(post: Post): Pick<SearchDocument, "kind" | "url" | "title" | "otherTitle"> {
  const title = postTitle(post);
  // The page shows the meta title when there is one ("HC-SR04 Distance Meter..."); the post's
  // own title often words it differently ("HC-SR04 Ultrasonic Distance Meter..."): both find it.
  const other = post.title && post.title.trim().toLowerCase() !== title.trim().toLowerCase() ? post.title : undefined;
  return { kind: "post", url: postPath(post.slug), title, ...(other ? { otherTitle: other } : {}) };
}

/** A published post as search rows: the whole page first, then its sections. */
export function postDocuments(post: Post): SearchDocument[] {
  const blocks = post.sections?.flatMap((section) => section.blocks) ?? [];
  const markdown = post.format === "markdown";
  const page: SearchDocument = {
    ...pageOf(post),
    section: null,
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
  return [page, ...postSections(post, markdown)];
}
