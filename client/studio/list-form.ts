import { newId } from "./ids";
import type { ListEntry } from "./types";

/** A project list card as the editor holds it, with an id that follows it as it moves. */
export interface EntryDraft {
  id: string;
  title: string;
  image: string;
  /** HTML; the server sanitises it with the same allow-list the list pages use. */
  description: string;
  link: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const newEntry = (): EntryDraft => ({ id: newId("entry"), title: "", image: "", description: "", link: "" });

/** A stored card, read leniently: the server sends the list as it is stored. */
export function entryFromStored(stored: unknown): EntryDraft {
  const entry: Partial<Record<keyof ListEntry, unknown>> = typeof stored === "object" && stored !== null ? stored : {};
  return {
    id: newId("entry"),
    title: text(entry.title),
    image: text(entry.image),
    description: text(entry.description),
    link: text(entry.link),
  };
}

export function storedEntry(entry: EntryDraft): ListEntry {
  const image = entry.image.trim();
  return { title: entry.title.trim(), description: entry.description, link: entry.link.trim(), ...(image ? { image } : {}) };
}

/** The first entry the server would refuse for a missing field, by index, with the field and why. */
export function firstMissing(entries: EntryDraft[]): { index: number; field: "title" | "link"; message: string } | null {
  for (const [index, entry] of entries.entries()) {
    if (!entry.title.trim()) return { index, field: "title", message: "Give the entry a title." };
    if (!entry.link.trim()) return { index, field: "link", message: "Give the entry a link." };
  }
  return null;
}
