import { describe, expect, inject, it } from "vitest";
import { DESKTOP, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("code blocks in a post", () => {
  it("copy their code with one click once the page has hydrated", async () => {
    const { page, problems, close } = await open(browser(), `${base}/esp32-weather-station`, DESKTOP);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await hydrated(page);
    const block = page.locator(".code-block").first();
    const button = block.getByRole("button", { name: "Copy" });
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => block.locator(".copy-code").textContent()).toBe("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator("pre code").textContent());
    expect(copied).toContain("#include");
    expect(problems).toEqual([]);
    await close();
  });

  it("show their code as plain, selectable text without JavaScript, and no dead button", async () => {
    const { page, close } = await open(browser(), `${base}/esp32-weather-station`, { ...DESKTOP, javaScriptEnabled: false });
    const block = page.locator(".code-block").first();
    expect(await block.locator(".copy-code").isVisible()).toBe(false);
    expect(await block.locator("pre code .hljs-keyword").count()).toBeGreaterThan(0);
    const selectable = await block.locator("pre code").evaluate((code) => getComputedStyle(code).userSelect);
    expect(selectable).not.toBe("none");
    await close();
  });
});
