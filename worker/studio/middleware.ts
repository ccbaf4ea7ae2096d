import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { MediaUnavailableError } from "../media/library";
import { AuthUnavailableError, InvalidTokenError, verifyIdToken, type AuthUser } from "../auth/verify-id-token";
import { CACHE_POLICY } from "../cache/policy";
import { roleOf, type Role } from "../config";
import { FirestoreError } from "../firestore";
import { jsonDepthProblem } from "../http/json-depth";
import { isJsonMediaType } from "../http/media-type";
import { StudioUnavailableError, type StoredPost } from "./posts-service";
import { contributorBodyProblem } from "./review-rules";
import { slugProblem } from "./slug";

/** A studio call's context: the app's, and the verified account that made it. */
export type StudioEnv = AppEnv & { Variables: { user: AuthUser } };

/**
 * 503 with Retry-After: the studio keeps the author's work and tries again. `saved` says
 * whether a write happened (false only when it provably did not), and `current` is the post
 * as the server holds it now, when a lost answer left that unknown and it could be read.
 */
export function unavailable(
  c: Context,
  error: string,
  saved: false | "unknown" | null,
  current: StoredPost | null = null,
): Response {
  const body = saved === null ? { error, retryable: true } : { error, saved, retryable: true, ...(current ? { current } : {}) };
  return c.json(body, 503, { "retry-after": String(CACHE_POLICY.retryAfterSeconds), "cache-control": "no-store" });
}

/** Trouble reaching what the studio stands on (Firestore, R2, the network): never the studio's own fault. */
const isUpstreamTrouble = (error: unknown) =>
  error instanceof StudioUnavailableError ||
  error instanceof FirestoreError ||
  error instanceof MediaUnavailableError ||
  // fetch's network failures, and an answer that was not the JSON it should be.
  error instanceof TypeError ||
  error instanceof SyntaxError ||
  // AbortSignal.timeout: an upstream that did not answer in time.
  (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"));

const unauthorised = { error: "Sign in again: a valid Firebase ID token is required as the bearer token." };

/** RFC 6750: a 401 names the scheme, and why, in WWW-Authenticate. */
function refuse(c: Context, reason?: "invalid_request" | "invalid_token"): Response {
  const challenge = `Bearer realm="studio"${reason ? `, error="${reason}"` : ""}`;
  return c.json(unauthorised, 401, { "www-authenticate": challenge, "cache-control": "no-store" });
}

/** `Authorization: Bearer <token>` (RFC 6750's b64token), or null for anything else. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * Every studio call carries the author's Firebase ID token as a bearer token, verified
 * here at the edge; no cookie is ever read, so a cross-site form cannot act for an author.
 * No header, another scheme or an empty token is 401 with the Bearer challenge; a token the
 * verifier refuses is 401 too; a verifier that cannot be reached (or is busy) is 503, and the
 * author stays signed in.
 */
export const authenticated = createMiddleware<StudioEnv>(async (c, next) => {
  const header = c.req.header("authorization");
  if (!header) return refuse(c);
  const token = BEARER.exec(header)?.[1];
  if (!token) return refuse(c, "invalid_request");
  const { config } = c.var;
  try {
    c.set("user", await verifyIdToken(token, { projectId: config.projectId, emulatorHost: config.auth.emulatorHost }));
  } catch (error) {
    if (error instanceof AuthUnavailableError) {
      console.error("Could not verify a studio token", error);
      return unavailable(c, "Your sign-in could not be checked just now. You are still signed in; trying again shortly.", null);
    }
    if (!(error instanceof InvalidTokenError)) console.error("Could not verify a studio token", error);
    return refuse(c, "invalid_token");
  }
  await next();
});

/** The caller's role: author, editor or contributor (see Role), or null for an account that writes no posts. */
export const roleOfCaller = (c: Context<StudioEnv>): Role | null => roleOf(c.var.config.roles, c.var.user.uid);
/** Whether the caller writes posts of their own: an author, an editor or a contributor. */
export const isAuthor = (c: Context<StudioEnv>) => roleOfCaller(c) !== null;
export const isListAdmin = (c: Context<StudioEnv>) => c.var.user.uid === c.var.config.listAdminId;
const notAnAuthor = {
  error:
    "This account is not one of the site's authors. Ask the site's owner to add it to AUTHOR_IDS (or EDITOR_IDS, CONTRIBUTOR_IDS).",
};
const notAnEditor = { error: "Only editors (EDITOR_IDS) review contributors' posts." };
const notAContributor = {
  error: "Only contributors submit posts for review; authors and editors publish their own posts by unticking Draft.",
};
/** What any account but LIST_ADMIN_ID gets from the list calls. */
export const notTheListAdmin = { error: "Only the list admin account edits project lists." };

/** The studio is for the writers (AUTHOR_IDS, EDITOR_IDS, CONTRIBUTOR_IDS) and the list admin; any other signed-in account gets 403. */
export const studioUsersOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isAuthor(c) && !isListAdmin(c)) return c.json(notAnAuthor, 403);
  await next();
});

