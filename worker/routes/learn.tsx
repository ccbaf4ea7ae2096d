import { Hono, type Context } from "hono";
import { listCategory, type ListCategory } from "../../client/data/lists";
import { topicPages, type TopicPage } from "../../client/data/topics";
import { ProjectListPage } from "../../client/pages/ProjectListPage";
import { TopicPageView } from "../../client/pages/TopicPageView";
import type { AppEnv } from "../app-env";
import { listPageData, listPageHead } from "../lists/list-page";
import { parsePageParam } from "../lists/page-param";
import { notFound } from "./errors";

function topicRoute(c: Context<AppEnv>, page: TopicPage): Response {
  const { content } = page;
  return c.render(<TopicPageView page={page} />, {
    head: {
      title: content.headTitle,
      description: content.description,
      keywords: content.keywords,
      canonical: `/learn/${content.slug}`,
      ogType: "article",
      twitterCard: "summary_large_image",
    },
    version: "static",
  });
}

async function listRoute(c: Context<AppEnv>, category: ListCategory): Promise<Response> {
  const param = parsePageParam(c.req.queries("page") ?? []);
  if (param.kind === "redirect-to-first") {
    const url = new URL(c.req.url);
    url.searchParams.delete("page");
    return c.redirect(`${url.pathname}${url.search}`, 301);
  }
  if (param.kind === "invalid") return notFound(c);
  const { value, version } = await c.var.content.list(category.address);
  const data = listPageData(value ?? { entries: [] }, param.page);
  if (!data) return notFound(c);
  const list = { ...data, address: category.address, title: category.title, siteName: c.var.config.site.name };
  return c.render(<ProjectListPage category={category} list={list} />, {
    head: listPageHead(category, data),
    version: `${version}|page=${data.page}`,
  });
}

/** /learn/{address}: one of the 26 topic pages, else one of the 24 project lists, else 404. */
export const learn = new Hono<AppEnv>().get("/learn/:address", (c) => {
  const address = c.req.param("address");
  const topic = topicPages.get(address);
  if (topic) return topicRoute(c, topic);
  const category = listCategory(address);
  if (category) return listRoute(c, category);
  console.warn("Invalid path, no project mapping found.", c.req.path);
  return notFound(c);
});
