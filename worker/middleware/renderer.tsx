import type { Context } from "hono";
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
import { finishedPages, requestTarget, strongEtag } from "../cache/finished-pages";
import { pageDrawn } from "../warm-views";
import { clientAssets } from "../client-assets";

export interface PageOptions {
  head: PageHead;
  /** The page's breadcrumb trail (shown above it, and as BreadcrumbList JSON-LD). */
  breadcrumbs?: Crumb[];
  /** An application the page runs besides its islands. */
  app?: "studio";
  /**
   * Identifies the data this page was rendered from ("static" for fixed pages, a content
   * version for posts and lists), for this request's path and query. When given, the
   * finished page is kept in this isolate, with a strong ETag, and reused for the same target
   * and version. Only for pages that answer 200.
   */
  version?: string;
}

declare module "hono" {
  interface ContextRenderer {
    (content: ReactNode, page: PageOptions): Response | Promise<Response>;
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

/**
 * `c.render(<Page />, { head, version })` renders the page inside the site's document,
 * with the status the handler set (`c.status(404)`), and the headers it set. A page with a
 * `version` is finished once per target and version: its bytes and strong ETag are kept
 * (worker/cache/finished-pages.ts), and until its data must be looked up again a warm view
 * is answered from them before any of this runs (worker/warm-views.ts).
 */
export const pageRenderer = createMiddleware<AppEnv>(async (c, next) => {
  c.setRenderer((content, { head, breadcrumbs, app, version }) => {
    const url = c.req.url;
    const path = new URL(url).pathname;
    c.header("content-type", "text/html; charset=utf-8");
    const draw = () => renderDocument(content, { site: c.var.config.site, head, path, breadcrumbs, app });
    if (version === undefined) {
      startTime(c, "render");
      const html = draw();
      endTime(c, "render");
      c.header("x-html-cache", "miss");
      return withCacheControl(c.body(html));
    }
    return finished(c, requestTarget(url), version, draw);
  });
  await next();
});

const encoder = new TextEncoder();

async function finished(c: Context<AppEnv>, target: string, version: string, draw: () => string): Promise<Response> {
  const pages = finishedPages(c.var.config, c.env.CONTENT_CACHE);
  const inputs = c.var.content.inputs();
  startTime(c, "render");
  const before = pages.drawn(target, version);
  // Whether this isolate reused the finished bytes of the same data version ("hit") or drew them.
  c.header("x-html-cache", before ? "hit" : "miss");
  let body = before?.body;
  let etag = before?.etag;
  if (!body || !etag) {
    body = encoder.encode(draw());
    etag = await strongEtag(body);
  }
  endTime(c, "render");
  c.header("etag", etag);
  if (inputs.reusable)
    pageDrawn(
      c.req.raw,
      pages,
      target,
      { version, body, etag, keys: inputs.keys, freshUntil: inputs.freshUntil, headers: null },
      inputs.mark,
    );
  return withCacheControl(c.body(body));
}

function withCacheControl(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", "public, max-age=0, must-revalidate");
  return response;
}
