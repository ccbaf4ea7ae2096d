import { escapeXml } from "../http/escape-xml";

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A sitemaps.org urlset of absolute addresses. */
export function sitemapXml(urls: string[]): string {
  const body = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `${HEAD}<urlset ${NAMESPACE}>\n${body}\n</urlset>\n`;
}

/** A sitemaps.org sitemap index naming child sitemaps by absolute address. */
export function sitemapIndexXml(sitemaps: string[]): string {
  const body = sitemaps.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join("\n");
  return `${HEAD}<sitemapindex ${NAMESPACE}>\n${body}\n</sitemapindex>\n`;
}

/** The sitemaps.org limits of one sitemap file. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/**
 * Splits addresses into sitemaps that each stay within the limits (in URLs and in bytes of
 * XML), in order, so the same list always gives the same files.
 */
export function chunkUrls(urls: string[], limits = SITEMAP_LIMITS): string[][] {
  const overhead = sitemapXml([]).length;
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = overhead;
  for (const url of urls) {
    const size = new TextEncoder().encode(`  <url><loc>${escapeXml(url)}</loc></url>\n`).length;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(url);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
