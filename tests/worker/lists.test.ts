import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listPagePath } from "../../client/data/addresses";
import { fixtureLists } from "../fixtures/lists";
import { ORIGIN, countFirestoreRequests as countRequests, meta, page, request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");
const firestoreHost = env.FIRESTORE_EMULATOR_HOST!;

afterEach(() => {
  vi.restoreAllMocks();
});

const countFirestoreRequests = () => countRequests(firestoreHost);

const titles = (doc: Awaited<ReturnType<typeof page>>["doc"]) =>
  doc.querySelectorAll("main .card .card-title").map((title) => title.text);

const pagination = (doc: Awaited<ReturnType<typeof page>>["doc"]) =>
  doc.querySelectorAll("main nav.pagination a").map((a) => ({
    text: a.text,
    href: a.getAttribute("href"),
    current: a.getAttribute("aria-current") ?? null,
  }));

describe("list pages", () => {
  it("shows the category title and the first 15 cards in stored order", async () => {
    const { response, doc } = await page("/learn/esp32-projects");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main h1")?.text).toBe("ESP32 Projects");
    expect(doc.querySelector("head title")?.text).toBe(`ESP32 Projects | ${env.SITE_NAME}`);
    expect(titles(doc)).toEqual(fixtureLists["esp32-projects"]!.slice(0, 15).map((entry) => entry.title));
    expect(meta(doc, "robots")).toBe("index, follow");
    expect(meta(doc, "twitter:card")).toBe("summary");
    expect(meta(doc, "author")).toBe(env.SITE_NAME);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}/learn/esp32-projects`);
  });

  it("gives each card its image when present (lazy, sized), title, description and link", async () => {
    // The fixtures' pictures are site files, drawn at their own address (uploads get sized copies: media.test.ts).
    const { doc } = await page("/learn/esp32-projects");
    const cards = doc.querySelectorAll("main .card");
    cards.forEach((card, index) => {
      const entry = fixtureLists["esp32-projects"]![index]!;
      const image = card.querySelector("img");
      if (entry.image) {
        expect(image?.getAttribute("src")).toBe(entry.image);
        expect(image?.getAttribute("loading")).toBe(index === 0 ? "eager" : "lazy");
        expect(image?.getAttribute("width")).toBeTruthy();
        expect(image?.getAttribute("height")).toBeTruthy();
      } else {
        expect(image).toBeNull();
      }
      expect(card.querySelector("a.card-link")?.getAttribute("href")).toBe(entry.link);
      expect(card.querySelector(".card-description")?.innerHTML).toBe(entry.description);
    });
  });

  it("sanitises hostile descriptions, images and links", async () => {
    const response = await request("/learn/embedded-projects");
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).not.toMatch(/<script>alert/);
    expect(body).not.toContain("javascript:");
    expect(body).not.toContain("onclick");
    expect(body).not.toMatch(/<img[^>]*onerror/);
    expect(body).not.toContain("<iframe");
    expect(body).not.toContain("color:red");
    const { parse } = await import("node-html-parser");
    const doc = parse(body);
    const hostile = doc.querySelectorAll("main .card")[1]!;
    expect(hostile.querySelector(".card-title")?.text).toBe('<img src=x onerror=alert("title")>');
    expect(hostile.querySelector("img")).toBeNull();
    expect(hostile.querySelector("a.card-link")).toBeNull();
    expect(hostile.querySelector(".card-description")?.innerHTML).toBe(
      '<p>Safe <em>text</em></p><a>bad link</a><a href="https://example.org/ok" rel="noopener noreferrer nofollow" target="_blank">good link</a>',
    );
    expect(doc.querySelectorAll("main .card")[2]?.querySelector(".card-description ul li")?.text).toBe("one");
  });
});

describe("pagination", () => {
  it("page 1: no Previous, numbered links, current page marked, Next", async () => {
    const { doc } = await page("/learn/esp32-projects");
    expect(pagination(doc)).toEqual([
      { text: "1", href: "/learn/esp32-projects", current: "page" },
      { text: "2", href: "/learn/esp32-projects?page=2", current: null },
      { text: "3", href: "/learn/esp32-projects?page=3", current: null },
      { text: "Next", href: "/learn/esp32-projects?page=2", current: null },
    ]);
  });

  it("a middle page has Previous and Next, and its own canonical", async () => {
    const { response, doc } = await page("/learn/esp32-projects?page=2");
    expect(response.status).toBe(200);
    expect(titles(doc)).toEqual(fixtureLists["esp32-projects"]!.slice(15, 30).map((entry) => entry.title));
    expect(pagination(doc).map((link) => link.text)).toEqual(["Previous", "1", "2", "3", "Next"]);
    expect(pagination(doc).find((link) => link.current)?.text).toBe("2");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}/learn/esp32-projects?page=2`);
    expect(doc.querySelector("head title")?.text).toBe(`ESP32 Projects – Page 2 | ${env.SITE_NAME}`);
  });

  it("the last page has the rest of the entries and no Next", async () => {
    const { doc } = await page("/learn/esp32-projects?page=3");
    expect(titles(doc)).toHaveLength(4);
    expect(pagination(doc).map((link) => link.text)).toEqual(["Previous", "1", "2", "3"]);
  });

  it("exactly 15 entries is one page, with no pagination at all", async () => {
    const { doc } = await page("/learn/arduino-uno-projects");
    expect(titles(doc)).toHaveLength(15);
    expect(doc.querySelector("main nav.pagination")).toBeNull();
    expect((await request("/learn/arduino-uno-projects?page=2")).status).toBe(404);
  });

  it("16 entries make two pages, 30 entries exactly two", async () => {
    expect(titles((await page("/learn/arduino-nano-projects?page=2")).doc)).toEqual(["Nano project 16"]);
    expect(titles((await page("/learn/arduino-mega-projects?page=2")).doc)).toHaveLength(15);
    expect((await request("/learn/arduino-mega-projects?page=3")).status).toBe(404);
  });

  it("?page=1 answers 301 to the bare address", async () => {
    const response = await request("/learn/esp32-projects?page=1");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, ORIGIN).toString()).toBe(`${ORIGIN}/learn/esp32-projects`);
  });

  it.each(["0", "-1", "4", "99999999999", "1.5", "2.0", "abc", "", "02", "1e1", "%20"])("?page=%s is 404", async (value) => {
    const { response, doc } = await page(`/learn/esp32-projects?page=${value}`);
    expect(response.status).toBe(404);
    expect(doc.querySelector("main")?.text).toContain("Oops! Page Not Found");
  });

  it("a repeated page parameter is 404", async () => {
    expect((await request("/learn/esp32-projects?page=2&page=3")).status).toBe(404);
  });
});

