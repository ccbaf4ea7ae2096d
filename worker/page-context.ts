import type { Context } from "hono";
import { siteConfig, type SiteConfig } from "./config";
import type { AppEnv } from "./env";

/** What a route handler needs to render: the parsed config and the request's raw (encoded) path. */
export function pageContext(c: Context<AppEnv>): SiteConfig & { path: string } {
  return { ...siteConfig(c.env, c.req.url), path: new URL(c.req.url).pathname };
}
