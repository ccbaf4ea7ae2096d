import { Hono } from "hono";
import { pageTrail } from "../../client/data/breadcrumbs";
import type { SearchAnswer } from "../../client/data/search";
import { SearchPage } from "../../client/pages/SearchPage";
import type { AppEnv } from "../app-env";
import { CACHE_POLICY } from "../cache/policy";
import { ContentUnavailableError } from "../content/unavailable";
import { normaliseQuery } from "../search/engine";
import { runSearch } from "../search/run";

/** How long browsers may keep a search answer. */
const ANSWER_SECONDS = 60;

/**
 * /search?q= (the page, no JavaScript needed) and /api/search?q= (JSON for the search box),
 * both answered from the read model's full-text index on every request.
 */
export const search = new Hono<AppEnv>()
  .get("/search", async (c) => {
    const query = normaliseQuery(c.req.query("q"));
    const results = await runSearch(c.env.READ_MODEL, query, (work) => c.executionCtx.waitUntil(work));
    return c.render(<SearchPage query={query} results={results} />, {
      head: {
        title: query ? `Search: ${query}` : "Search",
        description: "Search the tutorials, topic pages and calculators.",
        keywords: [],
        canonical: null,
        robots: "noindex, follow",
      },
      breadcrumbs: pageTrail("Search", "/search"),
    });
  })
  .get("/api/search", async (c) => {
    const query = normaliseQuery(c.req.query("q"));
    try {
      const results = await runSearch(c.env.READ_MODEL, query, (work) => c.executionCtx.waitUntil(work));
      return c.json({ query, results } satisfies SearchAnswer, 200, { "cache-control": `public, max-age=${ANSWER_SECONDS}` });
    } catch (error) {
      if (!(error instanceof ContentUnavailableError)) throw error;
      // A message for whoever calls the API; the search box falls back to the plain form.
      return c.json({ error: "Search is unavailable right now. Please try again in a minute." }, 503, {
        "retry-after": String(CACHE_POLICY.retryAfterSeconds),
        "cache-control": "no-store",
      });
    }
  });
