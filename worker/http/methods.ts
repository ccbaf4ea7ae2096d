import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** Paths that accept POST; every other path is read-only. */
const POST_PATHS = new Set(["/contact", "/api/cache/purge"]);

/** Answers methods the site does not support with 405 and an honest Allow header. */
export const allowedMethods: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD") return next();
  const allow = POST_PATHS.has(c.req.path) ? "GET, HEAD, POST" : "GET, HEAD";
  if (method === "POST" && POST_PATHS.has(c.req.path)) return next();
  if (method === "OPTIONS") return c.body(null, 204, { Allow: allow });
  return c.text("Method Not Allowed", 405, { Allow: allow });
};
