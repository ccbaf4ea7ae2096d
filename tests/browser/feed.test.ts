import { describe, expect, inject, it } from "vitest";
import { open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

/**
 * RFC 4287's required structure, checked on the XML the browser parses: a feed with id,
 * title, updated, an author and a self link; entries with id, title, updated, an alternate
 * link and an author (inherited or their own); every date an RFC 3339 date-time.
 */
describe("the Atom feed", () => {
  it("is well-formed Atom 1.0 with the newest published posts", async () => {
    const { page, close } = await open(browser(), `${base}/about`);
    // Posts published through the other tests may be newer; the demo content is there too.
    expect((await fetch(`${base}/search?q=warm`)).status).toBe(200);
    const report = await page.evaluate(async () => {
      const xml = await (await fetch("/feed.xml")).text();
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const atom = "http://www.w3.org/2005/Atom";
      const problems: string[] = [];
      if (doc.getElementsByTagName("parsererror").length) problems.push("not well-formed XML");
      const feed = doc.documentElement;
      if (feed.localName !== "feed" || feed.namespaceURI !== atom) problems.push("root is not an Atom feed");
      const child = (parent: Element, name: string) =>
        [...parent.children].filter((node) => node.localName === name && node.namespaceURI === atom);
      const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
      for (const name of ["id", "title", "updated"])
        if (child(feed, name).length !== 1) problems.push(`feed needs exactly one ${name}`);
      if (!dateTime.test(child(feed, "updated")[0]?.textContent ?? "")) problems.push("feed updated is not RFC 3339");
      if (!child(feed, "link").some((link) => link.getAttribute("rel") === "self")) problems.push("feed has no self link");
      const feedAuthor = child(feed, "author").length > 0;
      const entries = child(feed, "entry");
      for (const entry of entries) {
        for (const name of ["id", "title", "updated"])
          if (child(entry, name).length !== 1) problems.push(`entry needs exactly one ${name}`);
        if (!dateTime.test(child(entry, "updated")[0]?.textContent ?? "")) problems.push("entry updated is not RFC 3339");
        if (!child(entry, "link").some((link) => (link.getAttribute("rel") ?? "alternate") === "alternate"))
          problems.push("entry has no alternate link");
        if (!feedAuthor && child(entry, "author").length === 0) problems.push("entry has no author");
      }
      const links = entries.map((entry) => child(entry, "link")[0]?.getAttribute("href") ?? "");
      return { problems, count: entries.length, links };
    });
    expect(report.problems).toEqual([]);
    expect(report.count).toBeGreaterThanOrEqual(10);
    expect(report.count).toBeLessThanOrEqual(20);
    for (const link of report.links) expect((await fetch(`${base}${new URL(link).pathname}`)).status, link).toBe(200);
    await close();
  });
});
