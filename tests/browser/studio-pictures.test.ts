import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { addBlock, deleteOwnPost, focusedId, freshSlug, openNewPost, save, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 20: pictures in the studio. Issue 21: wiring warnings beside their block. Issue 28:
// pictures land where the author works; the library names, finds and re-describes them.

/** A PNG drawn by the page's own canvas, `width` wide, with a colour of its own (so its bytes are new). */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, hue]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, `hsl(${hue} 70% 50%)`);
      gradient.addColorStop(1, `hsl(${(hue + 120) % 360} 70% 50%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/png"));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height, Math.floor(Math.random() * 360)] as const,
  );
  return Buffer.from(base64, "base64");
}

/**
 * Hands a picture to an element as the browser does for a paste or a drop: an event carrying
 * it as a file. A drop happens at the height of the top of the element `above` names, less a
 * few pixels (the gap before it), when one is named.
 */
const handOver = (page: Page, selector: string, kind: "paste" | "drop", name: string, above?: string) =>
  page.locator(selector).evaluate(
    async (element, [how, fileName, before]) => {
      const canvas = document.createElement("canvas");
      canvas.width = 400;
      canvas.height = 300;
      const context = canvas.getContext("2d")!;
      context.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 60% 50%)`;
      context.fillRect(0, 0, 400, 300);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/png"));
      const data = new DataTransfer();
      data.items.add(new File([blob], fileName, { type: "image/png" }));
      const clientY = before ? document.querySelector(before)!.getBoundingClientRect().top - 4 : 0;
      const init = { bubbles: true, cancelable: true };
      element.dispatchEvent(
        how === "paste"
          ? new ClipboardEvent("paste", { ...init, clipboardData: data })
          : new DragEvent("drop", { ...init, dataTransfer: data, clientY }),
      );
    },
    [kind, name, above ?? ""] as const,
  );

const firstSection = (page: Page) => page.locator(".studio-section").first();
const blockLegends = (page: Page) => page.locator(".studio-block legend").allTextContents();

