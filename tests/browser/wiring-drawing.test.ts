import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, PHONE, open, sharedBrowser } from "./browser";
import { author, signIn } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 31: the weather station's wiring drawing, measured in Chromium. Before: both 19-pin
// headers one above the other, 771 px tall on a desktop; the connection table 287 px wide in a
// 272 px box at 900-1,280 px, and "GPIO2/1" in the studio's preview.

const PAGE = `${base}/esp32-weather-station`;
const wide = (width: number) => ({ viewport: { width, height: 900 } });

/** Every label's size in CSS px: its font size times the drawing's scale, and its box across the line of text. */
async function labelSizes(figure: Locator) {
  return figure.locator("svg.wiring-diagram").evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll("text")].map((text) => {
      const box = text.getBoundingClientRect();
      const upright = (text.getAttribute("transform") ?? "").includes("rotate");
      return {
        text: text.textContent ?? "",
        fontPx: parseFloat(getComputedStyle(text).fontSize) * scale,
        across: upright ? box.width : box.height,
      };
    });
  });
}

/** How the connection table fits its box, and any cell text that wraps inside a word. */
async function tableFit(table: Locator) {
  return table.evaluate((frame: HTMLElement) => {
    const broken: string[] = [];
    for (const cell of frame.querySelectorAll("td, th")) {
      const range = document.createRange();
      range.selectNodeContents(cell);
      // One line box per line of text: a single word on two lines was broken inside it.
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      const words = (cell.textContent ?? "")
        .trim()
        .split(/[\s/]+/)
        .filter(Boolean);
      if (lines.size > words.length) broken.push(cell.textContent ?? "");
    }
    return { scrollWidth: frame.scrollWidth, clientWidth: frame.clientWidth, broken };
  });
}

const weatherFigure = (page: Page) => page.locator("figure.wiring").filter({ hasText: "BME280" }).first();

describe("the ESP32 weather station's wiring drawing", () => {
  it("is at most 500 px tall on a 1280 px desktop, with the DevKitC's headers side by side", async () => {
    const { page, close } = await open(browser(), PAGE, DESKTOP);
    const figure = weatherFigure(page);
    const svg = figure.locator("svg.wiring-diagram");
    const box = (await svg.boundingBox())!;
    expect(box.height).toBeGreaterThan(100);
    expect(box.height).toBeLessThanOrEqual(500);
    const [j1, j3] = await svg.locator(".wiring-header").evaluateAll((headers) =>
      headers.map((header) => {
        const rect = header.getBoundingClientRect();
        return { name: header.getAttribute("data-header"), left: rect.left, right: rect.right, top: rect.top };
      }),
    );
    expect([j1!.name, j3!.name]).toEqual(["J1", "J3"]);
    expect(j1!.right).toBeLessThan(j3!.left);
    expect(Math.abs(j1!.top - j3!.top)).toBeLessThan(2);
    // No label smaller than on the page around it needs to be.
    for (const label of await labelSizes(figure)) expect(label.fontPx, label.text).toBeGreaterThanOrEqual(11);
    await close();
  });

  it("keeps every label at 11 px or more on a 390 px phone, without scrolling the page sideways", async () => {
    const { page, close } = await open(browser(), PAGE, PHONE);
    const figure = weatherFigure(page);
    await figure.scrollIntoViewIfNeeded();
    const labels = await labelSizes(figure);
    expect(labels.map((label) => label.text)).toEqual(expect.arrayContaining(["3V3", "GPIO21", "GPIO22", "GND", "SDA", "SCL"]));
    for (const label of labels) {
      expect(label.fontPx, label.text).toBeGreaterThanOrEqual(11);
      expect(label.across, label.text).toBeGreaterThanOrEqual(11);
    }
    const svgBox = (await figure.locator("svg.wiring-diagram").boundingBox())!;
    expect(svgBox.x).toBeGreaterThanOrEqual(0);
    expect(svgBox.x + svgBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  });

  it.each([390, 900, 1024, 1280])("fits its connection table in its box at %i px, breaking no word", async (width) => {
    const { page, close } = await open(browser(), PAGE, width === 390 ? PHONE : wide(width));
    const fit = await tableFit(weatherFigure(page).locator(".wiring-table"));
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.broken).toEqual([]);
    await close();
  });
});

describe("a drawing too wide for a phone", () => {
  it("keeps 11 px labels and scrolls sideways inside its figure, reachable by keyboard, with no axe violations", async () => {
    // Ten connections to an Uno: the widest demo drawing.
    const { page, close } = await open(browser(), `${base}/a4988-nema17-stepper-arduino`, { ...PHONE, ...AXE_CONTEXT });
    const figure = page.locator("figure.wiring").first();
    const frame = figure.locator(".wiring-scroll");
    expect(await frame.getAttribute("tabindex")).toBe("0");
    const scroll = await frame.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    for (const label of await labelSizes(figure)) expect(label.fontPx, label.text).toBeGreaterThanOrEqual(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await violations(page)).toEqual([]);
    await close();
  });
});

describe("the wiring table in the studio's preview", () => {
  it("fits the preview at 1280 and 900 px and never breaks a pin's name", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await signIn(page, author);
    await page.waitForSelector("#new-post");
    // The demo post, opened and never saved.
    await page.evaluate(() => {
      history.pushState(null, "", "/studio/posts/esp32-weather-station");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    const table = page.locator(".studio-preview-page figure.wiring .wiring-table").filter({ hasText: "GPIO21" }).first();
    await table.waitFor({ timeout: 20_000 });
    for (const width of [1280, 900]) {
      await page.setViewportSize({ width, height: 900 });
      const fit = await tableFit(table);
      expect(fit.scrollWidth, `${width} px`).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.broken, `${width} px`).toEqual([]);
    }
    await close();
  });
});
