import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import worker from "../../worker/index";
import { CONTROL_CHARACTERS, TEST_PROJECT_ID } from "../fixtures/posts";
import { child, FORBIDDEN, parseXml } from "../fixtures/xml";
import { page, request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");

describe("text in the feed and the sitemaps", () => {
  it("/feed.xml is well-formed and shows a post's title, summary and author without control characters", async () => {
    expect(FORBIDDEN.test(CONTROL_CHARACTERS.title)).toBe(true);
    // Other test files publish posts into the same emulator: write a copy now, so it is the
    // newest post and in the feed, and let the scheduled job take it into the read model.
    const slug = `${CONTROL_CHARACTERS.slug}-${Date.now()}`;
    const firestore = new Firestore({
      projectId: TEST_PROJECT_ID,
      emulatorHost: env.FIRESTORE_EMULATOR_HOST,
      token: async () => "owner",
    });
    await firestore.commit([
      {
        path: paths.post("author-a", slug),
        data: {
          slug,
          title: CONTROL_CHARACTERS.title,
          meta: { description: CONTROL_CHARACTERS.description, author: CONTROL_CHARACTERS.author },
          pageData: [{ section: "body", content: [{ p: CONTROL_CHARACTERS.description }] }],
        },
      },
    ]);
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/30 * * * *" }), env, context);
    await waitOnExecutionContext(context);
    const response = await request("/feed.xml");
    expect(response.status).toBe(200);
    const feed = parseXml(await response.text());
    expect(feed.name).toBe("feed");
    const entry = feed.children.find(
      (item) => item.name === "entry" && child(item, "link")?.attributes.href === `${SITE_URL}/${slug}`,
    );
    expect(entry).toBeDefined();
    expect(child(entry!, "title")?.text).toBe(CONTROL_CHARACTERS.cleanTitle);
    expect(child(entry!, "summary")?.text).toBe(CONTROL_CHARACTERS.cleanDescription);
    expect(child(child(entry!, "author")!, "name")?.text).toBe(CONTROL_CHARACTERS.cleanAuthor);
  });

  it("/sitemap.xml and every child sitemap are well-formed and list the post", async () => {
    const response = await request("/sitemap.xml");
    expect(response.status).toBe(200);
    const sitemap = parseXml(await response.text());
    const files = [sitemap];
    if (sitemap.name === "sitemapindex") {
      for (const item of sitemap.children) {
        const path = new URL(child(item, "loc")!.text).pathname;
        files.push(parseXml(await (await request(path)).text()));
      }
    }
    const locs = files.flatMap((file) => file.children.map((item) => child(item, "loc")?.text));
    expect(locs).toContain(`${SITE_URL}/${CONTROL_CHARACTERS.slug}`);
  });

  it("the post's page still renders, with JSON-LD that parses", async () => {
    const { response, doc } = await page(`/${CONTROL_CHARACTERS.slug}`);
    expect(response.status).toBe(200);
    const visible = (text: string | undefined) => text?.replace(new RegExp(FORBIDDEN.source, "g"), "");
    expect(visible(doc.querySelector("main h1")?.text)).toBe(CONTROL_CHARACTERS.cleanTitle);
    const data = doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.innerHTML) as Record<string, unknown>);
    const article = data.find((item) => item["@type"] === "Article");
    expect(visible(String(article?.headline))).toBe(CONTROL_CHARACTERS.cleanTitle);
  });
});
