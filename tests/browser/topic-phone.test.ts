import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 31: on a phone a topic page's learning path follows its introduction, with the level
// filter above the list, and the pinout is one tap away without standing in between.

/** Two screens of a 390 x 844 phone, less a little for the browser's own bars. */
const TWO_SCREENS = 1_700;

/** The sections of a board page, in the order a reader meets them. */
const ORDER = [
  "#intro",
  "nav.toc",
  "#step-by-step",
  "#pinout",
  "#basics",
  "#features",
  "#project-ideas",
  "#top-projects",
  "#tutorials",
] as const;

describe.each([
  ["/learn/esp32", "/esp32-getting-started-blink-serial"],
  ["/learn/arduino-uno", "/arduino-blink-led-tutorial"],
])("%s on a 390 px phone", (path, start) => {
  it("has 'Start here' within two screens, after the introduction and the contents, before the pinout", async () => {
    const { page, close } = await open(browser(), `${base}${path}`, PHONE);
    const tops = await page.evaluate(
      (selectors) => {
        const top = (selector: string) => {
          const element = document.querySelector(`main ${selector}`);
          return element ? element.getBoundingClientRect().top + scrollY : null;
        };
        return Object.fromEntries(selectors.map((selector) => [selector, top(selector)]));
      },
      ORDER as unknown as string[],
    );
    const found = ORDER.map((selector) => tops[selector]);
    for (const [index, top] of found.entries()) expect(top, ORDER[index]).not.toBeNull();
    // Each section starts below the one before it.
    for (let index = 1; index < found.length; index += 1)
      expect(found[index]!, `${ORDER[index]} after ${ORDER[index - 1]}`).toBeGreaterThan(found[index - 1]!);

    const heading = page.locator("main #step-by-step #start-here");
    expect(await heading.textContent()).toBe("Start here");
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    expect(headingTop).toBeLessThan(TWO_SCREENS);
    // The tutorial to start with, whole, is on those two screens too.
    const link = page.locator("main #step-by-step .path-group--start-here .post-links a").first();
    expect(await link.getAttribute("href")).toBe(start);
    const linkBottom = await link.evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
    expect(linkBottom).toBeLessThan(TWO_SCREENS);

    // Within the path: the level filter, then "Start here", then the levels.
    const inPath = await page.evaluate(() => {
      const section = document.querySelector("main #step-by-step")!;
      const top = (element: Element | null) => (element ? element.getBoundingClientRect().top : null);
      return {
        filter: top(section.querySelector(".difficulty-filter")),
        lists: [...section.querySelectorAll(".post-links")].map(top),
        groups: [...section.querySelectorAll(".path-group > h3")].map((h3) => h3.textContent),
      };
    });
    expect(inPath.filter).not.toBeNull();
    for (const list of inPath.lists) expect(list!).toBeGreaterThan(inPath.filter!);
    expect(inPath.groups[0]).toBe("Start here");
    const levels = inPath.groups.slice(1);
    const rank = ["Beginner", "Intermediate", "Advanced", "More tutorials"];
    expect(levels.every((label) => rank.includes(label!))).toBe(true);
    expect(levels.map((label) => rank.indexOf(label!))).toEqual(
      levels.map((label) => rank.indexOf(label!)).sort((a, b) => a - b),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  });

  it("reaches the pinout in one tap from the contents, and a pin's row by its anchor", async () => {
    const { page, close } = await open(browser(), `${base}${path}`, PHONE);
    const link = page.locator("main nav.toc a", { hasText: "Pinout" });
    const linkTop = await link.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    expect(linkTop).toBeLessThan(TWO_SCREENS);
    await link.tap();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#pinout");
    await expect
      .poll(() => page.locator("main #pinout-heading").evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(844 / 2);
    expect(
      await page.locator("main #pinout-heading").evaluate((element) => element.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
    // Each pin's row has an anchor of its own.
    const first = await page.locator("main #pinout tbody tr").first().getAttribute("id");
    expect(first).toMatch(/^pin-[a-z0-9-]+$/);
    await close();
  });

  it("shows the related topics once: after the text on a phone, beside it on a desktop", async () => {
    for (const [options, shown] of [
      [PHONE, "main .topic-more"],
      [DESKTOP, "main .topic-aside-related"],
    ] as const) {
      const { page, close } = await open(browser(), `${base}${path}`, options);
      const visible = await page.getByRole("heading", { name: "Related topics" }).all();
      expect(visible).toHaveLength(1);
      expect(await page.locator(`${shown} h2`).isVisible()).toBe(true);
      await close();
    }
  });
});

describe("the ESP32 page on a desktop", () => {
  it("puts the learning path first in the text, the contents beside it", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32`, DESKTOP);
    const layout = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(`main ${selector}`)!.getBoundingClientRect();
      return { path: box("#step-by-step"), pinout: box("#pinout"), basics: box("#basics"), aside: box(".topic-aside") };
    });
    expect(layout.path.top).toBeLessThan(layout.pinout.top);
    expect(layout.pinout.top).toBeLessThan(layout.basics.top);
    expect(layout.aside.left).toBeGreaterThan(layout.path.right);
    await close();
  });
});
