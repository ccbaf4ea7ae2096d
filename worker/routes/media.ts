import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { serveMedia } from "../media/serve";

/** /media/<key>: uploaded pictures and their sized copies (worker/media/serve.ts). */
export const media = new Hono<AppEnv>().get("/media/:key", (c) => serveMedia(c.env, c.req.raw, c.req.param("key")));
