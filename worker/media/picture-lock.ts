import type { Firestore, FirestoreDocument } from "../firestore";
import { paths } from "../firestore/paths";
import { PRECONDITION_STATUSES, type DocumentWrite } from "../firestore/rest";
import { FirestoreError } from "../firestore";

/**
 * Deleting an upload and saving a post that starts to show it must not both succeed (a post
 * would show a picture that is gone). They take turns on one Firestore document per upload,
 * `pictures/{key}`, with preconditions:
 *
 * - a save that adds a picture writes the document in its own commit, on the version it read,
 *   and is refused while it says "deleting";
 * - a delete first marks it "deleting" on the version it read, then looks for posts showing
 *   the picture, then removes it (or marks it "live" again when it is in use).
 *
 * Whichever commits second finds the document changed: a save retries and sees "deleting"; a
 * delete marks again and then finds the post the save made.
 */
type State = "live" | "deleting";

const stateOf = (document: FirestoreDocument | null): State | null =>
  document?.data.state === "deleting" ? "deleting" : document ? "live" : null;

/** The writes a save adds to its commit for the uploads it starts to show, or the first being deleted. */
export async function showingWrites(
  firestore: Firestore,
  keys: readonly string[],
): Promise<{ writes: DocumentWrite[] } | { deleting: string }> {
  if (!keys.length) return { writes: [] };
  const documents = await firestore.getDocuments(keys.map(paths.picture));
  const writes: DocumentWrite[] = [];
  for (const [at, key] of keys.entries()) {
    const document = documents[at] ?? null;
    if (stateOf(document) === "deleting") return { deleting: key };
    writes.push({
      path: paths.picture(key),
      data: { state: "live" },
      precondition: document?.updateTime ? { updateTime: document.updateTime } : { exists: false },
    });
  }
  return { writes };
}

/** Marks the upload as being deleted, on the version read (retrying a few times a race); the version it wrote. */
export async function markDeleting(firestore: Firestore, key: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const document = await firestore.getDocument(paths.picture(key));
    try {
      const result = await firestore.commit([
        {
          path: paths.picture(key),
          data: { state: "deleting" },
          precondition: document?.updateTime ? { updateTime: document.updateTime } : { exists: false },
        },
      ]);
      return result.updateTimes[0] ?? result.commitTime;
    } catch (error) {
      if (!(error instanceof FirestoreError && PRECONDITION_STATUSES.has(error.status)) || attempt >= 4) throw error;
    }
  }
}

/** Ends a delete: the upload is live again (it was in use, or other authors keep it), or gone for good (its document goes). */
export async function endDeleting(firestore: Firestore, key: string, marked: string, outcome: "live" | "gone"): Promise<void> {
  await firestore.commit([
    outcome === "live"
      ? { path: paths.picture(key), data: { state: "live" }, precondition: { updateTime: marked } }
      : { path: paths.picture(key), delete: true, precondition: { updateTime: marked } },
  ]);
}
