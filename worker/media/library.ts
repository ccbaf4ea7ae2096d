import { MEDIA_ALT_MAX, mediaKey, mediaOf, mediaUrl, parseMediaKey, type MediaType } from "../../client/data/media";
import type { Firestore } from "../firestore";
import { walkPosts } from "../posts/walk";
import { mediaKeysIn } from "./addresses";
import { sniffImage } from "./sniff";

/**
 * The media library in one R2 bucket (README, "Pictures"):
 *   o/<key>               an original, keyed by its SHA-256 and size; its custom metadata
 *                         is the upload's record (type, bytes, width, height, uploader, alt,
 *                         file name, time)
 *   v/<key>/<w>.<ext>     the ?w= copies made from it (./serve.ts)
 *   u/<uid>/<rev>-<key>   an author's upload list, newest first: <rev> counts down with time,
 *                         so R2's name order pages it; each entry carries the record as that
 *                         author knows it: the file name they uploaded, the alt text they last wrote
 *   k/<key>/<uid>         which authors uploaded a key, and the name of their list entry
 */
export const r2 = {
  original: (key: string) => `o/${key}`,
  variants: (key: string) => `v/${key}/`,
  variant: (key: string, width: number, ext: string) => `v/${key}/${width}.${ext}`,
  uploads: (uid: string) => `u/${uid}/`,
  uploaders: (key: string) => `k/${key}/`,
  uploader: (key: string, uid: string) => `k/${key}/${uid}`,
};

/** An upload as the studio sees it: `name` is the file's name ("" for uploads older than names), `alt` the alt text last written for it. */
export type Upload = {
  url: string;
  key: string;
  type: MediaType;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  name: string;
  uploaded: string;
};

/** R2 did not answer: the studio answers 503 with Retry-After, as for Firestore. */
export class MediaUnavailableError extends Error {}

/** An R2 call whose failure is the storage's trouble, not a fault in the request. */
async function fromR2<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (cause) {
    throw new MediaUnavailableError("R2 did not answer", { cause });
  }
}

export type UploadOutcome =
  | { kind: "stored"; created: boolean; upload: Upload }
  | { kind: "not-an-image" }
  | { kind: "mismatch"; declared: string; actual: MediaType }
  | { kind: "too-many-pixels"; width: number; height: number };

/**
 * The most pixels a picture may have: a 16,000 x 16,000 one took seconds and 400 MB to scale.
 * 40 megapixels is more than any phone or camera a tutorial needs (8,000 x 5,000).
 */
export const MAX_PIXELS = 40_000_000;

/** R2's condition for "only if nothing is stored under this name yet". */
const IF_ABSENT: R2Conditional = { etagDoesNotMatch: "*" };

/** Upload list entries sort newest first: milliseconds until this far-off time, zero-padded. */
const LIST_EPOCH = 9_999_999_999_999;
const listEntry = (uid: string, time: number, key: string) =>
  `${r2.uploads(uid)}${String(LIST_EPOCH - time).padStart(13, "0")}-${key}`;

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function recordOf(upload: Upload, uploader: string): Record<string, string> {
  return {
    type: upload.type,
    width: String(upload.width),
    height: String(upload.height),
    bytes: String(upload.bytes),
    alt: upload.alt,
    name: upload.name,
    uploaded: upload.uploaded,
    uploader,
  };
}

function uploadOf(key: string, record: Record<string, string> | undefined): Upload | null {
  const parsed = parseMediaKey(key);
  if (!parsed) return null;
  return {
    url: mediaUrl(key),
    key,
    type: parsed.type,
    width: parsed.width,
    height: parsed.height,
    bytes: Number(record?.bytes ?? 0),
    alt: record?.alt ?? "",
    name: record?.name ?? "",
    uploaded: record?.uploaded ?? "",
  };
}

/**
 * Stores an author's picture once per content: the type comes from the bytes alone, and a
 * declared type (the Content-Type, or the multipart part's type) must agree with it.
 */
