import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { timing } from "hono/timing";
import type { AppEnv } from "./app-env";
import { canonicalRedirects } from "./middleware/canonical-redirects";
import { pageRenderer } from "./middleware/renderer";
import { securityHeaders } from "./middleware/security-headers";
import { siteContext } from "./middleware/site-context";
import { cachePurge } from "./routes/cache-purge";
import { contact } from "./routes/contact";
import { crawlers } from "./routes/crawlers";
import { handleError, handleNotFound } from "./routes/errors";
import { learn } from "./routes/learn";
import { listsApi } from "./routes/lists-api";
import { media } from "./routes/media";
import { pages } from "./routes/pages";
import { posts } from "./routes/posts";
import { previewLinks } from "./routes/preview-links";
import { questions } from "./routes/questions";
import { search } from "./routes/search";
import { studio } from "./routes/studio";
import { studioApi } from "./routes/studio-api";
import { tools } from "./routes/tools";

/** The route table. Static files never get here: [assets] answers them first. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders);
  app.use(timing({ totalDescription: "Worker" }));
  app.use(siteContext);
  app.use(canonicalRedirects);
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const allow = methods.join(", ");
        if (c.req.method === "OPTIONS") return c.body(null, 204, { allow });
        // A POST-only API is not a page: reading it is simply "not found".
        if ((c.req.method === "GET" || c.req.method === "HEAD") && !methods.includes("GET")) return c.res;
        return c.text("Method Not Allowed", 405, { allow });
      },
    }),
  );
  app.use(pageRenderer);

  app.route("/", pages);
  app.route("/", previewLinks);
  app.route("/", contact);
  app.route("/", crawlers);
  app.route("/", cachePurge);
  app.route("/", listsApi);
  app.route("/", learn);
  app.route("/", media);
  app.route("/", search);
  app.route("/", studio);
  app.route("/", studioApi);
  app.route("/", tools);
  // Before the posts: /{slug}/questions and /questions/{token}.
  app.route("/", questions);
  // Last: any single segment left over is a post slug.
  app.route("/", posts);

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
