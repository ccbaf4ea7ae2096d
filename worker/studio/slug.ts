import { slugFormatProblem } from "../../client/data/slug";

/**
 * First path segments the site itself answers (pages, APIs, crawler files and the static
 * files in public/), which no post may take. A test checks this against the route table
 * and the public folder.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "api",
  "apple-touch-icon.png",
  "assets",
  "contact",
  "disclaimer",
  "favicon.ico",
  "favicon.svg",
  "feed.xml",
  "icons",
  "images",
  "learn",
  "media",
  "noscript.css",
  // Private preview links: /p/{token}.
  "p",
  "privacypolicy",
  "questions",
  "robots.txt",
  "search",
  "site.webmanifest",
  "sitemap.xml",
  "sitemaps",
  "studio",
  "tools",
  "_headers",
]);

/** Why a slug cannot be a post's address (its form, client/data/slug.ts, or reserved), or null when it can. */
export function slugProblem(slug: string): string | null {
  const problem = slugFormatProblem(slug);
  if (problem) return problem;
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is an address the site already uses; choose another.`;
  return null;
}
