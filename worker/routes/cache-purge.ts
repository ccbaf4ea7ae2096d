import { Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { timingSafeEqual } from "hono/utils/buffer";
import type { AppEnv } from "../app-env";
import { isRecord } from "../records";

const MAX_ITEMS = 100;

/** "esp32-projects", "/learn/esp32-projects" or a full URL all name the same list. */
function listAddress(value: string): string {
  let path = value.trim();
  try {
    path = new URL(path, "http://x").pathname;
  } catch {
    // Not a URL: take it as it is.
  }
  return path
    .replace(/^\/+/, "")
    .replace(/^learn\//i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
}

function stringList(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_ITEMS || !value.every((item) => typeof item === "string")) return null;
  return value as string[];
}

const unauthorised = { error: "A valid bearer token is required." };

/**
 * POST /api/cache/purge for editors: `Authorization: Bearer <CACHE_PURGE_TOKEN>` and a
 * JSON body `{ "slugs": [...], "lists": [...] }`. The next view of each reads Firestore.
 * Without the secret every purge answers 401.
 */
export const cachePurge = new Hono<AppEnv>().post(
  "/api/cache/purge",
  bearerAuth({
    realm: "cache-purge",
    verifyToken: async (token, c) => {
      const expected = (c.var as AppEnv["Variables"]).config.purgeToken;
      return expected !== null && (await timingSafeEqual(expected, token));
    },
    noAuthenticationHeader: { message: unauthorised },
    invalidAuthenticationHeader: { message: unauthorised },
    invalidToken: { message: unauthorised },
  }),
  async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const slugs = isRecord(body) ? stringList(body.slugs) : null;
    const lists = isRecord(body) ? stringList(body.lists) : null;
    if (!slugs || !lists || slugs.length + lists.length === 0) {
      return c.json(
        { error: `The body must be JSON naming up to ${MAX_ITEMS} "slugs" and/or "lists" as arrays of strings.` },
        400,
      );
    }
    const addresses = lists.map(listAddress);
    await c.var.content.purge(
      slugs.map((slug) => slug.replace(/^\/+/, "")),
      addresses,
    );
    return c.json({ purged: { slugs, lists: addresses } }, 200, { "cache-control": "no-store" });
  },
);
