import type { TimingVariables } from "hono/timing";
import type { SiteConfig } from "./config";
import type { Content } from "./content/request-content";

/** What every handler sees on `c.env` and `c.var`. */
export type AppEnv = {
  Bindings: Env;
  Variables: TimingVariables & {
    /** The checked configuration (the request answers 500 before any handler if it is broken). */
    config: SiteConfig;
    /** Posts, lists and the sitemap's slugs, through the read-through cache, for this request. */
    content: Content;
  };
};
