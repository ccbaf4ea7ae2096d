import type { IndexEntry } from "./entry";
import { ROWS_PER_POST, SECTION_ROWIDS, searchRow } from "./search-rows";
import { versionOf } from "./version";

/** One slug's state after a Firestore write: `entry` null means nothing is published at this slug any more. */
export interface PostChange {
  slug: string;
  /** Firestore RFC 3339 time of the write (updateTime or commitTime) */
  version: string;
  entry: IndexEntry | null;
}

/** Changes written per D1 batch (each change is up to seven statements; a batch is one transaction). */
const CHANGES_PER_BATCH = 20;

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

// The search rows follow the posts row only when this change is the one stored now, so the
// two never disagree: a change that lost the upsert leaves the winner's search rows alone.
// The whole page's row has the posts row's rowid; its sections a block of rowids of their own
// (./search-rows.ts), written in one statement from a JSON array and dropped as one range.
const THIS_POST = `SELECT rowid FROM posts WHERE slug = ?1 AND version = ?2`;
const SECTIONS_FROM = `(${SECTION_ROWIDS} + (${THIS_POST}) * ${ROWS_PER_POST})`;
const DROP_SEARCH_ROW = `DELETE FROM search WHERE rowid = (${THIS_POST})`;
const DROP_SECTION_ROWS = `DELETE FROM search WHERE rowid BETWEEN ${SECTIONS_FROM} AND ${SECTIONS_FROM} + ${ROWS_PER_POST - 1}`;
const ADD_SEARCH_ROW = `INSERT INTO search (rowid, title, page, headings, text, kind, url, name, section, excerpt, title_key)
SELECT rowid, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12 FROM posts WHERE slug = ?1 AND version = ?2 AND published = 1`;
const SECTION = (field: string) => `json_extract(rows.value, '$.${field}')`;
const ADD_SECTION_ROWS = `INSERT INTO search (rowid, title, page, headings, text, kind, url, name, section, excerpt, title_key)
SELECT ${SECTION_ROWIDS} + posts.rowid * ${ROWS_PER_POST} + 1 + rows.key, ${["title", "page", "headings", "text", "kind", "url", "name", "section", "excerpt", "titleKey"].map(SECTION).join(", ")}
FROM posts, json_each(?3) AS rows WHERE posts.slug = ?1 AND posts.version = ?2 AND posts.published = 1`;
// The title words' own indexed table (migrations/0003) follows the page's row the same way
// (it serves titles that start with the query: pages only).
const DROP_TITLE_ROW = `DELETE FROM search_titles WHERE id = (${THIS_POST})`;
const ADD_TITLE_ROW = `INSERT INTO search_titles (id, title_key)
SELECT rowid, ?3 FROM posts WHERE slug = ?1 AND version = ?2 AND published = 1`;
/** Statements that drop the search rows of the posts row at this slug and version (a no-op when it is not stored). */
const dropSearchRows = (db: D1Database, slug: string, at: number): D1PreparedStatement[] =>
  [DROP_SEARCH_ROW, DROP_SECTION_ROWS, DROP_TITLE_ROW].map((sql) => db.prepare(sql).bind(slug, at));

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
  const drop = dropSearchRows(db, slug, at);
  if (!entry) return [upsert, ...drop];
  const [page, ...sections] = entry.documents.map(searchRow);
  if (!page) return [upsert, ...drop];
  const add = db
    .prepare(ADD_SEARCH_ROW)
    .bind(
      slug,
      at,
      page.title,
      page.page,
      page.headings,
      page.text,
      page.kind,
      page.url,
      page.name,
      page.section,
      page.excerpt,
      page.titleKey,
    );
  const rows = sections.slice(0, ROWS_PER_POST - 1);
  return [
    upsert,
    ...drop,
    add,
    db.prepare(ADD_TITLE_ROW).bind(slug, at, page.titleKey),
    ...(rows.length ? [db.prepare(ADD_SECTION_ROWS).bind(slug, at, JSON.stringify(rows))] : []),
  ];
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
      ...dropSearchRows(db, change.slug, change.replacing),
      db.prepare("DELETE FROM posts WHERE slug = ?1 AND version = ?2").bind(change.slug, change.replacing),
    ];
    await db.batch([...drop, ...statements(db, change)]);
  }
}
