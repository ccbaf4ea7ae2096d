import { newId } from "./ids";
import { withFormDefaults, type PostForm } from "./post-form";

/**
 * The editor's working copy, kept in this browser so a reload, a crash, a sign-out or
 * leaving without saving does not lose it. It is removed once the post is saved.
 */
export interface WorkingCopy {
  form: PostForm;
  /** The version of the post the edits started from (null for a post never saved): saving sends it in If-Match. */
  etag: string | null;
  /** Where the post is saved, or null for a post never saved. */
  savedSlug: string | null;
  /** When the copy was kept (ms since the epoch). */
  keptAt: number;
}

const PREFIX = "studio-working-copy";

/** One copy per account and post; a post never saved is "new". */
export const workingCopyKey = (uid: string, savedSlug: string | null) =>
  `${PREFIX}:${uid}:${savedSlug === null ? "new" : `post:${savedSlug}`}`;

/** The copy as stored (its ids are replaced when it is read back). */
export function serialiseWorkingCopy(copy: WorkingCopy): string {
  return JSON.stringify(copy);
}

/**
 * A stored copy, with fresh ids for its sections and blocks (ids are unique only within the
 * page that made them), or null when there is none or it is not one of ours.
 */
export function parseWorkingCopy(text: string | null): WorkingCopy | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // Only this editor writes these entries; the shape check guards against an older format.
  const copy = value as Partial<WorkingCopy> | null;
  const form = copy?.form;
  if (
    !copy ||
    typeof copy.keptAt !== "number" ||
    !form ||
    typeof form.title !== "string" ||
    typeof form.slug !== "string" ||
    !Array.isArray(form.sections)
  ) {
    return null;
  }
  return {
    // A copy an older editor kept lacks the fields added since (build time, tested with...): they open empty.
    form: withFormDefaults({
      ...form,
      sections: form.sections.map((section) => ({
        ...section,
        id: newId("section"),
        blocks: section.blocks.map((block) => ({ ...block, id: newId("block") })),
      })),
    }),
    etag: typeof copy.etag === "string" ? copy.etag : null,
    savedSlug: typeof copy.savedSlug === "string" ? copy.savedSlug : null,
    keptAt: copy.keptAt,
  };
}

// Storage can be missing or refuse (private browsing, a full quota): the editor then works as before.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser keeps working copies at all (it may refuse: private browsing, storage switched off). */
export function canKeepWorkingCopies(): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(`${PREFIX}:probe`, "1");
    store.removeItem(`${PREFIX}:probe`);
    return true;
  } catch {
    return false;
  }
}

export function readWorkingCopy(key: string): WorkingCopy | null {
  try {
    return parseWorkingCopy(storage()?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the copy; false when the browser would not store it. */
export function keepWorkingCopy(key: string, copy: WorkingCopy): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, serialiseWorkingCopy(copy));
    return true;
  } catch {
    return false;
  }
}

export function dropWorkingCopy(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: a copy that cannot be removed is offered again, and can be discarded then.
  }
}

const sameDay = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const otherDay = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "14:32" today, "25 Nov, 14:32" on another day. */
export function keptAtText(keptAt: number, now = Date.now()): string {
  const date = new Date(keptAt);
  return date.toDateString() === new Date(now).toDateString() ? sameDay.format(date) : otherDay.format(date);
}
