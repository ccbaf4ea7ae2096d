import { MEDIA_PATH, mediaKey, mediaUrl, parseMediaKey, type MediaType } from "../../client/data/media";
import type { Firestore } from "../firestore";
import { walkPosts } from "../posts/walk";
import { sniffImage } from "./sniff";

/**
 * The media library in one R2 bucket (README, "Pictures"):
 *   o/<key>               an original, keyed by its SHA-256 and size; its custom metadata
 *                         is the upload's record (type, bytes, width, height, uploader, alt, time)
 *   v/<key>/<w>.<ext>     the ?w= copies made from it (./serve.ts)
 *   u/<uid>/<rev>-<key>   an author's upload list, newest first: <rev> counts down with time,
 *                         so R2's name order and cursor page it; each entry carries the record
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

/** An upload as the studio sees it. */
export type Upload = {
  url: string;
  key: string;
  type: MediaType;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  uploaded: string;
};

export type UploadOutcome =
  | { kind: "stored"; created: boolean; upload: Upload }
  | { kind: "not-an-image" }
  | { kind: "mismatch"; declared: string; actual: MediaType };

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
    now = Date.now(),
  }: { uid: string; bytes: Uint8Array<ArrayBuffer>; declared: string | null; alt: string; now?: number },
): Promise<UploadOutcome> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) return { kind: "not-an-image" };
  if (declared && declared !== sniffed.type) return { kind: "mismatch", declared, actual: sniffed.type };
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
    uploaded: new Date(now).toISOString(),
  };
  const existing = await bucket.head(r2.original(key));
  if (!existing)
    await bucket.put(r2.original(key), bytes, {
      httpMetadata: { contentType: sniffed.type },
      customMetadata: recordOf(upload, uid),
      sha256: hash,
    });
  // The same bytes from the same author are one entry in their list; from another author, one more.
  const mine = await bucket.head(r2.uploader(key, uid));
  if (!mine) {
    const entry = listEntry(uid, now, key);
    await bucket.put(entry, null, { customMetadata: recordOf(upload, uid) });
    await bucket.put(r2.uploader(key, uid), null, { customMetadata: { entry } });
  }
  const stored = existing ? (uploadOf(key, existing.customMetadata) ?? upload) : upload;
  return { kind: "stored", created: !existing, upload: stored };
}

/** MAX_PAGE entries at most per page of an author's uploads. */
export const MAX_PAGE = 100;

/** One page of an author's uploads, newest first, and the cursor of the next (null at the end). */
export async function listUploads(
  bucket: R2Bucket,
  uid: string,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<{ uploads: Upload[]; next: string | null }> {
  const prefix = r2.uploads(uid);
  const page = await bucket.list({ prefix, limit, include: ["customMetadata"], ...(cursor ? { cursor } : {}) });
  const uploads = page.objects
    .map((object) => uploadOf(object.key.slice(prefix.length + 14), object.customMetadata))
    .filter((upload): upload is Upload => upload !== null);
  return { uploads, next: page.truncated ? page.cursor : null };
}

/** A post that shows an upload. */
export type Use = { author: string; slug: string; title: string };

/**
 * For each upload, the posts (of every author, drafts included) whose stored JSON names its
 * address: one walk over the posts for all the keys, so a page of the library costs one scan.
 * A scan, not an index: fine while authors have hundreds of posts, not millions (README).
 */
export async function usesOf(
  firestore: Firestore,
  authorIds: readonly string[],
  keys: readonly string[],
): Promise<Map<string, Use[]>> {
  const uses = new Map<string, Use[]>(keys.map((key) => [key, []]));
  if (!keys.length) return uses;
  for (const author of new Set(authorIds)) {
    for await (const page of walkPosts(firestore, author)) {
      for (const document of page) {
        const json = JSON.stringify(document.data);
        if (!json.includes(MEDIA_PATH)) continue;
        const title = typeof document.data.title === "string" ? document.data.title : document.id;
        const slug = typeof document.data.slug === "string" ? document.data.slug : document.id;
        for (const key of keys) if (json.includes(mediaUrl(key))) uses.get(key)!.push({ author, slug, title });
      }
    }
  }
  return uses;
}

/** The posts that show one upload. */
export const findUses = async (firestore: Firestore, authorIds: readonly string[], key: string): Promise<Use[]> =>
  (await usesOf(firestore, authorIds, [key])).get(key) ?? [];

export type RemoveOutcome = { kind: "removed" } | { kind: "not-found" } | { kind: "in-use"; uses: Use[] };

/**
 * Removes an author's upload that no post shows. The bytes go when no other author has the
 * same picture in their list; its copies go with them.
 */
export async function removeUpload(
  bucket: R2Bucket,
  { uid, key, uses }: { uid: string; key: string; uses: () => Promise<Use[]> },
): Promise<RemoveOutcome> {
  if (!parseMediaKey(key)) return { kind: "not-found" };
  const mine = await bucket.head(r2.uploader(key, uid));
  if (!mine) return { kind: "not-found" };
  const using = await uses();
  if (using.length) return { kind: "in-use", uses: using };
  const entry = mine.customMetadata?.entry;
  await bucket.delete([r2.uploader(key, uid), ...(entry ? [entry] : [])]);
  const others = await bucket.list({ prefix: r2.uploaders(key), limit: 1 });
  if (others.objects.length) return { kind: "removed" };
  for (;;) {
    const variants = await bucket.list({ prefix: r2.variants(key), limit: 1000 });
    if (!variants.objects.length) break;
    await bucket.delete(variants.objects.map((object) => object.key));
    if (!variants.truncated) break;
  }
  await bucket.delete(r2.original(key));
  return { kind: "removed" };
}
