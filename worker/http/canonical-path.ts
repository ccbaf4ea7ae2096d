/** One path segment with its percent-encoding in canonical form: decoded, then encoded as encodeURIComponent does. */
function canonicalSegment(segment: string, lowerCase: boolean): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: nothing to normalise (the page will be a 404).
    return lowerCase ? segment.toLowerCase() : segment;
  }
  if (lowerCase) decoded = decoded.toLowerCase();
  // "." and ".." stay encoded, so a redirect never produces a path that climbs.
  return decoded === "." || decoded === ".." ? decoded.replace(/\./g, "%2E") : encodeURIComponent(decoded);
}

/**
 * The canonical form of a request path, or null when it already is canonical: no trailing
 * slash (except the root), no run of leading slashes, everything under /learn/ in lower case
 * (the spec's footer links use /Learn/ece and similar), and one spelling of each character
 * (/%61rduino is /arduino, %c3%bc is %C3%BC), so every page has one address and one cache entry.
 */
export function canonicalPath(pathname: string): string | null {
  let path = pathname;
  // "//evil.example/" must never become a protocol-relative redirect target.
  if (path.startsWith("//")) path = `/${path.replace(/^\/+/, "")}`;
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  const learn = /^\/learn(?:\/|$)/i.test(path);
  path = path
    .split("/")
    .map((segment) => canonicalSegment(segment, learn))
    .join("/");
  return path === pathname ? null : path;
}
