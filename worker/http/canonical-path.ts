/**
 * The canonical form of a request path, or null when it already is canonical:
 * no trailing slash (except the root), no run of leading slashes, and everything under
 * /learn/ in lower case (the spec's footer links use /Learn/ece and similar).
 */
export function canonicalPath(pathname: string): string | null {
  let path = pathname;
  // "//evil.example/" must never become a protocol-relative redirect target.
  if (path.startsWith("//")) path = `/${path.replace(/^\/+/, "")}`;
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  if (/^\/learn(?:\/|$)/i.test(path)) path = path.toLowerCase();
  return path === pathname ? null : path;
}
