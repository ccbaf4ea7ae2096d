import type { SearchDocument } from "../search/documents";
import { siteDocuments } from "../search/site-documents";
import { SEARCH_INDEX_VERSION } from "./reindex";
import { searchRow, SITE_PAGES, type SearchRow } from "./search-rows";

type SiteRow = SearchRow & { id: number };

/**
 * The site's own documents as search rows, each with its rowid (./search-rows.ts: pages from
 * -1 down, sections from -SITE_PAGES down).
 */
function siteRows(documents: readonly SearchDocument[]): SiteRow[] {
  const pages = documents.filter((document) => !document.section);
  const sections = documents.filter((document) => document.section);
  if (pages.length >= SITE_PAGES)
    throw new Error(`The site has ${pages.length} pages to index; SITE_PAGES allows ${SITE_PAGES - 1}`);
  return [
    ...pages.map((document, index) => ({ ...searchRow(document), id: -(index + 1) })),
    ...sections.map((document, index) => ({ ...searchRow(document), id: -(SITE_PAGES + index) })),
  ];
}

/**
 * What tells whether D1 holds this version of the site's documents: a hash of the documents
 * and of the version of the rows made from them (SEARCH_INDEX_VERSION, bumped when rows
 * change), so the check costs a fraction of making the rows, which happens only on a change.
 */
async function fingerprintOf(documents: readonly SearchDocument[]): Promise<string> {
  const text = JSON.stringify([SEARCH_INDEX_VERSION, documents]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Rows written per statement, as one JSON array: a few statements instead of one per row. */
const ROWS_PER_STATEMENT = 100;

const COLUMNS = ["id", "title", "page", "headings", "text", "kind", "url", "name", "section", "excerpt", "titleKey"] as const;
const INSERT_ROWS = `INSERT INTO search (rowid, title, page, headings, text, kind, url, name, section, excerpt, title_key)
SELECT ${COLUMNS.map((column) => `json_extract(rows.value, '$.${column}')`).join(", ")}
FROM json_each(?1) AS rows`;
// Titles that start with the query are looked for among pages only.
const INSERT_TITLES = `INSERT INTO search_titles (id, title_key)
SELECT json_extract(rows.value, '$.id'), json_extract(rows.value, '$.titleKey') FROM json_each(?1) AS rows
WHERE json_extract(rows.value, '$.id') > -${SITE_PAGES}`;

/** Databases this isolate has already seen holding this version of the site's documents. */
const ensured = new WeakSet<D1Database>();
/** A check under way in this isolate, shared by the searches that arrive meanwhile. */
const checking = new WeakMap<D1Database, Promise<void>>();

/** Whether this isolate has already seen `db` holding this version of the site's documents. */
export const topicDocumentsChecked = (db: D1Database): boolean => ensured.has(db);

/**
 * Writes the site's own documents (topic pages with their pinouts, pins and items, and the
 * calculators: worker/search/site-documents.ts) into the search table when D1 holds none or
 * another version of them (they are code, so a deploy can change them). They have negative
 * rowids; posts' rows are positive. One batch, so search never sees half of them. Searches
 * check once per isolate (sharing one check); `force` (the scheduled job) checks every time.
 */
export async function ensureTopicDocuments(db: D1Database, { force = false } = {}): Promise<void> {
  if (force) return writeTopicDocuments(db);
  if (ensured.has(db)) return;
  let check = checking.get(db);
  if (!check) {
    check = writeTopicDocuments(db).finally(() => checking.delete(db));
    checking.set(db, check);
  }
  return check;
}

async function writeTopicDocuments(db: D1Database): Promise<void> {
  const documents = siteDocuments();
  const fingerprint = await fingerprintOf(documents);
  const stored = await db.prepare("SELECT value FROM meta WHERE key = 'topics'").first<string>("value");
  if (stored !== fingerprint) {
    const rows = siteRows(documents);
    const chunks: SiteRow[][] = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
      chunks.push(rows.slice(start, start + ROWS_PER_STATEMENT));
    await db.batch([
      db.prepare("DELETE FROM search WHERE rowid < 0"),
      db.prepare("DELETE FROM search_titles WHERE id < 0"),
      ...chunks.flatMap((chunk) => {
        const json = JSON.stringify(chunk);
        return [db.prepare(INSERT_ROWS).bind(json), db.prepare(INSERT_TITLES).bind(json)];
      }),
      db
        .prepare("INSERT INTO meta (key, value) VALUES ('topics', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
        .bind(fingerprint),
    ]);
  }
  ensured.add(db);
}
