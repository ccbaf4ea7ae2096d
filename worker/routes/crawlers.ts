import { Hono, type Context } from "hono";
import { LEARN_PATH, listPagePath, topicPagePath } from "../../client/data/addresses";
import { listCategories } from "../../client/data/lists";
import { absoluteUrl } from "../../client/data/site";
import { topicPages } from "../../client/data/topics";
import { calculators } from "../../client/tools/calculators";
import type { AppEnv } from "../app-env";
import { MemoryCache } from "../cache/memory";
import { ContentUnavailableError } from "../content/unavailable";
import { atomFeed } from "../feed/atom";
import { chunkUrls, sitemapIndexXml, sitemapXml } from "../sitemap/xml";
import { postPath } from "../../client/data/post-summary";

const PAGE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/disclaimer",
  "/privacypolicy",
  LEARN_PATH,
  ...[...topicPages.keys()].map(topicPagePath),
  ...listCategories.map((category) => listPagePath(category.address)),
  "/tools",
  ...calculators.map((calculator) => `/tools/${calculator.address}`),
];

const XML = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };

/** The site's sitemap files for one version of the slug list: "sitemap.xml" and, past the limits, its children. */
type SitemapFiles = Map<string, string>;
const built = new MemoryCache<SitemapFiles>(2);

/**
 * Every address as sitemap files. One urlset while the site fits the sitemaps.org limits
 * (50,000 URLs, 50 MB); beyond them /sitemap.xml becomes a sitemap index of
 * /sitemaps/1.xml, /sitemaps/2.xml and so on.
 */
async function sitemapFiles(c: Context<AppEnv>): Promise<SitemapFiles> {
  const { site } = c.var.config;
  const { value: slugs, version } = await c.var.content.postSlugs();
  const key = `${site.url}@${version}`;
  let files = built.get(key);
  if (!files) {
    const urls = [...PAGE_PATHS, ...(slugs ?? []).map(postPath)].map((path) => absoluteUrl(site, path));
    const chunks = chunkUrls(urls);
    files =
      chunks.length <= 1
        ? new Map([["sitemap.xml", sitemapXml(chunks[0] ?? [])]])
        : new Map([
            ["sitemap.xml", sitemapIndexXml(chunks.map((_, index) => absoluteUrl(site, `/sitemaps/${index + 1}.xml`)))],
            ...chunks.map((chunk, index): [string, string] => [`${index + 1}.xml`, sitemapXml(chunk)]),
          ]);
    built.set(key, files);
  }
  return files;
}

/** /robots.txt, /sitemap.xml (and, on a large site, its children under /sitemaps/) and /feed.xml. */
export const crawlers = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const sitemap = absoluteUrl(c.var.config.site, "/sitemap.xml");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /studio\n\nSitemap: ${sitemap}\n`, 200, {
      "cache-control": "public, max-age=3600",
    });
  })
  .get("/sitemap.xml", async (c) => c.body((await sitemapFiles(c)).get("sitemap.xml")!, 200, XML))
  .get("/feed.xml", async (c) => {
    const latest = await c.var.content.latest();
    if (!latest?.value) throw new ContentUnavailableError("The feed is unavailable");
    const { authors, posts } = latest.value;
    const { site } = c.var.config;
    const xml = atomFeed(site, posts, (post) => post.author ?? authors[post.authorId] ?? site.name, new Date());
    return c.body(xml, 200, { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "public, max-age=600" });
  })
  .get("/sitemaps/:file", async (c) => {
    const file = c.req.param("file");
    const xml = /^[1-9]\d*\.xml$/.test(file) ? (await sitemapFiles(c)).get(file) : undefined;
    return xml ? c.body(xml, 200, XML) : c.notFound();
  });
