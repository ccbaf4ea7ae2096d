import type { ListEntry } from "../../client/data/lists";
import type { Firestore } from "../firestore";
import { listDocumentId, paths } from "../firestore/paths";
import { isRecord } from "../records";
import { safeUrl } from "../../client/data/safe-url";
import { cardImage } from "../../client/data/media";
import { cardTarget } from "./card-target";
import { sanitiseDescription } from "./sanitise";

/** A stored list, made safe once when loaded so the cache holds sanitised HTML. */
export interface LoadedList {
  entries: ListEntry[];
}

/** http(s) or site-relative addresses only; `javascript:` and friends are dropped. */
function safeLink(value: unknown): string | null {
  return safeUrl(value);
}

export function normaliseEntry(value: unknown): ListEntry | null {
  if (!isRecord(value)) return null;
  const title = typeof value.title === "string" ? value.title.trim() : "";
  const description = typeof value.description === "string" ? value.description : "";
  if (!title && !description) return null;
  const { kind, link } = cardTarget(title, safeLink(value.link));
  const image = safeLink(value.image);
  return {
    title,
    kind,
    image: image ? cardImage(image) : null,
    descriptionHtml: sanitiseDescription(description),
    link,
  };
}

/**
 * Reads the list's document (paths.list) and its allpost array. A missing
 * document or a missing allpost both give an empty list, logged as the spec says; any
 * Firestore failure rejects (it is never read as "missing").
 */
export async function loadList(firestore: Firestore, listAdminId: string, address: string): Promise<LoadedList> {
  const document = await firestore.getDocument(paths.list(listAdminId, address));
  if (!document) {
    console.log("No such document!", listDocumentId(address));
    return { entries: [] };
  }
  if (!Array.isArray(document.data.allpost)) {
    console.log("No such document!", `${listDocumentId(address)} has no allpost array`);
    return { entries: [] };
  }
  return { entries: document.data.allpost.map(normaliseEntry).filter((entry): entry is ListEntry => entry !== null) };
}
