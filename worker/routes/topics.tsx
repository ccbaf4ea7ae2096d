import type { Hono } from "hono";
import { topicPages } from "../../client/data/topics";
import { TopicPageView } from "../../client/pages/TopicPageView";
import type { AppEnv } from "../env";
import { pageContext } from "../page-context";
import { renderPageCached } from "../render";

/** /learn/{slug} for the 26 topic pages; other addresses fall through to the lists. */
export function registerTopics(app: Hono<AppEnv>): void {
  app.get("/learn/:slug", (c, next) => {
    const page = topicPages.get(c.req.param("slug"));
    if (!page) return next();
    const { site, path } = pageContext(c);
    const { content } = page;
    return renderPageCached("static", () => <TopicPageView page={page} />, {
      status: 200,
      site,
      path,
      head: {
        title: content.headTitle,
        description: content.description,
        keywords: content.keywords,
        canonical: path,
        ogType: "article",
        twitterCard: "summary_large_image",
      },
    });
  });
}
