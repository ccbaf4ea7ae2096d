/** Stands in for the site's own origin while resolving, so site-relative addresses stay relative. */
const HOME = "https://site.invalid";

/**
 * An address from the database made safe for an href or src: a site-relative path
 * ("/images/x.svg", normalised) or an absolute http(s) URL, or null for anything else:
 * javascript:, data:, protocol-relative and backslash tricks ("/\evil.example", which
 * browsers read as "//evil.example"), and control characters ("/<TAB>/evil.example").
 * What it returns always resolves against the site's origin without throwing.
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const address = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!address || address.includes("\\") || /[\u0000-\u001f\u007f]/.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address, `${HOME}/`);
  } catch {
    return null;
  }
  if (url.origin === HOME)
    return address.startsWith("/") && !address.startsWith("//") ? `${url.pathname}${url.search}${url.hash}` : null;
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
}
