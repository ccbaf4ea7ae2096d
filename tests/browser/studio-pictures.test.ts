import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { deleteOwnPost, focusedId, freshSlug, openNewPost, save, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 20: pictures in the studio. Issue 21: wiring warnings beside their block.

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

/** Hands a picture to an element as the browser does for a paste or a drop: an event carrying it as a file. */
const handOver = (page: Page, selector: string, kind: "paste" | "drop", name: string) =>
  page.locator(selector).evaluate(
    async (element, [how, fileName]) => {
      const canvas = document.createElement("canvas");
      canvas.width = 400;
      canvas.height = 300;
      const context = canvas.getContext("2d")!;
      context.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 60% 50%)`;
      context.fillRect(0, 0, 400, 300);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/png"));
      const data = new DataTransfer();
      data.items.add(new File([blob], fileName, { type: "image/png" }));
      const init = { bubbles: true, cancelable: true };
      element.dispatchEvent(
        how === "paste"
          ? new ClipboardEvent("paste", { ...init, clipboardData: data })
          : new DragEvent("drop", { ...init, dataTransfer: data }),
      );
    },
    [kind, name] as const,
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
