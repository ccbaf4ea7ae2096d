import type { Firestore, FirestoreDocument } from "../firestore";
import { COLLECTIONS, isListDocumentId, paths } from "../firestore/paths";
import { applyPostChanges, replaceRows, type PostChange } from "./changes";
import { withRetries } from "./retry";
import { changeOf } from "./scan";
import { versionOf } from "./version";

/** The field the studio sets to Firestore's commit time on every save (a REQUEST_TIME transform). */
export const UPDATED_AT = "updatedAt";

/** Documents per page of every query here: no answer grows with the site. */
const PAGE_SIZE = 100;
/** Slug-only documents per page of the full check (small documents, so bigger pages). */
const CHECK_PAGE_SIZE = 1_000;
/**
 * The full check (every post's slug and update time) runs at least every this many runs, a
 * day at one run per half hour, to find in-place edits made straight in Firestore, which
 * neither the updatedAt query nor the document counts see.
 */
export const FULL_CHECK_EVERY = 48;
const META = {
  cursor: "reconcile:cursor",
  runs: "reconcile:runs",
  count: (authorId: string) => `reconcile:count:${authorId}`,
};

/** The counts a run compares: documents in an author's posts collection when last counted. */
interface StoredCount {
  count: number;
  /** Firestore's readTime of that count (RFC 3339). */
  at: string;
}

export interface IncrementalReport {
  /** Documents Firestore returned (full documents and slug-only ones). */
  documentsRead: number;
  /** Count queries made (each billed as one read per 1,000 documents counted). */
  counts: number;
  /** Whether this run made the full slug check, and why. */
  fullCheck: null | "first run" | "count changed" | "periodic";
  /** Changes written to the read model (changed, new, removed posts). */
  changed: number;
  tombstoned: number;
  /** The slugs changed or removed (their cached lists are purged). */
  slugs: string[];
}

async function readMeta(db: D1Database, keys: string[]): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT key, value FROM meta WHERE key IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(keys))
    .all<{ key: string; value: string }>();
  return new Map(results.map(({ key, value }) => [key, value]));
}

