import { describe, expect, inject, it } from "vitest";
import { demoPictures } from "../../scripts/demo/media/pictures.mjs";
import { PHONE, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("uploaded pictures in a demo tutorial", () => {
  it("load on a phone as a smaller AVIF copy, in a box of the picture's own shape", async () => {
    const picture = demoPictures.find((each) => each.post === "ne555-astable-led-flasher")!;
    const { page, problems, close } = await open(browser(), `${base}/${picture.post}`, PHONE);
    const image = page.getByRole("img", { name: picture.alt });
    expect(await image.getAttribute("src")).toMatch(/^\/media\/[0-9a-f]{64}-\d+x\d+\.png$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shape = await image.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      declared: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
      current: img.currentSrc,
    }));
    // A 390 px phone at 2x needs fewer pixels than the original has: srcset picks a copy.
    expect(shape.current).toContain("?w=");
    // Chromium's own Accept header for images asks for AVIF first.
    const accept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    const copy = await page.request.get(shape.current, { headers: { accept } });
    expect(copy.status()).toBe(200);
    expect(copy.headers()["content-type"]).toBe("image/avif");
    expect(copy.headers()["cache-control"]).toContain("immutable");
    expect(shape.box).toBeCloseTo(shape.declared, 1);
    expect(shape.natural).toBeCloseTo(shape.declared, 1);
    expect(await page.locator("figure", { has: image }).locator("figcaption").textContent()).toBe(picture.caption);
    expect(problems).toEqual([]);
    await close();
  });
});
