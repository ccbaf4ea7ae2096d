import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_PURGE_TOKEN } from "../fixtures/posts";
import { request } from "./helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

function purge(body: unknown, token: string | null = TEST_PURGE_TOKEN): Promise<Response> {
  return request("/api/cache/purge", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("cache purge", () => {
  it("refuses a request without the bearer token, or with a wrong one", async () => {
    const missing = await purge({ slugs: ["shared-slug"] }, null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect((await purge({ slugs: ["shared-slug"] }, "wrong")).status).toBe(401);
  });

  it("rejects a body that names nothing or is not JSON", async () => {
    expect((await purge("not json")).status).toBe(400);
    expect((await purge({})).status).toBe(400);
    expect((await purge({ slugs: "shared-slug" })).status).toBe(400);
  });

  it("makes the next view of a purged post read Firestore again", async () => {
    await request("/only-author-b");
    expect((await request("/only-author-b")).headers.get("x-cache")).toBe("hit");
    const response = await purge({ slugs: ["only-author-b"], lists: ["/learn/esp32-projects"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: { slugs: ["only-author-b"], lists: ["esp32-projects"] } });
    expect((await request("/only-author-b")).headers.get("x-cache")).toBe("miss");
  });

  it("is only reachable by POST", async () => {
    expect((await request("/api/cache/purge")).status).toBe(404);
  });
});

describe("KV failures", () => {
  it("fall through to Firestore and never fail the page", async () => {
    vi.spyOn(env.CONTENT_CACHE, "get").mockRejectedValue(new Error("KV is down"));
    vi.spyOn(env.CONTENT_CACHE, "put").mockRejectedValue(new Error("KV is down"));
    const response = await request("/shared-slug");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("miss");
  });
});