export async function storeUpload(
  bucket: R2Bucket,
  {
    uid,
    bytes,
    declared,
    alt,
    name,
    now = Date.now(),
  }: { uid: string; bytes: Uint8Array<ArrayBuffer>; declared: string | null; alt: string; name: string; now?: number },
): Promise<UploadOutcome> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) return { kind: "not-an-image" };
  if (declared && declared !== sniffed.type) return { kind: "mismatch", declared, actual: sniffed.type };
  if (sniffed.width * sniffed.height > MAX_PIXELS)
    return { kind: "too-many-pixels", width: sniffed.width, height: sniffed.height };
  const hash = await sha256Hex(bytes);
  const key = mediaKey(hash, sniffed.width, sniffed.height, sniffed.type);
  const upload: Upload = {
    url: mediaUrl(key),
    key,
    type: sniffed.type,
    width: sniffed.width,
    height: sniffed.height,
    bytes: bytes.byteLength,
    alt,
    name,
    uploaded: new Date(now).toISOString(),
  };
  // Written only when absent: of two uploads of the same bytes, one stores them.
  const original = await fromR2(
    bucket.put(r2.original(key), bytes, {
      httpMetadata: { contentType: sniffed.type },
      customMetadata: recordOf(upload, uid),
      sha256: hash,
      onlyIf: IF_ABSENT,
    }),
  );
  const existing = original ? null : await fromR2(bucket.head(r2.original(key)));
  // One entry per author and picture, however many of their uploads of it race: each writes an
  // entry, then the marker that names the author's entry, only when absent; a loser takes its
  // entry back and answers with the winner's.
  // 201 for the upload that stored the bytes, 200 for every other upload of them.
  const created = original !== null;
  const marker = await fromR2(bucket.head(r2.uploader(key, uid)));
  if (marker) return { kind: "stored", created, upload: (await entryOf(bucket, marker)) ?? upload };
  const entry = listEntry(uid, now, key);
  await fromR2(bucket.put(entry, null, { customMetadata: recordOf(upload, uid) }));
  const won = await fromR2(bucket.put(r2.uploader(key, uid), null, { customMetadata: { entry }, onlyIf: IF_ABSENT }));
  if (!won) {
    const winner = await fromR2(bucket.head(r2.uploader(key, uid)));
    if (winner?.customMetadata?.entry !== entry) await fromR2(bucket.delete(entry));
    return { kind: "stored", created, upload: (winner && (await entryOf(bucket, winner))) ?? upload };
  }
  const stored = existing ? (uploadOf(key, { ...existing.customMetadata, ...recordOf(upload, uid) }) ?? upload) : upload;
  return { kind: "stored", created, upload: stored };
}

/** The author's library entry a marker names, as an upload. */
async function entryOf(bucket: R2Bucket, marker: R2Object): Promise<Upload | null> {
  const entry = marker.customMetadata?.entry;
  if (!entry) return null;
  const listed = await fromR2(bucket.head(entry));
  return listed ? uploadOf(entry.slice(entry.lastIndexOf("/") + 1 + KEY_AT), listed.customMetadata) : null;
}

/** MAX_PAGE entries at most per page of an author's uploads. */
export const MAX_PAGE = 100;

/**
 * A search looks at this many list entries at most per request (one R2 list call can give
 * them all); the next page goes on from there.
 */
const MAX_SEARCHED = 1000;
/** Where the key starts in a list entry's name: after <rev> (13 digits) and its hyphen. */
const KEY_AT = 14;

/** An upload whose file name or alt text holds the words (lower case), or every upload for "". */
const matches = (upload: Upload, words: string) =>
  !words || upload.name.toLowerCase().includes(words) || upload.alt.toLowerCase().includes(words);

