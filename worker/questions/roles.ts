import type { SiteConfig } from "../config";

/**
 * Whether `uid` may moderate the questions on a post owned by `postOwner`: the post's own
 * writer, and every editor (EDITOR_IDS), who answers for the whole site. The one place that
 * says who moderates.
 */
export function canModerate(config: SiteConfig, uid: string, postOwner: string): boolean {
  if (!config.authorIds.includes(postOwner)) return false;
  return uid === postOwner || config.roles.editors.includes(uid);
}

/** The post owners whose questions `uid` moderates: the writers canModerate allows. */
export const moderatedOwners = (config: SiteConfig, uid: string): string[] =>
  config.authorIds.filter((owner) => canModerate(config, uid, owner));