describe("pictures in the studio", () => {
  it("uploads a chosen PNG (shrunk to 2,560 px) into a figure, needs its alt text to publish, and the page serves it with srcset", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("picture");
    const title = `A post with a picture ${slug}`;
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(title);
    await firstSection(page).getByLabel("Style name").fill("Wiring");
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("The board, wired.");
    await page.getByLabel("Draft: only you can see it").uncheck();

    // The upload is held until the progress bar has shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/studio/media", async (route) => {
      await held;
      await route.continue();
    });
    const png = await pngOf(page, 3000, 600);
    await firstSection(page)
      .getByLabel(/^Upload a picture/)
      .setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => page.getByRole("progressbar", { name: "Uploading wide.png" }).count()).toBe(1);
    release();

    const figure = page.locator(".studio-block--figure");
    await expect.poll(() => figure.count(), { timeout: 20_000 }).toBe(1);
    // Wider than 2,560 px: shrunk in the browser before it was sent, keeping its shape and type.
    expect(await figure.getByLabel("Image address").inputValue()).toMatch(/^\/media\/[0-9a-f]{64}-2560x512\.png$/);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    // The author lands in the alt text, which is theirs to write.
    const alt = figure.getByLabel("Alt text");
    await expect.poll(() => focusedId(page)).toBe(await alt.getAttribute("id"));
    expect(await alt.inputValue()).toBe("");

    // Publishing without alt text is refused before anything is sent, naming the figure.
    const puts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT") puts.push(request.url());
    });
    await save(page);
    await expect
      .poll(() => page.locator("#post-editor-error").textContent())
      .toContain("Figure 1 in section 'Wiring' needs alt text");
    await expect.poll(() => focusedId(page)).toBe(await alt.getAttribute("id"));
    expect(await alt.getAttribute("aria-invalid")).toBe("true");
    expect(puts).toEqual([]);

    await alt.fill("A gradient from one colour to another");
    await figure.getByRole("textbox", { name: "Caption" }).fill("The test picture");
    await save(page);
    await expect.poll(() => page.locator(".studio-save-status").textContent(), { timeout: 20_000 }).toContain("published");

    const reader = await page.context().newPage();
    await reader.goto(`${base}/${slug}`);
    const image = reader.getByRole("img", { name: "A gradient from one colour to another" });
    const src = await image.getAttribute("src");
    expect(src).toMatch(/^\/media\/[0-9a-f]{64}-2560x512\.png$/);
    expect(await image.getAttribute("srcset")).toBe(
      `${src}?w=320 320w, ${src}?w=640 640w, ${src}?w=960 960w, ${src}?w=1280 1280w, ${src}?w=1920 1920w, ${src} 2560w`,
    );
    expect(await image.getAttribute("width")).toBe("2560");
    await reader.close();

    // The library lists it, says where it is used, and puts it in the post again.
    await firstSection(page)
      .getByRole("button", { name: /^Choose from my pictures/ })
      .click();
    const library = page.getByRole("dialog", { name: "My pictures" });
    await expect.poll(() => library.getByRole("listitem").first().textContent(), { timeout: 20_000 }).toContain(`(/${slug})`);
    expect(
      await library
        .getByRole("listitem")
        .first()
        .getByRole("button", { name: /^Delete/ })
        .count(),
    ).toBe(0);
    await library
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: /^Insert as a figure/ })
      .click();
    await expect.poll(() => figure.count()).toBe(2);
    expect(await figure.nth(1).getByLabel("Image address").inputValue()).toBe(src);
    expect(await library.count()).toBe(0);

    // The second figure is not kept: leave without saving it, then remove the test's post.
    await page.getByRole("button", { name: "Back to my posts" }).click();
    await page.getByRole("button", { name: "Leave without saving" }).click();
    const row = page.locator(".studio-posts tr", { hasText: `/${slug}` });
    await row.getByRole("button", { name: /^Delete/ }).click();
    await row.getByRole("button", { name: /^Delete/ }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("says why a file that is not a picture was not uploaded, and adds no block", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await openNewPost(page);
    const before = await blockLegends(page);
    // Named and labelled as a PNG, but its bytes are text: the server judges by the bytes.
    await firstSection(page)
      .getByLabel(/^Upload a picture/)
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("These are notes, not a picture.\n") });
    await expect
      .poll(() => page.locator("#upload-problem").textContent(), { timeout: 20_000 })
      .toContain("notes.png is not a picture the site can show. Upload a PNG, JPEG, WebP, GIF or AVIF picture.");
    expect(await blockLegends(page)).toEqual(before);
    expect(await page.locator(".studio-block--figure").count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("shows a save's pin warnings beside the wiring block they are about", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("wiring-warning");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(`A sensor on GPIO34 ${slug}`);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("A sensor on an input-only pin.");
    const section = firstSection(page);
    await section.getByRole("button", { name: /^Edit as Markdown/ }).click();
    const markdown = section.getByLabel("Section 1 as Markdown");
    await markdown.fill(
      "A sensor on an input-only pin.\n\n```wiring\nboard: esp32\npart: sensor\nconnections:\n  - { board: GPIO34, part: OUT }\n```\n",
    );
    await section.getByRole("button", { name: /^Back to blocks/ }).click();
    // The wiring fence becomes a wiring block, edited in its own form.
    const wiring = page.locator(".studio-block--wiring");
    await expect.poll(() => wiring.count()).toBe(1);
    await save(page);
    await expect
      .poll(() => page.locator(".studio-save-status").textContent(), { timeout: 20_000 })
      .toContain("only you can see it");
    await expect.poll(() => wiring.locator(".studio-block-warnings").textContent()).toContain("GPIO34");
    await deleteOwnPost(page, slug);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("takes a pasted and a dropped picture, and the library deletes an unused one after asking, at 320 px", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, {
      viewport: { width: 320, height: 700 },
      ...AXE_CONTEXT,
    });
    await openNewPost(page);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Two pictures follow.");
    // Pasted into a block: the figure comes right after it.
    await handOver(page, ".studio-block textarea", "paste", "pasted.png");
    await expect
      .poll(() => blockLegends(page), { timeout: 20_000 })
      .toEqual(["Block 1: Paragraph", "Block 2: Figure (image with caption)"]);
    // Dropped on the section, not on a block: the figure goes at its end.
    await handOver(page, ".studio-section-legend", "drop", "dropped.png");
    await expect.poll(() => page.locator(".studio-block--figure").count(), { timeout: 20_000 }).toBe(2);
    const addresses = await page
      .locator(".studio-block--figure")
      .getByLabel("Image address")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(addresses.every((address) => /^\/media\/[0-9a-f]{64}-400x300\.png$/.test(address))).toBe(true);

    await firstSection(page)
      .getByRole("button", { name: /^Choose from my pictures/ })
      .click();
    const library = page.getByRole("dialog", { name: "My pictures" });
    const newest = library.getByRole("listitem").first();
    await expect.poll(() => newest.textContent(), { timeout: 20_000 }).toContain("Not used in any post.");
    expect(await newest.locator("img").getAttribute("src")).toBe(`${addresses[1]}?w=320`);
    // Nothing in the library is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await library.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    expect(await violations(page)).toEqual([]);

    await newest.getByRole("button", { name: /^Delete/ }).click();
    await expect.poll(() => focusedId(page)).toMatch(/-confirm-yes$/);
    await newest.getByRole("button", { name: "Delete the picture" }).click();
    await expect.poll(async () => (await fetch(`${base}${addresses[1]}`)).status).toBe(404);
    await expect.poll(() => library.locator(`img[src="${addresses[1]}?w=320"]`).count()).toBe(0);

    // A post came to show the other one meanwhile (another tab): the server's 409 is said in words.
    const pasted = library.getByRole("listitem").filter({ has: page.locator(`img[src="${addresses[0]}?w=320"]`) });
    await page.route("**/api/studio/media/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({
            status: 409,
            contentType: "application/json",
            body: JSON.stringify({
              error: 'This picture is shown in "Blink" (/blink). Remove it there first.',
              posts: [{ author: "author-main", slug: "blink", title: "Blink" }],
            }),
          })
        : route.continue(),
    );
    await pasted.getByRole("button", { name: /^Delete/ }).click();
    await pasted.getByRole("button", { name: "Delete the picture" }).click();
    await expect
      .poll(() => pasted.getByRole("alert").textContent())
      .toBe('Not deleted: This picture is shown in "Blink" (/blink). Remove it there first.');
    expect(await pasted.count()).toBe(1);
    await library.getByRole("button", { name: "Close" }).click();
    expect(await library.count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});