function writeMeta(db: D1Database, entries: Array<[string, string]>): D1PreparedStatement[] {
  return entries.map(([key, value]) =>
    db
      .prepare("INSERT INTO meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .bind(key, value),
  );
}

/** Changes that lose to a row D1 holds at the same or a newer version are dropped before writing (cheaper, same result). */
async function storedVersions(db: D1Database, slugs: string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map();
  const { results } = await db
    .prepare("SELECT slug, version FROM posts WHERE slug IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(slugs))
    .all<{ slug: string; version: number }>();
  return new Map(results.map(({ slug, version }) => [slug, version]));
}

/**
 * Brings the read model up to date reading only what changed since the last run:
 *
 * 1. each author's posts counted by Firestore (a handful of billed reads at any size);
 * 2. the posts whose updatedAt (set by every studio save) is after the stored cursor;
 * 3. only when a count differs from the last one plus the posts created since (a post
 *    written or deleted straight in Firestore), on the first run, or every FULL_CHECK_EVERY
 *    runs: every post's slug and update time (a field mask), the full text only of those
 *    newer than their row, and tombstones for published rows no document has any more.
 *
 * Every change carries its Firestore time as its version, so nothing here moves a row back
 * in time. Memory is one page of documents, plus the seen slugs during a full check.
 */
export async function reconcileIncrementally(
  db: D1Database,
  firestore: Firestore,
  authorIdList: string[],
  { forceFullCheck = false }: { forceFullCheck?: boolean } = {},
): Promise<IncrementalReport> {
  const authorIds = [...new Set(authorIdList)];
  const meta = await readMeta(db, [META.cursor, META.runs, ...authorIds.map(META.count)]);
  const cursor = meta.get(META.cursor) ?? null;
  const runs = Number(meta.get(META.runs) ?? 0) + 1;
  const report: IncrementalReport = { documentsRead: 0, counts: 0, fullCheck: null, changed: 0, tombstoned: 0, slugs: [] };

  // 1. Counts, before the updatedAt query, so every creation it counts is also in that query.
  const counts = new Map<string, { count: number; at: string }>();
  for (const authorId of authorIds) {
    const { count, readTime } = await withRetries(`Counting ${authorId}'s posts`, () =>
      firestore.countAt(paths.account(authorId), { from: [{ collectionId: COLLECTIONS.posts }] }),
    );
    report.counts += 1;
    if (!readTime) throw new Error("Firestore's count answer carried no readTime");
    counts.set(authorId, { count, at: readTime });
  }

  // 2. What the studio saved since the cursor.
  let queryStart: string | null = null;
  const createdSinceCount = new Map<string, number>();
  if (cursor) {
    for (const authorId of authorIds) {
      const previous = parseCount(meta.get(META.count(authorId)));
      const counted = counts.get(authorId)!;
      let after: FirestoreDocument | null = null;
      for (;;) {
        const { documents, readTime } = await withRetries(`Reading ${authorId}'s changed posts`, () =>
          firestore.runQueryAt(paths.account(authorId), {
            from: [{ collectionId: COLLECTIONS.posts }],
            where: { fieldFilter: { field: { fieldPath: UPDATED_AT }, op: "GREATER_THAN", value: { timestampValue: cursor } } },
            orderBy: [
              { field: { fieldPath: UPDATED_AT }, direction: "ASCENDING" },
              { field: { fieldPath: "__name__" }, direction: "ASCENDING" },
            ],
            ...(after
              ? { startAt: { values: [timestampValue(after.data[UPDATED_AT]), referenceOf(firestore, after)], before: false } }
              : {}),
            limit: PAGE_SIZE,
          }),
        );
        if (!readTime) throw new Error("Firestore's query answer carried no readTime");
        if (queryStart === null || versionOf(readTime) < versionOf(queryStart)) queryStart = readTime;
        report.documentsRead += documents.length;
        for (const document of documents) {
          // Created after the last count and counted now: expected in the new count.
          const created = document.createTime ? versionOf(document.createTime) : 0;
          if (previous && created > versionOf(previous.at) && created <= versionOf(counted.at))
            createdSinceCount.set(authorId, (createdSinceCount.get(authorId) ?? 0) + 1);
        }
        const applied = await applyNewer(
          db,
          documents.flatMap((document) => changeOf(authorId, document) ?? []),
        );
        report.changed += applied.length;
        report.slugs.push(...applied);
        if (documents.length < PAGE_SIZE) break;
        after = documents[documents.length - 1]!;
      }
    }
  }

  // 3. The full check, when something was written or deleted outside the studio.
  if (!cursor || authorIds.some((authorId) => !parseCount(meta.get(META.count(authorId))))) report.fullCheck = "first run";
  else if (forceFullCheck || runs % FULL_CHECK_EVERY === 0) report.fullCheck = "periodic";
  else
    for (const authorId of authorIds) {
      const previous = parseCount(meta.get(META.count(authorId)));
      const expected = previous ? previous.count + (createdSinceCount.get(authorId) ?? 0) : null;
      if (expected !== counts.get(authorId)!.count) report.fullCheck = "count changed";
    }
  if (report.fullCheck) {
    const checked = await fullCheck(db, firestore, authorIds);
    report.documentsRead += checked.documentsRead;
    report.changed += checked.changed.length;
    report.tombstoned = checked.tombstoned.length;
    report.slugs.push(...checked.changed, ...checked.tombstoned);
    if (checked.start && (queryStart === null || versionOf(checked.start) < versionOf(queryStart))) queryStart = checked.start;
  }

  const start = queryStart ?? [...counts.values()][0]?.at;
  if (!start) throw new Error("No Firestore read time to resume from (no authors?)");
  // A query answer holds every write committed up to its readTime, and updatedAt is the
  // write's commit time (REQUEST_TIME), so the next run needs only what is newer.
  const nextCursor = start;
  await db.batch(
    writeMeta(db, [
      [META.cursor, cursor && versionOf(cursor) > versionOf(nextCursor) ? cursor : nextCursor],
      [META.runs, String(runs)],
      ...authorIds.map((authorId): [string, string] => [META.count(authorId), JSON.stringify(counts.get(authorId)!)]),
    ]),
  );
  return report;
}

function parseCount(value: string | undefined): StoredCount | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredCount>;
    return typeof parsed.count === "number" && typeof parsed.at === "string" ? { count: parsed.count, at: parsed.at } : null;
  } catch {
    return null;
  }
}

