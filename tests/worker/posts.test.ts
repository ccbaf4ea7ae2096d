import "./read-model";
import { env } from "cloudflare:workers";
import { parse } from "node-html-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_POLICY } from "../../worker/cache/policy";
import { WARM_TIMING } from "../../worker/cache/finished-pages";
import { FIRESTORE_TIMEOUT_MS } from "../../worker/firestore";
import { HOSTILE } from "../fixtures/posts";
import { countFirestoreRequests as countRequests, injectFirestoreFault, meta, page, request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");
const firestoreHost = env.FIRESTORE_EMULATOR_HOST!;

afterEach(() => {
  vi.restoreAllMocks();
});

const countFirestoreRequests = () => countRequests(firestoreHost);
const injectFault = (kind: "500" | "refused" | "hang") => injectFirestoreFault(firestoreHost, kind);

describe("post lookup", () => {
  it("renders a found post with 200, its title and sections", async () => {
    const { response, doc } = await page("/every-block-kind");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main article h1")?.text).toBe("Every Block Kind, Rendered");
    const sections = doc.querySelectorAll("main article section");
    expect(sections.map((section) => section.getAttribute("data-section"))).toEqual(["intro", "details"]);
    expect(sections[0]?.classList.contains("post-section--intro")).toBe(true);
  });

  it("answers 404 with the not-found page when no author has the slug", async () => {
    const { response, doc } = await page("/no-author-has-this-slug");
    expect(response.status).toBe(404);
    expect(doc.querySelector("main")?.text).toContain("Oops! Page Not Found");
  });

  it("lets the first author in AUTHOR_IDS win when two have the same slug", async () => {
    expect((await page("/shared-slug")).doc.querySelector("main h1")?.text).toBe("Shared slug from author A");
    expect((await page("/shared-b-and-c")).doc.querySelector("main h1")?.text).toBe("From author B over C");
    expect((await page("/only-author-b")).response.status).toBe(200);
  });

  it("never shows posts of accounts outside AUTHOR_IDS", async () => {
    expect((await page("/foreign-post")).response.status).toBe(404);
  });

  it("decodes a unicode slug", async () => {
    const { response, doc } = await page(`/${encodeURIComponent("ardüino-überblick-日本")}`);
    expect(response.status).toBe(200);
    expect(doc.querySelector("main h1")?.text).toBe("Unicode slug");
  });

  it("answers 404 without asking Firestore for a slug that cannot exist", async () => {
    const firestore = countFirestoreRequests();
    expect((await request("/%E0%A4%A")).status).toBe(404);
    expect((await request(`/${"x".repeat(2000)}`)).status).toBe(404);
    expect(firestore.count()).toBe(0);
  });
});

describe("post rendering", () => {
  it("renders the spec's block kinds, with the title as the only h1 and headings that never skip", async () => {
    const { doc } = await page("/every-block-kind");
    const article = doc.querySelector("main article")!;
    expect(doc.querySelectorAll("h1").map((h) => h.text)).toEqual(["Every Block Kind, Rendered"]);
    // Data h1..h6 in order: each one level below the last, from h2, capped at h6.
    expect(
      article.querySelectorAll("section h2, section h3, section h4, section h5, section h6").map((h) => `${h.tagName}:${h.text}`),
    ).toEqual(["H2:Heading one", "H3:Heading two", "H4:Heading three", "H5:Heading four", "H6:Heading five", "H6:Heading six"]);
    const image = article.querySelector("section img");
    expect(image?.getAttribute("src")).toBe("/images/boards/esp32.svg");
    expect(image?.getAttribute("alt")).toBe("");
    expect(article.querySelectorAll("section > p").map((p) => p.text)).toEqual(["First paragraph.", "Last paragraph."]);
    expect(article.querySelector("section pre code")?.text).toBe("digitalWrite(13, HIGH);");
  });

  it("shows a post with only a content field as one paragraph", async () => {
    const { response, doc } = await page("/content-only");
    expect(response.status).toBe(200);
    const paragraphs = doc.querySelectorAll("main article p");
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.text).toBe("Plain text body.\n\nSecond paragraph of it.");
    expect(doc.querySelector("main h1")?.text).toBe("Only a content field");
  });

  it("treats all database text as text, never markup", async () => {
    const response = await request("/hostile-text");
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).not.toContain("<script>alert");
    expect(body).not.toContain("<img src=x");
    expect(body).not.toContain("<b onmouseover");
    expect(body).not.toContain("javascript:");
    const doc = parse(body);
    expect(doc.querySelector("main h1")?.text).toBe(HOSTILE.title);
    expect(doc.querySelector("main article p")?.text).toBe(HOSTILE.paragraph);
    expect(doc.querySelector("main article h2")?.text).toBe("<i>not italic</i>");
    expect(doc.querySelectorAll("main article img")).toHaveLength(0);
    expect(meta(doc, "description")).toBe(HOSTILE.description);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}/hostile-text`);
    const jsonLd = doc.querySelector('script[type="application/ld+json"]')!.innerHTML;
    expect(jsonLd).not.toContain("</script");
    expect(JSON.parse(jsonLd).headline).toBe(HOSTILE.title);
  });
});

describe("post head", () => {
  it("uses the post's meta when present", async () => {
    const { doc } = await page("/every-block-kind");
    expect(doc.querySelector("head title")?.text).toBe(`Every Block Kind, Rendered | ${env.SITE_NAME}`);
    expect(meta(doc, "description")).toBe("A post that uses each kind of block the site knows, and one it does not.");
    expect(meta(doc, "keywords")).toBe("blocks, test");
    expect(meta(doc, "author")).toBe("Priya Raman");
    expect(meta(doc, "robots")).toBe("index, follow");
    expect(meta(doc, "og:type")).toBe("article");
    expect(meta(doc, "og:title")).toBe("Every Block Kind, Rendered");
    expect(meta(doc, "og:image")).toBe(`${SITE_URL}/images/boards/esp32.svg`);
    const article = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.innerHTML);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Every Block Kind, Rendered",
      author: { name: "Priya Raman" },
    });
  });

  it("falls back to the spec's defaults when a post has no meta", async () => {
    const { doc } = await page("/content-only");
    expect(doc.querySelector("head title")?.text).toBe(`Only a content field | ${env.SITE_NAME}`);
    expect(meta(doc, "author")).toBe(env.SITE_NAME);
    expect(meta(doc, "keywords")).toBe("keywords");
    expect(meta(doc, "description")).toBe("description");
    expect(meta(doc, "robots")).toBe("index, follow");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}/content-only`);
  });

  it("takes the canonical from meta.canonical, else meta.url", async () => {
    const canonical = (await page("/meta-canonical")).doc.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute("href")).toBe("https://example.org/canonical/meta-canonical");
    const url = (await page("/meta-url-only")).doc.querySelector('link[rel="canonical"]');
    expect(url?.getAttribute("href")).toBe("https://example.org/legacy/meta-url");
  });

  it("uses the page's own encoded address as canonical for a unicode slug", async () => {
    const path = `/${encodeURIComponent("ardüino-überblick-日本")}`;
    const { doc } = await page(path);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}${path}`);
  });
});

describe("cache", () => {
  it("serves a repeated view from KV without asking Firestore", async () => {
    const first = await request("/cache-repeat");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(first.headers.get("server-timing")).toMatch(/origin;dur=/);
    const firestore = countFirestoreRequests();
    const second = await request("/cache-repeat");
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("hit");
    // One lookup: the finished page, no cache read and no rendering (tests/worker/warm-pages.test.ts).
    expect(second.headers.get("server-timing")).toBe(WARM_TIMING);
    expect(firestore.count()).toBe(0);
  });

  it("remembers an unknown slug briefly, so repeating it asks Firestore nothing", async () => {
    const firestore = countFirestoreRequests();
    expect((await request("/never-written-slug")).status).toBe(404);
    const afterFirst = firestore.count();
    expect(afterFirst).toBe(1);
    const again = await request("/never-written-slug");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(firestore.count()).toBe(afterFirst);
  });

  it("makes exactly one Firestore query per cold post", async () => {
    const firestore = countFirestoreRequests();
    const found = await request("/cold-count-post");
    expect(found.headers.get("x-cache")).not.toBe("hit");
    expect(firestore.count()).toBe(1);
    await request("/cold-lookup-count");
    expect(firestore.count()).toBe(2);
  });

  it("answers from KV while Firestore is down (fresh copy)", async () => {
    expect((await request("/fault-target")).status).toBe(200);
    const fault = injectFault("refused");
    const response = await request("/fault-target");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("hit");
    expect(fault.count()).toBe(0);
  });

  it("serves a stale copy while Firestore fails, and tries a background refresh", async () => {
    expect((await request("/stale-during-outage")).status).toBe(200);
    // Minutes pass: the copy is past its fresh window (and this isolate's memory of it).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + CACHE_POLICY.freshMs + CACHE_POLICY.memoryMs });
    try {
      const fault = injectFault("500");
      const stale = await request("/stale-during-outage");
      expect(stale.status).toBe(200);
      expect(stale.headers.get("x-cache")).toBe("stale");
      expect(parse(await stale.text()).querySelector("main h1")?.text).toBe("Stale but served");
      // request() waited for the background refresh, which asked Firestore and failed.
      expect(fault.count()).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never caches a failure as not found", async () => {
    injectFault("500");
    const fresh = await request("/meta-url-only-uncached-probe");
    expect(fresh.status).toBe(503);
    vi.restoreAllMocks();
    const firestore = countFirestoreRequests();
    const after = await request("/meta-url-only-uncached-probe");
    expect(after.status).toBe(404);
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(firestore.count()).toBe(1);
  });
});

describe("Firestore failures without a cached copy", () => {
  it.each(["500", "refused"] as const)("Firestore answering %s gives 503 with Retry-After and a friendly page", async (kind) => {
    const fault = injectFault(kind);
    const { response, doc } = await page(`/uncached-during-${kind}`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(doc.querySelector("main")?.text).toContain("Temporarily unavailable");
    expect(doc.querySelector("main")?.text).not.toContain("Page Not Found");
    expect(meta(doc, "robots")).toBe("noindex");
    expect(fault.count()).toBeGreaterThan(0);
  });

  it(
    "a Firestore that never answers gives 503 after the timeout, not a hung reader",
    async () => {
      injectFault("hang");
      const started = Date.now();
      const response = await request("/uncached-during-hang");
      expect(response.status).toBe(503);
      // Asserts the timeout fired (the fault only ends on abort), not a speed.
      expect(Date.now() - started).toBeGreaterThanOrEqual(FIRESTORE_TIMEOUT_MS - 50);
    },
    FIRESTORE_TIMEOUT_MS * 3,
  );

  it("logs the spec's messages", async () => {
    const errors = vi.spyOn(console, "error");
    const warnings = vi.spyOn(console, "warn");
    await request("/logged-not-found-slug");
    expect(warnings.mock.calls.some((call) => call[0] === "Post not found")).toBe(true);
    injectFault("500");
    await request("/logged-failure-slug");
    expect(errors.mock.calls.some((call) => call[0] === "Failed to fetch post")).toBe(true);
  });
});
