import "./read-model";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { ORIGIN, request } from "./helpers";

/** Pages whose every link is checked; other pages (lists, posts) are only fetched. */
const crawled = (path: string) =>
  path === "/" || path === "/tools" || /^\/(about|contact|disclaimer|privacypolicy)$/.test(path) || isTopic(path);
const isTopic = (path: string) =>
  /^\/learn\/[a-z0-9-]+$/.test(path) && !/-projects$|^\/learn\/electronics-components$/.test(path);

/** Fetches a link as a browser would: a 200, or one 301 that lands on a 200. */
async function resolve(path: string): Promise<{ status: number; final: string; hops: number; body: string }> {
  let response = await request(path);
  let final = path;
  let hops = 0;
  if (response.status === 301) {
    hops = 1;
    final = new URL(response.headers.get("location")!, `${ORIGIN}${path}`).pathname;
    response = await request(final);
  }
  return { status: response.status, final, hops, body: await response.text() };
}

describe("internal links", () => {
  it("every link in the header, footer, home, static and topic pages answers 200 (after at most one 301)", async () => {
    const queue = ["/"];
    const seen = new Set(queue);
    const broken: string[] = [];
    let checked = 0;
    while (queue.length > 0) {
      const path = queue.shift()!;
      const { status, final, body } = await resolve(path);
      checked += 1;
      if (status !== 200) {
        broken.push(`${path} -> ${status}`);
        continue;
      }
      if (!crawled(final)) continue;
      for (const anchor of parse(body).querySelectorAll("a[href]")) {
        const href = anchor.getAttribute("href")!;
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const target = href.split("#")[0]!;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect(broken).toEqual([]);
    // 5 static pages, 26 topics, at least the 24 explore/footer list targets and the calculators.
    expect(checked).toBeGreaterThanOrEqual(50);
    // A crawl of some 70 pages: more than the default 5 s on a busy machine.
  }, 30_000);

  it("the spec's capitalised footer forms still land on the page in one hop", async () => {
    for (const path of ["/Learn/ece", "/Learn/eee", "/Learn/civil", "/Learn/mech", "/Learn/agri"]) {
      const { status, hops, final } = await resolve(path);
      expect(status, path).toBe(200);
      expect(hops).toBe(1);
      expect(final).toBe(path.toLowerCase());
    }
  });
});
