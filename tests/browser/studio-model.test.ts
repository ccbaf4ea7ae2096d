import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { demoPosts } from "../../scripts/demo/posts.mjs";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser, type OpenedPage } from "./browser";
import { deleteDocument, findPost, plainFields, postPath, readFields, writeFields, type Fields } from "./stored";
import { addBlock, author, focusedId, freshSlug, openNewPost, save, signIn, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 28: the studio edits everything a reader sees, and keeps everything it does not edit.

const uidOf = (account: "primary" | "secondary") => (account === "primary" ? "author-main" : "author-guest");
const status = (page: Page) => page.locator(".studio-save-status");

/** The post as readers get it: its HTML, parsed in the page's own browser. */
async function readerPage(page: Page, slug: string) {
  await page.goto(`${base}/${slug}`);
  return page;
}

/** The JSON-LD objects of the page, by their @type. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

/** Counts every modal dialog the page opens from now on, however briefly it stays open. */
async function countDialogs(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const tally = { count: 0 };
    (window as unknown as { dialogsOpened: typeof tally }).dialogsOpened = tally;
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll("dialog[open]")) {
        if (seen.has(dialog)) continue;
        seen.add(dialog);
        tally.count += 1;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
  });
  return () => page.evaluate(() => (window as unknown as { dialogsOpened: { count: number } }).dialogsOpened.count);
}

const occurrences = (text: string, word: RegExp) => text.match(new RegExp(word.source, "gi"))?.length ?? 0;

describe("the demo tutorials in the editor", () => {
  // Each tutorial is copied (same fields, a new slug, kept as a draft) so the demo posts other
  // files read concurrently stay as they are, and no copy shows in a reader's list.
  const copies = demoPosts.map((post) => ({
    original: postPath(uidOf(post.author), post.id),
    slug: freshSlug(`copy-${post.data.slug}`),
    wirings: (post.data.pageData ?? []).flatMap((section) => section.content).filter((block) => "wiring" in block).length,
    parts: (post.data.pageData ?? []).flatMap((section) => section.content).filter((block) => "parts" in block).length,
  }));
  let opened: OpenedPage;

  beforeAll(async () => {
    for (const copy of copies) {
      const fields = await readFields(copy.original);
      if (!fields) throw new Error(`The demo post ${copy.original} is not in Firestore`);
      await writeFields(postPath(author.uid, copy.slug), {
        ...fields,
        slug: { stringValue: copy.slug },
        draft: { booleanValue: true },
      });
    }
    opened = await open(browser(), `${base}/studio`, DESKTOP);
    await signIn(opened.page, author);
    await opened.page.waitForSelector("#new-post");
  });

  afterAll(async () => {
    await opened?.close();
    for (const copy of copies) {
      await deleteDocument(postPath(author.uid, copy.slug));
      await deleteDocument(`admin-posts/_claims/posts/${copy.slug}`);
    }
  });

  it.each(copies.map((copy) => [copy.original.split("/").pop()!, copy] as const))(
    "%s: opens with its wiring and parts as forms, and a changed description is the only change a save stores",
    async (_, copy) => {
      const { page } = opened;
      const path = postPath(author.uid, copy.slug);
      const before = (await readFields(path))!;
      // The studio's own navigation (as Back and Forward do), so the signed-in studio is not loaded again for each.
      await page.evaluate((address) => {
        history.pushState(null, "", address);
        dispatchEvent(new PopStateEvent("popstate"));
      }, `/studio/posts/${copy.slug}`);
      const description = page.getByLabel("Description", { exact: true });
      await description.waitFor({ timeout: 20_000 });
      // Every block opens in a form of its own; none is kept as stored text.
      await expect.poll(() => page.locator(".studio-block--wiring").count()).toBe(copy.wirings);
      expect(await page.locator(".studio-block--parts").count()).toBe(copy.parts);
      expect(await page.locator(".studio-block--kept").count()).toBe(0);

      const text = await description.inputValue();
      await description.fill(`${text} Tested.`);
      await save(page);
      await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain("Saved as a draft");

      const after = (await readFields(path))!;
      const meta = (before.meta as { mapValue: { fields: Fields } }).mapValue.fields;
      const expected: Fields = {
        ...before,
        meta: { mapValue: { fields: { ...meta, description: { stringValue: `${text} Tested.` } } } },
      };
      // The server's own fields aside: the commit time, and who saved this version and what it changed.
      const { updatedAt: _saved, savedBy: _by, change, ...stored } = after;
      const { updatedAt: _copied, savedBy: _before, change: _changed, ...wanted } = expected;
      expect(stored).toEqual(wanted);
      expect(plainFields({ change: change! }).change).toMatchObject({ wordsAdded: 1, wordsRemoved: 0, fields: ["Description"] });
    },
  );
});

