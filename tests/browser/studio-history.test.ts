import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { author, deleteOwnPost, freshSlug, openNewPost, save, signIn } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 32, part A: the history says who saved each version, when, in what state and what
// changed; Compare and the conflict view show the changed words.

/** A small tablet: the studio's tables stay tables (they become cards below 40rem). */
const NARROW = { viewport: { width: 700, height: 900 } };

const saveStatus = (page: Page) => page.locator(".studio-save-status").textContent();
const paragraph = (page: Page) => page.locator(".studio-block").first().getByLabel("Paragraph text");
const texts = (locator: Locator) => locator.allTextContents();

/** Whether any word of the element's text is broken over two lines. */
const wordsBroken = (locator: Locator) =>
  locator.evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error("Expected the text first");
    const range = document.createRange();
    let broken = false;
    for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      if (range.getClientRects().length > 1) broken = true;
    }
    return broken;
  });

describe("the history", () => {
  it("says who saved each version, to the second, its state and what it changed, and Compare marks the words", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    const chunks: string[] = [];
    page.on("request", (request) => chunks.push(new URL(request.url()).pathname));
    await openNewPost(page);
    const slug = freshSlug("history");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill("A post with a history");
    await paragraph(page).fill("Wire the LED to pin 13.");
    await save(page);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toContain("Created as a draft");
    await paragraph(page).fill("Wire the LED to pin 12 through a resistor.");
    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/published/i);

    await page.getByRole("button", { name: "Earlier versions" }).click();
    const versions = page.locator(".studio-revision-list li");
    await expect.poll(() => versions.count(), { timeout: 20_000 }).toBe(2);
    const [now, before] = await texts(versions);
    for (const row of [now, before]) {
      expect(row).toMatch(/\d{1,2}:\d{2}:\d{2}/);
      expect(row).toContain(author.displayName);
    }
    expect(now).toContain("Published");
    expect(now).toContain("Current version");
    expect(now).toContain("+4 −1 words · intro · Paragraph · Published");
    expect(before).toContain("Draft");
    expect(before).toMatch(/First version: \d+ words/);
    // Nothing of the comparison is loaded until the author compares.
    expect(chunks.filter((path) => /post-diff/.test(path))).toEqual([]);

    // By default, what the last save changed.
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    const comparison = page.locator(".studio-comparison");
    await comparison.waitFor({ timeout: 20_000 });
    expect(chunks.filter((path) => /post-diff/.test(path))).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("comparison-title");
    expect(await texts(comparison.locator("dt"))).toEqual(["Publishing", "Section “intro” · Paragraph 1"]);
    expect(await texts(comparison.locator("del"))).toEqual(["Draft", "13"]);
    expect(await texts(comparison.locator("ins"))).toEqual(["Published", "12 through a resistor"]);
    // Screen readers hear which words went and came, and where each change ends.
    const heard = (pseudo: string) =>
      comparison
        .locator("dd del")
        .last()
        .evaluate((element, which) => getComputedStyle(element, which).content, pseudo);
    expect(await heard("::before")).toBe('" removed: "');
    expect(await heard("::after")).toBe('" (end) "');
    expect(await violations(page)).toEqual([]);

    // The current version against the editor's text, unsaved.
    await paragraph(page).fill("Wire the LED to pin 12 through a 220 ohm resistor.");
    await page.getByLabel("Older").selectOption({ index: 0 });
    await page.getByLabel("Newer").selectOption({ label: "The editor's text now" });
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect.poll(() => texts(comparison.locator("ins")), { timeout: 20_000 }).toEqual(["220 ohm "]);
    expect(await comparison.locator("h4").textContent()).toContain("to the editor's text now");
    expect(await texts(comparison.locator("del"))).toEqual([]);

    // Dark mode keeps the marks readable too.
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/published/i);
    await deleteOwnPost(page, slug);
    await close();
  });

  it("shows two tabs' different words at the end of one paragraph in the conflict view, its part named whole", async () => {
    const first = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(first.page);
    const slug = freshSlug("conflict-words");
    const opening = "Solder the header pins to the board, then seat it in the breadboard so that each row holds one pin.";
    await first.page.getByLabel("Address (slug)").fill(slug);
    await first.page.getByLabel("Short title for lists").fill("Two tabs, one paragraph");
    await paragraph(first.page).fill(opening);
    await save(first.page);
    await expect.poll(() => saveStatus(first.page), { timeout: 20_000 }).toContain("Created as a draft");

    // The second tab is narrow, though still wide enough for a table: its columns are squeezed.
    const second = await open(browser(), `${base}/studio/posts/${slug}`, { ...NARROW, ...AXE_CONTEXT });
    await signIn(second.page, author);
    await expect.poll(() => paragraph(second.page).inputValue(), { timeout: 20_000 }).toBe(opening);

    await paragraph(first.page).fill(`${opening} Then test it with the blink sketch.`);
    await save(first.page);
    await expect.poll(() => saveStatus(first.page), { timeout: 20_000 }).toContain("Saved as a draft");

    await paragraph(second.page).fill(`${opening} Then check the polarity of the LED twice.`);
    await save(second.page);
    const conflict = second.page.locator(".studio-conflict");
    await conflict.waitFor({ timeout: 20_000 });
    const row = conflict.locator("tbody tr");
    expect(await row.count()).toBe(1);
    const part = row.locator("th");
    expect(await part.textContent()).toBe("Section “intro” · Paragraph 1");
    expect(await wordsBroken(part)).toBe(false);
    // Each side shows the words only it has, after the last of the words both share.
    expect(await texts(row.locator("td").first().locator("del"))).toEqual(["test it with the blink sketch"]);
    expect(await texts(row.locator("td").last().locator("ins"))).toEqual(["check the polarity of the LED twice"]);
    for (const side of await texts(row.locator("td"))) expect(side).toContain("each row holds one pin. Then ");
    expect(await violations(second.page)).toEqual([]);

    await conflict.getByRole("button", { name: "Take theirs" }).click();
    await expect.poll(() => paragraph(second.page).inputValue()).toBe(`${opening} Then test it with the blink sketch.`);
    await second.close();
    await deleteOwnPost(first.page, slug);
    await first.close();
  });
});
