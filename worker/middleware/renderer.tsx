import { createMiddleware } from "hono/factory";
import { endTime, startTime } from "hono/timing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { Crumb } from "../../client/data/breadcrumbs";
import type { SiteInfo } from "../../client/data/site";
import { Document } from "../../client/document/Document";
import type { PageHead } from "../../client/document/head";
import { IslandCollector } from "../../client/hydration/Island";
import type { IslandName } from "../../client/hydration/registry";
import type { AppEnv } from "../app-env";
import { MemoryCache } from "../cache/memory";
import { clientAssets } from "../client-assets";

export interface PageOptions {
  head: PageHead;
  /** The page's breadcrumb trail (shown above it, and as BreadcrumbList JSON-LD). */
  breadcrumbs?: Crumb[];
  /** An application the page runs besides its islands. */
  app?: "studio";
  /**
   * Identifies the data this page was rendered from ("static" for fixed pages, a content
   * version for posts and lists). When given, the finished HTML is kept in this isolate and
   * reused for the same path and version. Only for pages that answer 200.
   */
  version?: string;
}

declare module "hono" {
  interface ContextRenderer {
    (content: ReactNode, page: PageOptions): Response;
  }
}

/**
 * One whole HTML document. The handler has already loaded the data and chosen the status,
 * so the status is final before any byte exists. renderToString is used because no page
 * suspends, and it costs a fraction of streaming in workerd.
 */
export function renderDocument(
  content: ReactNode,
  { site, head, path, breadcrumbs, app }: { site: SiteInfo; head: PageHead; path: string; breadcrumbs?: Crumb[]; app?: "studio" },
): string {
  const islands = new Set<IslandName>();
  const html = renderToString(
    <IslandCollector.Provider value={islands}>
      <Document site={site} assets={clientAssets} head={head} path={path} breadcrumbs={breadcrumbs} app={app}>
        {content}
      </Document>
    </IslandCollector.Provider>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** Characters of finished HTML one isolate keeps (about 16 MB of UTF-16, an eighth of its 128 MB). */
export const FINISHED_HTML_BUDGET = 8_000_000;

// Finished documents by path and data version; an isolate serves many requests for the same pages.
const finished = new MemoryCache<string>(500, { maxSize: FINISHED_HTML_BUDGET, size: (html) => html.length });

/**
 * `c.render(<Page />, { head, version })` renders the page inside the site's document,
 * with the status the handler set (`c.status(404)`), and the headers it set.
 */
export const pageRenderer = createMiddleware<AppEnv>(async (c, next) => {
  c.setRenderer((content, { head, breadcrumbs, app, version }) => {
    const path = new URL(c.req.url).pathname;
    const key = version === undefined ? null : `${path}|${version}`;
    startTime(c, "render");
    let html = key === null ? undefined : finished.get(key);
    // Whether this isolate reused the finished HTML of the same data version ("hit") or drew it.
    c.header("x-html-cache", html === undefined ? "miss" : "hit");
    if (html === undefined) {
      html = renderDocument(content, { site: c.var.config.site, head, path, breadcrumbs, app });
      if (key !== null) finished.set(key, html);
    }
    endTime(c, "render");
    c.header("content-type", "text/html; charset=utf-8");
    const response = c.body(html);
    if (!response.headers.has("cache-control")) response.headers.set("cache-control", "public, max-age=0, must-revalidate");
    return response;
  });
  await next();
});
