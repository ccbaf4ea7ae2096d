import { Hono } from "hono";
import type { AppEnv } from "./env";
import { allowedMethods } from "./http/methods";
import { canonicalRedirects } from "./http/redirects";
import { securityHeaders } from "./http/security-headers";
import { registerCachePurge } from "./routes/cache-purge";
import { registerContact } from "./routes/contact";
import { registerCrawlerFiles } from "./routes/crawlers";
import { renderNotFound, renderServerError } from "./routes/not-found";
import { registerLists } from "./routes/lists";
import { registerPosts } from "./routes/posts";
import { registerStaticPages } from "./routes/static-pages";
import { registerTopics } from "./routes/topics";

/** The route table. Static files never get here: [assets] answers them first. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders);
  app.use(canonicalRedirects);
  app.use(allowedMethods);

  registerStaticPages(app);
  registerContact(app);
  registerCrawlerFiles(app);
  registerCachePurge(app);
  registerTopics(app);
  registerLists(app);
  // Last: any single segment left over is a post slug.
  registerPosts(app);

  app.notFound(renderNotFound);
  app.onError((error, c) => {
    console.error("Unhandled error while rendering", c.req.path, error);
    return renderServerError(c, 500);
  });
  return app;
}
