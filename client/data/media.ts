import type { CardPicture } from "./lists";
/**
 * Uploaded pictures: the one place their addresses, sizes and limits are defined, for the
 * worker that stores and serves them, the reader that sizes them and the studio that sends them.
 */

/** Where uploads are served; also a reserved first path segment. */
export const MEDIA_PATH = "/media/";

/** The widths a `?w=` copy may be asked for; any other is 400. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The largest upload, in bytes (10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The image types an upload may be, each with the extension its key ends in. */
export const MEDIA_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;

const EXTENSION_TYPES = Object.fromEntries(Object.entries(MEDIA_TYPES).map(([type, ext]) => [ext, type])) as Record<
  string,
  MediaType
>;

/** A stored upload's key: SHA-256 of the bytes, then its size, so a page can size it without a lookup. */
export type MediaKey = { key: string; hash: string; width: number; height: number; type: MediaType };

const KEY_PATTERN = /^([0-9a-f]{64})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.(png|jpg|webp|gif|avif)$/;

export const mediaKey = (hash: string, width: number, height: number, type: MediaType) =>
  `${hash}-${width}x${height}.${MEDIA_TYPES[type]}`;

/** The parts of a key, or null when it is not one. */
export function parseMediaKey(key: string): MediaKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return { key, hash: match[1]!, width: Number(match[2]), height: Number(match[3]), type: EXTENSION_TYPES[match[4]!]! };
}

/** The upload an address points to (`/media/<key>`), or null for any other address. */
export function mediaOf(src: string): MediaKey | null {
  return src.startsWith(MEDIA_PATH) ? parseMediaKey(src.slice(MEDIA_PATH.length)) : null;
}

export const mediaUrl = (key: string) => `${MEDIA_PATH}${key}`;

/** How wide a post's pictures are drawn: the post column (46rem less padding) or the whole viewport. */
export const POST_IMAGE_SIZES = "(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)";

/** `srcset` of an upload: each copy narrower than the original, then the original at its own width. */
export function mediaSrcset(media: MediaKey): string {
  const url = mediaUrl(media.key);
  return [
    ...MEDIA_WIDTHS.filter((width) => width < media.width).map((width) => `${url}?w=${width} ${width}w`),
    `${url} ${media.width}w`,
  ].join(", ");
}

/** How wide a card's picture is drawn: a column of a card grid, or the phone's width. */
export const CARD_IMAGE_SIZES = "(min-width: 40rem) 22rem, 100vw";

/**
 * A card's picture (home, lists). An upload is offered as its sized copies up to 960 px, never
 * the original, which may be a 3,000-pixel photo; any other address is drawn as it is.
 */
export function cardImage(src: string): CardPicture {
  const media = mediaOf(src);
  const widths = media ? MEDIA_WIDTHS.filter((width) => width <= 960 && width < media.width) : [];
  if (!media || !widths.length) return { src };
  const url = mediaUrl(media.key);
  return {
    src: `${url}?w=${widths.includes(640) ? 640 : widths[0]}`,
    srcSet: widths.map((width) => `${url}?w=${width} ${width}w`).join(", "),
    sizes: CARD_IMAGE_SIZES,
  };
}

/** The longest alt text kept with an upload: R2 keeps at most 2 KiB of custom metadata per object. */
export const MEDIA_ALT_MAX = 500;

/**
 * The longest file name kept with an upload, in UTF-16 units: with MEDIA_ALT_MAX and the
 * record's other fields, at most 3 bytes a unit, it stays within those 2 KiB.
 */
export const MEDIA_NAME_MAX = 100;

/** The longest text the media library searches names and alt text for. */
export const MEDIA_QUERY_MAX = 100;
