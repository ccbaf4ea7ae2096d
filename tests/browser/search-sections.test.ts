import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

/** Whether the element the address's fragment names is on screen (not 19,000 px further down). */
const targetInView = () => {
  const target = document.querySelector(":target");
  if (!target) return false;
  const box = target.getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.top < window.innerHeight;
};

describe("search results that are sections", () => {
  it("lead from the header's box to a pin's row of the pinout, in view", async () => {
    const { page, problems, close } = await open(browser(), `${base}/about`, DESKTOP);
    await hydrated(page);
    const box = page.getByRole("search").first();
    await box.getByRole("searchbox").pressSequentially("gpio34", { delay: 30 });
    const option = box.locator('[role="option"][href="/learn/esp32#pin-gpio34"]');
    await expect.poll(() => option.count()).toBe(1);
    // The suggestion names the page and the section.
    expect(await option.locator(".search-popup-title").textContent()).toMatch(/^ESP32.*Pinout: GPIO34$/);
    expect(await option.locator(".search-kind").textContent()).toBe("Topic page section");
    // Other files' studio tests may add posts that mention GPIO34 to the shared demo site: walk
    // down to the pin's suggestion wherever it sits.
    const hrefs = await box.locator('[role="option"]').evaluateAll((options) => options.map((each) => each.getAttribute("href")));
    for (let step = 0; step <= hrefs.indexOf("/learn/esp32#pin-gpio34"); step += 1) await page.keyboard.press("ArrowDown");
    await Promise.all([page.waitForURL(`${base}/learn/esp32#pin-gpio34`), page.keyboard.press("Enter")]);
    await expect.poll(() => page.evaluate(targetInView)).toBe(true);
    expect(await page.locator(":target th").first().textContent()).toBe("GPIO34");
    expect(problems).toEqual([]);
    await close();
  });

  it("lead on a phone from the results page to the section that answers, in view", async () => {
    const { page, close } = await open(browser(), `${base}/search?q=${encodeURIComponent("esp8266 deep sleep")}`, {
      ...PHONE,
      ...AXE_CONTEXT,
    });
    expect(await violations(page)).toEqual([]);
    const first = page.locator("main .search-results li").first();
    expect(await first.locator(".search-section").textContent()).toBe("Deep sleep");
    await Promise.all([page.waitForURL(`${base}/learn/esp8266#feature-deep-sleep`), first.locator("h3 a").click()]);
    await expect.poll(() => page.evaluate(targetInView)).toBe(true);
    expect(await page.locator(":target").textContent()).toContain("Deep sleep");
    await close();
  });
});
