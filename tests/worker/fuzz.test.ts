import "./read-model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers";
import { exports } from "cloudflare:workers";

/** Sends a raw request line the URL parser would normally tidy up. */
function send(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }));
}

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "learn",
    "Learn",
    "LEARN",
    "..",
    ".",
    "%",
    "%2e%2e",
    "%00",
    "%E0%A4%A",
    "%ED%A0%80",
    "%FF",
    "~",
    "%2F",
    "api",
    "contact",
  ),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);
const pathArbitrary = fc
  .array(segment, { minLength: 0, maxLength: 5 })
  .map((parts) => `/${parts.map((part) => part.replace(/[?#]/g, encodeURIComponent)).join("/")}`);
const queryArbitrary = fc.oneof(
  fc.constant(""),
  fc
    .array(fc.tuple(fc.constantFrom("page", "sent", "q", "PAGE", "page[]"), fc.string({ maxLength: 20 })), { maxLength: 4 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`),
);

describe("bad input never breaks the worker", () => {
  it("generated paths and queries never answer 5xx, and never echo markup", async () => {
    await fc.assert(
      fc.asyncProperty(pathArbitrary, queryArbitrary, fc.constantFrom("GET", "HEAD"), async (path, query, method) => {
        let url: string;
        try {
          url = new URL(`${path}${query}`, ORIGIN).pathname + new URL(`${path}${query}`, ORIGIN).search;
        } catch {
          return;
        }
        const response = await send(url, { method });
        expect(response.status, url).toBeLessThan(500);
        const body = await response.text();
        expect(body).not.toContain("<script>alert");
      }),
      { numRuns: 150, seed: 20261121 },
    );
  });

  it.each([
    "/%",
    "/%zz",
    "/%E0%A4%A",
    "/%ED%A0%80",
    "/a%00b",
    "/%00",
    `/${"a".repeat(6000)}`,
    `/learn/${"b".repeat(6000)}`,
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2F..%2Fwrangler.toml",
    "/learn/%2e%2e",
    "/ünïcödé-ßlug",
    "/日本語",
    "/learn/esp32-projects?page=1&page=2",
    `/learn/esp32-projects?page=${"9".repeat(400)}`,
    `/?${"x=1&".repeat(2000)}`,
    "/<script>alert(1)</script>",
    "/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ])("%s answers below 500 and does not reflect markup", async (path) => {
    const response = await send(path);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toContain("<script>alert");
  });

  it.each(["PUT", "DELETE", "PATCH", "PROPFIND", "TRACE", "OPTIONS"])("%s is refused politely", async (method) => {
    const response = await send("/about", { method });
    expect([204, 405]).toContain(response.status);
  });

  it("a POST to a page that takes none is 405", async () => {
    expect((await send("/learn/esp32", { method: "POST", body: "x" })).status).toBe(405);
  });
});
