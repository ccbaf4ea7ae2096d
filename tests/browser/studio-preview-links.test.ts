import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { deleteOwnPost, focusedId, freshSlug, openNewPost, save, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

const DAY_MS = 24 * 60 * 60_000;

/** What the studio's one live region said last (client/studio/announce.tsx). */
const announced = (page: Page) => page.locator("div.visually-hidden[role='status'][aria-live='polite']").textContent();

// Issue 32, deliverable 3: the editor's private preview links.

describe("preview links in the editor", () => {
  it("makes a link to a saved draft, copies it, opens it in a new page, and revokes it", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await openNewPost(page);
    // A post never saved has no links to offer.
    expect(await page.getByRole("button", { name: "Preview links" }).count()).toBe(0);
    const slug = freshSlug("preview-link");
    const title = `A draft to show a reviewer ${slug}`;
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(title);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Words for the reviewer only.");
    expect(await page.getByLabel("Draft: only you can see it").isChecked()).toBe(true);
    await save(page);
    await expect
      .poll(() => page.locator(".studio-save-status").textContent(), { timeout: 20_000 })
      .toContain("only you can see it");

    const toggle = page.getByRole("button", { name: "Preview links" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => focusedId(page), { timeout: 20_000 }).toBe("preview-links-title");
    const panel = page.locator(".studio-preview-links");
    await expect.poll(() => panel.textContent()).toContain("This post has no working preview links.");

    // Three days instead of the usual seven.
    expect(await panel.getByLabel("The link works for").inputValue()).toBe("7");
    await panel.getByLabel("The link works for").selectOption("3");
    const before = Date.now();
    await panel.getByRole("button", { name: "Make a preview link" }).click();
    const link = panel.locator(".studio-preview-link");
    await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(1);
    // Focus goes to the new link's Copy button, and screen readers hear that it was made.
    await expect.poll(() => focusedId(page)).toMatch(/^preview-link-copy-/);
    await expect.poll(() => announced(page)).toContain("Preview link made");
    const url = await link.locator("input").inputValue();
    expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse((await link.locator("time").getAttribute("datetime")) ?? "");
    expect(expires - before).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(expires - before).toBeLessThan(3 * DAY_MS + 60_000);
    // The expiry is written in the author's own time zone, named.
    const shown = await link.locator("time").textContent();
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: "short" })
      .formatToParts(new Date(expires))
      .find((part) => part.type === "timeZoneName")?.value;
    expect(shown).toContain(zone);

    await link.getByRole("button", { name: /^Copy/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await violations(page)).toEqual([]);

    // Anyone with the link: a page of its own, no sign-in, with the banner.
    const path = new URL(url).pathname;
    expect(await link.getByRole("link", { name: /^Open/ }).getAttribute("href")).toBe(path);
    const reviewer = await page
      .context()
      .browser()!
      .newContext({ ...DESKTOP, ...AXE_CONTEXT });
    const preview = await reviewer.newPage();
    const answer = await preview.goto(`${base}${path}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    expect(await preview.locator(".preview-banner").textContent()).toContain("preview of an unpublished post");
    expect(await preview.locator("main h1").textContent()).toBe(title);
    expect(await preview.locator("main").textContent()).toContain("Words for the reviewer only.");
    expect(await preview.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await violations(preview)).toEqual([]);

    await link.getByRole("button", { name: /^Revoke/ }).click();
    await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => panel.textContent()).toContain("This post has no working preview links.");
    await expect.poll(() => focusedId(page)).toBe("preview-link-make");
    await expect.poll(() => announced(page)).toContain("revoked");
    expect((await preview.reload())?.status()).toBe(404);
    await reviewer.close();

    // Published, the post has no use for preview links: the panel goes.
    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    await expect.poll(() => toggle.count(), { timeout: 20_000 }).toBe(0);

    await deleteOwnPost(page, slug);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
