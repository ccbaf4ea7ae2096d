import { hc } from "hono/client";
// A type-only import: the server's routes type the studio's requests and answers, and no worker code reaches the bundle.
import type { StudioApiRoutes } from "../../worker/routes/studio-api";

/** The studio API as a typed client; `fetch` adds the author's token and waits out 401s and 503s. */
export const studioClient = (fetch: typeof globalThis.fetch) => hc<StudioApiRoutes>("/", { fetch }).api.studio;

export type StudioClient = ReturnType<typeof studioClient>;
