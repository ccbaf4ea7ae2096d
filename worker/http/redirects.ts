import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { canonicalPath } from "./canonical-path";

/** 301s GET and HEAD requests for non-canonical addresses, keeping the query string. */
export const canonicalRedirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const url = new URL(c.req.url);
  const target = canonicalPath(url.pathname);
  if (target === null) return next();
  return c.redirect(`${target}${url.search}`, 301);
};
