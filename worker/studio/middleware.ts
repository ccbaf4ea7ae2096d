import type { Context } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../app-env";
import { MediaUnavailableError } from "../media/library";
import { AuthUnavailableError, InvalidTokenError, verifyIdToken, type AuthUser } from "../auth/verify-id-token";
import { CACHE_POLICY } from "../cache/policy";
import { FirestoreError } from "../firestore";
import { jsonDepthProblem } from "../http/json-depth";
import { isJsonMediaType } from "../http/media-type";
import { StudioUnavailableError } from "./posts-service";
import { slugProblem } from "./slug";

/** A studio call's context: the app's, and the verified account that made it. */
export type StudioEnv = AppEnv & { Variables: { user: AuthUser } };

/** 503 with Retry-After: the studio keeps the author's work and tries again. */
export function unavailable(c: Context, error: string, saved: false | "unknown" | null): Response {
  const body = saved === null ? { error, retryable: true } : { error, saved, retryable: true };
  return c.json(body, 503, { "retry-after": String(CACHE_POLICY.retryAfterSeconds), "cache-control": "no-store" });
}

const unauthorised = { error: "Sign in again: a valid Firebase ID token is required as the bearer token." };

/**
 * Every studio call carries the author's Firebase ID token as a bearer token, verified
 * here at the edge; no cookie is ever read, so a cross-site form cannot act for an author.
 */
export const authenticated = bearerAuth<StudioEnv>({
  realm: "studio",
  verifyToken: async (token, c) => {
    const { config } = c.var;
    try {
      c.set("user", await verifyIdToken(token, { projectId: config.projectId, emulatorHost: config.auth.emulatorHost }));
      return true;
    } catch (error) {
      if (error instanceof AuthUnavailableError) {
        console.error("Could not verify a studio token", error);
        throw new HTTPException(503, {
          res: unavailable(c, "Your sign-in could not be checked just now. You are still signed in; trying again shortly.", null),
        });
      }
      if (!(error instanceof InvalidTokenError)) console.error("Could not verify a studio token", error);
      return false;
    }
  },
  noAuthenticationHeader: { message: unauthorised },
  invalidAuthenticationHeader: { message: unauthorised },
  invalidToken: { message: unauthorised },
});

export const isAuthor = (c: Context<StudioEnv>) => c.var.config.authorIds.includes(c.var.user.uid);
export const isListAdmin = (c: Context<StudioEnv>) => c.var.user.uid === c.var.config.listAdminId;
const notAnAuthor = { error: "This account is not one of the site's authors. Ask the site's owner to add it to AUTHOR_IDS." };
/** What any account but LIST_ADMIN_ID gets from the list calls. */
export const notTheListAdmin = { error: "Only the list admin account edits project lists." };

/** The studio is for the authors in AUTHOR_IDS and the list admin; any other signed-in account gets 403. */
export const studioUsersOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isAuthor(c) && !isListAdmin(c)) return c.json(notAnAuthor, 403);
  await next();
});

/** Posts are written by authors, each into their own collection. */
export const authorsOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isAuthor(c)) return c.json(notAnAuthor, 403);
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
  if (!(error instanceof StudioUnavailableError || error instanceof FirestoreError || error instanceof TypeError)) return;
  const saved = error instanceof StudioUnavailableError ? error.saved : false;
  const message =
    saved === "unknown"
      ? "The database did not answer in time, so it is not known whether this was saved. Reload the post to check."
      : "The database could not be reached, so nothing was saved. Your text is kept; try again in a moment.";
  c.res = undefined;
  c.res = unavailable(c, message, saved);
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
