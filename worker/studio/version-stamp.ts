import { comparePosts, summarise, type ChangeSummary } from "../../client/data/post-diff";
import { isRecord } from "../records";

/** Who wrote a version of a post: the account whose write made it, and its name as the history shows it. */
export interface SavedBy {
  uid: string;
  name: string;
}

/** A signed-in account as the history names it: its name, else its e-mail address, else its uid. */
export const savedByOf = (user: { uid: string; name: string | null; email: string | null }): SavedBy => ({
  uid: user.uid,
  name: user.name?.trim() || user.email?.trim() || user.uid,
});

/** What the post's server fields `savedBy` and `change` hold on every version. */
export interface VersionStamp {
  savedBy: SavedBy;
  change: ChangeSummary;
}

/**
 * The fields every write of a post sets beside its content (`savedBy`, `change`: both in
 * SERVER_FIELDS, so no client sends them and the editor never sees them): who made this
 * version, and what it changed against the version it replaces (`before`, null for a first
 * version). The studio's saves call it, and so must every other writer of a post (the
 * scheduled job, an editor's review), so the history can say who changed what.
 * `note` is said before the counts ("Restored from the trash", "Published on schedule").
 */
export function versionStamp(
  by: SavedBy,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  note?: string,
): VersionStamp {
  const change = summarise(comparePosts(before, after), before === null);
  return { savedBy: { uid: by.uid, name: by.name }, change: note ? { ...change, note } : change };
}

/** A stored `savedBy`, read leniently; a version written before it was kept is the owner's, by a name not known. */
export function readSavedBy(value: unknown, owner: string): SavedBy {
  if (isRecord(value) && typeof value.uid === "string" && value.uid)
    return { uid: value.uid, name: typeof value.name === "string" ? value.name : "" };
  return { uid: owner, name: "" };
}
