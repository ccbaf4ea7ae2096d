import type { Firestore } from "../firestore";
import { COLLECTIONS, paths } from "../firestore/paths";
import { applyPostChanges, type PostChange } from "./changes";
import { withRetries } from "./retry";
import { changeOf } from "./scan";
import { versionOf } from "./version";

/**
 * What the search rows hold (worker/search/documents.ts, ./search-rows.ts). A deploy that
 * changes it (a new migration of the search table, new kinds of rows) bumps it, and the
 * scheduled job indexes every post again: a post's rows are written only when it is saved,
 * so without this the posts nobody saves would keep the old rows for ever.
 */
export const SEARCH_INDEX_VERSION = "5-sections";

const META = {
  /** The version the posts' search rows were last all written with. */
  index: "search:index",
  /** Where the job's indexing has got to: an author's index in the author list and the last document read. */
  cursor: "search:reindex",
};

/** Post documents read per request. */
const PAGE_SIZE = 100;
/**
 * Pages a run indexes, at most: 1,000 posts a run, so at 20,000 posts the index is new again
 * within 20 runs (ten hours). Until then the older rows still find every post, as a page.
 */
const PAGES_PER_RUN = 10;

interface Cursor {
  author: number;
  after: string | null;
}

function readCursor(value: string | null): Cursor {
  try {
    const parsed = JSON.parse(value ?? "") as Partial<Cursor>;
    if (typeof parsed.author === "number" && (typeof parsed.after === "string" || parsed.after === null))
      return { author: parsed.author, after: parsed.after };
  } catch {
    // No cursor, or not one this code wrote: start from the beginning.
  }
  return { author: 0, after: null };
}

const setMeta = (db: D1Database, key: string, value: string) =>
  db
    .prepare("INSERT INTO meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
    .bind(key, value);

/** Whether the posts' search rows are of this version, and whether D1 holds any post row at all. */
export async function searchIndexState(db: D1Database): Promise<{ current: boolean; empty: boolean }> {
  const [index, any] = await db.batch<{ value?: string; slug?: string }>([
    db.prepare("SELECT value FROM meta WHERE key = ?1").bind(META.index),
    db.prepare("SELECT slug FROM posts LIMIT 1"),
  ]);
  return { current: index?.results[0]?.value === SEARCH_INDEX_VERSION, empty: !any?.results.length };
}

/**
 * Writes the search rows of every post again, PAGES_PER_RUN pages a run, resuming where the
 * last run stopped; then records SEARCH_INDEX_VERSION. A document's rows are written only when
 * D1's row holds exactly that document's version (the same write), so nothing moves back in
 * time and a newer save, which already wrote new rows, is left alone. A read model that held
 * no post when the run began was filled by this code, so it is simply marked current.
 * Returns the documents read.
 */
export async function reindexPosts(
  db: D1Database,
  firestore: Firestore,
  authorIdList: string[],
  { empty, pageSize = PAGE_SIZE, pages = PAGES_PER_RUN }: { empty: boolean; pageSize?: number; pages?: number },
): Promise<number> {
  if (empty) {
    await db.batch([
      setMeta(db, META.index, SEARCH_INDEX_VERSION),
      db.prepare("DELETE FROM meta WHERE key = ?1").bind(META.cursor),
    ]);
    return 0;
  }
  const authorIds = [...new Set(authorIdList)];
  const stored = await db.prepare("SELECT value FROM meta WHERE key = ?1").bind(META.cursor).first<string>("value");
  const cursor = readCursor(stored);
  let read = 0;
  for (let page = 0; page < pages && cursor.author < authorIds.length; page += 1) {
    const authorId = authorIds[cursor.author]!;
    const after = cursor.after;
    const { documents } = await withRetries(`Indexing ${authorId}'s posts again`, () =>
      firestore.runQueryAt(paths.account(authorId), {
        from: [{ collectionId: COLLECTIONS.posts }],
        orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
        ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
        limit: pageSize,
      }),
    );
    read += documents.length;
    const changes = documents.flatMap((document) => {
      const change = changeOf(authorId, document);
      return change?.entry ? [change] : [];
    });
    await applyPostChanges(db, await sameVersion(db, changes));
    if (documents.length < pageSize) {
      cursor.author += 1;
      cursor.after = null;
    } else cursor.after = `${firestore.databaseName}/documents/${documents[documents.length - 1]!.path}`;
  }
  await db.batch(
    cursor.author >= authorIds.length
      ? [setMeta(db, META.index, SEARCH_INDEX_VERSION), db.prepare("DELETE FROM meta WHERE key = ?1").bind(META.cursor)]
      : [setMeta(db, META.cursor, JSON.stringify(cursor))],
  );
  return read;
}

/** The changes whose document wrote the row D1 holds now (same slug, same version). */
async function sameVersion(db: D1Database, changes: PostChange[]): Promise<PostChange[]> {
  if (!changes.length) return [];
  const { results } = await db
    .prepare("SELECT slug, version FROM posts WHERE slug IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(changes.map((change) => change.slug)))
    .all<{ slug: string; version: number }>();
  const versions = new Map(results.map(({ slug, version }) => [slug, version]));
  return changes.filter((change) => versions.get(change.slug) === versionOf(change.version));
}
