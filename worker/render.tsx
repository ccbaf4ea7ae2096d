import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { SiteInfo } from "../client/data/site";
import { Document } from "../client/document/Document";
import type { PageHead } from "../client/document/head";
import type { IslandName } from "../client/islands/registry";
import { IslandCollector } from "../client/islands/Island";
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
export function renderPage(body: ReactNode, { status, site, head, path, headers }: RenderOptions): Response {
  const islands = new Set<IslandName>();
  const html = renderToString(
    <IslandCollector.Provider value={islands}>
      <Document site={site} assets={clientAssets} head={head} path={path}>
        {body}
      </Document>
    </IslandCollector.Provider>,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      ...headers,
    },
  });
}
