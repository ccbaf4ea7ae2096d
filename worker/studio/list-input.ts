import { isRecord } from "../records";
import { safeUrl } from "../../client/data/safe-url";
import { sanitiseDescription } from "../lists/sanitise";

export interface ListEntryInput {
  title: string;
  image?: string;
  description: string;
  link: string;
}

const MAX_ENTRIES = 500;

/**
 * Reads a studio list body { allpost: [...] }. Descriptions go through the same sanitiser
 * the reader's side applies, so what is stored is already safe; addresses must be http(s)
 * or site-relative.
 */
export function readListInput(body: unknown): { ok: true; allpost: ListEntryInput[] } | { ok: false; error: string } {
  if (!isRecord(body) || !Array.isArray(body.allpost)) return { ok: false, error: "The body must be { allpost: [entries] }." };
  if (body.allpost.length > MAX_ENTRIES) return { ok: false, error: `Keep a list to ${MAX_ENTRIES} entries.` };
  const allpost: ListEntryInput[] = [];
  for (const [index, entry] of body.allpost.entries()) {
    const where = `Entry ${index + 1}`;
    if (!isRecord(entry)) return { ok: false, error: `${where} must be an object.` };
    const title = typeof entry.title === "string" ? entry.title.trim() : "";
    if (!title || title.length > 200) return { ok: false, error: `${where} needs a title of up to 200 characters.` };
    const link = safeUrl(entry.link);
    if (!link) return { ok: false, error: `${where} needs a link: an http(s) address or a path on this site.` };
    const description = typeof entry.description === "string" ? sanitiseDescription(entry.description) : "";
    const image = entry.image === undefined || entry.image === "" ? undefined : safeUrl(entry.image);
    if (image === null) return { ok: false, error: `${where}: the image must be an http(s) address or a path on this site.` };
    allpost.push({ title, description, link, ...(image ? { image } : {}) });
  }
  return { ok: true, allpost };
}
