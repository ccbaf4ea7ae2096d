/** What every page needs to know about the site it belongs to (from the worker's config). */
export interface SiteInfo {
  /** Shown in titles, the header logo text and author fallbacks. */
  name: string;
  /** Absolute origin without a trailing slash, e.g. "https://example.org". */
  url: string;
}

/** Joins the site origin and a path into the absolute address crawlers and sharers see. */
export function absoluteUrl(site: SiteInfo, path: string): string {
  return new URL(path, `${site.url}/`).toString();
}
