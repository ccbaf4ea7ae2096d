import { describe, expect, inject, it } from "vitest";
import { open, PHONE, sharedBrowser } from "./browser";
import { author, signIn } from "./studio-pages";

// Issue 31: a tutorial says what it was tested with, near the top of the page, and the
// studio edits the list one line each.

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("tested with", () => {
  it("shows on a phone's first screen, under the short facts, without widening the page", async () => {
    const { page, problems, close } = await open(browser(), `${base}/esp32-weather-station`, PHONE);
    const tested = page.locator("main .post-header .post-fact--tested");
    expect(await tested.textContent()).toBe(
      "Tested with: Arduino IDE 2.3.6, arduino-esp32 core 3.3.0, Adafruit BME280 Library 2.2.4, Adafruit Unified Sensor 1.1.15, Adafruit BusIO 1.17.2",
    );
    const box = (await tested.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(PHONE.viewport.height);
    const difficulty = (await page.locator("main .post-header .post-fact--difficulty").boundingBox())!;
    expect(box.y).toBeGreaterThan(difficulty.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(problems).toEqual([]);
    await close();
  });

  it("is a labelled box in the studio, one line each, that says the rule when it is broken", async () => {
    const { page, close } = await open(browser(), `${base}/studio`);
    await signIn(page, author);
    const row = page.locator(".studio-posts tr", { hasText: "/esp32-weather-station" });
    await row.getByRole("button", { name: /^Edit/ }).click();
    await page.waitForSelector("#post-slug");
    const box = page.getByLabel("Tested with");
    await expect
      .poll(() => box.inputValue())
      .toBe(
        "Arduino IDE 2.3.6\narduino-esp32 core 3.3.0\nAdafruit BME280 Library 2.2.4\nAdafruit Unified Sensor 1.1.15\nAdafruit BusIO 1.17.2",
      );
    expect(await box.getAttribute("aria-invalid")).toBeNull();
    // Not saved: these tests never change the demo posts.
    await box.fill(Array.from({ length: 9 }, (_, at) => `Library ${at} 1.0.0`).join("\n"));
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#post-tested-error").textContent()).toContain("List 1 to 8 things");
    await close();
  });
});
