import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchAnswer, SearchResult } from "../../client/data/search";
import { siteConfig } from "../../worker/config";
import { firestoreFor } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import worker from "../../worker/index";
import { normalisePost } from "../../worker/posts/normalise";
import { applyPostChanges, type PostChange } from "../../worker/read-model/changes";
import { indexEntry } from "../../worker/read-model/entry";
import { reindexPosts, SEARCH_INDEX_VERSION } from "../../worker/read-model/reindex";
import { ROWS_PER_POST, SECTION_ROWIDS } from "../../worker/read-model/search-rows";
import { siteDocuments } from "../../worker/search/site-documents";
import { page, request } from "./helpers";

const db = env.READ_MODEL;
const config = (() => {
  const result = siteConfig(env);
  if (!result.ok) throw new Error("The test configuration is broken");
  return result.config;
})();

afterEach(() => {
  vi.restoreAllMocks();
});

const answer = async (q: string) => (await (await request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchAnswer;
const urls = async (q: string) => (await answer(q)).results.map((result) => result.url);
const sectionUrls = async (q: string) => (await urls(q)).filter((url) => url.includes("#"));
const text = (result: SearchResult | undefined) => result?.snippet.map((part) => part.text).join("") ?? "";
const marked = (result: SearchResult | undefined) => result?.snippet.filter((part) => part.mark).map((part) => part.text) ?? [];

/** A published post's change at `version`, with the given blocks. */
function post(slug: string, version: string, content: unknown[]): PostChange {
  const document = {
    path: paths.post("author-c", slug),
    id: slug,
    data: { slug, title: "Section test post", pageData: [{ section: "s", content }] },
    createTime: "2026-01-01T00:00:00Z",
    updateTime: version,
  };
  return { slug, version, entry: indexEntry(normalisePost("author-c", document, slug)) };
}

/** The search rows a post's sections hold (their rowids are a block of their own), and title rows there (none: titles are pages'). */
async function sectionRows(slug: string): Promise<{ rows: number; titles: number }> {
  const range = `BETWEEN ${SECTION_ROWIDS} + posts.rowid * ${ROWS_PER_POST} AND ${SECTION_ROWIDS} + posts.rowid * ${ROWS_PER_POST} + ${ROWS_PER_POST - 1}`;
  const counts = await db
    .prepare(
      `SELECT (SELECT count(*) FROM search WHERE rowid ${range}) AS rows,
              (SELECT count(*) FROM search_titles WHERE id ${range}) AS titles
       FROM posts WHERE slug = ?1`,
    )
    .bind(slug)
    .first<{ rows: number; titles: number }>();
  return counts ?? { rows: 0, titles: 0 };
}

describe("search results that are sections", () => {
  it("lead to a post's heading by the id its page gives it, repeated and reserved ids included", async () => {
    const fourth = await answer("fourth");
    const sections = fourth.results.filter((result) => result.url.startsWith("/outline-skips-levels#"));
    expect(sections.map((result) => result.url)).toEqual(["/outline-skips-levels#fourth", "/outline-skips-levels#fourth-2"]);
    expect(sections.map((result) => [result.title, result.section])).toEqual([
      ["Headings that skip levels", "Fourth"],
      ["Headings that skip levels", "Fourth"],
    ]);
    expect(await urls("main")).toContain("/outline-skips-levels#main-section");
    const { doc } = await page("/outline-skips-levels");
    for (const id of ["fourth", "fourth-2", "main-section"])
      expect(doc.querySelector(`main #${id}`)?.text, id).toMatch(/Fourth|Main/);
  });

  it("come first when the heading holds what the page title does not, with a snippet of their own text", async () => {
    const [first] = (await answer("new block kind wiring")).results;
    expect(first).toMatchObject({ url: "/every-new-block-kind#wiring", title: "Every new block kind", section: "Wiring" });
    // The section's own text (its table), not the page's opening.
    expect(text(first)).toContain("GPIO21");
    const [deepSleep] = (await answer("esp32 deep sleep")).results;
    expect(`${deepSleep?.title} ${deepSleep?.section}`.toLowerCase()).toContain("deep sleep");
    const section = (await answer("esp32 deep sleep")).results.find(
      (result) => result.url === "/learn/esp32#quick-wake-from-deep-sleep-on-a-timer",
    );
    expect(section).toMatchObject({ title: "ESP32", section: "Wake from deep sleep on a timer", kind: "topic" });
    expect(marked(section).map((word) => word.toLowerCase())).toEqual(expect.arrayContaining(["deep", "sleep"]));
    expect(text(section)).toContain("restarts the program from setup()");
  });

  it("lead to a board's pinout and to a pin's row, and every anchor search uses is on its topic page", async () => {
    expect((await urls("gpio34"))[0]).toBe("/learn/esp32#pin-gpio34");
    expect((await urls("esp32 pinout"))[0]).toBe("/learn/esp32#pinout");
    expect((await urls("uno a4"))[0]).toBe("/learn/arduino-uno#pin-a4");
    const anchors = new Map<string, string[]>();
    for (const document of siteDocuments()) {
      if (!document.section || document.kind !== "topic") continue;
      anchors.set(document.url, [...(anchors.get(document.url) ?? []), document.section.anchor]);
    }
    expect(anchors.size).toBe(26);
    for (const [url, ids] of anchors) {
      const { doc } = await page(url);
      const missing = ids.filter((id) => !doc.querySelector(`[id="${id}"]`));
      expect(missing, url).toEqual([]);
      expect(new Set(ids).size, `${url}: every anchor is its own`).toBe(ids.length);
    }
  });

  it("say which page and which section they are, in the JSON and on the results page", async () => {
    const [pin] = (await answer("gpio34")).results;
    expect(pin).toMatchObject({ title: "ESP32", section: "Pinout: GPIO34", kind: "topic", url: "/learn/esp32#pin-gpio34" });
    expect(text(pin)).toContain("Input only");
    const { doc } = await page("/search?q=gpio34");
    const first = doc.querySelector("main .search-results li")!;
    expect(first.querySelector(".search-kind")?.text).toBe("Topic page section");
    expect(first.querySelector("h3 a")?.getAttribute("href")).toBe("/learn/esp32#pin-gpio34");
    expect(first.querySelector("h3 a")?.text).toContain("ESP32");
    expect(first.querySelector("h3 a .search-section")?.text).toBe("Pinout: GPIO34");
  });
});

describe("calculators", () => {
  it("are results of the same index", async () => {
    const [led] = (await answer("led resistor")).results;
    expect(led).toMatchObject({
      kind: "calculator",
      url: "/tools/led-resistor",
      title: "LED series resistor calculator",
      section: null,
    });
    expect((await urls("voltage divider calculator"))[0]).toBe("/tools/voltage-divider");
    const { doc } = await page("/search?q=resistor%20colour%20code");
    const first = doc.querySelector("main .search-results li")!;
    expect(first.querySelector(".search-kind")?.text).toBe("Calculator");
    expect(first.querySelector("h3 a")?.getAttribute("href")).toBe("/tools/resistor-color-code");
  });
});

describe("part numbers", () => {
  it("match with or without their separators, in titles and in text", async () => {
    const changes = [
      post("part-number-title", "2026-02-01T00:00:00Z", [{ h2: "Wiring the XY-MD02" }, { p: "A sensor." }]),
      post("part-number-text", "2026-02-01T00:00:00Z", [{ p: "The QZ 9150 module and a KT-88B tube." }]),
    ];
    await applyPostChanges(db, changes);
    for (const q of ["xy-md02", "xymd02", "xy md02", "XY-MD02 wiring"])
      expect(await urls(q), q).toContain("/part-number-title#wiring-the-xy-md02");
    for (const q of ["qz9150", "qz 9150", "kt88b", "kt 88b", "kt-88b"]) expect(await urls(q), q).toContain("/part-number-text");
    const [found] = (await answer("xymd02")).results;
    expect(marked(found)).toEqual([]);
    const inText = (await answer("kt88b")).results.find((result) => result.url === "/part-number-text");
    expect(marked(inText)).toEqual(["KT", "88B"]);
    await applyPostChanges(
      db,
      changes.map((change) => ({ ...change, version: "2026-02-02T00:00:00Z", entry: null })),
    );
  });
});

describe("a post's section rows", () => {
  it("follow its saves and deletes, and never outlive it", async () => {
    await applyPostChanges(db, [
      post("sections-follow", "2026-03-01T00:00:00Z", [
        { h2: "Zebrafish tank wiring" },
        { p: "Pump and heater." },
        { h3: "Heater" },
      ]),
    ]);
    expect(await sectionRows("sections-follow")).toEqual({ rows: 2, titles: 0 });
    expect(await urls("zebrafish")).toContain("/sections-follow#zebrafish-tank-wiring");
    // An older save arriving late changes nothing.
    await applyPostChanges(db, [post("sections-follow", "2026-02-01T00:00:00Z", [{ h2: "Quagga heading" }])]);
    expect(await urls("quagga")).toEqual([]);
    await applyPostChanges(db, [post("sections-follow", "2026-03-02T00:00:00Z", [{ h2: "Axolotl tank wiring" }])]);
    expect(await sectionRows("sections-follow")).toEqual({ rows: 1, titles: 0 });
    expect(await urls("zebrafish")).toEqual([]);
    expect(await urls("axolotl")).toContain("/sections-follow#axolotl-tank-wiring");
    await applyPostChanges(db, [{ slug: "sections-follow", version: "2026-03-03T00:00:00Z", entry: null }]);
    expect(await sectionRows("sections-follow")).toEqual({ rows: 0, titles: 0 });
    expect(await urls("axolotl")).toEqual([]);
  });

  it("are written again by the scheduled job after a deploy changed what search rows hold", async () => {
    // As migrations/0005 leaves a read model that had posts: their page rows, no sections.
    await db.batch([
      db.prepare(`DELETE FROM search WHERE rowid >= ${SECTION_ROWIDS}`),
      db.prepare(`DELETE FROM search_titles WHERE id >= ${SECTION_ROWIDS}`),
      db.prepare("UPDATE meta SET value = 'old' WHERE key = 'search:index'"),
    ]);
    expect(await sectionUrls("fourth")).toEqual([]);
    expect(await urls("headings that skip levels")).toContain("/outline-skips-levels");
    // A run does a bounded share, resuming where the last one stopped.
    const firestore = firestoreFor(config);
    const read = await reindexPosts(db, firestore, config.authorIds, { empty: false, pageSize: 2, pages: 1 });
    expect(read).toBe(2);
    const cursor = await db.prepare("SELECT value FROM meta WHERE key = 'search:reindex'").first<string>("value");
    expect(JSON.parse(cursor ?? "null")).toMatchObject({ author: 0, after: expect.stringContaining("/documents/admin-posts/") });
    // The scheduled job finishes it.
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/30 * * * *" }), env, context);
    await waitOnExecutionContext(context);
    const meta = await db.prepare("SELECT key, value FROM meta WHERE key LIKE 'search:%'").all<{ key: string; value: string }>();
    expect(meta.results).toEqual([{ key: "search:index", value: SEARCH_INDEX_VERSION }]);
    expect(await sectionUrls("fourth")).toEqual(["/outline-skips-levels#fourth", "/outline-skips-levels#fourth-2"]);
  });
});

describe("a query", () => {
  it("is one D1 round trip when its words are spelled right, however long it is", async () => {
    await answer("warm up");
    const statement = Object.getPrototypeOf(db.prepare("SELECT 1")) as Record<string, (...args: unknown[]) => unknown>;
    const single = ["all", "first", "run", "raw"].map((method) => vi.spyOn(statement, method as never));
    const batch = vi.spyOn(db, "batch");
    for (const q of ["esp32 pinout", "hc sr04", "led resistor calculator", "arduino uno pinout a4 ".repeat(40)]) {
      batch.mockClear();
      single.forEach((spy) => spy.mockClear());
      expect((await answer(q)).results.length, q).toBeGreaterThan(0);
      expect(batch, q).toHaveBeenCalledTimes(1);
      for (const spy of single) expect(spy, q).not.toHaveBeenCalled();
    }
    // A mistyped word costs two more: its corrections, then the search again; the next time, none.
    for (const calls of [
      { batches: 2, all: 1 },
      { batches: 1, all: 0 },
    ]) {
      batch.mockClear();
      single.forEach((spy) => spy.mockClear());
      expect((await urls("esp32 pinuot"))[0]).toBe("/learn/esp32#pinout");
      expect(batch).toHaveBeenCalledTimes(calls.batches);
      expect(single[0]).toHaveBeenCalledTimes(calls.all);
    }
    // Of a long query, eight words are looked at: their eight checks and the search, in one batch.
    batch.mockClear();
    await answer("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen");
    expect(batch.mock.calls[0]?.[0].length).toBe(9);
  });
});
