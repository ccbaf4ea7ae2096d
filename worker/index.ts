import { env } from "cloudflare:workers";
import { createApp } from "./app";
import { siteConfig } from "./config";
import { rebuildIndexes } from "./jobs/rebuild";

// Checked when the isolate starts, so `wrangler dev` prints a configuration error at once.
siteConfig(env);

const app = createApp();

export default {
  fetch: app.fetch,
  // Awaited, so the run's outcome is the event's (and `wrangler dev`'s /cdn-cgi/local/scheduled answers when it is done).
  scheduled: async (_controller, env, _context) => {
    await rebuildIndexes(env);
  },
} satisfies ExportedHandler<Env>;
