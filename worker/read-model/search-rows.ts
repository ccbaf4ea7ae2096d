import type { SearchDocument } from "../search/documents";
import { withSpellings, wordsOf } from "./words";

/** A search document as the `search` FTS5 table stores it (migrations/0005_search_sections.sql). */
export interface SearchRow {
  /** Indexed: the row's own title (a page's, or a section's heading) with its other spellings. */
  title: string;
  /** Indexed: a topic page section's page title, or a page's keywords, with their other spellings. */
  page: string;
  headings: string;
  text: string;
  kind: SearchDocument["kind"];
  /** The address a result links to: the page's, with the section's anchor. */
  url: string;
  /** The page's title, as shown. */
  name: string;
  /** The section's name, as shown; empty for a whole page. */
  section: string;
  excerpt: string;
  /** The title's words (a section's: its page's, then its own), for ranking titles that start with the query. */
  titleKey: string;
}

/**
 * A document as its row. A post's section is indexed by its heading and subheadings alone: a
 * site of 20,000 posts has up to 80 sections each, and indexing their text and page title too
 * would make every common word's list of rows many times longer (every section of a post titled
 * "Arduino..." would hold "arduino"). Its page title and text are kept to rank it and to check
 * that it holds every word of the query (worker/search/fts.ts). The site's own sections (a few
 * thousand at most) are indexed whole.
 */
export function searchRow(document: SearchDocument): SearchRow {
  const { section } = document;
  const pageTitles = [document.title, document.otherTitle ?? ""].join(" ").trim();
  const ownTitle = section ? (section.title ?? section.name) : document.title;
  const postSection = section !== null && document.kind === "post";
  return {
    title: withSpellings(section ? ownTitle : pageTitles),
    page: postSection ? "" : withSpellings(section ? pageTitles : (document.keywords ?? "")),
    headings: withSpellings(document.headings),
    text: postSection ? "" : withSpellings(document.text),
    kind: document.kind,
    url: section ? `${document.url}#${section.anchor}` : document.url,
    name: document.title,
    section: section?.name ?? "",
    excerpt: document.excerpt,
    titleKey: titleKey(section ? `${document.title} ${ownTitle}` : document.title),
  };
}

/** A title's words joined by single spaces: equal for "ESP32" and "esp32", not for "ESP32-CAM". */
export const titleKey = (title: string): string => wordsOf(title).join(" ");

/**
 * Rowids of the search rows. A post's whole page has its posts row's rowid (as before
 * sections were indexed); its sections take a block of ROWS_PER_POST rowids from
 * SECTION_ROWIDS up, so one range deletes them all. The site's own rows are negative: its
 * pages (topic pages, calculators) from -1 down to -(SITE_PAGES - 1), their sections from
 * -SITE_PAGES down. So a rowid says whether a row is a whole page or a section, and search
 * can take the best of each without reading a stored column.
 */
export const SECTION_ROWIDS = 2 ** 40;
export const ROWS_PER_POST = 128;
export const SITE_PAGES = 1_000;
