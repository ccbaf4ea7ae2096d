import { Hono, type Context } from "hono";
import { LEARN_PATH, listPagePath, topicPagePath } from "../../client/data/addresses";
import { LEARN_CRUMB, listTrail, pageTrail, topicTrail } from "../../client/data/breadcrumbs";
import { difficultyFilter, topicPath } from "../../client/data/learning-path";
import { listCategory, type ListCategory } from "../../client/data/lists";
import { PAGE_SIZE } from "../../client/data/paging";
import { absoluteUrl } from "../../client/data/site";
import { linkedSlugs, pathPicksOf, topicPages, type TopicPage } from "../../client/data/topics";
import { LearnIndexPage } from "../../client/pages/LearnIndexPage";
import { ProjectListPage } from "../../client/pages/ProjectListPage";
import { TopicPageView, type LinkedPosts } from "../../client/pages/TopicPageView";
import type { AppEnv } from "../app-env";
import { listPageData, listPageHead } from "../lists/list-page";
import { parsePageParam } from "../lists/page-param";
import { notFound } from "./errors";

async function topicRoute(c: Context<AppEnv>, page: TopicPage): Promise<Response> {
  const { content } = page;
  // An unknown level is no page: a filter link with a typo must not be a second copy of the topic.
  const difficulty = difficultyFilter(c.req.queries("difficulty") ?? []);
  if (difficulty === "invalid") return notFound(c);
  // Links to posts only for posts that are published; without the index, no links at all.
  const list = await c.var.content.topicPosts(page);
  const published = list?.value?.posts ?? [];
  const wanted = new Set(linkedSlugs(content));
  const posts: LinkedPosts = Object.fromEntries(
    published.filter((post) => wanted.has(post.slug)).map((post) => [post.slug, post]),
  );
  const tutorials = topicPath(published, content.slug, pathPicksOf(content));
  const counts = list?.value?.counts ?? {};
  const newest = list?.value?.newest ?? [];
  return c.render(
    <TopicPageView page={page} posts={posts} tutorials={tutorials} counts={counts} newest={newest} difficulty={difficulty} />,
    {
      head: {
        title: content.headTitle,
        description: content.description,
        keywords: content.keywords,
        canonical: topicPagePath(content.slug),
        ogType: "article",
        twitterCard: "summary_large_image",
      },
      breadcrumbs: topicTrail(content.title, content.slug),
      version: list ? `topic@${list.version}|difficulty=${difficulty ?? "all"}` : undefined,
    },
  );
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
  const { site } = c.var.config;
  const list = {
    ...data,
    address: category.address,
    path: listPagePath(category.address),
    title: category.title,
    siteName: site.name,
  };
  const head = listPageHead(category, data);
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: category.title,
    numberOfItems: data.total,
    itemListElement: data.entries.map((entry, index) => ({
      "@type": "ListItem",
      position: (data.page - 1) * PAGE_SIZE + index + 1,
      name: entry.title,
      ...(entry.link ? { url: absoluteUrl(site, entry.link) } : {}),
    })),
  };
  return c.render(<ProjectListPage category={category} list={list} />, {
    head: { ...head, jsonLd: [itemList] },
    breadcrumbs: listTrail(category),
    version: `${version}|page=${data.page}`,
  });
}

/** /learn: the index of topics and lists; /learn/{address}: a topic page, else a project list, else 404. */
export const learn = new Hono<AppEnv>()
  .get(LEARN_PATH, (c) =>
    c.render(<LearnIndexPage />, {
      head: {
        title: "Learn: Boards, Topics and Project Lists",
        description:
          "Every learning page on the site: board guides with pinouts, electronics and embedded topics, engineering branches and project lists.",
        keywords: ["learn electronics", "embedded systems", "microcontroller boards", "engineering projects"],
        canonical: LEARN_PATH,
      },
      breadcrumbs: pageTrail(LEARN_CRUMB.label, LEARN_CRUMB.href),
      version: "static",
    }),
  )
  .get(`${LEARN_PATH}/:address`, (c) => {
    const address = c.req.param("address");
    const topic = topicPages.get(address);
    if (topic) return topicRoute(c, topic);
    const category = listCategory(address);
    if (category) return listRoute(c, category);
    console.warn("Invalid path, no project mapping found.", c.req.path);
    return notFound(c);
  });
