import type { Hono } from "hono";
import { listCategories } from "../../client/data/lists";
import { absoluteUrl } from "../../client/data/site";
import { topicPages } from "../../client/data/topics";
import { readThrough } from "../cache/content-cache";
import type { AppEnv } from "../env";
import { firestore } from "../firestore/client";
import { Timing } from "../http/timing";
import { pageContext } from "../page-context";
import { collectPostSlugs, sitemapXml } from "../sitemap/build";
import { RETRY_AFTER_SECONDS } from "./posts";

const STATIC_PATHS = ["/", "/about", "/contact", "/disclaimer", "/privacypolicy"];
const PAGE_PATHS = [
  ...STATIC_PATHS,
  ...[...topicPages.keys()].map((slug) => `/learn/${slug}`),
  ...listCategories.map((category) => `/learn/${category.address}`),
];

/** The sitemap's post list is cached for an hour; a new post appears within that. */
const SITEMAP_FRESH_MS = 60 * 60_000;

export function registerCrawlerFiles(app: Hono<AppEnv>): void {
  app.get("/robots.txt", (c) => {
    const { site } = pageContext(c);
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`, 200, {
      "cache-control": "public, max-age=3600",
    });
  });

  app.get("/sitemap.xml", async (c) => {
    const context = pageContext(c);
    const timing = new Timing();
    let slugs: string[];
    try {
      const result = await readThrough({
        kv: c.env.CONTENT_CACHE,
        key: `sitemap:v1:${context.authorIds.join(",")}`,
        load: () => collectPostSlugs(firestore(c.env, context).db, context.authorIds),
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        timing,
        freshMs: SITEMAP_FRESH_MS,
      });
      slugs = result.value ?? [];
      c.header("x-cache", result.status);
    } catch (error) {
      console.error("Failed to list posts for the sitemap", error);
      return c.text("The sitemap is temporarily unavailable.", 503, { "retry-after": String(RETRY_AFTER_SECONDS) });
    }
    const urls = [...PAGE_PATHS, ...slugs.map((slug) => `/${encodeURIComponent(slug)}`)].map((path) =>
      absoluteUrl(context.site, path),
    );
    return c.body(sitemapXml(urls), 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
      "server-timing": timing.header(),
    });
  });
}
