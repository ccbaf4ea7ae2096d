import type { Firestore, FirestoreDocument } from "../firestore";
import { authorOfPostPath, COLLECTIONS, paths } from "../firestore/paths";
import type { DocumentWrite } from "../firestore/rest";
import { versionOf } from "../read-model/version";
import { readChangeSummary, summaryText, type ChangeSummary } from "../../client/data/post-diff";
import { readSavedBy, type SavedBy } from "./version-stamp";

/**
 * A post's history: each save keeps the version it replaces under the post
 * (`…/posts/{id}/revisions/v{update time in µs}`), with who saved it, when, its state and
 * what it changed, copied from the version's own server fields (./version-stamp.ts).
 */

/** Every revision saved in the last REVISION_DAYS is kept… */
export const REVISION_DAYS = 30;
/** …and at least the newest MAX_REVISIONS, however old. */
export const MAX_REVISIONS = 50;
/** Old revisions dropped by one save at most, so a save's query stays small; the next saves drop the rest. */
const DROPPED_PER_SAVE = 20;
/** Revisions the history lists (the newest). */
export const LISTED_REVISIONS = 200;

/** A revision's document id: the replaced version's update time in microseconds, so each version is kept once. */
export const revisionId = (updateTime: string) => `v${versionOf(updateTime)}`;
/** A revision's `order` field: its age, for newest-first listing (the emulator cannot scan ids backwards). */
export const revisionOrder = (updateTime: string) => versionOf(updateTime);

/** One version of a post, as the history lists it. */
export interface RevisionRow {
  /** v{update time in µs}; the current version's too, so `/revisions/{id}` answers it like any other. */
  id: string;
  /** When the version was saved, to the millisecond: "2026-11-28T01:02:03.456Z". */
  savedAt: string;
  by: SavedBy;
  /** The version was a draft (readers did not see it). */
  draft: boolean;
  /** What its save changed, in one line: "+12 −3 words · Wiring · Paragraph, Code". */
  summary: string;
  /** The same, part by part; null for a version saved before the history kept it. */
  change: ChangeSummary | null;
  title: string;
  bytes: number;
  /** The post as it is now (the first row). */
  current?: true;
}

/** A Firestore time (RFC 3339, to the microsecond) as an ISO time with seconds; anything else as it is. */
const isoTime = (time: string) => (Number.isNaN(Date.parse(time)) ? time : new Date(time).toISOString());

export const bytesOf = (data: Record<string, unknown>) => new TextEncoder().encode(JSON.stringify(data)).length;

/** A version's row from its fields, whether they sit on the post itself or on a revision. */
function row(
  fields: { savedAt: string; title: unknown; bytes: number; draft: boolean; savedBy: unknown; change: unknown },
  id: string,
  owner: string,
): RevisionRow {
  const change = readChangeSummary(fields.change);
  return {
    id,
    savedAt: isoTime(fields.savedAt),
    by: readSavedBy(fields.savedBy, owner),
    draft: fields.draft,
    summary: summaryText(change),
    change,
    title: typeof fields.title === "string" ? fields.title : "",
    bytes: fields.bytes,
  };
}

/** The post as it is now, as the history's first row. */
export function currentRow(post: FirestoreDocument): RevisionRow {
  const updated = post.updateTime ?? post.createTime ?? "";
  const { data } = post;
  const fields = {
    savedAt: updated,
    title: data.title,
    bytes: bytesOf(data),
    draft: data.draft === true,
    savedBy: data.savedBy,
    change: data.change,
  };
  return { ...row(fields, revisionId(updated), authorOfPostPath(post.path) ?? ""), current: true };
}

