import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { addBlock, author, deleteOwnPost, focusedId, freshSlug, openNewPost, save, signIn, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 19: Markdown in and out of the studio, and faster writing.

/** Pastes text into a box as the browser does: a paste event carrying the text as the clipboard's. */
const paste = (box: Locator, text: string) =>
  box.evaluate((element, pasted) => {
    (element as HTMLElement).focus();
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

const saveStatus = (page: Page) => page.locator(".studio-save-status").textContent();
const blockLegends = (page: Page) => page.locator(".studio-block legend").allTextContents();

const DOCUMENT = (title: string) => `# ${title}

Wire the **LED** to pin 13 and read [the datasheet](https://example.com/led.pdf).

## Parts

- An Arduino Uno
- A red LED
- A 220 Ω resistor

| Pin | Goes to |
| --- | ------- |
| D13 | LED anode |
| GND | resistor |

\`\`\`cpp
void setup() {
  pinMode(13, OUTPUT);
}
\`\`\`

> [!WARNING]
> Never connect the LED without its resistor.
`;

describe("Markdown in the studio", () => {
  it("turns a Markdown document pasted into the first text box into blocks that publish with their list, table and code", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio/new`, DESKTOP);
    await signIn(page, author);
    // The address opens the editor straight away, once the author is signed in.
    await page.waitForSelector("#post-slug", { timeout: 20_000 });
    const slug = freshSlug("paste");
    const title = `Blink from Markdown ${slug}`;
    await paste(page.locator(".studio-block").first().getByLabel("Paragraph text"), DOCUMENT(title));
    // The opening heading became the title; the rest became blocks in place of the empty paragraph.
    await expect.poll(() => page.locator("#post-title").inputValue()).toBe(title);
    expect(await blockLegends(page)).toEqual([
      "Block 1: Paragraph",
      "Block 2: Heading",
      "Block 3: Bulleted list",
      "Block 4: Table",
      "Block 5: Code",
      "Block 6: Warning",
    ]);
    expect(await page.locator(".studio-block").nth(2).getByLabel("Bulleted items").inputValue()).toBe(
      "An Arduino Uno\nA red LED\nA 220 Ω resistor",
    );
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/published/i);

    const html = await (await fetch(`${base}/${slug}`)).text();
    expect(html).toContain("<li>A red LED</li>");
    expect(html).toMatch(/<table[\s\S]*<td>D13<\/td>[\s\S]*<td>LED anode<\/td>/);
    expect(html).toMatch(/<code[^>]*>[\s\S]*pinMode/);
    // A new post is Markdown, so the marks are rendered rather than shown.
    expect(html).toContain("<strong>LED</strong>");
    expect(html).not.toContain("**LED**");

    // The section as Markdown and back keeps its blocks.
    const section = page.locator(".studio-section").first();
    await section.getByRole("button", { name: /^Edit as Markdown/ }).click();
    const text = section.getByLabel("Section 1 as Markdown");
    await expect.poll(() => text.inputValue()).toContain("- A red LED");
    expect(await text.inputValue()).toContain("```cpp");
    await section.getByRole("button", { name: /^Back to blocks/ }).click();
    expect(await blockLegends(page)).toEqual([
      "Block 1: Paragraph",
      "Block 2: Heading",
      "Block 3: Bulleted list",
      "Block 4: Table",
      "Block 5: Code",
      "Block 6: Warning",
    ]);
    expect(await page.locator(".studio-block").nth(4).getByLabel("Code", { exact: true }).inputValue()).toBe(
      "void setup() {\n  pinMode(13, OUTPUT);\n}",
    );

    // A problem line keeps the text and names the line.
    await section.getByRole("button", { name: /^Edit as Markdown/ }).click();
    await text.fill("A paragraph.\n\n![](javascript:alert(1))");
    await expect.poll(() => section.locator('[id$="-markdown-problems"]').textContent()).toMatch(/Line 3:/);
    expect(await text.inputValue()).toBe("A paragraph.\n\n![](javascript:alert(1))");
    await text.fill("A paragraph.");
    await section.getByRole("button", { name: /^Back to blocks/ }).click();
    expect(await blockLegends(page)).toEqual(["Block 1: Paragraph"]);

    // Export: the post as a Markdown file.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download as Markdown" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${slug}.md`);
    const exported = await readFile((await download.path())!, "utf8");
    expect(exported).toContain(`# ${title}`);
    expect(exported).toContain("A paragraph.");

    await save(page);
    await expect.poll(() => page.locator(".studio-savebar").textContent(), { timeout: 20_000 }).not.toContain("Unsaved changes");
    await deleteOwnPost(page, slug);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("pastes a plain line as text, fills a table from tab-separated rows, and indents code with Tab", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const paragraph = page.locator(".studio-block").first().getByLabel("Paragraph text");
    await paste(paragraph, "Just words, no Markdown here.");
    // Plain words are left to the browser's own paste (a synthetic one inserts nothing): no blocks are made.
    expect(await blockLegends(page)).toEqual(["Block 1: Paragraph"]);

    const table = await addBlock(page, "table");
    await paste(
      table.getByRole("textbox", { name: "Header Column 1" }),
      "Pin\tGoes to\tNote\nD13\tLED\tvia 220 Ω\nGND\tresistor\t\n",
    );
    await expect.poll(() => table.locator("input").count()).toBe(9);
    const cells = await table.locator("input").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(cells).toEqual(["Pin", "Goes to", "Note", "D13", "LED", "via 220 Ω", "GND", "resistor", ""]);

    const code = (await addBlock(page, "code")).getByLabel("Code", { exact: true });
    await code.fill("void loop() {\nblink();\n}");
    await code.evaluate((box) => (box as HTMLTextAreaElement).setSelectionRange(14, 14));
    await code.press("Tab");
    await expect.poll(() => code.inputValue()).toBe("void loop() {\n  blink();\n}");
    expect(await focusedId(page)).toBe(await code.getAttribute("id"));
    await code.press("Shift+Tab");
    await expect.poll(() => code.inputValue()).toBe("void loop() {\nblink();\n}");
    // Escape, then Tab, leaves the box.
    expect(await code.getAttribute("aria-describedby")).toBeTruthy();
    await code.press("Escape");
    await code.press("Tab");
    await expect.poll(() => focusedId(page)).not.toBe(await code.getAttribute("id"));
    expect(await code.inputValue()).toBe("void loop() {\nblink();\n}");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("imports a Markdown file into the editor, asking first when there is unsaved work", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    await page.getByLabel("Short title for lists").fill("Work in progress");
    const file = {
      name: "servo.md",
      mimeType: "text/markdown",
      buffer: Buffer.from(
        "---\ndescription: Sweep a servo.\ntopic: raspberry-pi-pico\ndifficulty: beginner\nminutes: 20\nboards:\n  - raspberry-pi-pico\n---\n# Sweep a servo\n\n<!-- section: intro -->\n\nA servo turns.\n\n<!-- section: code -->\n\n```cpp\nservo.write(90);\n```\n",
      ),
    };
    await page.locator("#post-import").setInputFiles(file);
    await page.getByRole("button", { name: "Replace with the file" }).click();
    await expect.poll(() => page.locator("#post-title").inputValue()).toBe("Sweep a servo");
    expect(await page.getByLabel("Description").inputValue()).toBe("Sweep a servo.");
    // The front matter's fields the page shows come along: difficulty, build time, boards.
    expect(await page.getByLabel("Difficulty").inputValue()).toBe("beginner");
    expect(await page.getByLabel("Build time in minutes").inputValue()).toBe("20");
    expect(await page.getByRole("checkbox", { name: "Raspberry Pi Pico" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "ESP32", exact: true }).isChecked()).toBe(false);
    expect(await page.locator(".studio-section legend.studio-section-legend").allTextContents()).toEqual([
      "Section 1 (intro)",
      "Section 2 (code)",
    ]);
    expect(await blockLegends(page)).toEqual(["Block 1: Paragraph", "Block 1: Code"]);
    expect(await page.locator(".studio-block").nth(1).getByLabel("Code", { exact: true }).inputValue()).toBe("servo.write(90);");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
