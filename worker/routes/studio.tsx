import { Hono, type Handler } from "hono";
import { createMiddleware } from "hono/factory";
import { topicPages } from "../../client/data/topics";
import { StudioPage } from "../../client/pages/StudioPage";
import { STUDIO_NEW_PATH, STUDIO_PATH, STUDIO_POST_PATTERN } from "../../client/studio/paths";
import type { AppEnv } from "../app-env";
import { studioSecurityHeaders } from "../middleware/security-headers";

const TOPIC_OPTIONS = [...topicPages.values()]
  .map(({ content }) => ({ value: content.slug, label: content.title }))
  .sort((a, b) => a.label.localeCompare(b.label));

const studioPolicy = createMiddleware<AppEnv>((c, next) => studioSecurityHeaders(c.var.config)(c, next));

/**
 * The studio page, at each of the studio's addresses (the list, a new post, an open post) so
 * a reload returns to the same place: never indexed, never cached by the worker, a browser or
 * a CDN. Which post the address names is the studio's business, after it signs the author in.
 */
const studioPage: Handler<AppEnv> = (c) => {
  const { config } = c.var;
  c.header("cache-control", "no-store");
  c.header("x-robots-tag", "noindex, nofollow");
  return c.render(
    <StudioPage
      config={{
        apiKey: config.auth.apiKey,
        authDomain: config.auth.authDomain,
        projectId: config.projectId,
        emulatorHost: config.auth.emulatorHost,
        siteName: config.site.name,
        topics: TOPIC_OPTIONS,
      }}
    />,
    {
      head: {
        title: "Authoring studio",
        description: "Where the site's authors sign in to write and publish posts.",
        keywords: [],
        canonical: null,
        robots: "noindex, nofollow",
      },
      app: "studio",
    },
  );
};

export const studio = new Hono<AppEnv>()
  .get(STUDIO_PATH, studioPolicy, studioPage)
  .get(STUDIO_NEW_PATH, studioPolicy, studioPage)
  .get(STUDIO_POST_PATTERN, studioPolicy, studioPage);