describe("pictures where the author works, and a library that knows them", () => {
  const FIGURE = "Figure (image with caption)";
  const paragraphs = (page: Page) =>
    page.locator(".studio-block--p textarea").evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));

  /** A new post whose first section holds three paragraphs: First, Second, Third. */
  async function threeParagraphs(page: Page) {
    await openNewPost(page);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("First.");
    await (await addBlock(page, "p")).getByLabel("Paragraph text").fill("Second.");
    await (await addBlock(page, "p")).getByLabel("Paragraph text").fill("Third.");
  }

  it("puts an uploaded picture right after the block the caret is in, not at the section's end", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await threeParagraphs(page);
    // The caret in the second block; choosing the file moves focus to the section's button.
    await page.locator(".studio-block").nth(1).getByLabel("Paragraph text").click();
    await firstSection(page)
      .getByLabel(/^Upload a picture/)
      .setInputFiles({ name: "caret.png", mimeType: "image/png", buffer: await pngOf(page, 200, 100) });
    await expect
      .poll(() => blockLegends(page), { timeout: 20_000 })
      .toEqual(["Block 1: Paragraph", "Block 2: Paragraph", `Block 3: ${FIGURE}`, "Block 4: Paragraph"]);
    expect(await paragraphs(page)).toEqual(["First.", "Second.", "Third."]);
    // The author lands in its alt text, and the next picture follows this one.
    await expect.poll(() => focusedId(page)).toMatch(/-alt$/);
    await firstSection(page)
      .getByLabel(/^Upload a picture/)
      .setInputFiles({ name: "next.png", mimeType: "image/png", buffer: await pngOf(page, 200, 100) });
    await expect
      .poll(() => blockLegends(page), { timeout: 20_000 })
      .toEqual(["Block 1: Paragraph", "Block 2: Paragraph", `Block 3: ${FIGURE}`, `Block 4: ${FIGURE}`, "Block 5: Paragraph"]);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("puts a dropped picture after the block it was dropped on, or between the blocks it was dropped between", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await threeParagraphs(page);
    // Where the caret is does not matter for a drop: where it falls does.
    await page.locator(".studio-block").nth(2).getByLabel("Paragraph text").click();
    await handOver(page, ".studio-block >> nth=0", "drop", "on-first.png");
    await expect
      .poll(() => blockLegends(page), { timeout: 20_000 })
      .toEqual(["Block 1: Paragraph", `Block 2: ${FIGURE}`, "Block 3: Paragraph", "Block 4: Paragraph"]);
    // Dropped on the list, in the gap just above the last paragraph.
    await handOver(page, ".studio-blocks", "drop", "between.png", ".studio-block:last-child");
    await expect
      .poll(() => blockLegends(page), { timeout: 20_000 })
      .toEqual(["Block 1: Paragraph", `Block 2: ${FIGURE}`, "Block 3: Paragraph", `Block 4: ${FIGURE}`, "Block 5: Paragraph"]);
    expect(await paragraphs(page)).toEqual(["First.", "Second.", "Third."]);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("lists file names, finds a picture by its name and by its alt text, and fills in the alt text written before", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await openNewPost(page);
    const slug = freshSlug("library-alt");
    // Words no other picture's name or alt text has, so each search finds this picture alone.
    const nameWord = `bench${Date.now().toString(36)}`;
    const altWord = `volts${Math.floor(Math.random() * 1e9).toString(36)}`;
    const fileName = `${nameWord}-supply.png`;
    const alt = `A bench supply set to five ${altWord}`;
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(`A bench supply ${slug}`);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("The supply.");
    await firstSection(page)
      .getByLabel(/^Upload a picture/)
      .setInputFiles({ name: fileName, mimeType: "image/png", buffer: await pngOf(page, 300, 200) });
    const figures = page.locator(".studio-block--figure");
    await expect.poll(() => figures.count(), { timeout: 20_000 }).toBe(1);
    await figures.first().getByLabel("Alt text").fill(alt);
    await save(page);
    await expect
      .poll(() => page.locator(".studio-save-status").textContent(), { timeout: 20_000 })
      .toContain("only you can see it");

    // The caret in the paragraph: the library's picture goes right after it.
    await page.locator(".studio-block").first().getByLabel("Paragraph text").click();
    await firstSection(page)
      .getByRole("button", { name: /^Choose from my pictures/ })
      .click();
    const library = page.getByRole("dialog", { name: "My pictures" });
    const items = library.getByRole("listitem");
    await expect.poll(() => items.first().textContent(), { timeout: 20_000 }).toContain(fileName);

    const search = library.getByRole("searchbox", { name: "Find by file name or alt text" });
    // As the author types: by a part of the file name.
    await search.fill(nameWord);
    await expect.poll(() => items.allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(fileName)]);
    expect(await library.getByRole("status").textContent()).toContain(
      `Found 1 picture whose file name or alt text contains “${nameWord}”`,
    );
    // With Enter: a search that finds nothing says so.
    await search.fill(`no-such-picture-${altWord}`);
    await search.press("Enter");
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(0);
    expect(await library.getByRole("status").textContent()).toContain("No picture's file name or alt text contains");
    // By a word of the alt text written for it, in other letters' case.
    await search.fill(altWord.toUpperCase());
    await search.press("Enter");
    await expect
      .poll(() => items.allTextContents(), { timeout: 20_000 })
      .toEqual([expect.stringContaining(`Alt text: “${alt}”`)]);
    expect(await items.first().textContent()).toContain(fileName);
    expect(await violations(page)).toEqual([]);

    await items
      .first()
      .getByRole("button", { name: /^Insert as a figure/ })
      .click();
    await expect.poll(() => figures.count()).toBe(2);
    expect(await blockLegends(page)).toEqual(["Block 1: Paragraph", `Block 2: ${FIGURE}`, `Block 3: ${FIGURE}`]);
    // Its alt text is the one written before, where the author lands to change it if need be.
    const inserted = figures.first().getByLabel("Alt text");
    expect(await inserted.inputValue()).toBe(alt);
    await expect.poll(() => focusedId(page)).toBe(await inserted.getAttribute("id"));

    await page.getByRole("button", { name: "Back to my posts" }).click();
    await page.getByRole("button", { name: "Leave without saving" }).click();
    const row = page.locator(".studio-posts tr", { hasText: `/${slug}` });
    await row.getByRole("button", { name: /^Delete/ }).click();
    await row.getByRole("button", { name: /^Delete/ }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
