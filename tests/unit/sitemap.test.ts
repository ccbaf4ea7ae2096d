import { describe, expect, it } from "vitest";
import { chunkUrls, sitemapIndexXml, sitemapXml, SITEMAP_LIMITS } from "../../worker/sitemap/xml";

const urls = (count: number) => Array.from({ length: count }, (_, index) => `https://learn.example.org/post-${index}`);

describe("sitemap files", () => {
  it("keep to the sitemaps.org limits: 50,000 addresses and 50 MB per file", () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 });
    const chunks = chunkUrls(urls(120_001));
    expect(chunks.map((chunk) => chunk.length)).toEqual([50_000, 50_000, 20_001]);
    expect(chunks.flat()).toEqual(urls(120_001));
  });

  it("split by size when addresses are long", () => {
    const long = Array.from({ length: 10 }, (_, index) => `https://learn.example.org/${"x".repeat(1000)}-${index}`);
    const chunks = chunkUrls(long, { urls: 50_000, bytes: 3_500 });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(new TextEncoder().encode(sitemapXml(chunk)).length).toBeLessThanOrEqual(3_500);
  });

  it("write an index of child sitemaps, escaping addresses", () => {
    const xml = sitemapIndexXml(["https://learn.example.org/sitemaps/1.xml", "https://learn.example.org/sitemaps/2.xml?a=1&b=2"]);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<sitemap><loc>https://learn.example.org/sitemaps/1.xml</loc></sitemap>");
    expect(xml).toContain("a=1&amp;b=2");
  });
});
