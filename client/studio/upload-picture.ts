import { MAX_UPLOAD_BYTES } from "../data/media";
import { ApiError, SessionEndedError, problemOf, type StudioApi } from "./api";
import type { BlockDraft } from "./blocks";
import type { Place } from "./editor-context";
import { focusSoon } from "./focus";
import { figureOf } from "./pictures";
import type { Uploaded } from "./types";

/**
 * Sending a picture: shrunk in the browser first when wider than a post can use (phone
 * photos are 4,000 px and more, 5 to 8 times the bytes a post needs), then uploaded with
 * its progress reported. Loaded on demand, only when an author adds a picture, so the
 * studio's first load does not carry it.
 */

/** The widest picture kept as it is. */
export const MAX_PICTURE_WIDTH = 2560;

const LIMIT = `${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** Types a canvas can write back as themselves; GIF (maybe animated) and AVIF go as they are. */
const REENCODABLE = new Set(["image/png", "image/jpeg", "image/webp"]);

/** The picture at most MAX_PICTURE_WIDTH wide, in its own type; the file itself when it needs no change or cannot be read. */
export async function shrinkImage(file: Blob): Promise<Blob> {
  if (!REENCODABLE.has(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Not a picture after all: the server says so in its own words.
    return file;
  }
  try {
    if (bitmap.width <= MAX_PICTURE_WIDTH) return file;
    const canvas = document.createElement("canvas");
    canvas.width = MAX_PICTURE_WIDTH;
    canvas.height = Math.max(1, Math.round((bitmap.height * MAX_PICTURE_WIDTH) / bitmap.width));
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
    // A browser that cannot write this type answers PNG instead: keep the original then.
    return shrunk && shrunk.type === file.type ? shrunk : file;
  } finally {
    bitmap.close();
  }
}

/**
 * An upload by XMLHttpRequest, the one browser API that reports how much of a request body
 * has been sent (fetch does not); its answer as a Response, like every other call's.
 */
function sendForm(form: FormData, onProgress: (sent: number) => void, idToken: string) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/studio/media");
    xhr.setRequestHeader("authorization", `Bearer ${idToken}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(":");
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = xhr.ontimeout = () =>
      reject(new ApiError("The site could not be reached. Check your connection and try again.", 0));
    xhr.send(form);
  });
}

/** What the browser can tell before sending anything: a file that is plainly not a picture. */
function refusedHere(file: Blob): string | null {
  if (file.type === "image/svg+xml") return "SVG pictures are not accepted: they can carry script. Upload a PNG or WebP.";
  if (file.type && !file.type.startsWith("image/")) return "Upload a PNG, JPEG, WebP, GIF or AVIF picture.";
  return null;
}

/** Shrinks (when it is too wide) and uploads one picture; throws ApiError when it cannot. */
export async function uploadPicture(api: StudioApi, file: File, onProgress: (sent: number) => void): Promise<Uploaded> {
  const refused = refusedHere(file);
  if (refused) throw new ApiError(refused, 415);
  const picture = await shrinkImage(file);
  if (picture.size > MAX_UPLOAD_BYTES) throw new ApiError("", 413);
  const form = new FormData();
  form.append("file", picture, file.name || "pasted.png");
  return api.uploadMedia((idToken) => sendForm(form, onProgress, idToken));
}

/** Why a picture was not uploaded, in words, naming the file. */
export function uploadProblem(name: string, error: unknown): string | null {
  if (error instanceof SessionEndedError) return `${name} was not uploaded: you signed out. Sign in, then add it again.`;
  if (error instanceof ApiError) {
    if (error.status === 413) return `${name} is too large to upload: the limit is ${LIMIT}. Make it smaller and add it again.`;
    if (error.status === 415) return `${name} is not a picture the site can show. ${error.message}`;
    return `${name} was not uploaded. ${error.message}`;
  }
  const problem = problemOf(error);
  return problem ? `${name} was not uploaded. ${problem}` : null;
}

/** What uploading needs from the editor: where figures go, and where progress and problems show. */
export interface UploadHooks {
  api: StudioApi;
  insert: (place: Place, block: BlockDraft) => void;
  setUploading: (uploading: { name: string; sent: number } | null) => void;
  setProblem: (problem: string | null) => void;
  announce: (message: string) => void;
}

/**
 * Uploads the pictures one after another; each becomes a figure at the place (after the one
 * before it) only once it is stored, so a failed upload leaves the editor as it was. The
 * first failure stops the rest and says why.
 */
export async function uploadAll(files: readonly File[], place: Place, hooks: UploadHooks): Promise<void> {
  let after = place.afterBlockId;
  for (const file of files) {
    const name = file.name || "The pasted picture";
    hooks.setUploading({ name, sent: 0 });
    let stored: Uploaded;
    try {
      stored = await uploadPicture(hooks.api, file, (sent) => hooks.setUploading({ name, sent }));
    } catch (error) {
      hooks.setProblem(uploadProblem(name, error));
      return;
    }
    const figure = figureOf(stored.url, stored.alt);
    hooks.insert({ sectionId: place.sectionId, afterBlockId: after }, figure);
    after = figure.id;
    focusSoon(`${figure.id}-alt`);
    hooks.announce(`${name} is uploaded and added as a figure. Describe what it shows in its alt text.`);
  }
}
