import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { siteConfig } from "../config";
import { requestContent } from "../content/request-content";

/**
 * Puts the checked configuration and this request's content access on `c.var`. A broken
 * configuration answers 500 here, for every address, with no guess that could be cached;
 * the log line naming the vars was written once, when the isolate checked them.
 */
export const siteContext = createMiddleware<AppEnv>(async (c, next) => {
  const result = siteConfig(c.env);
  if (!result.ok) {
    return c.html(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Site not configured</title></head><body><h1>500</h1><p>This site is not configured correctly, so it cannot show this page. The operators have been told in the logs.</p></body></html>',
      500,
      { "cache-control": "no-store" },
    );
  }
  c.set("config", result.config);
  c.set("content", requestContent(c));
  await next();
});
