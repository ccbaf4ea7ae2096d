import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("topic pages in the browser", () => {
  it.each(["/learn/arduino-mega", "/learn/iot", "/learn/agri"])("%s is fully readable with JavaScript disabled", async (path) => {
    const { page, close } = await open(browser(), `${base}${path}`, { ...PHONE, javaScriptEnabled: false });
    for (const selector of [
      "main h1",
      "#basics",
      "#features",
      "#project-ideas",
      "#top-projects",
      "#tutorials",
      "nav.toc",
      "a.explore-button",
    ]) {
      expect(await page.locator(selector).isVisible(), selector).toBe(true);
    }
    const text = await page.locator("main").innerText();
    expect(text.length).toBeGreaterThan(2500);
    if (path === "/learn/arduino-mega") {
      expect(text).toContain("54 digital");
      expect(text).toContain("16 analog inputs");
      expect(text).toContain("256 KB");
    }
    await close();
  });

  it("the ESP32 page leads a newcomer to its getting-started tutorial first", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32`, { ...PHONE, javaScriptEnabled: false });
    const startHere = page.locator("main #step-by-step .path-group--start-here .post-links a");
    expect(await startHere.getAttribute("href")).toBe("/esp32-getting-started-blink-serial");
    expect(await page.locator("main #step-by-step .post-links a").first().getAttribute("href")).toBe(
      "/esp32-getting-started-blink-serial",
    );
    await Promise.all([page.waitForURL(`${base}/esp32-getting-started-blink-serial`), startHere.click()]);
    expect(await page.locator("main h1").textContent()).toMatch(/ESP32/);
    await close();
  });

  it("the board image loads and the explore button leads to the project list", async () => {
    const { page, problems, close } = await open(browser(), `${base}/learn/esp32`, DESKTOP);
    await hydrated(page);
    const image = page.locator("main #intro img");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await Promise.all([page.waitForURL(`${base}/learn/esp32-projects`), page.locator("a.explore-button").click()]);
    expect(await page.locator("main h1").textContent()).toBe("ESP32 Projects");
    expect(problems).toEqual([]);
    await close();
  });
});
