import { listKey, postIndexKey, postKey, sitemapKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";
import type { SiteConfig } from "../config";
import { applyPostChanges, type PostChange } from "../read-model/changes";
import { withRetries } from "../read-model/retry";

/** The stores a change is written to: the KV cache and the read model (D1). */
export interface ContentStores {
  kv: KVNamespace;
  db: D1Database;
}

/**
 * How the site's derived copies learn about writes: the one place, beside the reads in
 * ./request-content.ts, that knows their keys. Routes, the studio and the scheduled job
 * call these methods; none of them builds a KV key.
 */
export interface ContentChanges {
  /**
   * After a post's Firestore commit: the changes go into the read model, each kept only if
   * no newer write of its slug is there already (tried three times, then thrown, never
   * dropped), and the affected addresses, the sitemap and the post lists are purged.
   */
  postsChanged(slugs: string[], changes: PostChange[]): Promise<void>;
  /** After a list is saved: its cached pages go. */
  listChanged(address: string): Promise<void>;
  /** The purge API: posts by slug and lists by address. */
  purge(slugs: string[], listAddresses: string[]): Promise<void>;
  /** The scheduled job's new sitemap slug list. */
  sitemapRebuilt(slugs: string[]): Promise<void>;
  /** After the read model was reconciled: the cached post lists go. */
  indexChanged(): Promise<void>;
}

export function contentChanges({ kv, db }: ContentStores, config: SiteConfig): ContentChanges {
  const cache = readThroughCache(kv);
  const { authorIds, listAdminId } = config;
  const purgeIndex = async () => cache.purge([await postIndexKey(authorIds)]);
  return {
    async postsChanged(slugs, changes) {
      await cache.purge([...(await Promise.all(slugs.map((slug) => postKey(authorIds, slug)))), await sitemapKey(authorIds)]);
      try {
        await withRetries("Writing to the read model", () => applyPostChanges(db, changes));
      } finally {
        // Purged even when D1 failed: a change may have landed before the failure was reported.
        await purgeIndex();
      }
    },
    async listChanged(address) {
      await cache.purge([await listKey(listAdminId, address)]);
    },
    async purge(slugs, listAddresses) {
      await cache.purge(
        await Promise.all([
          ...slugs.map((slug) => postKey(authorIds, slug)),
          ...listAddresses.map((address) => listKey(listAdminId, address)),
        ]),
      );
    },
    async sitemapRebuilt(slugs) {
      await cache.write(await sitemapKey(authorIds), slugs);
    },
    indexChanged: purgeIndex,
  };
}
