import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PHONE, hydrated, launch, open } from "./browser";

const base = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("contact form island", () => {
  it("blocks an incomplete form in the browser without sending anything", async () => {
    const { page, close } = await open(browser, `${base}/contact`, PHONE);
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.fill("#contact-name", "Ada");
    await page.fill("#contact-email", "not-an-email");
    await page.click('button[type="submit"]');
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect(await page.locator("#contact-email").evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await close();
  });

  it("says plainly that the message was not sent, and keeps what the reader typed", async () => {
    const { page, problems, close } = await open(browser, `${base}/contact`, PHONE);
    await hydrated(page);
    await page.fill("#contact-name", "Ada Lovelace");
    await page.fill("#contact-email", "ada@example.org");
    await page.fill("#contact-message", "My ESP32 resets when the relay switches.");
    const reply = page.waitForResponse((response) => response.request().method() === "POST");
    await page.click('button[type="submit"]');
    expect((await reply).status()).toBe(501);
    await expect.poll(() => page.locator(".notice").textContent()).toContain("has not been sent");
    expect(await page.inputValue("#contact-name")).toBe("Ada Lovelace");
    expect(await page.inputValue("#contact-message")).toBe("My ESP32 resets when the relay switches.");
    expect(page.url()).toBe(`${base}/contact`);
    // The 501 itself is the only thing the console reports.
    expect(problems.filter((problem) => !problem.includes("501"))).toEqual([]);
    await close();
  });

  it("works as a plain form with JavaScript off, keeping the text", async () => {
    const { page, close } = await open(browser, `${base}/contact`, { ...PHONE, javaScriptEnabled: false });
    await page.fill("#contact-name", "Grace");
    await page.fill("#contact-email", "grace@example.org");
    await page.fill("#contact-message", "Hello from a browser without JavaScript");
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    expect(await page.locator(".notice").textContent()).toContain("has not been sent");
    expect(await page.inputValue("#contact-message")).toBe("Hello from a browser without JavaScript");
    await close();
  });
});
