import "./read-model";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { CACHE_POLICY } from "../../worker/cache/policy";
import { WARM_TIMING } from "../../worker/cache/finished-pages";
import { request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

afterEach(() => {
  vi.useRealTimers();
});

const POST = "/esp32-weather-station";
const isWarm = (response: Response) => response.headers.get("server-timing") === WARM_TIMING;

/** Every header of an answer but those about the request itself. */
function lastingHeaders(response: Response): Record<string, string> {
  const kept = Object.fromEntries(response.headers);
  for (const name of ["server-timing", "x-cache", "x-html-cache"]) delete kept[name];
  return kept;
}

/** Minutes later: past this isolate's memory of the page's data, still inside KV's fresh window. */
function laterThanMemory() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + CACHE_POLICY.memoryMs + 1_000 });
}

describe("warm pages", () => {
  it.each([POST, "/", "/learn/esp32", "/learn/arduino-mega", "/learn/esp32-projects", "/learn/esp32-projects?page=2", "/about"])(
    "answers a warm view of %s with one lookup: the same bytes and headers as the full view",
    async (path) => {
      const full = await request(path);
      expect(full.status).toBe(200);
      expect(isWarm(full)).toBe(false);
      expect(full.headers.get("server-timing")).toMatch(/render;dur=/);
      expect(full.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      const fullBody = await full.text();

      const warm = await request(path);
      expect(warm.status).toBe(200);
      expect(isWarm(warm)).toBe(true);
      expect(warm.headers.get("x-cache")).toBe("hit");
      expect(lastingHeaders(warm)).toEqual(lastingHeaders(full));
      expect(warm.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(await warm.text()).toBe(fullBody);
    },
  );

  it("answers If-None-Match with 304 and no body, warm or not, and the page otherwise", async () => {
    const first = await request(POST);
    const tag = etag(first);

    const warm = await request(POST, { headers: { "if-none-match": tag } });
    expect(warm.status).toBe(304);
    expect(await warm.text()).toBe("");
    expect(warm.headers.get("etag")).toBe(tag);
    expect(warm.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(isWarm(warm)).toBe(true);

    expect((await request(POST, { headers: { "if-none-match": `W/${tag}` } })).status).toBe(304);
    expect((await request(POST, { headers: { "if-none-match": `"something-else", ${tag}` } })).status).toBe(304);
    const other = await request(POST, { headers: { "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
    expect((await other.text()).length).toBeGreaterThan(1000);

    laterThanMemory();
    const full = await request(POST, { headers: { "if-none-match": tag } });
    expect(full.status).toBe(304);
    expect(isWarm(full)).toBe(false);
    expect(full.headers.get("etag")).toBe(tag);
  });

  it("answers HEAD of a page with its GET's headers and no body", async () => {
    const get = await request("/learn/esp32");
    const cold = await request("/learn/esp32", { method: "HEAD" });
    const warm = await request("/learn/esp32", { method: "HEAD" });
    for (const head of [cold, warm]) {
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
      expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
    expect(isWarm(warm)).toBe(true);
  });

  it("goes the whole way again once the page's data would be looked up again, reusing the bytes if they are the same", async () => {
    // A post no other test here travels in time with.
    const path = "/only-author-b";
    const first = await request(path);
    laterThanMemory();
    const again = await request(path);
    expect(isWarm(again)).toBe(false);
    expect(again.headers.get("server-timing")).toMatch(/kv;dur=/);
    expect(again.headers.get("x-html-cache")).toBe("hit");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(isWarm(await request(path))).toBe(true);
  });

  it("keeps each query its own page, and never keeps an answer other than 200", async () => {
    const second = await request("/learn/esp32-projects?page=2");
    const secondBody = await second.text();
    const firstPage = await request("/learn/esp32-projects");
    expect(etag(second)).not.toBe(etag(firstPage));
    const warmSecond = await request("/learn/esp32-projects?page=2");
    expect(isWarm(warmSecond)).toBe(true);
    expect(await warmSecond.text()).toBe(secondBody);

    for (const path of ["/learn/esp32-projects?page=1", "/no-such-post-anywhere", "/learn/esp32-projects?page=99"]) {
      const status = (await request(path)).status;
      const again = await request(path);
      expect(again.status).toBe(status);
      expect(isWarm(again)).toBe(false);
    }
  });

  it("shows a studio save at the next view, with a new ETag, and the old one no longer matches", async () => {
    const token = await signIn(fixtureAccounts.authorA);
    const slug = "warm-page-save";
    const body = (text: string) => ({
      title: "Warm page save",
      meta: { description: "A post saved twice." },
      pageData: [{ section: "intro", content: [{ h2: "Start" }, { p: text }] }],
    });
    const created = await api("PUT", `/posts/${slug}`, token, body("The first text."), { "if-none-match": "*" });
    expect(created.status).toBe(201);
    const before = await request(`/${slug}`);
    const oldTag = etag(before);
    expect(isWarm(await request(`/${slug}`))).toBe(true);

    const saved = await api("PUT", `/posts/${slug}`, token, body("The second text."), { "if-match": etag(created) });
    expect(saved.status).toBe(200);
    const after = await request(`/${slug}`, { headers: { "if-none-match": oldTag } });
    expect(after.status).toBe(200);
    expect(isWarm(after)).toBe(false);
    expect(await after.text()).toContain("The second text.");
    expect(etag(after)).not.toBe(oldTag);
  });
});
