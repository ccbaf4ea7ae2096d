import { countWords, headingIds, readingMinutes } from "../../client/data/anchors";
import { headingText } from "../../client/data/block-text";
import type { HeadingLevel, PlacedBlock, Post, PostSection, TocEntry } from "../../client/data/post";
import { kindOf, type Block } from "../../client/data/post-schema";
import { readBlockWords, readStoredPost, type ReadBlock } from "../../client/data/stored-post";
import { storedPublishTime } from "../../client/data/publish-time";
import type { FirestoreDocument } from "../firestore";

/**
 * A read block as the page draws it: a block the schema takes, exactly as stored (mended);
 * anything else as its words in a paragraph, or nothing when it has none (an unsafe
 * address has none). So no address that is not http(s) or on this site survives, and an
 * empty block is never drawn.
 */
const shown = (read: ReadBlock): Block | null => {
  if ("block" in read) return read.block;
  const words = read.words.trim();
  return words ? { p: words } : null;
};

/**
 * Places headings in the page's outline: the title is the only h1, the first heading
 * level in the data becomes h2, and a heading is never more than one level below the one
 * it follows (data h1, h3, h6 renders h2, h3, h4). Each gets a stable, unique id.
 */
function outline(sections: Array<{ section: string; blocks: Block[] }>): { sections: PostSection[]; toc: TocEntry[] } {
  const idFor = headingIds();
  const open: Array<{ dataLevel: number; level: HeadingLevel }> = [];
  const toc: TocEntry[] = [];
  const placed = sections.map(({ section, blocks }) => ({
    section,
    blocks: blocks.map((block): PlacedBlock => {
      const heading = headingText(block);
      if (heading === null) return { block };
      const dataLevel = Number(kindOf(block).slice(1));
      while (open.length && open[open.length - 1]!.dataLevel >= dataLevel) open.pop();
      const level = Math.min((open[open.length - 1]?.level ?? 1) + 1, 6) as HeadingLevel;
      open.push({ dataLevel, level });
      const id = idFor(heading);
      if (level === 2) toc.push({ id, text: heading });
      return { block, heading: { level, id } };
    }),
  }));
  return { sections: placed, toc };
}

/**
 * A Firestore post document as the page shows it, read by the one lenient reader
 * (client/data/stored-post.ts): what the schema takes as stored, what it does not as words.
 */
export function normalisePost(authorId: string, { id, data, createTime, updateTime }: FirestoreDocument, slug: string): Post {
  const read = readStoredPost(data);
  const stored = read.sections?.map((section) => ({
    section: section.section,
    blocks: section.content.map(shown).filter((block): block is Block => block !== null),
  }));
  const { sections, toc } = stored ? outline(stored) : { sections: null, toc: [] };
  const { fields } = read;
  const content = fields.content ?? null;
  const words = read.sections
    ? read.sections.reduce(
        (sum, section) => sum + section.content.reduce((inner, block) => inner + countWords(readBlockWords(block)), 0),
        0,
      )
    : countWords(content ?? "");
  return {
    id,
    authorId,
    slug: read.slug ?? slug,
    title: fields.title,
    meta: fields.meta,
    sections,
    content,
    topic: fields.topic || null,
    format: fields.format === "markdown" ? "markdown" : "plain",
    difficulty: fields.difficulty ?? null,
    minutes: fields.minutes ?? null,
    boards: fields.boards ?? [],
    tested: fields.tested ?? [],
    toc,
    readingMinutes: readingMinutes(words),
    // A scheduled post's date is the time it was published for (set by the scheduled job), not when it was first drafted.
    published: storedPublishTime(data.publishedAt) ?? createTime ?? null,
    updated: updateTime ?? null,
  };
}