describe("empty lists", () => {
  it.each([
    ["esp8266-projects", "an empty allpost", "/learn/esp8266"],
    ["robotics-projects", "a document without allpost", "/learn/robotics"],
    ["iot-projects", "no document", "/learn/iot"],
  ])("%s (%s) answers 200 with an empty state, noindex and a link back", async (address, _why, topic) => {
    const { response, doc } = await page(listPagePath(address));
    expect(response.status).toBe(200);
    expect(doc.querySelectorAll("main .card")).toHaveLength(0);
    expect(doc.querySelector("main .empty-state a")?.getAttribute("href")).toBe(topic);
    expect(meta(doc, "robots")).toBe("noindex");
    expect(doc.querySelector('script[type="module"]')).not.toBeNull();
    expect((await request(`${listPagePath(address)}?page=2`)).status).toBe(404);
  });

  it("logs the spec's message for a missing document", async () => {
    const log = vi.spyOn(console, "log");
    await request("/learn/communication-projects");
    expect(log.mock.calls.some((call) => call[0] === "No such document!")).toBe(true);
  });
});

describe("list cache", () => {
  it("serves repeat views and other pages of the same list from KV", async () => {
    const first = await request("/learn/stm32-projects");
    expect(first.headers.get("x-cache")).toBe("miss");
    const firestore = countFirestoreRequests();
    const again = await request("/learn/stm32-projects");
    expect(again.headers.get("x-cache")).toBe("hit");
    await request("/learn/esp32-projects");
    const before = firestore.count();
    await request("/learn/esp32-projects?page=2");
    await request("/learn/esp32-projects?page=3");
    expect(firestore.count()).toBe(before);
    expect(firestore.count()).toBeLessThanOrEqual(1);
  });

  it("answers 503 when Firestore fails and nothing is cached", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connection refused"));
    const errors = vi.spyOn(console, "error");
    const response = await request("/learn/it-projects");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    expect(errors.mock.calls.some((call) => call[0] === "Error fetching projects:")).toBe(true);
  });
});

describe("list JSON for the island", () => {
  it("answers one page of entries", async () => {
    const response = await request("/api/lists/esp32-projects?page=2");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { page: number; pageCount: number; total: number; entries: { title: string }[] };
    expect(body.page).toBe(2);
    expect(body.pageCount).toBe(3);
    expect(body.total).toBe(34);
    expect(body.entries.map((entry) => entry.title)).toEqual(
      fixtureLists["esp32-projects"]!.slice(15, 30).map((entry) => entry.title),
    );
  });

  it("answers 404 for pages and lists that do not exist", async () => {
    expect((await request("/api/lists/esp32-projects?page=9")).status).toBe(404);
    expect((await request("/api/lists/not-a-list")).status).toBe(404);
  });
});

describe("unknown /learn/ addresses", () => {
  it("log the spec's warning and answer 404", async () => {
    const warn = vi.spyOn(console, "warn");
    expect((await request("/learn/no-such-category-projects")).status).toBe(404);
    expect(warn.mock.calls.some((call) => call[0] === "Invalid path, no project mapping found.")).toBe(true);
  });
});
