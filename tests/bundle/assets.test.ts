import { describe, expect, inject, it } from "vitest";

const base = inject("baseUrl");

async function assetFromPage(pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`no asset matching ${pattern} on the home page`);
  return match[1];
}

describe("static files through [assets]", () => {
  it.each([
    ["/images/boards/arduino-uno.svg", "image/svg+xml"],
    ["/images/boards/arduino-nano.svg", "image/svg+xml"],
    ["/images/boards/arduino-mega.svg", "image/svg+xml"],
    ["/images/boards/esp8266.svg", "image/svg+xml"],
    ["/images/boards/esp32.svg", "image/svg+xml"],
    ["/images/logo.svg", "image/svg+xml"],
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/"],
    ["/apple-touch-icon.png", "image/png"],
    ["/images/og-default.png", "image/png"],
    ["/site.webmanifest", "application/manifest+json"],
    ["/noscript.css", "text/css"],
  ])("%s is served as %s", async (path, type) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
  });

  it("serves the hashed client files with a one-year immutable cache", async () => {
    for (const pattern of [/<script type="module" src="([^"]+)"/, /<link rel="stylesheet" href="(\/assets\/[^"]+)"/]) {
      const path = await assetFromPage(pattern);
      expect(path).toMatch(/^\/assets\/.+-[\w-]{8}\.(js|css)$/);
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toMatch(/javascript|text\/css/);
    }
  });

  it("does not publish the build manifest", async () => {
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404);
  });

  it("the web manifest names real icons", async () => {
    const manifest = (await (await fetch(`${base}/site.webmanifest`)).json()) as { icons: { src: string }[] };
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect(await fetch(new URL(icon.src, base)).then((r) => r.status)).toBe(200);
  });
});

describe("plain wrangler dev honours --var overrides", () => {
  it("uses SITE_URL from the command line in canonical links", async () => {
    // global-setup passes SITE_URL http://learn.example.test to wrangler dev.
    const html = await (await fetch(`${base}/about`)).text();
    expect(html).toContain('<link rel="canonical" href="http://learn.example.test/about"/>');
  });
});
