import { MEDIA_TYPES, MEDIA_WIDTHS, parseMediaKey, type MediaKey, type MediaType } from "../../client/data/media";
import { r2 } from "./library";

/** A key names its bytes (their hash), so an answer never changes: browsers and CDNs keep it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

type MediaBindings = { MEDIA: R2Bucket; IMAGES: ImagesBinding };

/**
 * The policy a picture is served under, in place of the pages' (the security headers keep a
 * route's own). A figure links to its original (issue 31), and a browser shows an address
 * that is a picture in its own viewer page, which centres and fits it with inline styles
 * that the pages' policy blocks. A picture here is never markup (SVG is refused at upload),
 * so allowing inline style opens nothing; no script, frame or other fetch is allowed.
 */
export const PICTURE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } });

/** Whether Accept names the type (or type/*) with a quality above zero. */
export function accepts(accept: string | null, type: string): boolean {
  if (!accept) return false;
  return accept.split(",").some((part) => {
    const [range = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (range !== type) return false;
    const q = params.find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The single byte range a Range header asks for, "unsatisfiable", or null to send everything. */
export function byteRange(header: string | null, size: number): { offset: number; length: number } | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  // Several ranges, or a unit other than bytes: the whole body is a valid answer (RFC 9110, 14.2).
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const offset = Number(match[1]);
  if (offset >= size) return "unsatisfiable";
  const last = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (last < offset) return null;
  return { offset, length: last - offset + 1 };
}

const matchesEtag = (header: string | null, etag: string) =>
  header !== null &&
  header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });

/** One stored object as HTTP: conditional (304), ranged (206/416) or whole (200); null when absent. */
async function answerObject(bucket: R2Bucket, name: string, etag: string, request: Request, extra: Record<string, string>) {
  const headers = new Headers({
    "cache-control": IMMUTABLE,
    etag,
    "accept-ranges": "bytes",
    "content-security-policy": PICTURE_POLICY,
    ...extra,
  });
  if (matchesEtag(request.headers.get("if-none-match"), etag)) {
    const head = await bucket.head(name);
    return head ? new Response(null, { status: 304, headers }) : null;
  }
  const rangeHeader = request.headers.get("range");
  if (rangeHeader) {
    const head = await bucket.head(name);
    if (!head) return null;
    // If-Range with another validator: the representation changed, so send it all.
    const ifRange = request.headers.get("if-range");
    const range = ifRange && ifRange !== etag ? null : byteRange(rangeHeader, head.size);
    if (range === "unsatisfiable") {
      headers.set("content-range", `bytes */${head.size}`);
      return new Response(null, { status: 416, headers });
    }
    if (range) {
      const object = await bucket.get(name, { range });
      if (!object) return null;
      headers.set("content-type", object.httpMetadata?.contentType ?? "application/octet-stream");
      headers.set("content-range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
      headers.set("content-length", String(range.length));
      return new Response(object.body, { status: 206, headers });
    }
  }
  const object = await bucket.get(name);
  if (!object) return null;
  headers.set("content-type", object.httpMetadata?.contentType ?? "application/octet-stream");
  headers.set("content-length", String(object.size));
  return new Response(object.body, { status: 200, headers });
}

/** The copy's format: AVIF, else WebP when the browser takes them, else the original's own. */
function variantType(media: MediaKey, accept: string | null): MediaType {
  if (accepts(accept, "image/avif")) return "image/avif";
  if (accepts(accept, "image/webp")) return "image/webp";
  return media.type;
}

/**
 * Copies being made in this isolate, by name: a second request for one waits for the first
 * instead of making it again (each copy of a large picture costs seconds and memory).
 */
const making = new Map<string, Promise<boolean>>();

/** Makes one copy once at a time (see `making`), and keeps it in R2, so each is made once. */
function makeVariantOnce(env: MediaBindings, media: MediaKey, width: number, type: MediaType, name: string) {
  let made = making.get(name);
  if (!made) {
    made = makeVariant(env, media, width, type, name).finally(() => making.delete(name));
    making.set(name, made);
  }
  return made;
}

/** Makes one copy with the Images binding and keeps it in R2. */
async function makeVariant(env: MediaBindings, media: MediaKey, width: number, type: MediaType, name: string) {
  const original = await env.MEDIA.get(r2.original(media.key));
  if (!original) return false;
  const result = await env.IMAGES.input(original.body).transform({ width, fit: "scale-down" }).output({ format: type });
  const bytes = new Uint8Array(await new Response(result.image()).arrayBuffer());
  await env.MEDIA.put(name, bytes, { httpMetadata: { contentType: result.contentType() } });
  return true;
}

const notFound = () => plain(404, "There is no such picture.", { "cache-control": "no-store" });

/**
 * GET/HEAD /media/<key>[?w=N]: the exact bytes of an upload, or a copy at most N pixels wide.
 * Where a copy cannot be made (an animated GIF, or the Images binding fails), the original
 * is the answer: it is always a correct picture, only a larger one.
 */
export async function serveMedia(env: MediaBindings, request: Request, key: string): Promise<Response> {
  const media = parseMediaKey(key);
  if (!media) return notFound();
  const w = new URL(request.url).searchParams.get("w");
  const vary: Record<string, string> = w === null ? {} : { vary: "Accept" };
  const original = () => answerObject(env.MEDIA, r2.original(key), `"${media.hash}"`, request, vary);
  if (w === null) return (await original()) ?? notFound();
  const width = MEDIA_WIDTHS.find((allowed) => String(allowed) === w);
  if (width === undefined) return plain(400, `w must be one of ${MEDIA_WIDTHS.join(", ")}.`, { "cache-control": "no-store" });
  // Never wider than the original, and GIFs keep their animation.
  if (width >= media.width || media.type === "image/gif") return (await original()) ?? notFound();
  const type = variantType(media, request.headers.get("accept"));
  const name = r2.variant(key, width, MEDIA_TYPES[type]);
  const etag = `"${media.hash}-w${width}.${MEDIA_TYPES[type]}"`;
  const stored = await answerObject(env.MEDIA, name, etag, request, vary);
  if (stored) return stored;
  try {
    if (!(await makeVariantOnce(env, media, width, type, name))) return notFound();
  } catch (error) {
    console.warn(`Could not make a ${width}px ${type} copy of ${key}; serving the original`, error);
    return (await original()) ?? notFound();
  }
  return (await answerObject(env.MEDIA, name, etag, request, vary)) ?? notFound();
}
