import { siteIndexKey, sitemapKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";
import { siteConfig } from "../config";
import { firestoreFor } from "../firestore";
import { buildSiteIndex } from "../site-index/build";
import { collectPostSlugs } from "../sitemap/slugs";
import { TRASH_DAYS } from "../studio/store";
import { emptyExpiredTrash } from "../studio/trash-expiry";

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
  // Housekeeping that must not stop the index from being rebuilt above.
  const emptied = await emptyExpiredTrash(firestore, config.authorIds).catch((error: unknown) => {
    console.error("Could not empty the expired trash", error);
    return 0;
  });
  if (emptied) console.log(`Removed ${emptied} posts that spent ${TRASH_DAYS} days in the trash`);
  console.log(
    `Rebuilt the sitemap (${slugs.length} posts) and the post index (${index.posts.length}) in ${Date.now() - started} ms`,
  );
}
