import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchAnswer } from "../../client/data/search";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import worker from "../../worker/index";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { countFirestoreRequests, page, request } from "./helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const answer = async (q: string) => (await (await request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchAnswer;
const urls = async (q: string) => (await answer(q)).results.map((result) => result.url);

describe("search", () => {
  it("ranks a title match above a match in the text", async () => {
    expect((await urls("zylophone")).slice(0, 2)).toEqual(["/search-title-match", "/search-body-match"]);
  });

  it("finds by prefix and despite a typo", async () => {
    expect(await urls("esp3")).toContain("/learn/esp32");
    expect(await urls("arduno")).toContain("/learn/arduino-uno");
    expect(await urls("zylofone")).toContain("/search-title-match");
  });

  it("marks the matched words in each snippet", async () => {
    const [body] = (await answer("zylophone")).results.filter((result) => result.url === "/search-body-match");
    expect(body?.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(["zylophone"]);
    expect(body?.snippet.map((part) => part.text).join("")).toContain("a zylophone is mentioned");
  });

  it("never finds drafts", async () => {
    expect(await urls("quokkatron")).toEqual([]);
  });

  it("answers from the read model in D1: no Firestore request per query", async () => {
    await answer("warm up the index");
    const firestore = countFirestoreRequests(env.FIRESTORE_EMULATOR_HOST);
    for (const q of ["esp32", "relay", "arduno", "pinout", "zylophone tuning", "nothing matches this xqzv"])
      await request(`/search?q=${encodeURIComponent(q)}`);
    for (const q of ["servo", "mqtt"]) await answer(q);
    expect(firestore.count()).toBe(0);
  });

  it("works from the header's box as a plain form without JavaScript, typos and all", async () => {
    const { doc } = await page("/about");
    const form = doc.querySelector("header form[role=search]");
    expect(form?.getAttribute("action")).toBe("/search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.querySelector("input[type=search]")?.getAttribute("name")).toBe("q");
    expect(form?.querySelector("input[type=submit]")).not.toBeNull();
    // What the browser sends when the reader presses Enter in the box.
    const results = await page(`/search?${new URLSearchParams({ q: "arduno" })}`);
    expect(results.response.status).toBe(200);
    expect(results.doc.querySelector("main h1")?.text).toBe("Search");
    const links = results.doc.querySelectorAll("main .search-results a").map((a) => a.getAttribute("href"));
    expect(links).toContain("/learn/arduino-uno");
    expect(results.doc.querySelectorAll("main .search-results mark").length).toBeGreaterThan(0);
  });

  it("is a plain page: results, kind, snippet, link; 200 and noindex even with no results", async () => {
    const { response, doc } = await page("/search?q=zylophone");
    expect(response.status).toBe(200);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    const first = doc.querySelector("main .search-results li")!;
    expect(first.querySelector("h3 a")?.getAttribute("href")).toBe("/search-title-match");
    expect(first.querySelector(".search-kind")?.text).toBe("Tutorial");
    expect(first.querySelector("mark")?.text.toLowerCase()).toBe("zylophone");
    const none = await page("/search?q=xqzvw%20jjqqk");
    expect(none.response.status).toBe(200);
    expect(none.doc.querySelector("main")?.text).toContain("No results for “xqzvw jjqqk”");
  });

  it("never reflects what was typed as markup, and cuts queries at 200 characters", async () => {
    for (const q of ['<script>alert("q")</script>', '"><img src=x onerror=alert(1)>', "</title><script>x</script>"]) {
      const body = await (await request(`/search?q=${encodeURIComponent(q)}`)).text();
      expect(body, q).not.toContain("<script>alert");
      expect(body, q).not.toContain("<img src=x");
      expect(body, q).not.toContain("</title><script>");
    }
    const long = "arduino ".repeat(100);
    const cut = await answer(long);
    expect(cut.query.length).toBeLessThanOrEqual(200);
    const { doc } = await page(`/search?q=${encodeURIComponent("x".repeat(5000))}`);
    expect(doc.querySelector("#search-page-q")?.getAttribute("value")?.length).toBe(200);
    expect((await request(`/api/search?q=${encodeURIComponent("(*+?[{\\")}`)).status).toBe(200);
  });

  it("lets the edge keep an answer briefly", async () => {
    const response = await request("/api/search?q=esp32");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("finds a post written outside the studio after the scheduled job runs", async () => {
    const firestore = new Firestore({
      projectId: TEST_PROJECT_ID,
      emulatorHost: env.FIRESTORE_EMULATOR_HOST,
      token: async () => "owner",
    });
    await firestore.commit([
      {
        path: paths.post("author-b", "outside"),
        data: { slug: "written-outside-the-studio", title: "Thermistor linearisation" },
      },
    ]);
    expect(await urls("thermistor linearisation")).not.toContain("/written-outside-the-studio");
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/30 * * * *" }), env, context);
    await waitOnExecutionContext(context);
    expect(await urls("thermistor linearisation")).toContain("/written-outside-the-studio");
  });
});
