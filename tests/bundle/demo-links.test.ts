import { parse } from "node-html-parser";
import { describe, expect, inject, it } from "vitest";
import { topicPagePath } from "../../client/data/addresses";
import { topicPages } from "../../client/data/topics";
import { demoLists } from "../../scripts/demo/lists.mjs";
import { demoPosts } from "../../scripts/demo/posts.mjs";

const base = inject("baseUrl");

/** The 26 topic pages. */
const topicPaths = () => [...topicPages.keys()].map((slug) => topicPagePath(slug));

/** A link's status as a browser sees it: one redirect followed at most. */
async function status(path: string): Promise<number> {
  const response = await fetch(`${base}${path}`, { redirect: "manual" });
  if (response.status !== 301) return response.status;
  return (await fetch(new URL(response.headers.get("location")!, `${base}${path}`), { redirect: "manual" })).status;
}

describe("no dead ends in the demo content", () => {
  it("every link on every topic page answers 200, and each page links its published tutorial", async () => {
    // A search waits for the index of published posts; topic pages draw their links from it.
    expect((await fetch(`${base}/search?q=warm`)).status).toBe(200);
    const topics = topicPaths();
    expect(topics).toHaveLength(26);
    const checked = new Map<string, number>();
    const broken: string[] = [];
    for (const topic of topics) {
      const doc = parse(await (await fetch(`${base}${topic}`)).text());
      expect(doc.querySelectorAll("#step-by-step a").length, topic).toBeGreaterThanOrEqual(1);
      for (const anchor of doc.querySelectorAll("main a[href^='/']")) {
        const path = anchor.getAttribute("href")!.split("#")[0]!;
        if (!checked.has(path)) checked.set(path, await status(path));
        if (checked.get(path) !== 200) broken.push(`${topic} -> ${path} (${checked.get(path)})`);
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);

  it("every card of every demo list leads to a page that answers 200", async () => {
    const broken: string[] = [];
    const checked = new Map<string, number>();
    for (const [address, entries] of Object.entries(demoLists)) {
      for (const entry of entries) {
        const path = entry.link.split("#")[0]!;
        if (!checked.has(path)) checked.set(path, await status(path));
        if (checked.get(path) !== 200) broken.push(`${address}: ${entry.title} -> ${entry.link}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThanOrEqual(40);
  }, 120_000);

  it("every link in every demo tutorial answers 200, and the calculators are linked with their values", async () => {
    const broken: string[] = [];
    const checked = new Map<string, number>();
    const calculators: string[] = [];
    for (const { data } of demoPosts) {
      const doc = parse(await (await fetch(`${base}/${data.slug}`)).text());
      for (const anchor of doc.querySelectorAll("main a[href^='/']")) {
        const href = anchor.getAttribute("href")!;
        if (href.startsWith("/tools/")) calculators.push(href);
        const path = href.split("#")[0]!;
        if (!checked.has(path)) checked.set(path, await status(path));
        if (checked.get(path) !== 200) broken.push(`${data.slug} -> ${href} (${checked.get(path)})`);
      }
    }
    expect(broken).toEqual([]);
    // The Markdown links in the tutorials' text render as links, query and all.
    expect(calculators).toContain("/tools/555-astable?r1=12k&r2=120k&c=10u&diode=yes");
    expect(new Set(calculators.map((href) => href.split("?")[0])).size).toBe(4);
  }, 120_000);
});
