import { dueQueryBound, publishTimeMs, storedPublishTime } from "../../client/data/publish-time";
import { FirestoreError, type Firestore, type FirestoreDocument } from "../firestore";
import { COLLECTIONS, isListDocumentId, paths } from "../firestore/paths";
import { PRECONDITION_STATUSES } from "../firestore/rest";
import { scheduledFor } from "../posts/visibility";
import type { PostChange } from "../read-model/changes";
import { UPDATED_AT } from "../read-model/incremental";
import { sameJson } from "../studio/post-body";
import { changeFor } from "../studio/posts-service";
import { revisionWrites } from "../studio/revisions";
import { versionStamp } from "../studio/version-stamp";

/** Who the scheduled job's writes name as their author (the post's `savedBy`, like every write's). */
export const SCHEDULER = { uid: "scheduler", name: "Scheduled publishing" } as const;

/** Due posts read per account and run: a run stays short however many fall due at once; the next run takes the rest. */
const DUE_PER_RUN = 100;
/** Writes tried per post: a failed precondition means someone wrote it since it was read, so it is read again. */
const TRIES = 3;

export interface PublishReport {
  /** The slugs this run published (another run, or a save, may have published others). */
  published: string[];
  /** Posts that could not be published this run (tried again by the next one). */
  failed: number;
}

/**
 * Publishes the posts whose time has come: for each account, one query for its posts with
 * `publishAt <= now` (Firestore's automatic single-field index; the stored form makes string
 * order time order to the second), then for each a write, guarded by the document's update time, of the
 * post without `publishAt` and with `publishedAt`, the time it was scheduled for (the date
 * readers see). The query is the queue: nothing else records what is scheduled, so a save
 * that moves, cancels or renames a post, or deletes it, needs no bookkeeping, a missed run is
 * made up by the next, and two runs at once publish a post once (the second write's
 * precondition fails, and reading the post again finds nothing to do). The read model and the
 * caches hear of each publication through `postsChanged`, which purges the page's cached 404.
 */
export async function publishDuePosts(
  firestore: Firestore,
  authorIds: string[],
  now: number,
  postsChanged: (slugs: string[], changes: PostChange[]) => Promise<void>,
): Promise<PublishReport> {
  const report: PublishReport = { published: [], failed: 0 };
  const changes: PostChange[] = [];
  for (const authorId of new Set(authorIds)) {
    const due = await firestore.runQuery(paths.account(authorId), {
      from: [{ collectionId: COLLECTIONS.posts }],
      where: {
        fieldFilter: { field: { fieldPath: "publishAt" }, op: "LESS_THAN_OR_EQUAL", value: { stringValue: dueQueryBound(now) } },
      },
      orderBy: [{ field: { fieldPath: "publishAt" }, direction: "ASCENDING" }],
      limit: DUE_PER_RUN,
    });
    for (const document of due) {
      try {
        const change = await publishOne(firestore, authorId, document, now);
        if (change) {
          changes.push(change);
          report.published.push(change.slug);
        }
      } catch (error) {
        report.failed += 1;
        console.error(`Could not publish the scheduled post ${document.path}; the next run tries again`, error);
      }
    }
  }
  if (changes.length) await postsChanged(report.published, changes);
  return report;
}

/** The post's time, when it is a scheduled post (not a draft, not a list) that is due at `now`. */
function dueTime(document: FirestoreDocument, now: number): string | null {
  const publishAt = scheduledFor(document.data);
  const at = publishTimeMs(publishAt);
  if (publishAt === null || at === null || at > now) return null;
  if (isListDocumentId(document.id) || typeof document.data.slug !== "string" || !document.updateTime) return null;
  return storedPublishTime(publishAt);
}

/**
 * Publishes one due post, or finds it needs nothing: it was saved since (moved, cancelled,
 * published by its author) or another run published it. Returns its read-model change.
 */
async function publishOne(
  firestore: Firestore,
  authorId: string,
  read: FirestoreDocument,
  now: number,
): Promise<PostChange | null> {
  let document: FirestoreDocument | null = read;
  for (let attempt = 0; attempt < TRIES && document; attempt += 1) {
    const publishAt = dueTime(document, now);
    if (!publishAt) return null;
    const slug = document.data.slug as string;
    const { publishAt: _waited, [UPDATED_AT]: _written, ...kept } = document.data;
    const published = { ...kept, publishedAt: publishAt };
    const data = { ...published, ...versionStamp(SCHEDULER, document.data, published, "Published on schedule") };
    const updateTime = document.updateTime!;
    const change = (written: string) => changeFor(authorId, slug, document!.path, data, document!.createTime ?? written, written);
    try {
      const result = await firestore.commit([
        { path: document.path, data, precondition: { updateTime }, serverTimestamps: [UPDATED_AT] },
        // The version the author scheduled stays in the post's history, as any write's replaced version does.
        ...(await revisionWrites(firestore, document)),
      ]);
      return change(result.updateTimes[0] ?? result.commitTime);
    } catch (error) {
      const again = await firestore.getDocument(document.path);
      if (!(error instanceof FirestoreError && PRECONDITION_STATUSES.has(error.status))) {
        // The answer was lost: when the post now holds exactly this publication, the write landed.
        if (again?.updateTime && again.updateTime !== updateTime && landed(again.data, data)) return change(again.updateTime);
        throw error;
      }
      // Written since it was read (a save, or another run): look at it as it is now.
      document = again;
    }
  }
  return null;
}

/** Whether a stored post is the job's write of `data` (its commit time aside). */
function landed(stored: Record<string, unknown>, data: Record<string, unknown>): boolean {
  const { [UPDATED_AT]: _written, ...fields } = stored;
  return sameJson(fields, data);
}
