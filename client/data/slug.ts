/**
 * The rule for a post's address, written once: the studio checks it as the author types,
 * the server (worker/studio/slug.ts) before it adds what only it knows (addresses the site
 * reserves, and which author has one).
 */

/** The longest address a post may have. */
export const MAX_SLUG_LENGTH = 100;

/** Lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with the form of an address, or null. */
export function slugFormatProblem(slug: string): string | null {
  if (!slug) return "Give the post an address.";
  if (slug.length > MAX_SLUG_LENGTH) return `Keep the address under ${MAX_SLUG_LENGTH} characters.`;
  if (!SLUG_PATTERN.test(slug))
    return "Use lower-case letters, digits and single hyphens only (no hyphen at either end), like esp32-weather-station.";
  return null;
}

/** A suggested address for a title: "ESP32 Weather Station!" -> "esp32-weather-station". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}