/**
 * One page of an author's uploads, newest first, those whose file name or alt text contains
 * `query` (any case) when one is given, and the cursor of the next page (null at the end).
 * The cursor is the name of the last entry looked at, so a page that stops halfway through
 * R2's batch goes on from there; R2 cannot filter by metadata, so a search reads the list and
 * stops after MAX_SEARCHED entries with a cursor, even with fewer matches than `limit`.
 */
export async function listUploads(
  bucket: R2Bucket,
  uid: string,
  { cursor, limit, query = "" }: { cursor?: string; limit: number; query?: string },
): Promise<{ uploads: Upload[]; next: string | null }> {
  const prefix = r2.uploads(uid);
  const words = query.trim().toLowerCase();
  const uploads: Upload[] = [];
  let last = cursor ?? "";
  let searched = 0;
  let batchCursor: string | undefined;
  // Each call lists at least one name while the list goes on; the bound is for a store that says otherwise.
  for (let calls = 0; calls < 20; calls += 1) {
    const page = await fromR2(
      bucket.list({
        prefix,
        limit: words ? MAX_SEARCHED - searched : limit - uploads.length,
        include: ["customMetadata"],
        ...(batchCursor ? { cursor: batchCursor } : last ? { startAfter: `${prefix}${last}` } : {}),
      }),
    );
    for (const [at, object] of page.objects.entries()) {
      last = object.key.slice(prefix.length);
      searched += 1;
      const upload = uploadOf(last.slice(KEY_AT), object.customMetadata);
      if (upload && matches(upload, words)) uploads.push(upload);
      if (uploads.length === limit) return { uploads, next: at < page.objects.length - 1 || page.truncated ? last : null };
    }
    if (!page.truncated) return { uploads, next: null };
    if (searched >= MAX_SEARCHED) break;
    // The whole batch was read: R2's own cursor goes on from its end.
    batchCursor = page.cursor;
  }
  return { uploads, next: last || null };
}

/** How many different pictures one save records alt text for: the first ones in the post. */
const MAX_REMEMBERED = 50;
/** R2 calls in flight at once while recording them. */
const AT_ONCE = 6;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Each upload a post's figures show, with the alt text its last figure of it gives (non-empty). */
function figureAlts(pageData: unknown): Map<string, string> {
  const alts = new Map<string, string>();
  for (const section of Array.isArray(pageData) ? pageData : []) {
    const content: unknown = isObject(section) ? section.content : null;
    for (const block of Array.isArray(content) ? content : []) {
      const figure: unknown = isObject(block) ? block.figure : null;
      if (!isObject(figure) || typeof figure.src !== "string" || typeof figure.alt !== "string") continue;
      const media = mediaOf(figure.src);
      const alt = figure.alt.trim();
      if (!media || !alt || alt.length > MEDIA_ALT_MAX) continue;
      if (alts.has(media.key) || alts.size < MAX_REMEMBERED) alts.set(media.key, alt);
    }
  }
  return alts;
}

/** Keeps `alt` in the author's library entry for the upload, when they have one and it says otherwise. */
async function rememberAlt(bucket: R2Bucket, uid: string, key: string, alt: string): Promise<void> {
  const entry = (await bucket.head(r2.uploader(key, uid)))?.customMetadata?.entry;
  if (!entry) return;
  const listed = await bucket.head(entry);
  if (!listed || listed.customMetadata?.alt === alt) return;
  // Only over the entry as read: an upload deleted meanwhile is not brought back.
  await bucket.put(entry, null, { customMetadata: { ...listed.customMetadata, alt }, onlyIf: { etagMatches: listed.etag } });
}

/**
 * After a save: the alt text each figure of the post gives its upload becomes the text the
 * library offers when the author inserts that picture again. Pictures outside the author's
 * library are left alone. Never throws: the save stands whatever R2 does, and the next save
 * tries again.
 */
