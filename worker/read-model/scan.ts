import type { Firestore, FirestoreDocument } from "../firestore";
import { COLLECTIONS, isListDocumentId, paths } from "../firestore/paths";
import { normalisePost } from "../posts/normalise";
import { notPublic } from "../posts/visibility";
import type { PostChange } from "./changes";
import { indexEntry } from "./entry";
import { withRetries } from "./retry";

/** One page of a scan of the authors' posts, as the read model takes it. */
export interface ScanPage {
  /** When Firestore read this page (RFC 3339): every write committed before it is in the page. */
  readTime: string;
  /** One change per post document in the page whose slug belongs to this scan (drafts and scheduled posts have entry null). */
  changes: PostChange[];
}

/** Full documents read per request: the summaries and search text need the whole post. */
const PAGE_SIZE = 100;
/** Tries per page before the scan gives up: one slow answer must not fail a whole run. */
const PAGE_TRIES = 3;

/**
 * Every post document of the authors, a page at a time in document-name order, each page
 * retried on failure. A slug two authors share belongs to the first of them in `authorIds`,
 * as on its page, so later authors' documents with a slug already seen are skipped. The
 * position (author and last document name) is all the state there is, so a stored cursor can
 * resume a scan later.
 */
export async function* scanPosts(
  firestore: Firestore,
  authorIds: string[],
  { pageSize = PAGE_SIZE }: { pageSize?: number } = {},
): AsyncGenerator<ScanPage> {
  const claimed = new Set<string>();
  for (const authorId of new Set(authorIds)) {
    let after: string | null = null;
    for (;;) {
      const { documents, readTime } = await withRetries(
        `Reading ${authorId}'s posts`,
        () =>
          firestore.runQueryAt(paths.account(authorId), {
            from: [{ collectionId: COLLECTIONS.posts }],
            orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
            ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
            limit: pageSize,
          }),
        PAGE_TRIES,
      );
      if (!readTime) throw new Error("Firestore's query answer carried no readTime");
      const changes = documents.flatMap((document) => {
        const change = changeOf(authorId, document);
        if (!change || claimed.has(change.slug)) return [];
        claimed.add(change.slug);
        return [change];
      });
      yield { readTime, changes };
      if (documents.length < pageSize) break;
      after = `${firestore.databaseName}/documents/${documents[documents.length - 1]!.path}`;
    }
  }
}

/** A post document as a change of its slug, versioned by its updateTime; null for list documents and slugless ones. */
export function changeOf(authorId: string, document: FirestoreDocument): PostChange | null {
  const { data, id, updateTime } = document;
  if (isListDocumentId(id) || typeof data.slug !== "string" || !data.slug.trim() || !updateTime) return null;
  const slug = data.slug;
  return {
    slug,
    version: updateTime,
    entry: notPublic(data) ? null : indexEntry(normalisePost(authorId, document, slug)),
  };
}
