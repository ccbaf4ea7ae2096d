import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { SiteInfo } from "../client/data/site";
import { Document } from "../client/document/Document";
import type { PageHead } from "../client/document/head";
import type { IslandName } from "../client/islands/registry";
import { IslandCollector } from "../client/islands/Island";
import { MemoryCache } from "./cache/memory";
import { clientAssets } from "./client-assets";

export interface RenderOptions {
  status: number;
  site: SiteInfo;
  head: PageHead;
  path: string;
  headers?: Record<string, string>;
}

/**
 * Renders one whole HTML document. The handler has already loaded the data and chosen
 * the status, so the status is final before any byte exists. renderToString is used
 * because no page suspends, and it costs a fraction of streaming in workerd.
 */
export function renderHtml(body: ReactNode, { site, head, path }: Omit<RenderOptions, "status" | "headers">): string {
  const islands = new Set<IslandName>();
  const html = renderToString(
    <IslandCollector.Provider value={islands}>
      <Document site={site} assets={clientAssets} head={head} path={path}>
        {body}
      </Document>
    </IslandCollector.Provider>,
  );
  return `<!DOCTYPE html>${html}`;
}

function htmlResponse(html: string, status: number, headers?: Record<string, string>): Response {
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      ...headers,
    },
  });
}

export function renderPage(body: ReactNode, options: RenderOptions): Response {
  return htmlResponse(renderHtml(body, options), options.status, options.headers);
}

// Finished documents by what they depend on; an isolate serves many requests for the same pages.
const rendered = new MemoryCache<string>(500);

/**
 * Like renderPage, but keeps the finished HTML in this isolate. `version` must change
 * whenever the page's data changes (a content version, or "static" for fixed pages); the
 * site settings, path and status are part of the key already.
 */
export function renderPageCached(version: string, body: () => ReactNode, options: RenderOptions): Response {
  const key = `${options.status}|${options.site.url}|${options.site.name}|${options.path}|${version}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderHtml(body(), options);
    rendered.set(key, html);
  }
  return htmlResponse(html, options.status, options.headers);
}
