/**
 * What contributors may not do (CONTRIBUTOR_IDS): make a post public or schedule it. The
 * messages are the 403 answers' words; the checks live where the request is read
 * (./middleware.ts, on the body as sent) and where the post is written (./posts-service.ts).
 */
export const CONTRIBUTOR_PUBLISHES =
  "Contributors save drafts only: this save would publish the post. Keep Draft ticked, save, and use “Submit for review”; an editor publishes it.";
export const CONTRIBUTOR_SCHEDULES =
  "Contributors cannot schedule a post (publishAt): save it as a draft and use “Submit for review”; an editor publishes or schedules it.";

/**
 * Why a contributor's post body may not be saved, or null when it may: `draft` missing means
 * published (the post schema's default), and a `publishAt` of any shape schedules, or means to.
 */
export function contributorBodyProblem(body: unknown): { error: string; field: "draft" | "publishAt" } | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { draft, publishAt } = body as Record<string, unknown>;
  if (publishAt !== undefined && publishAt !== null) return { error: CONTRIBUTOR_SCHEDULES, field: "publishAt" };
  if (draft !== true) return { error: CONTRIBUTOR_PUBLISHES, field: "draft" };
  return null;
}

/**
 * A publish time as issue 32's contract stores it, an ISO 8601 UTC time ("2026-11-28T10:00:00Z"),
 * normalised to whole seconds; or why it is not one (not UTC, not a real time, not ahead of `now`).
 */
export function readPublishTime(
  value: unknown,
  now = Date.now(),
): { ok: true; publishAt: string } | { ok: false; error: string } {
  const text = typeof value === "string" ? value.trim() : "";
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(text) ? Date.parse(text) : Number.NaN;
  // Date.parse rolls "02-30" over into March: a real time reads back as written.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 16) !== text.slice(0, 16))
    return { ok: false, error: 'publishAt: send the publish time as an ISO 8601 UTC time, like "2026-11-28T10:00:00Z".' };
  if (time <= now) return { ok: false, error: "publishAt: choose a time in the future." };
  return { ok: true, publishAt: new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z") };
}
