import { siteConfig } from "../config";
import { contentChanges } from "../content/changes";
import { firestoreFor } from "../firestore";
import { publishesOnly } from "./crons";
import { publishDuePosts } from "./publish-due";
import { rebuildIndexes } from "./rebuild";

/**
 * One run of the scheduled job (worker/index.ts `scheduled`). Every run first publishes the
 * posts whose time has come (./publish-due.ts); the every-minute run stops there, and every
 * other run (the half-hourly one, a manual `/cdn-cgi/local/scheduled`) goes on to the read
 * model and the trash (./rebuild.ts). The run's time is its scheduled time, or the clock when
 * that is later (a run that starts late publishes what is due by the time it starts).
 */
export async function runScheduledJob(env: Env, { cron, scheduledTime }: { cron?: string; scheduledTime?: number }) {
  const result = siteConfig(env);
  if (!result.ok) return;
  const { config } = result;
  const changes = contentChanges({ kv: env.CONTENT_CACHE, db: env.READ_MODEL }, config);
  const now = Math.max(Date.now(), scheduledTime ?? 0);
  let publishing: unknown = null;
  try {
    const report = await publishDuePosts(firestoreFor(config), config.authorIds, now, (slugs, posts) =>
      changes.postsChanged(slugs, posts),
    );
    if (report.published.length)
      console.log(`Published ${report.published.length} scheduled posts: ${report.published.join(", ")}`);
    if (report.failed) publishing = new Error(`${report.failed} scheduled posts could not be published`);
  } catch (error) {
    console.error("Publishing the scheduled posts failed; the next run tries again", error);
    publishing = error;
  }
  if (!publishesOnly(cron)) await rebuildIndexes(env);
  if (publishing) throw new Error("The scheduled job could not publish every due post", { cause: publishing });
}
