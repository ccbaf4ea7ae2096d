import { env } from "cloudflare:workers";
import { createApp } from "./app";
import { siteConfig } from "./config";
import { runScheduledJob } from "./jobs/scheduled";
import { finishView, warmView } from "./warm-views";

// Checked when the isolate starts, so `wrangler dev` prints a configuration error at once.
siteConfig(env);

const app = createApp();

export default {
  // A warm page is one lookup; everything else goes through the app (worker/warm-views.ts).
  fetch: async (request: Request, env: Env, context: ExecutionContext) =>
    warmView(request, env) ?? finishView(request, await app.fetch(request, env, context)),
  // Awaited, so the run's outcome is the event's (and `wrangler dev`'s /cdn-cgi/local/scheduled answers when it is done).
  scheduled: async (controller, env, _context) => {
    await runScheduledJob(env, controller);
  },
} satisfies ExportedHandler<Env>;
