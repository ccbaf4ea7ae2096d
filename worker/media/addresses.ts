import { MEDIA_PATH, parseMediaKey } from "../../client/data/media";

/** Anything in a string that a browser could take for an address: absolute http(s), or a path. */
const CANDIDATES = /https?:\/\/[^\s"'<>()]+|\/[^\s"'<>()]*/gi;

/** A path segment as the site's routes see it after the canonical redirect: percent-decoded. */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The upload an address shows, read the way a browser reads it: against the site's origin (an
 * absolute address of this site counts, another site's does not), dot segments resolved
 * (`/x/../media/…`, `/x/%2e%2e/media/…`), percent-encoding decoded (`/%6Dedia/…` is answered with a
 * redirect to `/media/…`). Null when it shows none.
 */
export function mediaKeyOfAddress(address: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname.split("/").map(decoded).join("/");
  if (!path.startsWith(MEDIA_PATH)) return null;
  const key = path.slice(MEDIA_PATH.length);
  return parseMediaKey(key) ? key : null;
}

/** Every upload a stored document shows, wherever it names one (a figure, an image, a link in text). */
export function mediaKeysIn(data: unknown, origin: string): Set<string> {
  const keys = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      // Cheap first: a string that cannot name an upload is not parsed.
      if (!/edia|%/i.test(value)) return;
      for (const [candidate] of value.matchAll(CANDIDATES)) {
        const key = mediaKeyOfAddress(candidate, origin);
        if (key) keys.add(key);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(visit);
  };
  visit(data);
  return keys;
}
