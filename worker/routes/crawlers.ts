import { Hono } from "hono";
import { listCategories } from "../../client/data/lists";
import { absoluteUrl } from "../../client/data/site";
import { topicPages } from "../../client/data/topics";
import type { AppEnv } from "../app-env";
import { sitemapXml } from "../sitemap/xml";

const PAGE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/disclaimer",
  "/privacypolicy",
  "/learn",
  ...[...topicPages.keys()].map((slug) => `/learn/${slug}`),
  ...listCategories.map((category) => `/learn/${category.address}`),
];

/** /robots.txt and /sitemap.xml. */
export const crawlers = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const sitemap = absoluteUrl(c.var.config.site, "/sitemap.xml");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemap}\n`, 200, {
      "cache-control": "public, max-age=3600",
    });
  })
  .get("/sitemap.xml", async (c) => {
    const { site } = c.var.config;
    const { value: slugs } = await c.var.content.postSlugs();
    const paths = [...PAGE_PATHS, ...(slugs ?? []).map((slug) => `/${encodeURIComponent(slug)}`)];
    return c.body(sitemapXml(paths.map((path) => absoluteUrl(site, path))), 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });
