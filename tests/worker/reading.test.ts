import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import worker from "../../worker/index";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { parseXml, type XmlElement } from "../fixtures/xml";
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
    // Enough newer posts on the topic that some are left once previous and next are shown
    // (other test files publish into the shared emulator too), taken in by the scheduled job.
    const run = Date.now();
    const firestore = new Firestore({
      projectId: TEST_PROJECT_ID,
      emulatorHost: env.FIRESTORE_EMULATOR_HOST,
      token: async () => "owner",
    });
    const sameTopic = [1, 2, 3, 4, 5].map((index) => `related-esp32-${run}-${index}`);
    await firestore.commit(
      sameTopic.map((slug) => ({
        path: paths.post("author-b", slug),
        data: { slug, title: `Related ${slug}`, topic: "esp32", pageData: [{ section: "body", content: [{ p: "On topic." }] }] },
      })),
    );
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/30 * * * *" }), env, context);
    await waitOnExecutionContext(context);

    // A post this file has not shown yet (a shown page stays cached with its neighbours).
    const { doc } = await page("/esp32-weather-station");
    const related = doc.querySelectorAll("main .related-posts a").map((a) => a.getAttribute("href") ?? "");
    const pager = doc.querySelectorAll("main .post-pager a").map((a) => a.getAttribute("href") ?? "");
    expect(related).toHaveLength(4);
    // The newest posts of the topic, apart from previous and next: at least three of the five new ones.
    expect(related.filter((href) => sameTopic.includes(href.slice(1))).length).toBeGreaterThanOrEqual(3);
    for (const href of related) {
      const row = await env.READ_MODEL.prepare("SELECT topic FROM posts WHERE slug = ?1")
        .bind(href.slice(1))
        .first<{ topic: string }>();
      expect(row?.topic, href).toBe("esp32");
    }
    expect(pager.length).toBeGreaterThanOrEqual(1);
    for (const href of [...related, ...pager]) expect((await request(href)).status, href).toBe(200);
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

describe("the Atom feed's structure", () => {
  /**
   * RFC 4287's required structure, read with a strict XML parser: a feed with id, title,
   * updated, an author and a self link; entries with id, title, updated, an alternate link and
   * an author (inherited or their own); every date an RFC 3339 date-time; every entry's link a
   * page that answers 200.
   */
  it("is well-formed Atom 1.0 with the newest published posts", async () => {
    const feed = parseXml(await (await request("/feed.xml")).text());
    const problems: string[] = [];
    if (feed.name !== "feed" || feed.attributes.xmlns !== "http://www.w3.org/2005/Atom")
      problems.push("root is not an Atom feed");
    const children = (parent: XmlElement, name: string) => parent.children.filter((node) => node.name === name);
    const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    for (const name of ["id", "title", "updated"])
      if (children(feed, name).length !== 1) problems.push(`feed needs exactly one ${name}`);
    if (!dateTime.test(children(feed, "updated")[0]?.text ?? "")) problems.push("feed updated is not RFC 3339");
    if (!children(feed, "link").some((link) => link.attributes.rel === "self")) problems.push("feed has no self link");
    const feedAuthor = children(feed, "author").length > 0;
    const entries = children(feed, "entry");
    for (const entry of entries) {
      for (const name of ["id", "title", "updated"])
        if (children(entry, name).length !== 1) problems.push(`entry needs exactly one ${name}`);
      if (!dateTime.test(children(entry, "updated")[0]?.text ?? "")) problems.push("entry updated is not RFC 3339");
      if (!children(entry, "link").some((link) => (link.attributes.rel ?? "alternate") === "alternate"))
        problems.push("entry has no alternate link");
      if (!feedAuthor && children(entry, "author").length === 0) problems.push("entry has no author");
    }
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(10);
    expect(entries.length).toBeLessThanOrEqual(20);
    for (const entry of entries) {
      const link = children(entry, "link")[0]?.attributes.href ?? "";
      expect((await request(new URL(link).pathname)).status, link).toBe(200);
    }
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
