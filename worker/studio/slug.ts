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
  "privacypolicy",
  "robots.txt",
  "search",
  "site.webmanifest",
  "sitemap.xml",
  "sitemaps",
  "studio",
  "tools",
  "_headers",
]);

export const MAX_SLUG_LENGTH = 100;

/** Why a slug cannot be a post's address, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (!slug) return "Give the post an address (slug).";
  if (slug.length > MAX_SLUG_LENGTH) return `Keep the address under ${MAX_SLUG_LENGTH} characters.`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    return "Use lower-case letters, digits and single hyphens only, like esp32-weather-station.";
  }
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is an address the site already uses; choose another.`;
  return null;
}
