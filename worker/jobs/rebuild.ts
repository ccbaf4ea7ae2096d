import { siteConfig } from "../config";
import { contentChanges } from "../content/changes";
import { firestoreFor } from "../firestore";
import { reconcileReadModel } from "../read-model/reconcile";
import { collectPostSlugs } from "../sitemap/slugs";
import { TRASH_DAYS } from "../studio/store";
import { emptyExpiredTrash } from "../studio/trash-expiry";

/**
 * The scheduled job ([triggers] crons in wrangler.toml): rebuilds the sitemap's slug list
 * (slugs only, a page at a time) and reconciles the read model (post lists and search) with
 * Firestore, so posts written outside the studio are found within half an hour and a lost
 * studio update is repaired. Either part failing does not stop the other.
 */
export async function rebuildIndexes(env: Env): Promise<void> {
  const result = siteConfig(env);
  if (!result.ok) return;
  const { config } = result;
  const firestore = firestoreFor(config);
  const changes = contentChanges({ kv: env.CONTENT_CACHE, db: env.READ_MODEL }, config);
  const started = Date.now();
  const [sitemap, readModel] = await Promise.allSettled([
    (async () => {
      const slugs = await collectPostSlugs(firestore, config.authorIds);
      await changes.sitemapRebuilt(slugs);
      return slugs.length;
    })(),
    (async () => {
      const report = await reconcileReadModel(env.READ_MODEL, firestore, config.authorIds);
      await changes.indexChanged();
      return report;
    })(),
  ]);
  if (sitemap.status === "rejected") console.error("Rebuilding the sitemap failed", sitemap.reason);
  if (readModel.status === "rejected") console.error("Reconciling the read model failed", readModel.reason);
  // Housekeeping that must not stop the rest of the job.
  const emptied = await emptyExpiredTrash(firestore, config.authorIds).catch((error: unknown) => {
    console.error("Could not empty the expired trash", error);
    return 0;
  });
  if (emptied) console.log(`Removed ${emptied} posts that spent ${TRASH_DAYS} days in the trash`);
  console.log(
    `Scheduled job in ${Date.now() - started} ms: sitemap ${sitemap.status === "fulfilled" ? `${sitemap.value} posts` : "failed"}, ` +
      `read model ${readModel.status === "fulfilled" ? `${readModel.value.scanned} posts read, ${readModel.value.tombstoned} removed` : "failed"}`,
  );
  if (sitemap.status === "rejected" || readModel.status === "rejected")
    throw new Error("The scheduled job failed in part", { cause: [sitemap, readModel] });
}
