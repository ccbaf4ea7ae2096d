import type { SiteConfig } from "../config";

/**
 * Whether `uid` may moderate the questions on a post owned by `postOwner`: the post's author.
 * The one place that says who moderates (editors join here once that role exists).
 */
export function canModerate(config: SiteConfig, uid: string, postOwner: string): boolean {
  return config.authorIds.includes(uid) && uid === postOwner;
}

/** The post owners whose questions `uid` moderates: those of AUTHOR_IDS that canModerate allows. */
export const moderatedOwners = (config: SiteConfig, uid: string): string[] =>
  config.authorIds.filter((owner) => canModerate(config, uid, owner));
