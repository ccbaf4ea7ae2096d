import type { Firestore } from "../firestore";
import { paths } from "../firestore/paths";
import { applyPostChanges, type PostChange } from "./changes";
import { reconcileIncrementally, type IncrementalReport } from "./incremental";
import type { ScanPage } from "./scan";
import { reindexPosts, searchIndexState } from "./reindex";
import { ensureTopicDocuments } from "./topics";
import { versionOf } from "./version";

export interface ReconcileReport {
  /** Post documents read (published and drafts). */
  scanned: number;
  /** Slugs D1 had published that the scan did not find, written as removed. */
  tombstoned: number;
}

/**
 * Brings the read model up to date with a scan of Firestore. Every document read becomes a
 * change versioned by its updateTime, so it only lands where D1 holds nothing newer. Slugs D1
 * has published that the scan never saw are tombstoned with the scan's start (the first
 * page's readTime) as their version: a post created or saved while the scan ran has a later
 * version and keeps its row, whichever write reaches D1 first.
 */
export async function reconcilePosts(db: D1Database, pages: AsyncIterable<ScanPage>): Promise<ReconcileReport> {
  let start: string | null = null;
  const seen = new Set<string>();
  for await (const page of pages) {
    if (start === null || versionOf(page.readTime) < versionOf(start)) start = page.readTime;
    for (const change of page.changes) seen.add(change.slug);
    await applyPostChanges(db, page.changes);
  }
  if (start === null) return { scanned: 0, tombstoned: 0 };
  const { results } = await db.prepare("SELECT slug FROM posts WHERE published = 1").all<{ slug: string }>();
  const scanStart = start;
  const gone: PostChange[] = results
    .filter(({ slug }) => !seen.has(slug))
    .map(({ slug }) => ({ slug, version: scanStart, entry: null }));
  await applyPostChanges(db, gone);
  return { scanned: seen.size, tombstoned: gone.length };
}

/**
 * The display names on the authors' own documents (paths.account), each kept only if its
 * document is newer than the stored one.
 */
export async function reconcileAuthors(db: D1Database, firestore: Firestore, authorIds: string[]): Promise<void> {
  const documents = await firestore.getDocuments([...new Set(authorIds)].map((id) => paths.account(id)));
  const statements = documents.flatMap((document) => {
    if (!document?.updateTime) return [];
    const name = typeof document.data.displayName === "string" ? document.data.displayName.trim() || null : null;
    return [
      db
        .prepare(
          `INSERT INTO authors (id, version, name) VALUES (?1, ?2, ?3)
           ON CONFLICT (id) DO UPDATE SET version = excluded.version, name = excluded.name WHERE excluded.version >= authors.version`,
        )
        .bind(document.id, versionOf(document.updateTime), name),
    ];
  });
  if (statements.length) await db.batch(statements);
}

/**
 * The scheduled job's part for the read model: topic pages and calculators, authors, then the
 * posts changed since the last run (./incremental.ts), so a run with nothing changed reads a
 * few documents; and, after a deploy that changed what search rows hold, a share of the posts'
 * search rows written again each run until all are (./reindex.ts).
 */
export async function reconcileReadModel(db: D1Database, firestore: Firestore, authorIds: string[]): Promise<IncrementalReport> {
  await ensureTopicDocuments(db, { force: true });
  await reconcileAuthors(db, firestore, authorIds);
  const index = await searchIndexState(db);
  const report = await reconcileIncrementally(db, firestore, authorIds);
  if (!index.current) report.documentsRead += await reindexPosts(db, firestore, authorIds, { empty: index.empty });
  return report;
}
