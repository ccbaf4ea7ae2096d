import { topicDocuments } from "../search/documents";
import { searchRow } from "./search-rows";

/** The topic pages as search rows, with the fingerprint that tells whether D1 holds this version of them. */
async function topicRows() {
  const rows = topicDocuments().map(searchRow);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(rows)));
  const fingerprint = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { rows, fingerprint };
}

/** Databases this isolate has already seen holding this version of the topic pages. */
const ensured = new WeakSet<D1Database>();

/**
 * Writes the topic pages into the search table when D1 holds none or another version of them
 * (they are code, so a deploy can change them). Topic rows have negative rowids; post rows
 * share the rowid of their posts row. One batch, so search never sees half of them. Searches
 * check once per isolate; `force` (the scheduled job) checks every time.
 */
export async function ensureTopicDocuments(db: D1Database, { force = false } = {}): Promise<void> {
  if (!force && ensured.has(db)) return;
  const { rows, fingerprint } = await topicRows();
  const stored = await db.prepare("SELECT value FROM meta WHERE key = 'topics'").first<string>("value");
  if (stored !== fingerprint) {
    await db.batch([
      db.prepare("DELETE FROM search WHERE rowid < 0"),
      db.prepare("DELETE FROM search_titles WHERE id < 0"),
      ...rows.flatMap((row, index) => [
        db
          .prepare(
            `INSERT INTO search (rowid, title, headings, text, alt, kind, url, excerpt, title_key)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
          )
          .bind(-(index + 1), row.title, row.headings, row.text, row.alt, row.kind, row.url, row.excerpt, row.titleKey),
        db.prepare("INSERT INTO search_titles (id, title_key) VALUES (?1, ?2)").bind(-(index + 1), row.titleKey),
      ]),
      db
        .prepare("INSERT INTO meta (key, value) VALUES ('topics', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
        .bind(fingerprint),
    ]);
  }
  ensured.add(db);
}
