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

/**
 * Names under which no public site lives: special-use and documentation names (RFC 2606,
 * 6761, 6762, 8375: .local is mDNS, home.arpa a home network) and the suffixes routers give
 * a home or office network.
 */
const PRIVATE_SUFFIXES = new Set([
  "local",
  "localhost",
  "invalid",
  "test",
  "example",
  "internal",
  "lan",
  "home",
  "arpa",
  "localdomain",
  "intranet",
  "corp",
  "private",
]);
const DOCUMENTATION_DOMAIN = /(^|\.)example\.(com|net|org)$/;
/** A top-level domain: letters (or an IDN's xn-- form), never digits alone. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$|^xn--[a-z0-9-]+$/;

/**
 * Whether an address written bare in a post's text (a GFM autolink literal) is a real, public
 * one worth a link. A tutorial's placeholders and a reader's own devices are not: a host with
 * no dot (http://that-address/, localhost), an IP address (http://192.168.1.42/: the reader's
 * will differ), a name whose last part is no top-level domain (http://192.168.x.x) or one of
 * a private network (http://weather.local/), the documentation domains (www.example.com), and
 * anything with placeholder brackets. Those are shown as code: something to type, with the
 * reader's own address in it. A link the author wrote as a link is theirs and stays one.
 */
export function isPublicAddress(address: string): boolean {
  if (/[<>{}[\]]|%(?:3c|3e|7b|7d|5b|5d)/i.test(address)) return false;
  let host: string;
  if (/^mailto:/i.test(address)) host = address.slice(address.lastIndexOf("@") + 1);
  else {
    const url = safeUrl(address);
    if (!url || !/^https?:\/\//i.test(url)) return false;
    host = new URL(url).hostname;
  }
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  const top = labels[labels.length - 1] ?? "";
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(top) &&
    !PRIVATE_SUFFIXES.has(top) &&
    !DOCUMENTATION_DOMAIN.test(host.toLowerCase())
  );
}
