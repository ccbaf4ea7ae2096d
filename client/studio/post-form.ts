import { META_FIELD_LABELS } from "../data/field-labels";
import { META_KEYS, type BoardId, type Difficulty, type MetaKey } from "../data/post-schema";
import { readStoredPost } from "../data/stored-post";
import { fromReadBlock, newBlock, toStoredBlocks, type BlockDraft } from "./blocks";
import type { Place } from "./editor-context";
import { newId } from "./ids";
import type { PostBody, PostFormat, StoredPost } from "./types";

export interface SectionDraft {
  id: string;
  /** The style name the site turns into a class (post-section--{style}). */
  style: string;
  blocks: BlockDraft[];
}

/** Everything the post editor edits, as the author typed it. */
export interface PostForm {
  slug: string;
  title: string;
  meta: Record<MetaKey, string>;
  /** A topic page slug, or "" for none. */
  topic: string;
  draft: boolean;
  /**
   * When a scheduled post goes public: the UTC time the API stores ("2026-11-28T10:00:00Z"),
   * or "" when the post is not scheduled. Only with `draft` false.
   */
  publishAt: string;
  content: string;
  sections: SectionDraft[];
  /**
   * "markdown": text takes inline Markdown (new posts); absent: plain text, as every post
   * written before (a working copy kept by an older studio has none either).
   */
  format?: PostFormat;
  /** "" for none. */
  difficulty: Difficulty | "";
  /** Build time in minutes, as typed ("" for none). */
  minutes: string;
  /** The pinout boards the tutorial uses. */
  boards: BoardId[];
  /** What the tutorial was tested with, one a line, as typed ("" for none). */
  tested: string;
  /**
   * What the stored post holds that the editor cannot read (fields a newer schema added,
   * values it cannot mend), sent back exactly as stored so a save keeps it.
   */
  other: Record<string, unknown>;
  /** meta keys the editor cannot read, kept the same way. */
  otherMeta: Record<string, unknown>;
}

export const META_LABELS: Record<MetaKey, { label: string; hint?: string; type?: "url" }> = {
  title: {
    label: META_FIELD_LABELS.title,
    hint: "The heading readers see on the post, and its title in browser tabs and search results. Leave it empty to use the short title.",
  },
  description: {
    label: META_FIELD_LABELS.description,
    hint: "The summary under the title in search results; about 150 characters.",
  },
  keywords: { label: META_FIELD_LABELS.keywords, hint: "Separate them with commas." },
  author: { label: META_FIELD_LABELS.author, hint: "The byline; the site's name when empty." },
  url: { label: META_FIELD_LABELS.url, hint: "An http(s) address or a path on this site.", type: "url" },
  canonical: { label: META_FIELD_LABELS.canonical, hint: "Only when the post first appeared elsewhere.", type: "url" },
};

/** The post's own title, shown where posts are listed (the studio names it for that). */
export const SHORT_TITLE_LABEL = {
  label: "Short title for lists",
  hint: "Shown in post lists, cards and links to the post; also the heading when the heading field is empty.",
};

/** Search engines cut descriptions at about this length. */
export const DESCRIPTION_GUIDE = 160;

export const newSection = (style = ""): SectionDraft => ({ id: newId("section"), style, blocks: [] });

const emptyMeta = (): Record<MetaKey, string> => Object.fromEntries(META_KEYS.map((key) => [key, ""])) as Record<MetaKey, string>;

/**
 * A new post starts as a Markdown draft with one section holding one paragraph, ready to
 * type (or paste a Markdown document) into; left empty, the paragraph is not saved.
 */
export function emptyForm(): PostForm {
  return {
    slug: "",
    title: "",
    meta: emptyMeta(),
    topic: "",
    draft: true,
    publishAt: "",
    content: "",
    sections: [{ ...newSection("intro"), blocks: [newBlock("p")] }],
    format: "markdown",
    difficulty: "",
    minutes: "",
    boards: [],
    tested: "",
    other: {},
    otherMeta: {},
  };
}

/**
 * A stored post in the editor's form, read with the one lenient reader (client/data/stored-post.ts);
 * `kept` counts the blocks the editor keeps as stored because it cannot edit them.
 */
