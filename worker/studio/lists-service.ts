import { listCategory } from "../../client/data/lists";
import type { Firestore } from "../firestore";
import { paths } from "../firestore/paths";
import type { ListEntryInput } from "./list-input";

/** What the studio's list calls need: Firestore, who is asking, and what to tell the caches after a save. */
export interface ListsContext {
  firestore: Firestore;
  uid: string;
  /** LIST_ADMIN_ID: the one account that edits lists, whose posts collection holds them. */
  listAdminId: string;
  /** Purges the list's cached pages. */
  listChanged(address: string): Promise<void>;
}

/** A list call's outcome: refused (not the list admin), no such list address, or done. */
export type ListOutcome<T> = { kind: "forbidden" } | { kind: "not-found" } | ({ kind: "done" } & T);

/**
 * The list admin only, on the 24 list addresses only (client/data/lists.ts). Checked here as
 * well as by the route's middleware, so the rule holds whichever route reaches the service.
 */
function category(context: ListsContext, address: string) {
  if (context.uid !== context.listAdminId) return { kind: "forbidden" } as const;
  const found = listCategory(address);
  return found ? ({ kind: "found", category: found } as const) : ({ kind: "not-found" } as const);
}

/** A list's stored cards as they are, for the editor to read leniently (a missing document is an empty list). */
export async function readStudioList(
  context: ListsContext,
  address: string,
): Promise<ListOutcome<{ title: string; allpost: unknown[] }>> {
  const found = category(context, address);
  if (found.kind !== "found") return found;
  const document = await context.firestore.getDocument(paths.list(context.listAdminId, found.category.address));
  const stored: unknown = document?.data.allpost;
  return { kind: "done", title: found.category.title, allpost: Array.isArray(stored) ? (stored as unknown[]) : [] };
}

/** Replaces a list's cards (already checked and sanitised, ./list-input.ts), then purges its cached pages. */
export async function saveStudioList(
  context: ListsContext,
  address: string,
  allpost: ListEntryInput[],
): Promise<ListOutcome<{ address: string; entries: number }>> {
  const found = category(context, address);
  if (found.kind !== "found") return found;
  const { address: stored } = found.category;
  await context.firestore.commit([{ path: paths.list(context.listAdminId, stored), data: { allpost } }]);
  await context.listChanged(stored);
  return { kind: "done", address: stored, entries: allpost.length };
}
