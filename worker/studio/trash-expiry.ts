import type { Firestore } from "../firestore";
import type { DocumentWrite } from "../firestore/rest";
import { COLLECTIONS, paths } from "../firestore/paths";
import { revisionIds } from "./revisions";
import { TRASH_DAYS } from "./store";

/** Trash entries removed per run and author, so one run stays short however much is waiting. */
const PER_RUN = 50;
/** Revisions deleted by one commit (Firestore takes 500 writes at most). */
const REVISIONS_PER_COMMIT = 400;
/** Commits of revisions one trash entry may take in a run; a longer history finishes in the next run. */
const MAX_BATCHES = 10;

/** Told of each post that goes for good, before its trash entry does, so what is kept elsewhere about it (its questions) goes too. */
export type PostGone = (post: { owner: string; postId: string }) => Promise<unknown>;

/**
 * Empties what has been in the trash longer than TRASH_DAYS: the deleted post, the
 * revisions it kept and (through `gone`) its readers' questions. Run by the scheduled job;
 * returns how many posts went for good.
 */
export async function emptyExpiredTrash(
  firestore: Firestore,
  authorIds: string[],
  now = Date.now(),
  gone: PostGone = () => Promise.resolve(),
): Promise<number> {
  const cutoff = new Date(now - TRASH_DAYS * 24 * 60 * 60_000);
  let removed = 0;
  for (const uid of new Set(authorIds)) {
    const expired = await firestore.runQuery(paths.account(uid), {
      from: [{ collectionId: COLLECTIONS.trash }],
      where: {
        fieldFilter: { field: { fieldPath: "deletedAt" }, op: "LESS_THAN", value: { timestampValue: cutoff.toISOString() } },
      },
      limit: PER_RUN,
    });
    for (const trashed of expired) {
      const postPath = typeof trashed.data.path === "string" ? trashed.data.path : null;
      // A post that was brought back (or re-created at its old document) keeps its history.
      const live = postPath ? await firestore.getDocument(postPath) : null;
      // A post keeps every revision of its last 30 days, which may be more than one commit
      // can delete: whole batches go first, and the trash entry with the last one.
      let revisions: string[] = [];
      let last = !postPath || live !== null;
      for (let batch = 0; !last && batch < MAX_BATCHES; batch += 1) {
        revisions = await revisionIds(firestore, postPath!, REVISIONS_PER_COMMIT);
        last = revisions.length < REVISIONS_PER_COMMIT;
        if (!last) {
          await firestore.commit(revisions.map((id) => ({ path: paths.revision(postPath!, id), delete: true as const })));
          revisions = [];
        }
      }
      if (!last) continue;
      // First, so a failure leaves the trash entry for the next run to try again.
      if (postPath && !live) await gone({ owner: uid, postId: postPath.slice(postPath.lastIndexOf("/") + 1) });
      const writes: DocumentWrite[] = [
        ...revisions.map((id) => ({ path: paths.revision(postPath!, id), delete: true as const })),
        { path: trashed.path, delete: true, ...(trashed.updateTime ? { precondition: { updateTime: trashed.updateTime } } : {}) },
      ];
      await firestore.commit(writes);
      removed += 1;
    }
  }
  return removed;
}
