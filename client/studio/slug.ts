/** The longest address the server accepts (worker/studio/slug.ts). */
export const MAX_SLUG_LENGTH = 100;

/**
 * What is wrong with the form of an address, or null. Only the form is checked here, as
 * the author types; whether the site reserves the address or another author has it is the
 * server's answer, shown beside the field after a save.
 */
export function slugFormatProblem(slug: string): string | null {
  if (!slug) return "Give the post an address.";
  if (slug.length > MAX_SLUG_LENGTH) return `Keep the address under ${MAX_SLUG_LENGTH} characters.`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
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