describe("the fields readers see", () => {
  it("stores difficulty, build time and boards from the form, and the post and its HowTo data show them", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("facts");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(`Tutorial facts ${slug}`);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("A tutorial with its facts filled in.");
    await page.getByLabel("Difficulty").selectOption({ label: "Intermediate" });
    const minutes = page.getByLabel("Build time in minutes");
    await minutes.fill("0");
    await expect.poll(() => page.locator("#post-minutes-error").textContent()).toContain("whole minutes, from 1 to 10,000");
    await minutes.fill("90");
    await page.getByRole("checkbox", { name: "Raspberry Pi Pico" }).check();
    await page.getByRole("checkbox", { name: "ESP32", exact: true }).check();
    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain("published");

    const stored = await findPost(author.uid, slug);
    expect(stored && plainFields(stored.fields)).toMatchObject({
      difficulty: "intermediate",
      minutes: 90,
      boards: ["raspberry-pi-pico", "esp32"],
    });
    expect(stored?.fields.minutes).toEqual({ integerValue: "90" });

    await readerPage(page, slug);
    const facts = (await page.locator(".post-facts").first().textContent())?.replace(/\s+/g, " ");
    expect(facts).toContain("Difficulty: Intermediate");
    expect(facts).toContain("Build time: 1 h 30 min");
    expect(facts).toContain("Boards: Raspberry Pi Pico, ESP32");
    const howTo = (await jsonLd(page)).find((data) => data["@type"] === "HowTo");
    expect(howTo).toMatchObject({ totalTime: "PT90M", educationalLevel: "Intermediate" });
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});

/** One connection's fields, by its place in the wiring form. */
const connection = (wiring: Locator, at: number) => wiring.locator(".studio-row").nth(at);

describe("wiring and parts as forms", () => {
  it("builds a wiring block from the board's pins and a parts list, and the page draws both", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await openNewPost(page);
    const slug = freshSlug("wiring-form");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(`A BME280 on an ESP32 ${slug}`);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Four wires and the sensor reads.");

    const wiring = await addBlock(page, "wiring");
    await expect.poll(() => focusedId(page)).toMatch(/-board$/);
    await wiring.getByLabel("Board", { exact: true }).selectOption({ label: "ESP32" });
    await wiring.getByLabel("Part", { exact: true }).fill("BME280 sensor");
    // The pin menu is the board's pinout; beside the chosen pin, what it does and its limits.
    const first = connection(wiring, 0);
    await expect.poll(() => first.getByLabel("Board pin").locator("option").count(), { timeout: 20_000 }).toBeGreaterThan(30);
    await first.getByLabel("Board pin").selectOption("GPIO22");
    await expect.poll(() => first.locator(".field-hint").first().textContent()).toContain("default I2C SCL");
    await first.getByLabel("Part's pin").fill("SCL");
    await wiring.getByRole("button", { name: "Add a connection" }).click();
    const second = connection(wiring, 1);
    await expect.poll(() => focusedId(page)).toBe(await second.getByLabel("Board pin").getAttribute("id"));
    await second.getByLabel("Board pin").selectOption("GPIO21");
    await second.getByLabel("Part's pin").fill("SDA");
    // Put SDA first, as the datasheet lists it.
    await second.getByRole("button", { name: /^Move up/ }).click();
    await expect.poll(() => connection(wiring, 0).getByLabel("Part's pin").inputValue()).toBe("SDA");
    for (const [pin, part, note] of [
      ["3V3", "VIN", "3.3 V only"],
      ["GND", "GND", ""],
      ["5V", "VIN", ""],
    ] as const) {
      await wiring.getByRole("button", { name: "Add a connection" }).click();
      const row = wiring.locator(".studio-row").last();
      await row.getByLabel("Board pin").selectOption(pin);
      await row.getByLabel("Part's pin").fill(part);
      if (note) await row.getByLabel("Note (optional)").fill(note);
    }
    // The 5V wire was a mistake: it goes.
    await wiring
      .locator(".studio-row")
      .last()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect.poll(() => wiring.locator(".studio-row").count()).toBe(4);

    const parts = await addBlock(page, "parts");
    const firstPart = parts.locator(".studio-row").first();
    await expect.poll(() => focusedId(page)).toBe(await firstPart.getByLabel("Quantity").getAttribute("id"));
    await firstPart.getByLabel("Name").fill("ESP32 DevKitC V4");
    await firstPart.getByLabel("Link (optional)").fill("espressif.com");
    await expect
      .poll(() => firstPart.locator(".field-error").last().textContent())
      .toContain("starting with http:// or https://");
    await firstPart.getByLabel("Link (optional)").fill("https://www.espressif.com/");
    for (const [qty, name, note] of [
      ["1", "BME280 breakout", "3.3 V version"],
      ["4", "jumper wires", ""],
      ["9", "spare", ""],
    ] as const) {
      await parts.getByRole("button", { name: "Add a part" }).click();
      const row = parts.locator(".studio-row").last();
      await row.getByLabel("Quantity").fill(qty);
      await row.getByLabel("Name").fill(name);
      if (note) await row.getByLabel("Note (optional)").fill(note);
    }
    await parts
      .locator(".studio-row")
      .last()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect.poll(() => parts.locator(".studio-row").count()).toBe(3);
    expect(await violations(page)).toEqual([]);
    // The preview is the server's own drawing of both.
    const preview = page.locator(".studio-preview-page");
    const label =
      "Wiring diagram: BME280 sensor to the ESP32-DevKitC V4 (ESP32-WROOM-32). GPIO21 to SDA, GPIO22 to SCL, 3V3 to VIN, GND to GND.";
    await expect
      .poll(() => preview.locator("figure.wiring svg[role='img']").getAttribute("aria-label"), { timeout: 20_000 })
      .toBe(label);
    await expect.poll(() => preview.locator(".parts-list tbody tr").count()).toBe(3);

    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain("published");
    // No flagged pin: nothing to ask.
    expect(await page.locator("dialog[open]").count()).toBe(0);

    const stored = await findPost(author.uid, slug);
    const pageData = plainFields(stored!.fields).pageData as Array<{ content: Array<Record<string, unknown>> }>;
    const blocks = pageData.flatMap((section) => section.content);
    expect(blocks.find((block) => "wiring" in block)).toEqual({
      wiring: {
        board: "esp32",
        part: "BME280 sensor",
        connections: [
          { board: "GPIO21", part: "SDA" },
          { board: "GPIO22", part: "SCL" },
          { board: "3V3", part: "VIN", note: "3.3 V only" },
          { board: "GND", part: "GND" },
        ],
      },
    });
    expect(blocks.find((block) => "parts" in block)).toEqual({
      parts: {
        items: [
          { qty: 1, name: "ESP32 DevKitC V4", link: "https://www.espressif.com/" },
          { qty: 1, name: "BME280 breakout", note: "3.3 V version" },
          { qty: 4, name: "jumper wires" },
        ],
      },
    });

    await readerPage(page, slug);
    expect(await page.locator("figure.wiring svg[role='img']").getAttribute("aria-label")).toBe(label);
    const rows = await page.locator(".parts-list tbody tr").allTextContents();
    expect(rows).toEqual(["1ESP32 DevKitC V4", "1BME280 breakout3.3 V version", "4jumper wires"]);
    expect(await page.locator(".parts-list a").getAttribute("href")).toBe("https://www.espressif.com/");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});

describe("pin warnings at publish", () => {
  it("asks once, naming GPIO34 and its limit once, and adds the warning after the wiring for readers", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await openNewPost(page);
    const slug = freshSlug("gpio34");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(`An LED on GPIO34 ${slug}`);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("An LED that will never light.");
    const wiring = await addBlock(page, "wiring");
    await wiring.getByLabel("Board", { exact: true }).selectOption({ label: "ESP32" });
    await wiring.getByLabel("Part", { exact: true }).fill("LED");
    const anode = connection(wiring, 0);
    await expect.poll(() => anode.getByLabel("Board pin").locator("option").count(), { timeout: 20_000 }).toBeGreaterThan(30);
    await anode.getByLabel("Board pin").selectOption("GPIO34");
    await anode.getByLabel("Part's pin").fill("anode");
    await anode.getByLabel("Note (optional)").fill("through a 220 Ω resistor");
    await wiring.getByRole("button", { name: "Add a connection" }).click();
    const cathode = connection(wiring, 1);
    await cathode.getByLabel("Board pin").selectOption("GND");
    await cathode.getByLabel("Part's pin").fill("cathode");
    const opened = await countDialogs(page);

    // A draft is saved without a question.
    await save(page);
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain("Created as a draft");
    expect(await opened()).toBe(0);

    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    const dialog = page.getByRole("dialog", { name: "Check the wiring before you publish" });
    await dialog.waitFor();
    expect(await page.locator("dialog[open]").count()).toBe(1);
    const asked = (await dialog.textContent()) ?? "";
    expect(occurrences(asked, /GPIO34/)).toBe(1);
    expect(occurrences(asked, /input only/)).toBe(1);
    expect(occurrences(asked, /no output driver/)).toBe(1);
    expect(await dialog.getByRole("listitem").allTextContents()).toEqual([
      "GPIO34 (to LED anode) is input only (no output driver); no internal pull-up or pull-down.",
    ]);
    expect(await focusedId(page)).toBe("publish-check-add");
    expect(await violations(page)).toEqual([]);
    // Nothing is sent while the author decides.
    expect((await findPost(author.uid, slug))?.fields.draft).toEqual({ booleanValue: true });

    await dialog.getByRole("button", { name: /^Add it as a warning/ }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain("published");
    expect(await opened()).toBe(1);
    // In the editor, the warning is the block after the wiring.
    const legends = await page.locator(".studio-block > fieldset > legend").allTextContents();
    expect(legends.slice(-2)).toEqual(["Block 2: Wiring diagram", "Block 3: Warning"]);

    const stored = plainFields((await findPost(author.uid, slug))!.fields);
    const content = (stored.pageData as Array<{ content: Array<Record<string, unknown>> }>)[0]!.content;
    expect(content.map((block) => Object.keys(block)[0])).toEqual(["p", "wiring", "warning"]);
    expect(content[2]).toEqual({
      warning: "GPIO34 (to LED anode) is input only (no output driver); no internal pull-up or pull-down.",
    });
    expect(stored.draft).toBe(false);

    // Saved again, it does not ask again: the warning is there for readers.
    await page.getByLabel("Description", { exact: true }).fill("An LED on an input-only pin, and why it stays dark.");
    await save(page);
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain("published");
    expect(await opened()).toBe(1);

    await readerPage(page, slug);
    const next = await page
      .locator("figure.wiring")
      .evaluate((figure) => (figure.nextElementSibling as HTMLElement | null)?.innerText ?? "");
    expect(next).toBe("Warning: GPIO34 (to LED anode) is input only (no output driver); no internal pull-up or pull-down.");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("goes back to editing without saving, and publishes as it is when the author says so", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("gpio25");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(`A potentiometer on GPIO25 ${slug}`);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Read a knob with Wi-Fi off.");
    const wiring = await addBlock(page, "wiring");
    await wiring.getByLabel("Board", { exact: true }).selectOption({ label: "ESP32" });
    await wiring.getByLabel("Part", { exact: true }).fill("potentiometer");
    const wiper = connection(wiring, 0);
    await expect.poll(() => wiper.getByLabel("Board pin").locator("option").count(), { timeout: 20_000 }).toBeGreaterThan(30);
    await wiper.getByLabel("Board pin").selectOption("GPIO25");
    await wiper.getByLabel("Part's pin").fill("wiper");
    await page.getByLabel("Draft: only you can see it").uncheck();

    await save(page);
    const dialog = page.getByRole("dialog", { name: "Check the wiring before you publish" });
    await dialog.waitFor();
    expect(await dialog.getByRole("listitem").allTextContents()).toEqual([
      "GPIO25 (to potentiometer wiper) is on ADC2, which gives no analog readings while Wi-Fi is on.",
    ]);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    await expect.poll(() => focusedId(page)).toBe("post-save");
    expect(await findPost(author.uid, slug)).toBeNull();

    await save(page);
    await dialog.getByRole("button", { name: "Publish as it is" }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain("published");
    const stored = plainFields((await findPost(author.uid, slug))!.fields);
    const content = (stored.pageData as Array<{ content: Array<Record<string, unknown>> }>)[0]!.content;
    expect(content.map((block) => Object.keys(block)[0])).toEqual(["p", "wiring"]);
    // The save's own answer still names the pin beside its block.
    await expect.poll(() => wiring.locator(".studio-block-warnings").textContent()).toContain("GPIO25");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