function timestampValue(value: unknown): { timestampValue: string } {
  const time = value instanceof Date ? value.toISOString() : String(value);
  return { timestampValue: time };
}

const referenceOf = (firestore: Firestore, document: FirestoreDocument) => ({
  referenceValue: `${firestore.databaseName}/documents/${document.path}`,
});

/** Writes the changes newer than their stored rows; returns their slugs. */
async function applyNewer(db: D1Database, changes: PostChange[]): Promise<string[]> {
  const stored = await storedVersions(
    db,
    changes.map((change) => change.slug),
  );
  const newer = changes.filter((change) => (stored.get(change.slug) ?? -1) < versionOf(change.version));
  await applyPostChanges(db, newer);
  return newer.map((change) => change.slug);
}

/**
 * Every post's slug and update time (a field mask), page by page; the full documents only
 * of those newer than their rows; then tombstones for published rows no document holds,
 * versioned by the check's start so a post saved meanwhile keeps its row. A slug two authors
 * share belongs to the first of them in the author list, as on its page.
 */
async function fullCheck(
  db: D1Database,
  firestore: Firestore,
  authorIds: string[],
): Promise<{ documentsRead: number; changed: string[]; tombstoned: string[]; start: string | null }> {
  const seen = new Set<string>();
  let documentsRead = 0;
  const changed: string[] = [];
  let start: string | null = null;
  for (const authorId of authorIds) {
    let after: string | null = null;
    for (;;) {
      const { documents, readTime } = await withRetries(`Checking ${authorId}'s posts`, () =>
        firestore.runQueryAt(paths.account(authorId), {
          from: [{ collectionId: COLLECTIONS.posts }],
          select: { fields: [{ fieldPath: "slug" }] },
          orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
          ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
          limit: CHECK_PAGE_SIZE,
        }),
      );
      if (!readTime) throw new Error("Firestore's query answer carried no readTime");
      if (start === null || versionOf(readTime) < versionOf(start)) start = readTime;
      documentsRead += documents.length;
      const mine = documents.filter((document) => {
        const slug = document.data.slug;
        if (isListDocumentId(document.id) || typeof slug !== "string" || !slug.trim() || !document.updateTime) return false;
        if (seen.has(slug)) return false;
        seen.add(slug);
        return true;
      });
      const stored = await storedVersions(
        db,
        mine.map((document) => document.data.slug as string),
      );
      const rowOf = (document: FirestoreDocument) => stored.get(document.data.slug as string) ?? -1;
      const stale = mine.filter((document) => rowOf(document) < versionOf(document.updateTime!));
      // A row newer than the document yet older than this read cannot come from a commit of
      // it (a worker's clock wrote it, or a lost race): Firestore is the truth, so it is replaced.
      const wrong = mine.filter((document) => {
        const row = rowOf(document);
        return row > versionOf(document.updateTime!) && row <= versionOf(readTime);
      });
      for (const [list, replace] of [
        [stale, false],
        [wrong, true],
      ] as const) {
        for (let at = 0; at < list.length; at += PAGE_SIZE) {
          const full = await withRetries(`Reading ${authorId}'s changed posts`, () =>
            firestore.getDocuments(list.slice(at, at + PAGE_SIZE).map((document) => document.path)),
          );
          documentsRead += full.length;
          const changes = full.flatMap((document) => (document ? (changeOf(authorId, document) ?? []) : []));
          if (replace) {
            await replaceRows(
              db,
              changes.map((change) => ({ ...change, replacing: stored.get(change.slug) ?? -1 })),
            );
            changed.push(...changes.map((change) => change.slug));
          } else changed.push(...(await applyNewer(db, changes)));
        }
      }
      if (documents.length < CHECK_PAGE_SIZE) break;
      after = `${firestore.databaseName}/documents/${documents[documents.length - 1]!.path}`;
    }
  }
  if (start === null) return { documentsRead, changed, tombstoned: [], start: null };
  const checkStart = start;
  const { results } = await db.prepare("SELECT slug FROM posts WHERE published = 1").all<{ slug: string }>();
  const gone: PostChange[] = results
    .filter(({ slug }) => !seen.has(slug))
    .map(({ slug }) => ({ slug, version: checkStart, entry: null }));
  await applyPostChanges(db, gone);
  return { documentsRead, changed, tombstoned: gone.map((change) => change.slug), start: checkStart };
}
