import { Hono } from "hono";
import { listCategory } from "../../client/data/lists";
import type { AppEnv } from "../app-env";
import { listPageData } from "../lists/list-page";
import { parsePageParam } from "../lists/page-param";

/** GET /api/lists/{address}?page=N: one page of cards as JSON, for the ProjectList island. */
export const listsApi = new Hono<AppEnv>().get("/api/lists/:address", async (c) => {
  c.header("cache-control", "no-store");
  const category = listCategory(c.req.param("address"));
  if (!category) return c.json({ error: "No such list." }, 404);
  const param = parsePageParam(c.req.queries("page") ?? []);
  // The bare address and ?page=1 name the same page here; only the HTML page redirects.
  const page = param.kind === "page" ? param.page : param.kind === "redirect-to-first" ? 1 : null;
  if (page === null) return c.json({ error: "No such page." }, 404);
  const { value } = await c.var.content.list(category.address);
  const data = listPageData(value ?? { entries: [] }, page);
  return data ? c.json(data) : c.json({ error: "No such page." }, 404);
});
