import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { canonicalPath } from "../http/canonical-path";

/**
 * 301s GET and HEAD requests for non-canonical addresses to their canonical form in one
 * hop, keeping the query string. Hono's trimTrailingSlash is not used: it removes one
 * slash per redirect and only knows trailing slashes, while our rule also lower-cases
 * /learn/ and collapses leading slashes, all in a single redirect.
 */
export const canonicalRedirects = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const url = new URL(c.req.url);
  const target = canonicalPath(url.pathname);
  if (target === null) return next();
  return c.redirect(`${target}${url.search}`, 301);
});