/** Posts are written by authors, editors and contributors, each into their own collection. */
export const authorsOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isAuthor(c)) return c.json(notAnAuthor, 403);
  await next();
});

/** The review queue and its decisions are the editors'. */
export const editorsOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (roleOfCaller(c) !== "editor") return c.json(notAnEditor, 403);
  await next();
});

/** Submitting for review (and withdrawing) is the contributors' way to publish. */
export const contributorsOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (roleOfCaller(c) !== "contributor") return c.json(notAContributor, 403);
  await next();
});

/**
 * A contributor's save must keep the post a draft and unscheduled, read from the body as sent,
 * before the post schema (./review-rules.ts). A body that is not an object is the schema's to refuse.
 */
export const contributorDraftsOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (roleOfCaller(c) !== "contributor") return next();
  const problem = contributorBodyProblem(await c.req.json().catch(() => null));
  if (problem) return c.json(problem, 403);
  await next();
});

/** Only the LIST_ADMIN_ID account edits the project lists. */
export const listAdminOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isListAdmin(c)) return c.json(notTheListAdmin, 403);
  await next();
});

/**
 * Writes accept JSON only (a plain HTML form cannot send it), within a sane size (the route's
 * body limit) and nesting depth, checked on the text before it is parsed.
 */
export const jsonBody = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isJsonMediaType(c.req.header("content-type"))) return c.json({ error: "Send the body as application/json." }, 415);
  const problem = jsonDepthProblem(await c.req.text());
  if (problem) return c.json({ error: problem }, 400);
  await next();
});

/** Firestore failures in the studio: 503 that says whether the change happened. */
export const firestoreTrouble = createMiddleware<StudioEnv>(async (c, next) => {
  await next();
  // Hono has already turned a thrown error into the app's error page; the studio says more.
  const { error } = c;
  if (!isUpstreamTrouble(error) || error instanceof MediaUnavailableError) return;
  console.error("The studio could not reach Firestore", error);
  // Only a write can have saved or not; a read that failed changed nothing.
  const write = c.req.method !== "GET" && c.req.method !== "HEAD";
  const saved = error instanceof StudioUnavailableError ? error.saved : write ? "unknown" : null;
  const message =
    saved === "unknown"
      ? "The database did not answer in time, so it is not known whether this was saved. Reload the post to check."
      : saved === false
        ? "The database could not be reached, so nothing was saved. Your text is kept; try again in a moment."
        : "The database could not be reached just now. Try again in a moment.";
  c.res = undefined;
  c.res = unavailable(c, message, saved, error instanceof StudioUnavailableError ? error.current : null);
});

/** R2 failures in the library: 503, so the studio tries again and the author's work stays. */
export const mediaTrouble = createMiddleware<StudioEnv>(async (c, next) => {
  await next();
  if (!(c.error instanceof MediaUnavailableError)) return;
  console.error("The media library could not reach R2", c.error.cause);
  c.res = undefined;
  c.res = unavailable(c, "Your pictures could not be reached just now. Try again in a moment.", null);
});

/** The address in a post route: lower-case words and hyphens, not one the site owns. */
export const slugParam = createMiddleware<StudioEnv>(async (c, next) => {
  const problem = slugProblem(c.req.param("slug") ?? "");
  if (problem) return c.json({ error: problem, field: "slug" }, 400);
  await next();
});
