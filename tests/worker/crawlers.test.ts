import "./read-model";
import { env } from "cloudflare:workers";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { fixturePosts, FOREIGN_AUTHOR } from "../fixtures/posts";
import { request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");

describe("robots.txt", () => {
  it("allows crawling and names the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("lists every static, topic and list page and every post, as absolute addresses", async () => {
    const response = await request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locs = parse(await response.text())
      .querySelectorAll("loc")
      .map((loc) => loc.text);
    expect(locs.every((loc) => loc.startsWith(`${SITE_URL}/`))).toBe(true);
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/disclaimer",
      "/privacypolicy",
      "/learn/arduino-mega",
      "/learn/agri",
      "/learn/basic-electronics",
      "/learn/esp32-projects",
      "/learn/it-projects",
    ]) {
      expect(locs, path).toContain(`${SITE_URL}${path}`);
    }
    expect(locs.filter((loc) => loc.includes("/learn/"))).toHaveLength(26 + 24);
    const ours = fixturePosts.filter((post) => post.author !== FOREIGN_AUTHOR);
    const published = ours.filter((post) => post.data.draft !== true).map((post) => String(post.data.slug));
    for (const slug of new Set(published)) expect(locs, slug).toContain(`${SITE_URL}/${encodeURIComponent(slug)}`);
    // Drafts are invisible to crawlers.
    for (const post of ours.filter((post) => post.data.draft === true))
      expect(locs).not.toContain(`${SITE_URL}/${String(post.data.slug)}`);
    expect(locs).not.toContain(`${SITE_URL}/foreign-post`);
    expect(locs.some((loc) => loc.includes("list-"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("is cached in KV", async () => {
    await request("/sitemap.xml");
    expect((await request("/sitemap.xml")).headers.get("x-cache")).toBe("hit");
  });
});

describe("security headers", () => {
  it.each(["/", "/about", "/learn/esp32", "/learn/esp32-projects", "/every-block-kind", "/no-such-page", "/contact"])(
    "%s carries the CSP and the other headers",
    async (path) => {
      const response = await request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      // The test SITE_URL is http, so no HSTS.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("no page has an inline executable script", async () => {
    for (const path of ["/", "/every-block-kind", "/learn/esp32-projects"]) {
      const doc = parse(await (await request(path)).text());
      for (const script of doc.querySelectorAll("script")) {
        const type = script.getAttribute("type");
        if (script.getAttribute("src")) continue;
        expect(type, path).toBe("application/ld+json");
      }
    }
  });
});
