import { env } from "cloudflare:workers";
import { createApp } from "./app";
import { siteConfig } from "./config";

// Checked when the isolate starts, so `wrangler dev` prints a configuration error at once.
siteConfig(env);

export default createApp();
