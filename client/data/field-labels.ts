import type { MetaKey, PostField } from "./post-schema";

/**
 * What authors call each field of a post: the studio's form, the history's summaries and
 * comparisons, and the conflict view all name a field with these words. Exhaustive, so a
 * field added to the schema fails `tsc` here until it has a name.
 */
export const META_FIELD_LABELS: Record<MetaKey, string> = {
  title: "Heading and browser title",
  description: "Description",
  keywords: "Keywords",
  author: "Author",
  url: "URL",
  canonical: "Canonical address",
};

/** The post's own fields (meta and the sections are named part by part, above and in post-diff.ts). */
export const POST_FIELD_LABELS: Record<Exclude<PostField, "meta" | "pageData">, string> = {
  title: "Title",
  draft: "Publishing",
  publishAt: "Publish time",
  topic: "Topic",
  format: "Text format",
  difficulty: "Difficulty",
  minutes: "Build time",
  boards: "Boards",
  tested: "Tested with",
  content: "Plain content",
};
