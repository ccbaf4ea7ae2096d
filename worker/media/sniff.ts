import type { MediaType } from "../../client/data/media";

/** What an upload's own bytes say it is. */
export type Sniffed = { type: MediaType; width: number; height: number };

/** Pixel sizes beyond this are refused as not a picture anyone can use (and keys stay short). */
const MAX_SIDE = 100_000;

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  offset + length <= bytes.length ? String.fromCharCode(...bytes.subarray(offset, offset + length)) : "";

/**
 * The type and size of an image from its magic bytes and headers alone (never its name or
 * declared type), or null when it is none of the five types the site stores. SVG is text,
 * so it is never recognised: it can carry script.
 */
export function sniffImage(bytes: Uint8Array): Sniffed | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = png(bytes, view) ?? gif(bytes, view) ?? jpeg(bytes, view) ?? webp(bytes, view) ?? avif(bytes, view);
  if (!found) return null;
  const { width, height } = found;
  const sane = (side: number) => Number.isInteger(side) && side > 0 && side <= MAX_SIDE;
  return sane(width) && sane(height) ? found : null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(bytes: Uint8Array, view: DataView): Sniffed | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  // The first chunk is always IHDR: width and height, big-endian.
  if (ascii(bytes, 12, 4) !== "IHDR") return null;
  return { type: "image/png", width: view.getUint32(16), height: view.getUint32(20) };
}

function gif(bytes: Uint8Array, view: DataView): Sniffed | null {
  const signature = ascii(bytes, 0, 6);
  if (bytes.length < 10 || (signature !== "GIF87a" && signature !== "GIF89a")) return null;
  return { type: "image/gif", width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (reserved) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(bytes: Uint8Array, view: DataView): Sniffed | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { type: "image/jpeg", height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webp(bytes: Uint8Array, view: DataView): Sniffed | null {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP" || bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    // A key frame: its start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { type: "image/webp", width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { type: "image/webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { type: "image/webp", width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return null;
}

type Box = { type: string; start: number; end: number };

/** The ISO BMFF boxes between start and end (AVIF's container). */
function boxes(bytes: Uint8Array, view: DataView, start: number, end: number): Box[] {
  const found: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) break;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) break;
    found.push({ type: ascii(bytes, offset + 4, 4), start: offset + header, end: offset + size });
    offset += size;
  }
  return found;
}

function avif(bytes: Uint8Array, view: DataView): Sniffed | null {
  const top = boxes(bytes, view, 0, bytes.length);
  const ftyp = top[0];
  if (!ftyp || ftyp.type !== "ftyp" || ftyp.end - ftyp.start < 8) return null;
  const brands = [ascii(bytes, ftyp.start, 4)];
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4) brands.push(ascii(bytes, at, 4));
  if (!brands.includes("avif") && !brands.includes("avis")) return null;
  const meta = top.find((box) => box.type === "meta");
  if (!meta) return null;
  // meta is a full box: 4 bytes of version and flags before its children.
  const iprp = boxes(bytes, view, meta.start + 4, meta.end).find((box) => box.type === "iprp");
  const ipco = iprp && boxes(bytes, view, iprp.start, iprp.end).find((box) => box.type === "ipco");
  if (!ipco) return null;
  // Every image item has an ispe (full box: version and flags, then width and height); a
  // grid's tiles are smaller than the picture, so the largest is the picture's own.
  let best: Sniffed | null = null;
  for (const box of boxes(bytes, view, ipco.start, ipco.end)) {
    if (box.type !== "ispe" || box.end - box.start < 12) continue;
    const width = view.getUint32(box.start + 4);
    const height = view.getUint32(box.start + 8);
    if (!best || width * height > best.width * best.height) best = { type: "image/avif", width, height };
  }
  return best;
}
