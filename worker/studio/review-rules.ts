import { scheduleRequest } from "../../client/data/publish-time";

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
 * An editor's publish time for a submitted post: the same rule as an author's own schedule
 * (client/data/publish-time.ts: an ISO 8601 UTC time, at most two years ahead), and in the
 * future (a time already due is a publish, which has its own call).
 */
export function readPublishTime(
  value: unknown,
  now = Date.now(),
): { ok: true; publishAt: string } | { ok: false; error: string } {
  const request = scheduleRequest(false, typeof value === "string" ? value.trim() : "", now);
  if (request.kind === "refused") return { ok: false, error: `publishAt: ${request.message}` };
  if (request.kind !== "scheduled") return { ok: false, error: "publishAt: choose a time in the future." };
  return { ok: true, publishAt: request.publishAt };
}
