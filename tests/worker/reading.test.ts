import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { page, request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");

describe("a post's byline and what comes next", () => {
  it("names the author: meta.author, else the account's display name", async () => {
    expect((await page("/every-block-kind")).doc.querySelector("main .post-author")?.text).toBe("By Priya Raman");
    expect((await page("/every-new-block-kind")).doc.querySelector("main .post-author")?.text).toBe("By Author A Display Name");
  });

  it("shows when it was published (and updated), from Firestore's document times", async () => {
    const { doc } = await page("/every-new-block-kind");
    const time = doc.querySelector("main .post-meta time");
    expect(time?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.querySelector("main .post-meta")?.text).toMatch(/Published \d{1,2} \w+ \d{4}/);
    expect(doc.querySelector("main .post-meta")?.text).toMatch(/\d+ min read/);
    const article = doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.innerHTML) as Record<string, unknown>)
      .find((data) => data["@type"] === "Article");
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(article?.author).toEqual({ "@type": "Person", name: "Author A Display Name" });
  });

  it("links related posts of the same topic, and the previous and next posts, all published", async () => {
    const { doc } = await page("/every-new-block-kind");
    const related = doc.querySelectorAll("main .related-posts a").map((a) => a.getAttribute("href"));
    expect(related).toContain("/esp32-weather-station");
    const pager = doc.querySelectorAll("main .post-pager a").map((a) => a.getAttribute("href") ?? "");
    expect(pager.length).toBeGreaterThanOrEqual(1);
    for (const href of [...related, ...pager]) expect((await request(href ?? "")).status, href).toBe(200);
    expect(related).not.toContain("/search-draft-post");
  });
});

describe("the Atom feed", () => {
  it("lists the newest published posts, linked from every page's head", async () => {
    const response = await request("/feed.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${SITE_URL}/feed.xml"/>`);
    const entries = xml.split("<entry>").slice(1);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(20);
    for (const entry of entries) {
      expect(entry).toMatch(/<id>https?:\/\/[^<]+<\/id>/);
      expect(entry).toMatch(/<updated>\d{4}-\d{2}-\d{2}T[^<]+<\/updated>/);
      expect(entry).toMatch(/<author><name>[^<]+<\/name><\/author>/);
    }
    expect(xml).not.toContain("search-draft-post");
    const { doc } = await page("/about");
    expect(doc.querySelector('head link[rel="alternate"][type="application/atom+xml"]')?.getAttribute("href")).toBe("/feed.xml");
  });
});

describe("the home page", () => {
  it("offers search, a beginner's path, the latest tutorials, popular lists and the five boards", async () => {
    const { doc } = await page("/");
    expect(doc.querySelector("main form[role=search] input[name=q]")).not.toBeNull();
    expect(doc.querySelectorAll("main .path-steps a").map((a) => a.getAttribute("href"))).toEqual([
      "/learn/basic-electronics",
      "/learn/arduino-uno",
      "/learn/arduino-uno-projects",
    ]);
    const latest = doc.querySelectorAll("main .tutorial-card h3 a").map((a) => a.getAttribute("href") ?? "");
    expect(latest.length).toBeGreaterThan(0);
    for (const href of latest) expect((await request(href)).status, href).toBe(200);
    expect(doc.querySelectorAll("main .list-links a").length).toBeGreaterThanOrEqual(4);
    expect(doc.querySelectorAll("main [data-board]")).toHaveLength(5);
  });

  it("has a Projects group in the menu with all 24 lists", async () => {
    const { doc } = await page("/about");
    const projects = doc.querySelectorAll("#nav-group-projects-items a").map((a) => a.getAttribute("href"));
    expect(projects).toHaveLength(24);
    expect(projects).toContain("/learn/esp32-projects");
  });
});
