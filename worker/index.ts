import { env } from "cloudflare:workers";
import { createApp } from "./app";
import { siteConfig } from "./config";
import { rebuildIndexes } from "./jobs/rebuild";

// Checked when the isolate starts, so `wrangler dev` prints a configuration error at once.
siteConfig(env);

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled: (_controller, env, context) => context.waitUntil(rebuildIndexes(env)),
} satisfies ExportedHandler<Env>;
