import { describe, expect, inject, it } from "vitest";
import { PHONE, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("contact form island", () => {
  it("moves focus to the first field to fix after a refusal, and to the confirmation after sending", async () => {
    const { page, close } = await open(browser(), `${base}/contact`, PHONE);
    await hydrated(page);
    // An address the browser's own check accepts and the server refuses (no dot in the domain).
    await page.fill("#contact-name", "Ada");
    await page.fill("#contact-email", "ada@localhost");
    await page.fill("#contact-message", "Hello");
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => document.activeElement?.id === "contact-email");
    await page.fill("#contact-email", "ada@example.org");
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => document.activeElement?.classList.contains("form-notice") ?? false);
    expect(await page.locator(".form-notice").textContent()).toContain("Thank you");
    await close();
  });

  it("blocks an incomplete form in the browser without sending anything", async () => {
    const { page, close } = await open(browser(), `${base}/contact`, PHONE);
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.fill("#contact-name", "Ada");
    await page.fill("#contact-email", "not-an-email");
    await page.click('button[type="submit"]');
    // The browser's own validation refused the submit and moved focus to the bad field.
    await page.waitForFunction(() => document.activeElement?.id === "contact-email");
    expect(posts).toEqual([]);
    expect(await page.locator("#contact-email").evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await close();
  });

  it("sends the message, thanks the reader and clears the form, without leaving the page", async () => {
    const { page, problems, close } = await open(browser(), `${base}/contact`, PHONE);
    await hydrated(page);
    await page.fill("#contact-name", "Ada Lovelace");
    await page.fill("#contact-email", "ada@example.org");
    await page.fill("#contact-message", "My ESP32 resets when the relay switches.");
    const reply = page.waitForResponse((response) => response.request().method() === "POST");
    await page.click('button[type="submit"]');
    expect((await reply).status()).toBe(200);
    await expect.poll(() => page.locator(".notice--success").textContent()).toContain("Thank you");
    expect(await page.inputValue("#contact-name")).toBe("");
    expect(await page.inputValue("#contact-message")).toBe("");
    expect(page.url()).toBe(`${base}/contact`);
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps the text and shows the server's reasons when it refuses", async () => {
    const { page, close } = await open(browser(), `${base}/contact`, PHONE);
    await hydrated(page);
    await page.fill("#contact-name", "Ada");
    await page.fill("#contact-email", "ada@example.org");
    await page.fill("#contact-message", "x");
    // A message the browser accepts but the server refuses: over its length limit.
    await page.locator("#contact-message").evaluate((el: HTMLTextAreaElement) => el.removeAttribute("maxlength"));
    await page.fill("#contact-message", "y".repeat(5100));
    await page.click('button[type="submit"]');
    await expect.poll(() => page.locator("#contact-message-error").textContent()).toContain("5000");
    expect((await page.inputValue("#contact-message")).length).toBe(5100);
    await close();
  });

  it("works as a plain form with JavaScript off: 303 to a thank-you page", async () => {
    const { page, close } = await open(browser(), `${base}/contact`, { ...PHONE, javaScriptEnabled: false });
    await page.fill("#contact-name", "Grace");
    await page.fill("#contact-email", "grace@example.org");
    await page.fill("#contact-message", "Hello from a browser without JavaScript");
    await Promise.all([page.waitForURL(`${base}/contact?sent=1`), page.click('button[type="submit"]')]);
    expect(await page.locator(".notice--success").textContent()).toContain("Thank you");
    await close();
  });
});
