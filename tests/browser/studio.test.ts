import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, open, sharedBrowser } from "./browser";
import {
  addBlock,
  author,
  deleteOwnPost,
  focusedId,
  freshSlug,
  openNewPost,
  reader,
  save,
  signIn,
  unexpected,
} from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("the authoring studio", () => {
  it("lets an author write a post of several kinds of block, previews it, publishes it and deletes it", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openNewPost(page);
    const slug = freshSlug("published");
    const title = `Studio test post ${slug}`;
    const hostile = "<img src=x onerror=alert(1)>";

    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill(title);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill(`Wire it up. ${hostile} Then test.`);

    const heading = await addBlock(page, "heading");
    await expect.poll(() => focusedId(page)).toBe(await heading.getByLabel("Heading text").getAttribute("id"));
    await heading.getByLabel("Heading text").fill("Wiring the LED");

    const code = await addBlock(page, "code");
    await code.getByLabel("Code", { exact: true }).fill('void setup() {\n  Serial.begin(115200);\n  Serial.println("ready");\n}');
    await code.getByLabel("Language").selectOption("cpp");

    const table = await addBlock(page, "table");
    await table.getByRole("textbox", { name: "Header Column 1" }).fill("Pin");
    await table.getByRole("textbox", { name: "Header Column 2" }).fill("Connects to");
    await table.getByRole("textbox", { name: "Row 1 Column 1" }).fill("D13");
    await table.getByRole("textbox", { name: "Row 1 Column 2" }).fill("LED anode through 220 Ω");
    await table.getByRole("button", { name: "Add a row" }).click();
    await table.getByRole("textbox", { name: "Row 2 Column 1" }).fill("GND");
    await table.getByRole("textbox", { name: "Row 2 Column 2" }).fill("LED cathode");

    const list = await addBlock(page, "ul");
    await list.getByLabel("Bulleted items").fill("An Arduino Uno\nA red LED\n\nA 220 Ω resistor");

    const note = await addBlock(page, "note");
    await note.getByLabel("Note text").fill("The long leg of the LED is the anode.");
    // Reordering keeps focus on the moved block's button.
    await note.getByRole("button", { name: /^Move up/ }).click();
    await expect.poll(() => focusedId(page)).toMatch(/-up$/);

    // The preview is the server's rendering, refreshed as the author types.
    const preview = page.locator(".studio-preview-page");
    await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toContain("The long leg of the LED is the anode.");
    expect(await preview.locator("h1").textContent()).toBe(title);
    expect(await preview.locator("table td", { hasText: "D13" }).count()).toBe(1);
    expect(await preview.locator("li").allTextContents()).toEqual(["An Arduino Uno", "A red LED", "A 220 Ω resistor"]);
    expect(await preview.locator('img[src="x"]').count()).toBe(0);
    expect(await preview.textContent()).toContain(hostile);
    await page.getByLabel("Short title for lists").fill(`${title} (revised)`);
    await expect.poll(() => preview.locator("h1").textContent(), { timeout: 10_000 }).toBe(`${title} (revised)`);

    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    const view = page.getByRole("link", { name: "View the post" });
    await view.waitFor({ timeout: 20_000 });
    expect(await view.getAttribute("href")).toBe(`/${slug}`);
    // Saving keeps the editor open.
    expect(await page.locator("#post-editor-title").isVisible()).toBe(true);

    const response = await fetch(`${base}/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`${title} (revised)`);
    expect(html).toContain("Wiring the LED");
    expect(html).toContain("D13");
    // What the author typed is text on the public page, never markup.
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");

    const reading = await open(browser(), `${base}/${slug}`, PHONE);
    expect(await reading.page.locator('img[src="x"]').count()).toBe(0);
    expect(await reading.page.locator(".post").textContent()).toContain(hostile);
    await reading.close();

    await deleteOwnPost(page, slug);
    expect((await fetch(`${base}/${slug}`)).status).toBe(404);
    expect(dialogs).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("keeps a draft under a new address from readers", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("draft");
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Short title for lists").fill("A draft nobody else may read");
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Not ready yet.");
    expect(await page.getByLabel("Draft: only you can see it").isChecked()).toBe(true);
    await save(page);
    await expect
      .poll(() => page.locator(".studio-save-status").textContent(), { timeout: 20_000 })
      .toContain("only you can see it");
    expect(await page.getByRole("link", { name: "View the post" }).count()).toBe(0);

    expect((await fetch(`${base}/${slug}`)).status).toBe(404);

    await page.getByRole("button", { name: "Back to my posts" }).click();
    const row = page.locator(".studio-posts tr", { hasText: `/${slug}` });
    expect(await row.locator(".studio-badge").textContent()).toBe("Draft");
    // A draft's address is not a link: there is nothing there for anyone else.
    expect(await row.locator(`a[href="/${slug}"]`).count()).toBe(0);
    await row.getByRole("button", { name: /^Edit/ }).click();
    await expect.poll(() => page.inputValue("#post-slug")).toBe(slug);
    await deleteOwnPost(page, slug);
    await close();
  });

  it("asks before work is lost, and gives focus back to the control that asked when the author keeps it", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Half a tutorial.");

    const remove = page
      .locator(".studio-section")
      .first()
      .getByRole("button", { name: /^Remove Section 1/ });
    const removeId = (await remove.getAttribute("id"))!;
    await remove.click();
    await expect.poll(() => focusedId(page)).toBe(`${removeId}-yes`);
    const question = page.getByRole("group", { name: "Remove Section 1 and its block?" });
    await question.getByRole("button", { name: "Keep it" }).click();
    await expect.poll(() => focusedId(page)).toBe(removeId);
    expect(await page.getByLabel("Paragraph text").inputValue()).toBe("Half a tutorial.");

    await page.getByRole("button", { name: "Back to my posts" }).click();
    await expect.poll(() => focusedId(page)).toBe("post-leave-yes");
    await page.getByRole("button", { name: "Stay here" }).click();
    await expect.poll(() => focusedId(page)).toBe("post-back");
    await page.getByRole("button", { name: "Back to my posts" }).click();
    await page.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForSelector("#post-list-title");
    await close();
  });

  it("refuses an address another author has or the site reserves, with the reason beside the field", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slugField = page.getByLabel("Address (slug)");
    const slugError = page.locator("#post-slug-error");
    await page.getByLabel("Short title for lists").fill("Trying to take another author's address");
    await slugField.fill("soil-moisture-automatic-irrigation");

    // An empty paragraph is never saved, so the post has no content yet: the author lands in it.
    await save(page);
    await expect.poll(() => page.locator("#post-editor-error").textContent()).toContain("Write some content before saving");
    const paragraph = page.locator(".studio-block").first().getByLabel("Paragraph text");
    await expect.poll(() => focusedId(page)).toBe(await paragraph.getAttribute("id"));
    await paragraph.fill("Someone else's topic.");

    // author-guest publishes this demo post; it is only read here, never written.
    await slugField.fill("soil-moisture-automatic-irrigation");
    await save(page);
    await expect.poll(() => slugError.textContent(), { timeout: 20_000 }).toContain("Another author already publishes");
    expect(await slugField.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => focusedId(page)).toBe("post-slug");

    await slugField.fill("about");
    await save(page);
    await expect.poll(() => slugError.textContent(), { timeout: 20_000 }).toContain("the site already uses");

    // The form is checked as the author types, before anything is sent.
    await slugField.fill("Not A Slug");
    expect(await slugError.textContent()).toContain("lower-case letters");

    const demo = await fetch(`${base}/soil-moisture-automatic-irrigation`);
    expect(demo.status).toBe(200);
    expect(await demo.text()).toContain("Automatic Plant Watering");
    await close();
  });

  it("tells a signed-in account that is not an author so, plainly, and lets it sign out", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, PHONE);
    await signIn(page, { email: reader.email, password: "not-the-password" });
    await expect.poll(() => page.locator("#signin-error").textContent(), { timeout: 20_000 }).toMatch(/password/i);
    expect(await page.locator("#signin-error").textContent()).not.toContain("auth/");

    await page.fill("#signin-password", reader.password);
    await page.locator(".studio-signin-form").getByRole("button", { name: "Sign in" }).click();
    const heading = page.getByRole("heading", { name: "This account is not one of the site's authors" });
    await heading.waitFor({ timeout: 20_000 });
    expect(await page.locator(".studio-not-author").textContent()).toContain(reader.email);
    expect(await page.getByRole("button", { name: "New post" }).count()).toBe(0);

    await page.locator(".studio-not-author").getByRole("button", { name: "Sign out" }).click();
    await page.waitForSelector("#signin-email");
    expect(await page.locator(".studio-signin").textContent()).toContain("You have signed out.");
    await close();
  });

  it("shows the list admin the project lists to edit", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await signIn(page, author);
    await page.getByRole("button", { name: "Project lists" }).click();
    await page.getByLabel("List", { exact: true }).selectOption("esp32-projects");
    await page.getByRole("button", { name: "Open the list" }).click();
    await page.waitForSelector("#list-entries-title", { timeout: 20_000 });
    expect(await page.locator("#list-entries-title").textContent()).toContain("ESP32 Projects");
    expect(await page.locator(".studio-entry").count()).toBeGreaterThan(0);
    // Nothing is saved: the demo lists stay as other tests expect them.
    await close();
  });
});
