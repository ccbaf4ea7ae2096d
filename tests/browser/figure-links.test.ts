import { describe, expect, inject, it } from "vitest";
import { MIN_LABEL, PICTURE_SCALE } from "../../scripts/demo/media/drawings.mjs";
import { demoPictures } from "../../scripts/demo/media/pictures.mjs";
import { PHONE, open, sharedBrowser } from "./browser";

// Issue 31: on a phone, a demo diagram's labels are legible as the page lays it out, and the
// figure links to its full-size original; a placeholder address in a step is no link.

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("a demo diagram on a phone", () => {
  it("shows labels of at least 11 CSS px and opens its full-size original from a named link", async () => {
    const picture = demoPictures.find((each) => each.post === "esp32-weather-station")!;
    const { page, problems, close } = await open(browser(), `${base}/${picture.post}`, PHONE);
    const image = page.getByRole("img", { name: picture.alt });
    await image.scrollIntoViewIfNeeded();
    const { shown, original, src } = await image.evaluate((img: HTMLImageElement) => ({
      // Laid out from its width and height attributes, loaded or not.
      shown: img.getBoundingClientRect().width,
      // The declared width is the original's, whichever copy srcset picked.
      original: Number(img.getAttribute("width")),
      src: img.getAttribute("src")!,
    }));
    // The smallest label as this phone draws it, in CSS px.
    expect((MIN_LABEL * PICTURE_SCALE * shown) / original).toBeGreaterThanOrEqual(11);

    const link = page.getByRole("link", { name: `${picture.alt} (full size)` });
    expect(await link.getAttribute("href")).toBe(src);
    const [response] = await Promise.all([page.waitForResponse(`${base}${src}`), link.click()]);
    await page.waitForURL(`${base}${src}`);
    expect(response.headers()["content-type"]).toBe("image/png");
    // The browser's own viewer shows the original, at its full width, without a complaint.
    await expect.poll(() => page.evaluate(() => document.images[0]?.naturalWidth ?? 0), { timeout: 10_000 }).toBe(original);
    expect(problems).toEqual([]);
    await close();
  });

  it("leaves a placeholder address in a step as text to type, not a link", async () => {
    const { page, close } = await open(browser(), `${base}/esp32-weather-station`, PHONE);
    const placeholder = page.locator("li code", { hasText: "http://that-address/" });
    expect(await placeholder.count()).toBe(1);
    expect(await page.locator('a[href^="http://that-address"]').count()).toBe(0);
    await close();
  });
});
