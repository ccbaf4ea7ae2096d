import { MAX_UPLOAD_BYTES, MEDIA_ALT_MAX, MEDIA_TYPES } from "../../client/data/media";
import { cleanFileName } from "./file-name";

export type UploadRequest =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; declared: string | null; alt: string; name: string }
  | { ok: false; status: 400 | 413 | 415; error: string };

const TOO_LARGE = `That picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Shrink it and upload it again.`;
const NOT_A_PICTURE = "Upload a PNG, JPEG, WebP, GIF or AVIF picture.";

export const tooLarge = { error: TOO_LARGE };

const mediaTypeOf = (header: string | null | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The picture in an upload request: the body itself (Content-Type one of the image types), or
 * the multipart field `file`; alt text from `?alt=` or the multipart field `alt`; the file's
 * name from the multipart part's file name or `?name=` (cleaned, ./file-name.ts). The size
 * limit on the stream is the route's (bodyLimit); this checks the picture's own bytes.
 */
export async function readUploadRequest(request: {
  header: (name: string) => string | undefined;
  query: (name: string) => string | undefined;
  arrayBuffer: () => Promise<ArrayBuffer>;
  formData: () => Promise<FormData>;
}): Promise<UploadRequest> {
  const contentType = mediaTypeOf(request.header("content-type"));
  let bytes: Uint8Array<ArrayBuffer>;
  let declared: string | null;
  let alt: string;
  let name: string;
  if (contentType === "multipart/form-data") {
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!form || typeof file === "string" || !file)
      return { ok: false, status: 400, error: "Send the picture in the multipart field named file." };
    bytes = new Uint8Array(await file.arrayBuffer());
    // Browsers label files by their name; an unlabelled file is judged by its bytes alone.
    const type = mediaTypeOf(file.type);
    declared = type && type !== "application/octet-stream" ? type : null;
    const field = form.get("alt");
    alt = typeof field === "string" ? field : "";
    name = file.name;
  } else {
    if (contentType === "image/svg+xml")
      return { ok: false, status: 415, error: "SVG pictures are not accepted: they can carry script. Upload a PNG or WebP." };
    if (!(contentType in MEDIA_TYPES)) return { ok: false, status: 415, error: NOT_A_PICTURE };
    bytes = new Uint8Array(await request.arrayBuffer());
    declared = contentType;
    alt = request.query("alt") ?? "";
    name = request.query("name") ?? "";
  }
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, status: 413, error: TOO_LARGE };
  if (bytes.byteLength === 0) return { ok: false, status: 415, error: NOT_A_PICTURE };
  alt = alt.trim();
  if (alt.length > MEDIA_ALT_MAX)
    return { ok: false, status: 400, error: `Keep the alt text under ${MEDIA_ALT_MAX} characters.` };
  return { ok: true, bytes, declared, alt, name: cleanFileName(name) };
}

export const notAPicture = (declared: string | null, actual?: string) =>
  actual && declared
    ? `The file says it is ${declared} but its bytes are ${actual}. Upload it again with the right type.`
    : NOT_A_PICTURE;
