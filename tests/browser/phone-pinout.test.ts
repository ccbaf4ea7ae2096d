import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("pinouts on a 390 px phone", () => {
  it("shows every field of a pin as a labelled card, with nothing off screen", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32`, PHONE);
    const row = page.locator("table.pinout tbody tr").filter({ hasText: "GPIO34" }).first();
    await row.scrollIntoViewIfNeeded();
    const cells = row.locator("th, td");
    expect(await cells.count()).toBe(3);
    for (let index = 0; index < 3; index += 1) {
      const cell = cells.nth(index);
      expect(await cell.isVisible(), `cell ${index + 1}`).toBe(true);
      const box = (await cell.boundingBox())!;
      expect(box.x, `cell ${index + 1} left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `cell ${index + 1} right edge`).toBeLessThanOrEqual(390);
    }
    // The limits text itself, not only its cell, lies inside the screen.
    const limits = await cells.nth(2).evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = range.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        text: cell.textContent ?? "",
        label: getComputedStyle(cell, "::before").content,
      };
    });
    expect(limits.text).toMatch(/input/i);
    expect(limits.left).toBeGreaterThanOrEqual(0);
    expect(limits.right).toBeLessThanOrEqual(390);
    // Each value is named on the card, since the column headings are not shown above it.
    expect(limits.label).toContain('"Limits and notes"');
    // A card is as tall as its text: no tall blank space under the pin's name.
    const gaps = await row.evaluate((tr) => {
      const boxes = [...tr.children].map((cell) => cell.getBoundingClientRect());
      const text = [...tr.children].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect().height;
      });
      return boxes.map((box, index) => box.height - text[index]!);
    });
    for (const gap of gaps) expect(gap).toBeLessThan(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  });

  it("is still a table with row and column headers in the browser's accessibility tree", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32`, PHONE);
    // Chromium's own tree, not one computed from the markup: a display change can drop table semantics.
    const session = await page.context().newCDPSession(page);
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    const named = (role: string) => nodes.filter((node) => node.role?.value === role).map((node) => node.name?.value ?? "");
    expect(named("table").some((name) => /ESP32/.test(name))).toBe(true);
    expect(named("columnheader")).toEqual(expect.arrayContaining(["Pin", "Functions", "Limits and notes"]));
    expect(named("rowheader").some((name) => name.includes("GPIO34"))).toBe(true);
    await close();
  });
});

describe("long code lines", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)("scroll inside the code box on a %s instead of being cut off", async (_name, options) => {
    const { page, close } = await open(browser(), `${base}/soil-moisture-automatic-irrigation`, options);
    const pre = page.locator(".code-block pre").filter({ hasText: "FAULT: soil not getting wetter" }).first();
    const layout = await pre.evaluate((element) => {
      let clipped = false;
      // No box between the listing and the page cuts the listing off.
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== "visible" && box.getBoundingClientRect().right < element.getBoundingClientRect().right - 1)
          clipped = true;
      }
      return {
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        overflowX: getComputedStyle(element).overflowX,
        right: element.getBoundingClientRect().right,
        viewport: document.documentElement.clientWidth,
        pageWidth: document.documentElement.scrollWidth,
        clipped,
      };
    });
    expect(layout.scrollWidth).toBeGreaterThan(layout.clientWidth);
    expect(["auto", "scroll"]).toContain(layout.overflowX);
    expect(layout.clipped).toBe(false);
    expect(layout.right).toBeLessThanOrEqual(layout.viewport);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    // The end of the longest line can be scrolled into view.
    await pre.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
    expect(await pre.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await close();
  });
});
