import type { Context } from "hono";
import { siteConfig, type SiteConfig } from "./config";
import type { AppEnv } from "./env";

/** What a route handler needs to render: the parsed config and the request's path. */
export function pageContext(c: Context<AppEnv>): SiteConfig & { path: string } {
  return { ...siteConfig(c.env, c.req.url), path: c.req.path };
}
