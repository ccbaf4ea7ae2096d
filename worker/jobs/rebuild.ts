import { siteIndexKey, sitemapKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";
import { siteConfig } from "../config";
import { firestoreFor } from "../firestore";
import { buildSiteIndex } from "../site-index/build";
import { collectPostSlugs } from "../sitemap/slugs";

/**
 * The scheduled job ([triggers] crons in wrangler.toml): rebuilds the sitemap's slug list
 * (slugs only, a page at a time) and the index of published posts with the search index,
 * and stores them, so crawlers, readers and searches never wait on a full scan, and posts
 * written outside the studio are found within half an hour.
 */
export async function rebuildIndexes(env: Env): Promise<void> {
  const result = siteConfig(env);
  if (!result.ok) return;
  const { config } = result;
  const firestore = firestoreFor(config);
  const cache = readThroughCache(env.CONTENT_CACHE);
  const started = Date.now();
  const slugs = await collectPostSlugs(firestore, config.authorIds);
  await cache.write(await sitemapKey(config.authorIds), slugs);
  const index = await buildSiteIndex(firestore, config.authorIds);
  await cache.write(await siteIndexKey(config.authorIds), index);
  console.log(
    `Rebuilt the sitemap (${slugs.length} posts) and the post index (${index.posts.length}) in ${Date.now() - started} ms`,
  );
}