export function formFromStored(post: StoredPost): { form: PostForm; kept: number } {
  const read = readStoredPost(post);
  const { fields } = read;
  const meta = emptyMeta();
  for (const key of META_KEYS) meta[key] = fields.meta[key] ?? "";
  let kept = 0;
  const sections = (read.sections ?? []).map((section) => ({
    id: newId("section"),
    style: section.section,
    blocks: section.content.map((block) => {
      if ("kept" in block) kept += 1;
      return fromReadBlock(block);
    }),
  }));
  return {
    form: {
      slug: post.slug,
      title: fields.title,
      meta,
      topic: fields.topic ?? "",
      draft: fields.draft === true,
      publishAt: fields.draft !== true && fields.publishAt ? fields.publishAt : "",
      content: fields.content ?? "",
      sections,
      ...(fields.format ? { format: fields.format } : {}),
      difficulty: fields.difficulty ?? "",
      minutes: fields.minutes === undefined ? "" : String(fields.minutes),
      boards: fields.boards ?? [],
      tested: testedText(fields.tested ?? []),
      other: read.other,
      otherMeta: read.otherMeta,
    },
    kept,
  };
}

/** A working copy an older studio kept lacks the newer fields: it opens with them empty. */
export const withFormDefaults = (form: Partial<PostForm> & Pick<PostForm, "slug" | "title" | "meta" | "sections">): PostForm => ({
  topic: "",
  draft: true,
  publishAt: "",
  content: "",
  difficulty: "",
  minutes: "",
  boards: [],
  tested: "",
  other: {},
  otherMeta: {},
  ...form,
});

/** A "Tested with" list as the studio's text box shows it: one line each. */
export const testedText = (tested: readonly string[]): string => tested.join("\n");

/** The lines typed in the "Tested with" box, trimmed, empty lines left out. */
export const testedLines = (typed: string): string[] =>
  typed
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The body the API takes for this form; empty optional fields are left out, and so are
 * empty blocks and the sections they leave empty (the schema refuses an empty block, and
 * an empty paragraph would publish as an empty <p>).
 */
export function bodyOf(form: PostForm, previousSlug?: string | null): PostBody {
  const meta: PostBody["meta"] = {};
  for (const key of META_KEYS) {
    const value = form.meta[key].trim();
    if (value) meta[key] = value;
  }
  const pageData = form.sections
    .map((section) => ({ section: section.style.trim(), content: toStoredBlocks(section.blocks) }))
    .filter((section) => section.content.length > 0);
  const minutes = form.minutes.trim();
  const tested = testedLines(form.tested);
  return {
    // What the editor could not read goes back as it came; the fields it edits follow.
    ...form.other,
    title: form.title.trim(),
    meta: { ...form.otherMeta, ...meta },
    draft: form.draft,
    // A draft has no publish time (the API refuses one).
    ...(form.publishAt && !form.draft ? { publishAt: form.publishAt } : {}),
    ...(pageData.length ? { pageData } : {}),
    ...(form.content.trim() ? { content: form.content } : {}),
    ...(form.topic ? { topic: form.topic } : {}),
    ...(form.format ? { format: form.format } : {}),
    ...(form.difficulty ? { difficulty: form.difficulty } : {}),
    // Not a whole number: sent as typed, so the server's answer names the field (the schema's rule).
    ...(minutes ? { minutes: /^\d+$/.test(minutes) ? Number(minutes) : (minutes as unknown as number) } : {}),
    ...(form.boards.length ? { boards: form.boards } : {}),
    ...(tested.length ? { tested } : {}),
    ...(previousSlug && previousSlug !== form.slug ? { previousSlug } : {}),
  };
}

/** Whether the form has what the server needs before it renders or saves anything. */
export function hasContent(form: PostForm): boolean {
  return form.sections.some((section) => toStoredBlocks(section.blocks).length > 0) || form.content.trim() !== "";
}

/** The form with a block put at a place: after the named block, else at the end of the named (else the last) section. */
export function placeBlock(form: PostForm, place: Place, block: BlockDraft): PostForm {
  const sections = form.sections.length ? form.sections : [newSection()];
  const named = sections.findIndex((section) => section.id === place.sectionId);
  const at = named >= 0 ? named : sections.length - 1;
  return {
    ...form,
    sections: sections.map((section, index) => {
      if (index !== at) return section;
      const after = section.blocks.findIndex((each) => each.id === place.afterBlockId);
      const blocks = [...section.blocks];
      blocks.splice(after >= 0 ? after + 1 : blocks.length, 0, block);
      return { ...section, blocks };
    }),
  };
}
