import { Hono, type Context } from "hono";
import { pageTrail } from "../../client/data/breadcrumbs";
import type { SearchAnswer } from "../../client/data/search";
import { SearchPage } from "../../client/pages/SearchPage";
import type { AppEnv } from "../app-env";
import { ContentUnavailableError } from "../content/unavailable";
import { edgeCache } from "../http/edge-cache";
import { normaliseQuery } from "../search/engine";
import { runSearch } from "../search/run";

/** How long the edge and browsers may keep a search answer. */
const ANSWER_SECONDS = 60;

/** The index this isolate holds (or reads from KV); never a Firestore read per query. */
async function searchIndexFor(c: Context<AppEnv>) {
  const index = await c.var.content.siteIndex({ wait: true });
  if (!index) throw new ContentUnavailableError("The search index is unavailable");
  return index;
}

/** /search?q= (the page, no JavaScript needed) and /api/search?q= (JSON for the search box). */
export const search = new Hono<AppEnv>()
  .get("/search", async (c) => {
    const query = normaliseQuery(c.req.query("q"));
    const results = query ? runSearch(await searchIndexFor(c), query) : [];
    return c.render(<SearchPage query={query} results={results} />, {
      head: {
        title: query ? `Search: ${query}` : "Search",
        description: "Search the tutorials and topic pages.",
        keywords: [],
        canonical: null,
        robots: "noindex, follow",
      },
      breadcrumbs: pageTrail("Search", "/search"),
    });
  })
  .get("/api/search", async (c) => {
    const query = normaliseQuery(c.req.query("q"));
    const index = await searchIndexFor(c);
    // One edge cache entry per normalised query and index version, shared by every reader in
    // the data centre: a rebuilt or updated index answers afresh at once.
    const key = new Request(new URL(`/api/search?v=${index.version}&q=${encodeURIComponent(query)}`, c.req.url));
    const cached = await edgeCache().match(key);
    if (cached) return new Response(cached.body, cached);
    const response = c.json({ query, results: query ? runSearch(index, query) : [] } satisfies SearchAnswer, 200, {
      "cache-control": `public, max-age=${ANSWER_SECONDS}`,
    });
    c.executionCtx.waitUntil(edgeCache().put(key, response.clone()));
    return response;
  });
