import type { Context, Hono } from "hono";
import { listCategory, type ListCategory } from "../../client/data/lists";
import { pageCount, pageSlice } from "../../client/data/paging";
import { listPageTitle, type ListPageData, type ProjectListProps } from "../../client/islands/ProjectList";
import { ProjectListPage } from "../../client/pages/ProjectListPage";
import { readThrough, type CachedResult } from "../cache/content-cache";
import { listKey } from "../cache/keys";
import type { AppEnv } from "../env";
import { firestore } from "../firestore/client";
import { Timing } from "../http/timing";
import { loadList, type LoadedList } from "../lists/load";
import { parsePageParam } from "../lists/page-param";
import { pageContext } from "../page-context";
import { renderPageCached } from "../render";
import { withCacheInfo } from "../http/cache-info";
import { renderNotFound, renderServerError } from "./not-found";
import { RETRY_AFTER_SECONDS } from "./posts";

async function cachedList(c: Context<AppEnv>, category: ListCategory, timing: Timing): Promise<CachedResult<LoadedList>> {
  const context = pageContext(c);
  return readThrough({
    kv: c.env.CONTENT_CACHE,
    key: await listKey(context.listAdminId, category.address),
    load: () => loadList(firestore(c.env, context).db, context.listAdminId, category.address),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    timing,
  });
}

/** The page of a list that ?page asks for, or why there is none. */
type Resolved =
  | {
      kind: "ok";
      list: LoadedList;
      page: number;
      count: number;
      status: CachedResult<LoadedList>["status"];
      version: number;
    }
  | { kind: "redirect" }
  | { kind: "not-found"; status?: CachedResult<LoadedList>["status"] }
  | { kind: "failed" };

async function resolvePage(c: Context<AppEnv>, category: ListCategory, timing: Timing): Promise<Resolved> {
  const param = parsePageParam(new URL(c.req.url).searchParams);
  if (param.kind === "redirect-to-first") return { kind: "redirect" };
  if (param.kind === "invalid") return { kind: "not-found" };
  let result: CachedResult<LoadedList>;
  try {
    result = await cachedList(c, category, timing);
  } catch (error) {
    console.error("Error fetching projects:", error);
    return { kind: "failed" };
  }
  const list = result.value ?? { entries: [] };
  const count = pageCount(list.entries.length);
  if (param.page > Math.max(count, 1)) return { kind: "not-found", status: result.status };
  return { kind: "ok", list, page: param.page, count, status: result.status, version: result.version };
}

function withoutPageParam(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("page");
  const rest = search.toString();
  return `${url.pathname}${rest ? `?${rest}` : ""}`;
}

async function listRoute(c: Context<AppEnv>, category: ListCategory): Promise<Response> {
  const timing = new Timing();
  const resolved = await resolvePage(c, category, timing);
  if (resolved.kind === "redirect") return c.redirect(withoutPageParam(new URL(c.req.url)), 301);
  if (resolved.kind === "not-found") return withCacheInfo(resolved.status ?? "miss", timing, () => renderNotFound(c));
  if (resolved.kind === "failed") {
    return withCacheInfo("miss", timing, () => renderServerError(c, 503, RETRY_AFTER_SECONDS));
  }
  const { site, path, listAdminId } = pageContext(c);
  const { list, page, count, version } = resolved;
  const props: ProjectListProps = {
    address: category.address,
    title: category.title,
    siteName: site.name,
    page,
    pageCount: count,
    total: list.entries.length,
    entries: pageSlice(list.entries, page),
  };
  const empty = list.entries.length === 0;
  return withCacheInfo(resolved.status, timing, () =>
    renderPageCached(`${listAdminId}@${version}|page=${page}`, () => <ProjectListPage category={category} list={props} />, {
      status: 200,
      site,
      path,
      head: {
        title: listPageTitle(category.title, page),
        description: empty
          ? `${category.title}: project write-ups are on their way.`
          : `${list.entries.length} ${category.title.replace(/ Projects$/, "")} project ideas with guides: pick one, see what it needs and build it step by step.`,
        keywords: [category.title, category.topicTitle, "projects", "electronics", "embedded systems"],
        canonical: page === 1 ? path : `${path}?page=${page}`,
        robots: empty ? "noindex" : "index, follow",
        twitterCard: "summary",
      },
    }),
  );
}

async function listApiRoute(c: Context<AppEnv>, category: ListCategory): Promise<Response> {
  const timing = new Timing();
  const resolved = await resolvePage(c, category, timing);
  const headers = { "server-timing": timing.header(), "cache-control": "no-store" };
  if (resolved.kind === "failed") {
    return c.json({ error: "Projects are temporarily unavailable." }, 503, { ...headers, "retry-after": String(RETRY_AFTER_SECONDS) });
  }
  if (resolved.kind !== "ok") return c.json({ error: "No such page." }, 404, headers);
  const body: ListPageData = {
    page: resolved.page,
    pageCount: resolved.count,
    total: resolved.list.entries.length,
    entries: pageSlice(resolved.list.entries, resolved.page),
  };
  return c.json(body, 200, { ...headers, "x-cache": resolved.status });
}

/**
 * /learn/{address} for the 24 project lists, and their JSON pages for the island.
 * Registered after the topic pages, so an address neither owns is logged and 404s.
 */
export function registerLists(app: Hono<AppEnv>): void {
  app.get("/learn/:address", async (c, next) => {
    const category = listCategory(c.req.param("address"));
    return category ? listRoute(c, category) : next();
  });
  app.get("/learn/:address", (c) => {
    console.warn("Invalid path, no project mapping found.", c.req.path);
    return renderNotFound(c);
  });
  app.get("/api/lists/:address", async (c) => {
    const category = listCategory(c.req.param("address"));
    return category ? listApiRoute(c, category) : c.json({ error: "No such list." }, 404);
  });
}
