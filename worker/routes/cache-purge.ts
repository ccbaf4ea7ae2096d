import type { Hono } from "hono";
import { purge } from "../cache/content-cache";
import { listKey, postKey } from "../cache/keys";
import type { AppEnv } from "../env";
import { pageContext } from "../page-context";

const MAX_ITEMS = 100;

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
}

/** Compares secrets in constant time (hashing first makes the lengths equal). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  // workerd's extension; the DOM lib (shared with client/) types SubtleCrypto without it.
  const subtle = crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
  return subtle.timingSafeEqual(a, b);
}

/** "esp32-projects", "/learn/esp32-projects" or a full URL all name the same list. */
function listAddress(value: string): string {
  let path = value.trim();
  try {
    path = new URL(path, "http://x").pathname;
  } catch {
    // Not a URL: take it as it is.
  }
  return path.replace(/^\/+/, "").replace(/^learn\//i, "").replace(/\/+$/, "").toLowerCase();
}

function stringList(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_ITEMS || !value.every((item) => typeof item === "string")) return null;
  return value as string[];
}

/**
 * POST /api/cache/purge for editors: `Authorization: Bearer <CACHE_PURGE_TOKEN>` and a
 * JSON body `{ "slugs": [...], "lists": [...] }`. The next view of each reads Firestore.
 */
export function registerCachePurge(app: Hono<AppEnv>): void {
  app.post("/api/cache/purge", async (c) => {
    const token = c.env.CACHE_PURGE_TOKEN;
    const given = c.req.header("authorization") ?? "";
    if (!token || !(await sameSecret(given, `Bearer ${token}`))) {
      return c.json({ error: "A valid bearer token is required." }, 401, { "www-authenticate": 'Bearer realm="cache-purge"' });
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: "The body must be JSON: { \"slugs\": [...], \"lists\": [...] }." }, 400);
    }
    const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const slugs = stringList(record.slugs);
    const lists = stringList(record.lists);
    if (!slugs || !lists || slugs.length + lists.length === 0) {
      return c.json({ error: `Name up to ${MAX_ITEMS} slugs and/or lists as arrays of strings.` }, 400);
    }
    const { authorIds, listAdminId } = pageContext(c);
    const addresses = lists.map(listAddress);
    const keys = await Promise.all([
      ...slugs.map((slug) => postKey(authorIds, slug.replace(/^\/+/, ""))),
      ...addresses.map((address) => listKey(listAdminId, address)),
    ]);
    await purge(c.env.CONTENT_CACHE, keys);
    return c.json({ purged: { slugs, lists: addresses } }, 200, { "cache-control": "no-store" });
  });
}
