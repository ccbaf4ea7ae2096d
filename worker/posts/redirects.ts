import type { Firestore } from "../firestore";
import { claimPath } from "./claims";

/** Renames of renames are followed this far; a longer chain (or a loop) is treated as no redirect. */
const MAX_HOPS = 5;

/**
 * The current address of a post that used to live at `slug`: the studio leaves the old
 * address's claim (`slugs/{slug}`) pointing at the new one on every rename. Chains are
 * followed, so readers get one 301 straight to the post.
 */
export async function followRedirects(firestore: Firestore, slug: string): Promise<string | null> {
  const seen = new Set([slug]);
  let current = slug;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const claim = await firestore.getDocument(claimPath(current));
    const next = claim?.data.redirectTo;
    if (typeof next !== "string" || !next) return current === slug ? null : current;
    if (seen.has(next)) return null;
    seen.add(next);
    current = next;
  }
  return null;
}
