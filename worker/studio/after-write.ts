import { listKey, postKey, siteIndexKey, sitemapKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";
import type { SiteConfig } from "../config";
import type { Content } from "../content/request-content";
import type { PostChange } from "../read-model/changes";
import { withPostChanged, type SiteIndex } from "../site-index/build";

/** What a write needs to tell the caches about: the configuration, the KV namespace and the request's content access. */
export interface WriteContext {
  config: SiteConfig;
  kv: KVNamespace;
  content: Content;
}

/**
 * After a post is written or deleted: the cached copies of its old and new addresses (an
 * old address's entry holds its redirect) and the sitemap are purged, so the next view reads Firestore, and
 * the index of published posts takes the changes. Resolves false when the index could not
 * be updated (the save itself stands; the scheduled job catches the index up).
 */
export async function afterPostWrite(
  { config, kv, content }: WriteContext,
  slugs: string[],
  changes: PostChange[],
): Promise<boolean> {
  const { authorIds } = config;
  const cache = readThroughCache(kv);
  const indexKey = await siteIndexKey(authorIds);
  await cache.purge([...(await Promise.all(slugs.map((slug) => postKey(authorIds, slug)))), await sitemapKey(authorIds)]);
  const index = await content.siteIndex();
  try {
    if (!index?.value) throw new Error("there is no index to update yet");
    const published = changes.find((change) => change.entry !== null)?.entry ?? null;
    await cache.write<SiteIndex>(indexKey, withPostChanged(index.value, slugs, published));
    return true;
  } catch (error) {
    console.error("Could not update the post index in place; it will be rebuilt", error);
    await cache.purge([indexKey]);
    return false;
  }
}

/** After a list is saved: its cached pages go, so the next view reads the new entries. */
export async function afterListWrite({ config, kv }: WriteContext, address: string): Promise<void> {
  await readThroughCache(kv).purge([await listKey(config.listAdminId, address)]);
}
