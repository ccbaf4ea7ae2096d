import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_POLICY } from "../../worker/cache/policy";
import { countFirestoreRequests, page, request } from "./helpers";

const firestoreHost = env.FIRESTORE_EMULATOR_HOST;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Counts the worker's KV writes whose key starts with `prefix`. */
function countKvWrites(prefix: string) {
  const put = env.CONTENT_CACHE.put.bind(env.CONTENT_CACHE);
  let count = 0;
  vi.spyOn(env.CONTENT_CACHE, "put").mockImplementation((key, ...rest) => {
    if (key.startsWith(prefix)) count += 1;
    return put(key, ...rest);
  });
  return { count: () => count };
}

/** Firestore answering that the database does not exist (a wrong project id, say) to document reads. */
function databaseMissing() {
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes(firestoreHost) && url.endsWith(":batchGet")) {
      const body = [
        { error: { code: 404, message: "The database (default) does not exist for project x", status: "NOT_FOUND" } },
      ];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 404 }));
    }
    return original(input, init);
  });
}

describe("bursts and probes", () => {
  it("merges 20 concurrent cold views of one post into one Firestore query and one KV write", async () => {
    // The index of published posts (bylines, related posts) is built once beforehand, so that
    // only the post's own reads are counted.
    await request("/api/search?q=warm");
    const firestore = countFirestoreRequests(firestoreHost);
    const writes = countKvWrites("post:");
    const responses = await Promise.all(Array.from({ length: 20 }, () => request("/burst-of-cold-views")));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(firestore.count()).toBe(1);
    expect(writes.count()).toBe(1);
  });

  it("answers unknown slugs 404 at once without a KV write each", async () => {
    const writes = countKvWrites("post:");
    for (let index = 0; index < 10; index += 1) expect((await request(`/probe-${index}-${Date.now()}`)).status).toBe(404);
    expect(writes.count()).toBe(0);
    const firestore = countFirestoreRequests(firestoreHost);
    expect((await request("/probe-0-repeated")).status).toBe(404);
    expect((await request("/probe-0-repeated")).status).toBe(404);
    expect(firestore.count()).toBe(1);
  });

  it("answers a slug over a sane length 404 without asking Firestore", async () => {
    const firestore = countFirestoreRequests(firestoreHost);
    expect((await request(`/${"long-slug-".repeat(60)}`)).status).toBe(404);
    expect(firestore.count()).toBe(0);
  });

  it("counts a KV read that hangs as a miss and still answers", async () => {
    vi.spyOn(env.CONTENT_CACHE, "get").mockImplementation(() => new Promise(() => {}));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const started = Date.now();
    const response = await request("/only-author-b");
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CACHE_POLICY.kvTimeoutMs - 50);
  });
});

describe("Firestore errors are never 'missing'", () => {
  it("a database that answers 404 gives 503 for an uncached list, not an empty one", async () => {
    databaseMissing();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { response, doc } = await page("/learn/raspberry-pi-pico-projects");
    expect(response.status).toBe(503);
    expect(doc.querySelector("main")?.text).not.toContain("No projects here yet");
  });

  it("a refresh that reads a missing database keeps serving the full list", async () => {
    const first = await page("/learn/arduino-mega-projects");
    const cards = first.doc.querySelectorAll("main .card").length;
    expect(cards).toBe(15);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + CACHE_POLICY.freshMs + CACHE_POLICY.memoryMs });
    databaseMissing();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stale = await page("/learn/arduino-mega-projects");
    expect(stale.response.headers.get("x-cache")).toBe("stale");
    vi.restoreAllMocks();
    // The refresh above failed; the copy is what the next reader gets, still full.
    const after = await page("/learn/arduino-mega-projects");
    expect(after.doc.querySelectorAll("main .card")).toHaveLength(cards);
    expect(after.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("index, follow");
  });

  it("a bad image address degrades to no image, never a 5xx", async () => {
    const { response, doc } = await page("/bad-image-address");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main article")?.text).toContain("Still readable.");
    expect(doc.querySelectorAll("main article img")).toHaveLength(0);
  });
});

describe("small contracts", () => {
  it("the list API accepts ?page=1", async () => {
    const response = await request("/api/lists/esp32-projects?page=1");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { page: number }).page).toBe(1);
  });

  it("reads a body as JSON only when its media type is JSON", async () => {
    const response = await request("/contact", {
      method: "POST",
      headers: { "content-type": "text/plain; x=application/json" },
      body: JSON.stringify({ name: "A", email: "a@example.org", message: "Hi" }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});
