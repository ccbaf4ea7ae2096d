import { describe, expect, inject, it } from "vitest";
import { DESKTOP, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("the search box", () => {
  it("shows results as the reader types, from the JSON API", async () => {
    const { page, problems, close } = await open(browser(), `${base}/about`, DESKTOP);
    await hydrated(page);
    const box = page.getByRole("search").first();
    const answers: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/search")) answers.push(response.url());
    });
    await box.getByRole("searchbox").pressSequentially("esp3", { delay: 30 });
    const popup = box.locator(".search-popup");
    await expect.poll(() => popup.isVisible()).toBe(true);
    await expect.poll(() => popup.locator('a[href="/learn/esp32"]').count()).toBe(1);
    // Debounced: one answer for the whole word, not one per key.
    expect(answers.length).toBeLessThanOrEqual(2);
    await page.keyboard.press("Escape");
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it("shows what was typed as text, never as markup", async () => {
    const { page, close } = await open(browser(), `${base}/about`, DESKTOP);
    await hydrated(page);
    const box = page.getByRole("search").first();
    await box.getByRole("searchbox").fill('<img src=x onerror="window.hacked=1"><b>bold</b>');
    await expect.poll(() => box.locator(".search-popup-status").textContent()).toMatch(/results?|No results/);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator("img[src='x'], .search-popup b").count()).toBe(0);
    // And on the results page, what was typed is shown as text.
    await Promise.all([page.waitForURL(/\/search\?q=/), box.getByRole("searchbox").press("Enter")]);
    expect(await page.locator("#search-page-q").inputValue()).toBe('<img src=x onerror="window.hacked=1"><b>bold</b>');
    expect(await page.locator("main img[src='x'], main b").count()).toBe(0);
    await close();
  });
});
