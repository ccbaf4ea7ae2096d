import type { Context } from "hono";
import { notFoundPage, StatusPage } from "../../client/pages/StatusPage";
import type { AppEnv } from "../env";
import { pageContext } from "../page-context";
import { renderPage } from "../render";

/** The spec's not-found page with a real 404, kept out of search indexes. */
export function renderNotFound(c: Context<AppEnv>, headers?: Record<string, string>): Response {
  const { site, path } = pageContext(c);
  return renderPage(<StatusPage {...notFoundPage} />, {
    status: 404,
    site,
    path,
    headers,
    head: {
      title: "Page not found",
      description: "The page you're looking for doesn't exist or has been moved.",
      keywords: [],
      canonical: null,
      robots: "noindex, follow",
    },
  });
}

/** A friendly page for our own failures: never a raw stack trace, never a 404. */
export function renderServerError(
  c: Context<AppEnv>,
  status: 500 | 503,
  retryAfterSeconds?: number,
  extraHeaders?: Record<string, string>,
): Response {
  const { site, path } = pageContext(c);
  return renderPage(
    <StatusPage
      code={String(status)}
      heading="Temporarily unavailable"
      text="Something on our side is not working right now. Please try again in a minute; the page has not gone anywhere."
      link={{ href: "/", label: "Go to Home" }}
    />,
    {
      status,
      site,
      path,
      head: {
        title: "Temporarily unavailable",
        description: "This page is temporarily unavailable. Please try again shortly.",
        keywords: [],
        canonical: null,
        robots: "noindex",
      },
      headers: {
        "cache-control": "no-store",
        ...(retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {}),
        ...extraHeaders,
      },
    },
  );
}
