import { listKey, postKey, sitemapKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";
import type { SiteConfig } from "../config";
import { applyPostChanges, type PostChange } from "../read-model/changes";
import { purgeIndexCaches } from "../read-model/purge";
import { withRetries } from "../read-model/retry";

/** What a write needs to tell the read model and the caches about. */
export interface WriteContext {
  config: SiteConfig;
  kv: KVNamespace;
  db: D1Database;
}

/**
 * After a post is written or deleted (its Firestore commit succeeded): the changes go into
 * the read model, each kept only if no newer write of its slug is there already, then the
 * cached copies of the affected addresses, the sitemap and the post lists are purged, so the
 * next view reads the new state. A D1 write is tried three times and then thrown, never
 * dropped: the caller answers with an error and the scheduled job repairs the read model.
 */
export async function afterPostWrite(
  { config, kv, db }: WriteContext,
  slugsToPurge: string[],
  changes: PostChange[],
): Promise<void> {
  const { authorIds } = config;
  const cache = readThroughCache(kv);
  await cache.purge([...(await Promise.all(slugsToPurge.map((slug) => postKey(authorIds, slug)))), await sitemapKey(authorIds)]);
  try {
    await withRetries("Writing to the read model", () => applyPostChanges(db, changes));
  } finally {
    // Purged even when D1 failed: a change may have landed before the failure was reported.
    await purgeIndexCaches(kv, authorIds);
  }
}

/** After a list is saved: its cached pages go, so the next view reads the new entries. */
export async function afterListWrite({ config, kv }: WriteContext, address: string): Promise<void> {
  await readThroughCache(kv).purge([await listKey(config.listAdminId, address)]);
}
