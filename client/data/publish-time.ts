/**
 * Scheduled publishing's one rule about time (issue 32): a post's `publishAt` is an ISO 8601
 * UTC time, "2026-11-28T10:00:00Z", stored as the client sent it (a time given without seconds
 * gets ":00"), so an API client reads back exactly the time it sent, milliseconds included.
 * Every stored time then begins with its second ("YYYY-MM-DDTHH:MM:SS"), so Firestore's string
 * order is time order to the second, and the scheduled job can ask for the due posts with one
 * string comparison (`dueQueryBound`). The post schema, the studio API, the job and the studio
 * all read times through here.
 *
 * Imports nothing: the schema, the worker and the studio's first load all take it.
 */

/** What the studio sends: a UTC time with a `Z`, seconds and milliseconds optional. */
const PUBLISH_AT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?Z$/;

export const SCHEDULE_LIMITS = {
  /** How far ahead a post may be scheduled: two years. */
  aheadDays: 730,
  /**
   * A time this close (or past) publishes at once when saved: it would be due before the
   * save's answer reached the author, so there is nothing to wait for.
   */
  atOnceMs: 5_000,
} as const;

export const PUBLISH_AT_RULE = 'Give the publish time as an ISO 8601 UTC time, like "2026-11-28T10:00:00Z".';
export const DRAFT_HAS_NO_TIME = "A draft has no publish time; untick Draft to schedule.";
export const TOO_FAR_AHEAD = `Schedule a post at most ${SCHEDULE_LIMITS.aheadDays / 365} years ahead.`;

/** A time as the studio sends it: UTC, whole seconds ("2026-11-28T10:00:00Z"). */
export const isoSeconds = (ms: number): string => `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;

/**
 * The instant a publish time names, or null when it is not one: not the UTC form above, or a
 * date the calendar does not have (Date.parse would roll "2026-02-30" over into March).
 */
export function publishTimeMs(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = PUBLISH_AT_PATTERN.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = "00"] = match;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const back = new Date(ms).toISOString();
  return back.startsWith(`${year}-${month}-${day}T${hour}:${minute}:${second}`) ? ms : null;
}

/** A valid publish time in the stored form (as sent, with seconds), or null. */
export const storedPublishTime = (value: unknown): string | null => {
  if (publishTimeMs(value) === null) return null;
  const text = value as string;
  // "2026-11-28T10:00Z": the only form without its seconds at characters 17-18.
  return text.length === 17 ? `${text.slice(0, 16)}:00Z` : text;
};

/**
 * The string the job compares stored times with: every stored time at or before `now` sorts
 * at or before it. It is `now` to the second without its fraction, because a fraction sorts
 * before the "Z" ("…T10:00:00.250Z" < "…T10:00:00Z"): so it takes in the whole of the current
 * second, a little after `now` too, and the job checks each match's own time.
 */
export const dueQueryBound = (now: number): string => isoSeconds(now);

/** What a save with this draft flag and publish time asks for, at `now`. */
export type ScheduleRequest =
  | { kind: "none" }
  /** Published at once: the time is past or only seconds away, and is not stored. */
  | { kind: "at-once"; publishAt: string }
  /** Stored, and published by the scheduled job once it is due. */
  | { kind: "scheduled"; publishAt: string }
  | { kind: "refused"; message: string };

/**
 * The rule for a publish time in a save (the studio API's): a draft has none (refused, so a
 * studio that meant to schedule hears about it), a time more than two years ahead is
 * refused, and a time due within seconds publishes at once.
 */
export function scheduleRequest(draft: boolean, publishAt: string | undefined, now: number): ScheduleRequest {
  if (publishAt === undefined) return { kind: "none" };
  if (draft) return { kind: "refused", message: DRAFT_HAS_NO_TIME };
  const ms = publishTimeMs(publishAt);
  if (ms === null) return { kind: "refused", message: PUBLISH_AT_RULE };
  if (ms - now > SCHEDULE_LIMITS.aheadDays * 24 * 60 * 60_000) return { kind: "refused", message: TOO_FAR_AHEAD };
  const stored = storedPublishTime(publishAt)!;
  return ms - now <= SCHEDULE_LIMITS.atOnceMs ? { kind: "at-once", publishAt: stored } : { kind: "scheduled", publishAt: stored };
}