export async function rememberAltTexts(bucket: R2Bucket, uid: string, pageData: unknown): Promise<void> {
  const alts = [...figureAlts(pageData)];
  try {
    for (let start = 0; start < alts.length; start += AT_ONCE)
      await Promise.all(alts.slice(start, start + AT_ONCE).map(([key, alt]) => rememberAlt(bucket, uid, key, alt)));
  } catch (error) {
    console.error("Keeping the alt text of a post's pictures in the media library failed", error);
  }
}

/** A post that shows an upload. */
export type Use = { author: string; slug: string; title: string };

/**
 * For each upload, the posts (of every author, drafts included) that show it, wherever and
 * however they name it (./addresses.ts: as a browser would read the address, against the
 * site's `origin`): one walk over the posts for all the keys, so a page of the library costs
 * one scan. A scan, not an index: fine while authors have hundreds of posts, not millions (README).
 */
export async function usesOf(
  firestore: Firestore,
  authorIds: readonly string[],
  keys: readonly string[],
  origin: string,
): Promise<Map<string, Use[]>> {
  const uses = new Map<string, Use[]>(keys.map((key) => [key, []]));
  if (!keys.length) return uses;
  for (const author of new Set(authorIds)) {
    for await (const page of walkPosts(firestore, author)) {
      for (const document of page) {
        const shown = mediaKeysIn(document.data, origin);
        if (!shown.size) continue;
        const title = typeof document.data.title === "string" ? document.data.title : document.id;
        const slug = typeof document.data.slug === "string" ? document.data.slug : document.id;
        for (const key of keys) if (shown.has(key)) uses.get(key)!.push({ author, slug, title });
      }
    }
  }
  return uses;
}

/** The posts that show one upload. */
export const findUses = async (firestore: Firestore, authorIds: readonly string[], key: string, origin: string): Promise<Use[]> =>
  (await usesOf(firestore, authorIds, [key], origin)).get(key) ?? [];

export type RemoveOutcome = { kind: "removed" } | { kind: "not-found" } | { kind: "in-use"; uses: Use[] };

/** How a delete takes its turn against saves that start to show the picture (./picture-lock.ts). */
export interface DeleteTurn {
  mark: () => Promise<string>;
  end: (marked: string, outcome: "live" | "gone") => Promise<void>;
}

/**
 * Removes an author's upload that no post shows. The bytes go when no other author has the
 * same picture in their list; its copies go with them. While it looks for posts that show the
 * picture, the picture is marked as being deleted (`turn`), so a save cannot start to show it
 * meanwhile.
 */
export async function removeUpload(
  bucket: R2Bucket,
  { uid, key, uses, turn }: { uid: string; key: string; uses: () => Promise<Use[]>; turn: DeleteTurn },
): Promise<RemoveOutcome> {
  if (!parseMediaKey(key)) return { kind: "not-found" };
  const mine = await fromR2(bucket.head(r2.uploader(key, uid)));
  if (!mine) return { kind: "not-found" };
  const marked = await turn.mark();
  let using: Use[];
  try {
    using = await uses();
  } catch (error) {
    await turn.end(marked, "live").catch(() => undefined);
    throw error;
  }
  if (using.length) {
    await turn.end(marked, "live");
    return { kind: "in-use", uses: using };
  }
  const entry = mine.customMetadata?.entry;
  await fromR2(bucket.delete([r2.uploader(key, uid), ...(entry ? [entry] : [])]));
  const others = await fromR2(bucket.list({ prefix: r2.uploaders(key), limit: 1 }));
  if (others.objects.length) {
    await turn.end(marked, "live");
    return { kind: "removed" };
  }
  for (;;) {
    const variants = await fromR2(bucket.list({ prefix: r2.variants(key), limit: 1000 }));
    if (!variants.objects.length) break;
    await fromR2(bucket.delete(variants.objects.map((object) => object.key)));
    if (!variants.truncated) break;
  }
  await fromR2(bucket.delete(r2.original(key)));
  await turn.end(marked, "gone");
  return { kind: "removed" };
}
