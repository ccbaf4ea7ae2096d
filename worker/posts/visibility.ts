/**
 * Who may see a stored post: the one rule every place that decides what readers see uses
 * (the page lookup, the read model's scan and every studio or scheduled write), so a post is
 * absent from its page, the lists, search, the feed and the sitemap in the same cases.
 */

/**
 * A post readers must not see: a draft, or a post scheduled for later (it has a `publishAt`,
 * which is stored only until the scheduled job publishes it). A post with neither field is
 * public, as every post written before drafts existed.
 */
export const notPublic = (data: Record<string, unknown>): boolean =>
  data.draft === true || (data.publishAt !== undefined && data.publishAt !== null);

/** The time a post waits for, when it is scheduled (not a draft, with a publish time); else null. */
export const scheduledFor = (data: Record<string, unknown>): string | null =>
  data.draft !== true && typeof data.publishAt === "string" ? data.publishAt : null;
