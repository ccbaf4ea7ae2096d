import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { notFoundPage, serverErrorPage, StatusPage, unavailablePage, type StatusPageProps } from "../../client/pages/StatusPage";
import type { AppEnv } from "../app-env";
import { CACHE_POLICY } from "../cache/policy";
import { ContentUnavailableError } from "../content/unavailable";

/** Status pages are never indexed and have no canonical address. */
function statusHead(title: string, description: string, robots: string) {
  return { title, description, keywords: [], canonical: null, robots };
}

/** The spec's not-found page with a real 404, kept out of search indexes. */
export function notFound(c: Context<AppEnv>): Response | Promise<Response> {
  c.status(404);
  return c.render(<StatusPage {...notFoundPage} />, {
    head: statusHead("Page not found", notFoundPage.text, "noindex, follow"),
  });
}

function failure(c: Context<AppEnv>, status: 500 | 503, page: StatusPageProps, message: string): Response | Promise<Response> {
  c.header("cache-control", "no-store");
  if (status === 503) c.header("retry-after", String(CACHE_POLICY.retryAfterSeconds));
  if (c.req.path.startsWith("/api/")) return c.json({ error: message }, status);
  c.status(status);
  return c.render(<StatusPage {...page} />, { head: statusHead(page.heading, message, "noindex") });
}

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.req.path.startsWith("/api/") ? c.json({ error: "Not found." }, 404) : notFound(c);

/**
 * Errors that reach the app: an HTTPException answers as it says (401s from bearer auth),
 * "source failed and nothing cached" is a 503 with Retry-After (never a 404, which would
 * make crawlers drop the page), anything else a logged 500. Never a stack trace.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  if (error instanceof ContentUnavailableError) {
    return failure(c, 503, unavailablePage, "This page is temporarily unavailable. Please try again shortly.");
  }
  console.error("Unhandled error while answering", c.req.path, error);
  // Without a checked configuration there is no renderer to draw the page with.
  if (!c.get("config")) return c.text("Internal Server Error", 500, { "cache-control": "no-store" });
  return failure(c, 500, serverErrorPage, "This page failed on our side.");
};
