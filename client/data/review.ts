/**
 * Review before publishing (issue 32): a contributor's post carries a server-owned `review`
 * field while it is submitted or sent back. The server writes it (worker/studio/review-service.ts)
 * and keeps it through saves; clients read it, never send it.
 */

export type ReviewState = "submitted" | "returned";

/** Who did something to a post: an account id and the name it goes by. */
export interface Actor {
  uid: string;
  name: string;
}

export interface Review {
  /** Submitted: waiting for an editor. Returned: an editor sent it back with a note. */
  state: ReviewState;
  /** When it was submitted or sent back (ISO 8601, UTC). */
  at: string;
  /** The contributor who submitted, or the editor who sent it back. */
  by: Actor;
  /** The editor's note, when sent back. */
  note?: string;
}

/** The longest note an editor may send back. */
export const MAX_REVIEW_NOTE = 2000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored `review` field, read leniently: anything that is not a review reads as none. */
export function readReview(value: unknown): Review | null {
  if (!isRecord(value) || (value.state !== "submitted" && value.state !== "returned")) return null;
  const by = isRecord(value.by) ? value.by : {};
  const uid = typeof by.uid === "string" ? by.uid : "";
  return {
    state: value.state,
    at: typeof value.at === "string" ? value.at : "",
    by: { uid, name: typeof by.name === "string" && by.name ? by.name : uid },
    ...(typeof value.note === "string" && value.note ? { note: value.note } : {}),
  };
}
