import { MEDIA_NAME_MAX } from "../../client/data/media";

/** The end of a sent name that is read at all: a name's last path part is at its end. */
const READ_AT_MOST = 1024;

/**
 * Characters a name shown in the studio must not carry: controls (C0, DEL, C1), lone
 * surrogates, and the bidirectional marks that can make "gnp.exe" read as "exe.png".
 */
const UNSAFE = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The longest extension kept whole when a long name is shortened (".jpeg", ".webp"). */
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

/** Cut to `max` UTF-16 units, never through a surrogate pair. */
function cut(text: string, max: number): string {
  const cutText = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(cutText) ? cutText.slice(0, -1) : cutText;
}

/**
 * The file name an upload is listed under: the last part of what the browser sent (some send
 * "C:\fakepath\board.png" or a folder path), without control or direction characters, with
 * runs of white space as one space, at most MEDIA_NAME_MAX long (a long name keeps its
 * extension). "" when nothing usable is left.
 */
export function cleanFileName(sent: string | null | undefined): string {
  const last = (sent ?? "").slice(-READ_AT_MOST).split(/[\\/]/).pop() ?? "";
  // Tabs and line breaks are white space before they are controls.
  const name = last.replace(/\s/g, " ").replace(UNSAFE, "").replace(/ {2,}/g, " ").trim();
  if (/^\.*$/.test(name)) return "";
  if (name.length <= MEDIA_NAME_MAX) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? "";
  return `${cut(name.slice(0, name.length - extension.length), MEDIA_NAME_MAX - extension.length - 1).trimEnd()}…${extension}`;
}
