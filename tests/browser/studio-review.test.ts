import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { announced, contributor, deleteOwnPost, editor, focusedId, freshSlug, save, signIn, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 32, review before publishing: a contributor submits, an editor sends it back with a
// note, and the contributor reads the note.

const saveStatus = (page: Page) => page.locator(".studio-save-status").textContent();

describe("review before publishing", () => {
  it("a contributor submits, the editor sees it waiting and sends it back with a note, the contributor reads it", async () => {
    const slug = freshSlug("review");
    const title = `Quokka thermometer ${slug.slice(-6)}`;
    const note = "Name the sensor's I2C address, and say which pull-up resistors the bus needs.";

    // The contributor writes a draft: Draft stays ticked, and publishing is "Submit for review".
    const writer = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await signIn(writer.page, contributor);
    await writer.page.getByRole("button", { name: "New post" }).click();
    expect(await writer.page.locator(".studio-account").textContent()).toContain("(contributor)");
    await writer.page.waitForSelector("#post-slug");
    const draft = writer.page.locator("#post-draft");
    expect(await draft.isChecked()).toBe(true);
    expect(await draft.isDisabled()).toBe(true);
    const submit = writer.page.getByRole("button", { name: "Submit for review" });
    // Nothing is saved yet: an editor reviews a saved version.
    expect(await submit.isDisabled()).toBe(true);
    await writer.page.getByLabel("Address (slug)").fill(slug);
    await writer.page.getByLabel("Short title for lists").fill(title);
    await writer.page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Wire the sensor to the I2C pins.");
    await save(writer.page);
    await expect.poll(() => saveStatus(writer.page), { timeout: 15_000 }).toContain("Created as a draft");
    await submit.click();
    await expect.poll(() => announced(writer.page)).toContain("Submitted for review");
    await expect.poll(() => writer.page.locator(".studio-review-panel").textContent()).toContain("Submitted for review.");
    expect(await focusedId(writer.page)).toBe("review-withdraw");
    expect(await violations(writer.page)).toEqual([]);

    // The editor finds it in "Waiting for review" on the first screen, previews it and sends it back.
    const reviewer = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await signIn(reviewer.page, editor);
    const heading = reviewer.page.locator("#review-queue-title");
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toMatch(/^Waiting for review \(\d+\)$/);
    expect(await reviewer.page.locator(".studio-account").textContent()).toContain("(editor)");
    const row = reviewer.page.locator(".studio-review-list tr", { hasText: `/${slug}` });
    expect(await row.locator("td[data-label=Writer]").textContent()).toBe("Demo Contributor");
    await row.getByRole("button", { name: /^Preview/ }).click();
    const preview = reviewer.page.locator(".studio-review .studio-preview");
    await expect.poll(() => preview.locator(".studio-preview-page h1").textContent()).toBe(title);
    expect(await preview.textContent()).toContain("Wire the sensor to the I2C pins.");
    expect(await violations(reviewer.page)).toEqual([]);

    await row.getByRole("button", { name: /^Send back/ }).click();
    await expect.poll(() => focusedId(reviewer.page)).toBe("review-note");
    // A note is required.
    await reviewer.page.locator(".studio-review-panel").getByRole("button", { name: "Send back" }).click();
    await expect.poll(() => reviewer.page.locator("#review-note-error").textContent()).toContain("Write a note");
    expect(await violations(reviewer.page)).toEqual([]);
    await reviewer.page.getByLabel("Note for the writer (required)").fill(note);
    await reviewer.page.locator(".studio-review-panel").getByRole("button", { name: "Send back" }).click();
    await expect.poll(() => announced(reviewer.page)).toBe(`“${title}” was sent back to Demo Contributor with your note.`);
    await expect.poll(() => row.count()).toBe(0);
    expect(unexpected(reviewer.problems)).toEqual([]);
    await reviewer.close();

    // The contributor sees the note in their list and at the top of the post.
    await writer.page.getByRole("button", { name: "Back to my posts" }).click();
    const mine = writer.page.locator(".studio-posts tr", { hasText: `/${slug}` });
    await expect.poll(() => mine.locator("td[data-label=Status]").textContent()).toContain("Sent back");
    expect(await mine.locator(".studio-review-note").textContent()).toContain(note);
    expect(await writer.page.locator(".studio-view > .studio-review-note").textContent()).toContain(
      `“${title}” back with a note`,
    );
    expect(await violations(writer.page)).toEqual([]);
    await mine.getByRole("button", { name: /^Edit/ }).click();
    const noted = writer.page.locator("#review-note");
    await expect.poll(() => noted.textContent(), { timeout: 15_000 }).toContain(note);
    expect(await noted.textContent()).toContain("Sent back by Demo Editor");
    expect(await submit.isDisabled()).toBe(false);
    expect(await violations(writer.page)).toEqual([]);
    expect(unexpected(writer.problems)).toEqual([]);
    await deleteOwnPost(writer.page, slug);
    await writer.close();
  });

  it("the editor publishes a submitted post from the list, and schedules another in their own time zone", async () => {
    const slugs = [freshSlug("review-publish"), freshSlug("review-schedule")];
    const writer = await open(browser(), `${base}/studio`, DESKTOP);
    await signIn(writer.page, contributor);
    for (const slug of slugs) {
      await writer.page.getByRole("button", { name: "New post" }).click();
      await writer.page.waitForSelector("#post-slug");
      await writer.page.getByLabel("Address (slug)").fill(slug);
      await writer.page.getByLabel("Short title for lists").fill(`Reviewed ${slug}`);
      await writer.page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Ready for an editor.");
      await save(writer.page);
      await expect.poll(() => saveStatus(writer.page), { timeout: 15_000 }).toContain("Created as a draft");
      await writer.page.getByRole("button", { name: "Submit for review" }).click();
      // The live region still holds the first post's news: the panel says this one is submitted.
      await writer.page.getByRole("button", { name: "Withdraw from review" }).waitFor();
      await writer.page.getByRole("button", { name: "Back to my posts" }).click();
      await expect
        .poll(() =>
          writer.page
            .locator(".studio-posts tr", { hasText: `/${slug}` })
            .locator("td[data-label=Status]")
            .textContent(),
        )
        .toBe("Submitted for review");
    }
    expect(unexpected(writer.problems)).toEqual([]);
    await writer.close();

    const reviewer = await open(browser(), `${base}/studio`, { ...DESKTOP, timezoneId: "Pacific/Auckland" });
    await signIn(reviewer.page, editor);
    const [published, scheduled] = slugs.map((slug) => reviewer.page.locator(".studio-review-list tr", { hasText: `/${slug}` }));
    await published!.getByRole("button", { name: /^Publish/ }).click();
    await expect
      .poll(() => announced(reviewer.page), { timeout: 15_000 })
      .toBe(`“Reviewed ${slugs[0]}” is published at /${slugs[0]}.`);
    await expect.poll(() => published!.count()).toBe(0);
    expect((await reviewer.page.request.get(`${base}/${slugs[0]}`)).status()).toBe(200);

    await scheduled!.getByRole("button", { name: /^Schedule/ }).click();
    await expect.poll(() => focusedId(reviewer.page)).toBe("review-schedule-at");
    expect(await reviewer.page.locator("label[for=review-schedule-at]").textContent()).toBe(
      "Publish at (your time, Pacific/Auckland)",
    );
    const sent: string[] = [];
    reviewer.page.on("request", (request) => {
      if (request.url().endsWith("/schedule")) sent.push(request.postData() ?? "");
    });
    await reviewer.page.getByLabel(/^Publish at/).fill("2027-03-04T09:30");
    await reviewer.page.locator(".studio-review-panel").getByRole("button", { name: "Schedule" }).click();
    await expect
      .poll(() => announced(reviewer.page), { timeout: 15_000 })
      .toMatch(/^“Reviewed .*” is scheduled to be published /);
    await expect.poll(() => scheduled!.count()).toBe(0);
    // 9:30 in Auckland (daylight time, UTC+13) is 20:30 UTC the day before.
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ publishAt: "2027-03-03T20:30:00Z" }]);
    expect(unexpected(reviewer.problems)).toEqual([]);
    await reviewer.close();
  });
});
