import type { IndexEntry } from "./entry";
import { searchRow, type SearchRow } from "./search-rows";
import { versionOf } from "./version";

/** One slug's state after a Firestore write: `entry` null means nothing is published at this slug any more. */
export interface PostChange {
  slug: string;
  /** Firestore RFC 3339 time of the write (updateTime or commitTime) */
  version: string;
  entry: IndexEntry | null;
}

/** Changes written per D1 batch (each change is up to five statements; a batch is one transaction). */
const CHANGES_PER_BATCH = 50;

/**
 * The upsert keeps the row of the newest write: an older change finds a newer version stored
 * and changes nothing (ties apply, so a retried change is harmless). A tombstone is a row too,
 * with its version, so a late older save of a deleted slug loses against the deletion.
 */
const UPSERT = `INSERT INTO posts (slug, version, published, author_id, path, title, description, author, topic, image, created_at, updated_at, reading_minutes, difficulty, minutes, boards)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
ON CONFLICT (slug) DO UPDATE SET
  version = excluded.version, published = excluded.published, author_id = excluded.author_id, path = excluded.path,
  title = excluded.title, description = excluded.description, author = excluded.author, topic = excluded.topic,
  image = excluded.image, created_at = excluded.created_at, updated_at = excluded.updated_at,
  reading_minutes = excluded.reading_minutes, difficulty = excluded.difficulty, minutes = excluded.minutes,
  boards = excluded.boards
WHERE excluded.version >= posts.version`;

// The search row follows the posts row only when this change is the one stored now, so the
// two never disagree: a change that lost the upsert leaves the winner's search row alone.
const DROP_SEARCH_ROW = `DELETE FROM search WHERE rowid = (SELECT rowid FROM posts WHERE slug = ?1 AND version = ?2)`;
const ADD_SEARCH_ROW = `INSERT INTO search (rowid, title, headings, text, alt, kind, url, excerpt, title_key)
SELECT rowid, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 FROM posts WHERE slug = ?1 AND version = ?2 AND published = 1`;
// The title words' own indexed table (migrations/0003) follows the search row the same way.
const DROP_TITLE_ROW = `DELETE FROM search_titles WHERE id = (SELECT rowid FROM posts WHERE slug = ?1 AND version = ?2)`;
const ADD_TITLE_ROW = `INSERT INTO search_titles (id, title_key)
SELECT rowid, ?3 FROM posts WHERE slug = ?1 AND version = ?2 AND published = 1`;

function statements(db: D1Database, { slug, version, entry }: PostChange): D1PreparedStatement[] {
  const at = versionOf(version);
  const summary = entry?.summary;
  const upsert = db
    .prepare(UPSERT)
    .bind(
      slug,
      at,
      entry ? 1 : 0,
      summary?.authorId ?? null,
      entry?.path ?? null,
      summary?.title ?? null,
      summary?.description ?? null,
      summary?.author ?? null,
      summary?.topic ?? null,
      summary?.image ?? null,
      summary?.published ?? null,
      summary?.updated ?? null,
      summary?.readingMinutes ?? null,
      summary?.difficulty ?? null,
      summary?.minutes ?? null,
      summary?.boards?.length ? JSON.stringify(summary.boards) : null,
    );
  const drop = [db.prepare(DROP_SEARCH_ROW).bind(slug, at), db.prepare(DROP_TITLE_ROW).bind(slug, at)];
  if (!entry) return [upsert, ...drop];
  const row: SearchRow = searchRow(entry.document);
  const add = db
    .prepare(ADD_SEARCH_ROW)
    .bind(slug, at, row.title, row.headings, row.text, row.alt, row.kind, row.url, row.excerpt, row.titleKey);
  return [upsert, ...drop, add, db.prepare(ADD_TITLE_ROW).bind(slug, at, row.titleKey)];
}

/** Applies the changes, each only if its version is newer than the stored row's (ties: apply). Throws on D1 failure. */
export async function applyPostChanges(db: D1Database, changes: PostChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += CHANGES_PER_BATCH) {
    const batch = changes.slice(start, start + CHANGES_PER_BATCH).flatMap((change) => statements(db, change));
    if (batch.length) await db.batch(batch);
  }
}

/**
 * Replaces rows the full check found wrong (newer than their document, written by no commit
 * of it): each row goes only if it still holds the version found (a save meanwhile wins), then
 * the change is written as usual, in one transaction per change.
 */
export async function replaceRows(db: D1Database, changes: Array<PostChange & { replacing: number }>): Promise<void> {
  for (const change of changes) {
    const drop = [
      db.prepare(DROP_SEARCH_ROW).bind(change.slug, change.replacing),
      db.prepare(DROP_TITLE_ROW).bind(change.slug, change.replacing),
      db.prepare("DELETE FROM posts WHERE slug = ?1 AND version = ?2").bind(change.slug, change.replacing),
    ];
    await db.batch([...drop, ...statements(db, change)]);
  }
}
