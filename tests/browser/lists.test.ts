import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoLists } from "../../scripts/demo/lists.mjs";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const esp32 = demoLists["esp32-projects"]!;
const browser = sharedBrowser();

const firstTitle = (page: Page) => page.locator("main .card .card-title").first().textContent();

describe("list paging in the browser", () => {
  it("swaps the cards without a reload, records the address, scrolls to the top, and Back/Forward work", async () => {
    const { page, problems, close } = await open(browser(), `${base}/learn/esp32-projects`, DESKTOP);
    await hydrated(page);
    expect(await firstTitle(page)).toBe(esp32[0]!.title);
    // A marker that only survives if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator("nav.pagination").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.locator("nav.pagination").getByRole("link", { name: "Next" }).click();
    await page.waitForURL(`${base}/learn/esp32-projects?page=2`);
    await expect.poll(() => firstTitle(page)).toBe(esp32[15]!.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.locator('nav.pagination [aria-current="page"]').textContent()).toBe("2");
    expect(await page.title()).toContain("ESP32 Projects – Page 2");

    await page.locator("nav.pagination").getByRole("link", { name: "Page 3" }).click();
    await page.waitForURL(`${base}/learn/esp32-projects?page=3`);
    await expect.poll(() => page.locator("main .card").count()).toBe(esp32.length - 30);
    expect(await page.locator("nav.pagination").getByRole("link", { name: "Next" }).count()).toBe(0);

    await page.goBack();
    await page.waitForURL(`${base}/learn/esp32-projects?page=2`);
    await expect.poll(() => firstTitle(page)).toBe(esp32[15]!.title);
    await page.goBack();
    await page.waitForURL(`${base}/learn/esp32-projects`);
    await expect.poll(() => firstTitle(page)).toBe(esp32[0]!.title);
    expect(await page.locator("nav.pagination").getByRole("link", { name: "Previous" }).count()).toBe(0);
    await page.goForward();
    await page.waitForURL(`${base}/learn/esp32-projects?page=2`);
    await expect.poll(() => firstTitle(page)).toBe(esp32[15]!.title);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(problems).toEqual([]);
    await close();
  });

  it("scrolls to the top after the change, not at the moment of it", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32-projects`, DESKTOP);
    await hydrated(page);
    await page.locator("nav.pagination").scrollIntoViewIfNeeded();
    // Record scroll positions against the moment the address changes.
    await page.evaluate(() => {
      const samples: { t: number; y: number; page: string }[] = [];
      (window as unknown as { samples: typeof samples }).samples = samples;
      const record = () => {
        samples.push({ t: performance.now(), y: window.scrollY, page: location.search });
        requestAnimationFrame(record);
      };
      record();
    });
    await page.locator("nav.pagination").getByRole("link", { name: "Page 2" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Let the sampler record a frame or two after the jump.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const samples = await page.evaluate(
      () => (window as unknown as { samples: { t: number; y: number; page: string }[] }).samples,
    );
    // The new address is visible while the reader is still where they clicked, then the view moves up.
    const changed = samples.findIndex((sample) => sample.page === "?page=2");
    expect(changed).toBeGreaterThanOrEqual(0);
    expect(samples[changed]!.y).toBeGreaterThan(0);
    expect(samples.slice(changed).some((sample) => sample.y === 0)).toBe(true);
    await close();
  });

  it("keeps the newer page when an older choice answers late, and clears aria-busy", async () => {
    const { page, problems, close } = await open(browser(), `${base}/learn/esp32-projects`, DESKTOP);
    await hydrated(page);
    // Hold page 2's answer until the reader has already moved on to page 3.
    let releasePage2 = () => {};
    const page2Held = new Promise<void>((resolve) => (releasePage2 = resolve));
    await page.route("**/api/lists/esp32-projects?page=2", async (route) => {
      await page2Held;
      await route.continue().catch(() => undefined);
    });
    const pagination = page.locator("nav.pagination");
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect.poll(() => page.locator(".project-list").getAttribute("aria-busy")).toBe("true");
    await pagination.getByRole("link", { name: "Page 3" }).click();
    await page.waitForURL(`${base}/learn/esp32-projects?page=3`);
    await expect.poll(() => page.locator("main .card").count()).toBe(esp32.length - 30);
    releasePage2();
    await page.waitForLoadState("networkidle");
    expect(page.url()).toBe(`${base}/learn/esp32-projects?page=3`);
    expect(await page.locator("main .card").count()).toBe(esp32.length - 30);
    expect(await page.locator('nav.pagination [aria-current="page"]').textContent()).toBe("3");
    expect(await page.locator(".project-list").getAttribute("aria-busy")).toBe("false");
    expect(problems.filter((problem) => !problem.includes("aborted"))).toEqual([]);
    await close();
  });

  it("works as plain links with JavaScript off", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32-projects`, { ...PHONE, javaScriptEnabled: false });
    await Promise.all([
      page.waitForURL(`${base}/learn/esp32-projects?page=2`),
      page.locator("nav.pagination").getByRole("link", { name: "Next" }).click(),
    ]);
    expect(await firstTitle(page)).toBe(esp32[15]!.title);
    await close();
  });
});
