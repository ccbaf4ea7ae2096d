import { siteConfig } from "../config";
import { contentChanges } from "../content/changes";
import { firestoreFor } from "../firestore";
import { reconcileReadModel } from "../read-model/reconcile";
import { deleteExpiredPreviewLinks } from "../studio/preview-links";
import { TRASH_DAYS } from "../studio/store";
import { emptyExpiredTrash } from "../studio/trash-expiry";
import { questionsHousekeeping, SPAM_DAYS } from "../questions/housekeeping";
import { deleteQuestionsOf } from "../questions/store";

/**
 * The scheduled job ([triggers] crons in wrangler.toml): reconciles the read model (post
 * lists, search and the sitemap's slugs) with Firestore, reading only what changed since the
 * last run (worker/read-model/incremental.ts), so posts written outside the studio are found
 * within half an hour and a lost studio update is repaired; then empties the expired trash,
 * removes expired preview links (they answer 404 from the moment they expire; this only tidies)
 * and tidies the readers' questions (old spam, old client hashes and salts).
 */
export async function rebuildIndexes(env: Env): Promise<void> {
  const result = siteConfig(env);
  if (!result.ok) return;
  const { config } = result;
  const firestore = firestoreFor(config);
  const changes = contentChanges({ kv: env.CONTENT_CACHE, db: env.READ_MODEL }, config);
  const started = Date.now();
  const [readModel] = await Promise.allSettled([
    (async () => {
      const report = await reconcileReadModel(env.READ_MODEL, firestore, config.authorIds);
      // Nothing changed, nothing purged: the cached pages stay as they are.
      if (report.changed || report.tombstoned) await changes.indexChanged(report.slugs);
      return report;
    })(),
  ]);
  if (readModel.status === "rejected") console.error("Reconciling the read model failed", readModel.reason);
  // Housekeeping that must not stop the rest of the job.
  // A post that goes for good takes its readers' questions with it.
  const emptied = await emptyExpiredTrash(firestore, config.authorIds, Date.now(), (post) =>
    deleteQuestionsOf(env.READ_MODEL, post),
  ).catch((error: unknown) => {
    console.error("Could not empty the expired trash", error);
    return 0;
  });
  if (emptied) console.log(`Removed ${emptied} posts that spent ${TRASH_DAYS} days in the trash`);
  const expiredLinks = await deleteExpiredPreviewLinks(firestore).catch((error: unknown) => {
    console.error("Could not remove expired preview links", error);
    return 0;
  });
  if (expiredLinks) console.log(`Removed ${expiredLinks} expired preview links`);
  const questions = await questionsHousekeeping(env.READ_MODEL).catch((error: unknown) => {
    console.error("Could not tidy the readers' questions", error);
    return null;
  });
  if (questions?.spamDeleted) console.log(`Deleted ${questions.spamDeleted} questions marked as spam over ${SPAM_DAYS} days ago`);
  const report = readModel.status === "fulfilled" ? readModel.value : null;
  console.log(
    `Scheduled job in ${Date.now() - started} ms: read model ${
      report
        ? `${report.documentsRead} documents read, ${report.changed} changed, ${report.tombstoned} removed` +
          (report.fullCheck ? ` (full check: ${report.fullCheck})` : "")
        : "failed"
    }`,
  );
  if (readModel.status === "rejected") throw new Error("The scheduled job failed in part", { cause: readModel.reason });
}