function revisionRow(document: FirestoreDocument, owner: string): RevisionRow {
  const { savedAt, title, bytes, draft, savedBy, change, post } = document.data;
  // Revisions written before the history kept the state at the top hold it only in the post.
  const state = typeof draft === "boolean" ? draft : (post as { draft?: unknown } | undefined)?.draft === true;
  const fields = {
    savedAt: typeof savedAt === "string" ? savedAt : (document.createTime ?? ""),
    title,
    bytes: typeof bytes === "number" ? bytes : 0,
    draft: state,
    savedBy,
    change,
  };
  return row(fields, document.id, owner);
}

/** The post's versions, newest first: the current one, then the LISTED_REVISIONS newest it replaced. */
export async function listRevisionRows(firestore: Firestore, post: FirestoreDocument): Promise<RevisionRow[]> {
  const owner = authorOfPostPath(post.path) ?? "";
  const documents = await firestore.runQuery(post.path, {
    from: [{ collectionId: COLLECTIONS.revisions }],
    select: {
      fields: ["savedAt", "title", "bytes", "draft", "savedBy", "change", "post.draft"].map((fieldPath) => ({ fieldPath })),
    },
    orderBy: [{ field: { fieldPath: "order" }, direction: "DESCENDING" }],
    limit: LISTED_REVISIONS,
  });
  return [currentRow(post), ...documents.map((document) => revisionRow(document, owner))];
}

/** One version with its post: a kept revision, or the current version by its own id. */
export async function readRevisionRow(
  firestore: Firestore,
  post: FirestoreDocument,
  id: string,
): Promise<{ revision: RevisionRow; post: Record<string, unknown> } | null> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  if (post.updateTime && id === revisionId(post.updateTime)) return { revision: currentRow(post), post: post.data };
  const document = await firestore.getDocument(paths.revision(post.path, id));
  if (!document) return null;
  const stored = document.data.post;
  return {
    revision: revisionRow(document, authorOfPostPath(post.path) ?? ""),
    post: typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {},
  };
}

/** The ids of a post's revisions, newest first (for removing them with the post). */
export async function revisionIds(firestore: Firestore, postPath: string, limit: number): Promise<string[]> {
  const documents = await firestore.runQuery(postPath, {
    from: [{ collectionId: COLLECTIONS.revisions }],
    select: { fields: [{ fieldPath: "order" }] },
    limit,
  });
  return documents.map((document) => document.id);
}

/**
 * The writes that keep the version a save replaces (with who saved it, its state and its
 * change, for the history's rows), and drop revisions that are both older than
 * REVISION_DAYS and past the MAX_REVISIONS newest. The query reads only the revisions past
 * the newest ones, a few at a time.
 */
export async function revisionWrites(
  firestore: Firestore,
  replaced: FirestoreDocument,
  now = Date.now(),
): Promise<DocumentWrite[]> {
  const updateTime = replaced.updateTime!;
  // The version kept now is the newest, so the ones past it start at MAX_REVISIONS - 1.
  const older = await firestore.runQuery(replaced.path, {
    from: [{ collectionId: COLLECTIONS.revisions }],
    select: { fields: [{ fieldPath: "order" }] },
    orderBy: [{ field: { fieldPath: "order" }, direction: "DESCENDING" }],
    offset: MAX_REVISIONS - 1,
    limit: DROPPED_PER_SAVE,
  });
  const cutoff = (now - REVISION_DAYS * 24 * 60 * 60_000) * 1_000;
  const drop = older.filter((document) => typeof document.data.order === "number" && document.data.order < cutoff);
  const { data } = replaced;
  return [
    {
      path: paths.revision(replaced.path, revisionId(updateTime)),
      data: {
        savedAt: updateTime,
        order: revisionOrder(updateTime),
        title: typeof data.title === "string" ? data.title : "",
        bytes: bytesOf(data),
        draft: data.draft === true,
        ...(data.savedBy === undefined ? {} : { savedBy: data.savedBy }),
        ...(data.change === undefined ? {} : { change: data.change }),
        post: data,
      },
    },
    ...drop.map((revision) => ({ path: paths.revision(replaced.path, revision.id), delete: true as const })),
  ];
}
