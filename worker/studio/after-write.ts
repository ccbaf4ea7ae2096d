import { listKey, postKey, siteIndexKey, sitemapKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";
import type { SiteConfig } from "../config";
import type { Content } from "../content/request-content";
import { withPostChanged, type IndexEntry, type SiteIndex } from "../site-index/build";

/** What a write needs to tell the caches about: the configuration, the KV namespace and the request's content access. */
export interface WriteContext {
  config: SiteConfig;
  kv: KVNamespace;
  content: Content;
}

/**
 * After a post is written or deleted: the cached copies of its old and new addresses and
 * the sitemap are purged, so the next view reads Firestore, and the index of published
 * posts is updated in place (or dropped, to be rebuilt, when there is none to update).
 */
export async function afterPostWrite(
  { config, kv, content }: WriteContext,
  slugs: string[],
  entry: IndexEntry | null,
): Promise<void> {
  const { authorIds } = config;
  const cache = readThroughCache(kv);
  const indexKey = await siteIndexKey(authorIds);
  await cache.purge([...(await Promise.all(slugs.map((slug) => postKey(authorIds, slug)))), await sitemapKey(authorIds)]);
  const index = await content.siteIndex();
  try {
    if (!index?.value) throw new Error("there is no index to update yet");
    await cache.write<SiteIndex>(indexKey, withPostChanged(index.value, slugs, entry));
  } catch (error) {
    // The post is saved; an index that cannot be updated is dropped and rebuilt instead.
    console.error("Could not update the post index in place; it will be rebuilt", error);
    await cache.purge([indexKey]);
  }
}

/** After a list is saved: its cached pages go, so the next view reads the new entries. */
export async function afterListWrite({ config, kv }: WriteContext, address: string): Promise<void> {
  await readThroughCache(kv).purge([await listKey(config.listAdminId, address)]);
}
