import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { deleteOwnPost, focusedId, freshSlug, openNewPost, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 32: the author schedules a post in their own time zone, sees it in the list, moves
// the time and cancels it. The browser runs in Tokyo (UTC+9, no summer time), so a time read
// as UTC, or in the machine's zone, would be off by hours.
const ZONE = "Asia/Tokyo";

/** The calendar date in Tokyo this many days from now ("2026-11-30"). */
const tokyoDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 24 * 60 * 60_000),
  );

/** The bodies of the studio's saves of one post, as sent. */
function saves(page: Page, slug: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname === `/api/studio/posts/${slug}`)
      bodies.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
  });
  return bodies;
}

const saveStatus = (page: Page) => page.locator(".studio-save-status").textContent();

describe("scheduling a post in the studio", () => {
  it("schedules in the browser's time zone, lists it with its time, moves it and cancels it", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT, timezoneId: ZONE });
    await openNewPost(page);
    const slug = freshSlug("schedule");
    const sent = saves(page, slug);
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(`Scheduled ${slug}`);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("A bird box camera on an ESP32.");

    // A draft offers a publish time, named by the browser's zone.
    const when = page.getByLabel(`Publish at (${ZONE} time)`);
    expect(await when.getAttribute("type")).toBe("datetime-local");

    // A time already past is refused before anything is sent.
    await when.fill(`${tokyoDate(-1)}T10:00`);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect.poll(() => focusedId(page)).toBe("post-publish-at");
    expect(await page.locator("#post-publish-at-error").textContent()).toMatch(/Choose a time in the future/);
    expect(sent).toEqual([]);

    const day = tokyoDate(2);
    await when.fill(`${day}T10:00`);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/Created and scheduled/);
    // 10:00 in Tokyo is 01:00 UTC the same day.
    expect(sent).toEqual([expect.objectContaining({ draft: false, publishAt: `${day}T01:00:00Z` })]);
    expect(await page.locator("#post-schedule-status").textContent()).toMatch(new RegExp(`Scheduled for .*10:00.*\\(${ZONE}\\)`));
    expect(await page.getByLabel("Draft: only you can see it").isChecked()).toBe(false);
    expect((await fetch(`${base}/${slug}`)).status).toBe(404);
    expect(await violations(page)).toEqual([]);

    await when.fill(`${day}T11:30`);
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/^Saved and scheduled.*11:30/);
    expect(sent[1]).toMatchObject({ draft: false, publishAt: `${day}T02:30:00Z` });

    // The list names the time in the author's zone, and its Scheduled filter shows the post.
    await page.getByRole("button", { name: "Back to my posts" }).click();
    const row = page.locator(".studio-posts tr", { hasText: `/${slug}` });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.locator('[data-label="Status"]').textContent()).toMatch(
      new RegExp(`^Scheduled for .*11:30.*\\(${ZONE}\\)$`),
    );
    expect(await row.getByRole("link").count()).toBe(0);
    await page.getByRole("button", { name: /^Scheduled \(\d+\)$/ }).click();
    expect(await page.getByRole("button", { name: /^Scheduled \(\d+\)$/ }).getAttribute("aria-pressed")).toBe("true");
    expect(await row.count()).toBe(1);
    expect(
      await page
        .locator(".studio-posts tbody tr")
        .evaluateAll((rows) => rows.every((each) => each.textContent?.includes("Scheduled for"))),
    ).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Drafts \(\d+\)$/ }).click();
    expect(await row.count()).toBe(0);
    await page.getByRole("button", { name: /^All \(\d+\)$/ }).click();

    // Cancelling the schedule makes it a draft again.
    await row.getByRole("button", { name: /^Edit/ }).click();
    await page.waitForSelector("#post-schedule-cancel", { timeout: 20_000 });
    expect(await page.getByLabel(`Publish at (${ZONE} time)`).inputValue()).toBe(`${day}T11:30`);
    await page.getByRole("button", { name: "Cancel schedule" }).click();
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/^Saved as a draft/);
    expect(sent[2]).toMatchObject({ draft: true });
    expect(sent[2]).not.toHaveProperty("publishAt");
    expect(await page.getByLabel("Draft: only you can see it").isChecked()).toBe(true);
    expect(await page.locator("#post-schedule-status").textContent()).toMatch(/^Not scheduled/);

    await deleteOwnPost(page, slug);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
