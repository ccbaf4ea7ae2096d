import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { addBlock, author, deleteOwnPost, freshSlug, openNewPost, save, signIn, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

// Issue 18: the studio never loses an author's work.

/** Every write the studio sends to its posts API, as "METHOD /path". */
function postWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/studio/posts") && request.method() !== "GET") writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

/** The working copies this page's studio has kept in localStorage. */
const keptCopies = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("studio-working-copy:"))
      .map((key) => localStorage.getItem(key) ?? ""),
  );

const saveStatus = (page: Page) => page.locator(".studio-save-status").textContent();

/** Writes the least a post needs to be saved. */
async function fillPost(page: Page, slug: string, title: string) {
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByLabel("Short title for lists").fill(title);
  await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Wire the LED to pin 13.");
}

describe("the studio keeps the author's work", () => {
  it("never saves on Enter in a one-line field, and offers the typed work back after a reload", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio/new`, DESKTOP);
    const writes = postWrites(page);
    await signIn(page, author);
    // The address opens the editor straight away, once the author is signed in.
    await page.waitForSelector("#post-slug", { timeout: 20_000 });
    expect(await page.locator("#post-editor-title").textContent()).toBe("New post");
    const slug = freshSlug("enter");
    const title = `Enter must not publish ${slug}`;
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Address (slug)").press("Enter");
    await page.getByLabel("Short title for lists").fill(title);
    await page.getByLabel("Short title for lists").press("Enter");
    await page.getByLabel("Heading and browser title").fill("A search title");
    await page.getByLabel("Heading and browser title").press("Enter");
    await page.getByLabel("Draft: only you can see it").uncheck();
    await page.getByLabel("Short title for lists").press("Enter");
    // The working copy is kept a moment after the last change, well after anything Enter could have sent.
    await expect.poll(() => keptCopies(page), { timeout: 10_000 }).toEqual([expect.stringContaining(title)]);
    expect(writes).toEqual([]);
    expect(await page.locator("#post-title").inputValue()).toBe(title);

    await page.reload();
    // Firebase keeps the sign-in across the reload; the address brings back the editor.
    const restore = page.getByRole("button", { name: /^Restore unsaved changes from \d{2}:\d{2}$/ });
    await restore.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/studio/new");
    await restore.click();
    await expect.poll(() => page.locator("#post-title").inputValue()).toBe(title);
    expect(await page.locator("#post-slug").inputValue()).toBe(slug);
    expect(await page.getByLabel("Draft: only you can see it").isChecked()).toBe(false);
    expect(await page.locator(".studio-savebar").textContent()).toContain("Unsaved changes");

    // Leaving without saving keeps the copy for next time; nothing was ever published.
    await page.getByRole("button", { name: "Back to my posts" }).click();
    await page.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForSelector(".studio-posts", { timeout: 20_000 });
    expect(await page.locator(".studio-posts tr", { hasText: `/${slug}` }).count()).toBe(0);
    expect(writes).toEqual([]);
    expect((await fetch(`${base}/${slug}`)).status).toBe(404);
    expect(await keptCopies(page)).toEqual([expect.stringContaining(title)]);

    // Discarding lets it go.
    await page.getByRole("button", { name: "New post" }).click();
    await page.getByRole("button", { name: "Discard them" }).click();
    expect(await page.locator("#post-title").inputValue()).toBe("");
    expect(await keptCopies(page)).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("saves with Ctrl+S, gives the post its own address, and a reload there returns to the same post", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    expect(new URL(page.url()).pathname).toBe("/studio/new");
    const slug = freshSlug("address");
    await fillPost(page, slug, "A post with an address of its own");
    await page.getByLabel("Short title for lists").press("Control+s");
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toContain("only you can see it");
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/studio/posts/${slug}`);
    // A saved post leaves no working copy behind.
    expect(await keptCopies(page)).toEqual([]);

    await page.reload();
    await expect.poll(() => page.locator("#post-slug").inputValue(), { timeout: 20_000 }).toBe(slug);
    expect(await page.locator("#post-editor-title").textContent()).toBe("Edit post");
    expect(await page.locator("#post-title").inputValue()).toBe("A post with an address of its own");
    expect(await page.getByRole("button", { name: /^Restore unsaved changes/ }).count()).toBe(0);

    // Back goes to where the author came from: the list of posts.
    await page.goBack();
    await page.waitForSelector("#post-list-title");
    expect(new URL(page.url()).pathname).toBe("/studio");
    await page.goForward();
    await expect.poll(() => page.locator("#post-slug").inputValue(), { timeout: 20_000 }).toBe(slug);

    await deleteOwnPost(page, slug);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("keeps unsaved work through a sign-out, to restore after signing in again", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    await page.getByLabel("Short title for lists").fill("Written before signing out");
    await page.locator(".studio-account").getByRole("button", { name: "Sign out" }).click();
    await page.waitForSelector("#signin-email");
    expect(await keptCopies(page)).toEqual([expect.stringContaining("Written before signing out")]);
    await signIn(page, author);
    // Still at /studio/new, the studio reopens the editor there and offers the work back.
    const restore = page.getByRole("button", { name: /^Restore unsaved changes from/ });
    await restore.waitFor({ timeout: 20_000 });
    await restore.click();
    expect(await page.locator("#post-title").inputValue()).toBe("Written before signing out");
    await close();
  });

  it("puts a removed block or section back where it was with Undo", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("First, the wiring.");
    const heading = await addBlock(page, "heading");
    await heading.getByLabel("Heading text").fill("Then the code");

    await page
      .locator(".studio-block")
      .first()
      .getByRole("button", { name: /^Remove block 1/ })
      .click();
    expect(await page.locator(".studio-block").count()).toBe(1);
    const notice = page.locator(".studio-removal");
    expect(await notice.textContent()).toContain("Block 1 removed from Section 1.");
    await notice.getByRole("button", { name: "Undo" }).click();
    expect(await page.locator(".studio-block").count()).toBe(2);
    expect(await page.locator(".studio-block").first().getByLabel("Paragraph text").inputValue()).toBe("First, the wiring.");
    expect(await page.locator(".studio-block").nth(1).getByLabel("Heading text").inputValue()).toBe("Then the code");

    await page.getByRole("button", { name: /^Remove Section 1/ }).click();
    await page.getByRole("button", { name: "Remove the section" }).click();
    expect(await page.locator(".studio-section").count()).toBe(0);
    expect(await notice.textContent()).toContain("Section 1 removed.");
    await notice.getByRole("button", { name: "Undo" }).click();
    expect(await page.locator(".studio-section").count()).toBe(1);
    expect(await page.locator(".studio-block").count()).toBe(2);
    expect(await page.locator(".studio-block").first().getByLabel("Paragraph text").inputValue()).toBe("First, the wiring.");
    expect(await notice.textContent()).toBe("");
    await close();
  });

  it("asks to sign in again over the editor when the site refuses the sign-in, and the save then goes on", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("signin-again");
    await fillPost(page, slug, "Saved after signing in again");
    // The site refuses the token twice: the one the studio had and the freshly minted one.
    let refused = 0;
    await page.route(`**/api/studio/posts/${slug}`, async (route) => {
      if (route.request().method() === "PUT" && refused < 2) {
        refused += 1;
        await route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: "Expired." }) });
      } else await route.continue();
    });
    await page.locator(".studio-savebar").getByRole("button", { name: /^Save/ }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in again to carry on" });
    await dialog.waitFor({ timeout: 20_000 });
    expect(refused).toBe(2);
    // The editor and the author's text stay under the dialog.
    expect(await page.locator("#post-title").inputValue()).toBe("Saved after signing in again");
    await dialog.getByLabel(`Password for ${author.email}`).fill(author.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toContain("only you can see it");
    expect(await dialog.count()).toBe(0);
    await deleteOwnPost(page, slug);
    await close();
  });

  it("keeps the author signed in through a 503 and tries again after Retry-After", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("unavailable");
    await fillPost(page, slug, "Saved once the site answers again");
    let unavailable = 0;
    await page.route(`**/api/studio/posts/${slug}`, async (route) => {
      if (route.request().method() === "PUT" && unavailable < 1) {
        unavailable += 1;
        await route.fulfill({
          status: 503,
          headers: { "retry-after": "1" },
          contentType: "application/json",
          body: JSON.stringify({ error: "The sign-in check is unavailable.", retryable: true }),
        });
      } else await route.continue();
    });
    await page.locator(".studio-savebar").getByRole("button", { name: /^Save/ }).click();
    await expect
      .poll(() => page.locator(".studio-waiting").textContent(), { timeout: 10_000 })
      .toContain("The site cannot check your sign-in just now.");
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toContain("only you can see it");
    expect(await page.locator(".studio-waiting").textContent()).toBe("");
    expect(await page.locator("#signin-email").count()).toBe(0);
    await deleteOwnPost(page, slug);
    await close();
  });

  it("shows the warnings a save answers with", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("warnings");
    await fillPost(page, slug, "Saved with something to check");
    // A stand-in answer: the real server warns only when its index lags, which a test cannot arrange.
    await page.route(`**/api/studio/posts/${slug}`, (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        headers: { etag: '"v1"' },
        body: JSON.stringify({ slug, draft: true, url: null, etag: '"v1"', warnings: ["The search index lags behind."] }),
      }),
    );
    await save(page);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toContain("One thing to check:");
    expect(await page.locator(".studio-save-status li").allTextContents()).toEqual(["The search index lags behind."]);
    await close();
  });

  it("restores an earlier version's content into a live post without taking it offline", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(page);
    const slug = freshSlug("restore-live");
    await fillPost(page, slug, "Restored while live");
    await save(page);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toContain("Created as a draft");

    // Published with new words: the version kept is the draft.
    await page.locator(".studio-block").first().getByLabel("Paragraph text").fill("Wire the LED to pin 12.");
    await page.getByLabel("Draft: only you can see it").uncheck();
    await save(page);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/published/i);
    expect((await fetch(`${base}/${slug}`)).status).toBe(200);

    await page.getByRole("button", { name: "Earlier versions" }).click();
    // The current version, then the draft it replaced.
    const versions = page.locator(".studio-revision-list li");
    await expect.poll(() => versions.count(), { timeout: 20_000 }).toBe(2);
    await versions
      .last()
      .getByRole("button", { name: /^Restore/ })
      .click();
    // The draft's words come back; the post's state and address stay, and the author is told so.
    await expect
      .poll(() => page.locator(".studio-block").first().getByLabel("Paragraph text").inputValue())
      .toBe("Wire the LED to pin 13.");
    expect(await page.getByLabel("Draft: only you can see it").isChecked()).toBe(false);
    expect(await page.getByLabel("Address (slug)").inputValue()).toBe(slug);
    await expect
      .poll(() => page.getByRole("status").allTextContents())
      .toContainEqual(expect.stringContaining("stays published"));

    await save(page);
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toMatch(/published/i);
    const live = await fetch(`${base}/${slug}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("Wire the LED to pin 13.");
    expect(problems).toEqual([]);
    await deleteOwnPost(page, slug);
    await close();
  });

  it("shows a save over a newer version what changed, and lets the author keep theirs or take the other", async () => {
    const first = await open(browser(), `${base}/studio`, DESKTOP);
    await openNewPost(first.page);
    const slug = freshSlug("conflict");
    await fillPost(first.page, slug, "Two tabs");
    await save(first.page);
    await expect.poll(() => saveStatus(first.page), { timeout: 20_000 }).toContain("Created as a draft");

    const second = await open(browser(), `${base}/studio/posts/${slug}`, DESKTOP);
    await signIn(second.page, author);
    await expect.poll(() => second.page.locator("#post-title").inputValue(), { timeout: 20_000 }).toBe("Two tabs");

    await first.page.getByLabel("Short title for lists").fill("Two tabs: the first one's title");
    await save(first.page);
    await expect.poll(() => saveStatus(first.page), { timeout: 20_000 }).toContain("Saved as a draft");

    // The second tab still edits the version it opened: its save meets the first tab's.
    const writes = postWrites(second.page);
    await second.page.getByLabel("Short title for lists").fill("Two tabs: the second one's title");
    await save(second.page);
    const conflict = second.page.locator(".studio-conflict");
    await conflict.waitFor({ timeout: 20_000 });
    expect(await conflict.getByRole("heading").textContent()).toBe("This post was changed elsewhere");
    const titleRow = await conflict.locator("tr", { hasText: "Title" }).textContent();
    expect(titleRow).toContain("Two tabs: the first one's title");
    expect(titleRow).toContain("Two tabs: the second one's title");
    // Nothing is lost while the author chooses: the text stays on screen.
    expect(await second.page.locator("#post-title").inputValue()).toBe("Two tabs: the second one's title");
    await conflict.getByRole("button", { name: "Keep mine" }).click();
    await expect.poll(() => saveStatus(second.page), { timeout: 20_000 }).toContain("Saved as a draft");
    expect(await conflict.count()).toBe(0);
    expect(writes).toEqual([`PUT /api/studio/posts/${slug}`, `PUT /api/studio/posts/${slug}`]);

    // The first tab's next save meets the second's; "Take theirs" loads it.
    await first.page.getByLabel("Short title for lists").fill("Two tabs: the first one again");
    await save(first.page);
    const firstConflict = first.page.locator(".studio-conflict");
    await firstConflict.waitFor({ timeout: 20_000 });
    await firstConflict.getByRole("button", { name: "Take theirs" }).click();
    expect(await first.page.locator("#post-title").inputValue()).toBe("Two tabs: the second one's title");
    await second.close();

    // Every save kept the version it replaced, newest first after the current one; restoring one is an ordinary save.
    await first.page.getByRole("button", { name: "Earlier versions" }).click();
    const versions = first.page.locator(".studio-revision-list li");
    await expect.poll(() => versions.count(), { timeout: 20_000 }).toBe(3);
    expect(await versions.first().textContent()).toContain("Two tabs: the second one's title");
    expect(await versions.nth(1).textContent()).toContain("Two tabs: the first one's title");
    expect(await versions.last().textContent()).toContain("“Two tabs”");
    await versions
      .last()
      .getByRole("button", { name: /^Preview/ })
      .click();
    // The revision is fetched before it shows: wait for the pane to say so, then for its page
    // (the live preview may still show an older render of the same title meanwhile).
    await expect
      .poll(() => first.page.locator("#studio-preview-title").textContent(), { timeout: 20_000 })
      .toContain("Preview of the version from");
    await expect.poll(() => first.page.locator(".studio-preview-page h1").textContent(), { timeout: 20_000 }).toBe("Two tabs");
    await versions
      .last()
      .getByRole("button", { name: /^Restore/ })
      .click();
    await expect.poll(() => first.page.locator("#post-title").inputValue()).toBe("Two tabs");
    await save(first.page);
    await expect.poll(() => saveStatus(first.page), { timeout: 20_000 }).toContain("Saved as a draft");

    // A deleted post waits in Deleted posts, and comes back from there.
    await deleteOwnPost(first.page, slug);
    await first.page.getByRole("button", { name: "Deleted posts" }).click();
    const trashed = first.page.locator(".studio-trash li", { hasText: `/${slug}` });
    await trashed.waitFor({ timeout: 20_000 });
    await trashed.getByRole("button", { name: /^Restore/ }).click();
    await first.page.getByRole("button", { name: "Open it" }).click();
    await expect.poll(() => first.page.locator("#post-title").inputValue(), { timeout: 20_000 }).toBe("Two tabs");
    await deleteOwnPost(first.page, slug);
    await first.close();
  });

  it("asks its new questions accessibly: the restore offer, Undo, the conflict choice and the sign-in dialog", async () => {
    const { page, close } = await open(browser(), `${base}/studio/new`, { ...DESKTOP, ...AXE_CONTEXT });
    await signIn(page, author);
    await page.waitForSelector("#post-slug", { timeout: 20_000 });
    const slug = freshSlug("axe");
    await fillPost(page, slug, "Asked accessibly");
    await expect.poll(() => keptCopies(page), { timeout: 10_000 }).toHaveLength(1);
    await page.reload();
    const restore = page.getByRole("button", { name: /^Restore unsaved changes from/ });
    await restore.waitFor({ timeout: 20_000 });
    // The offer takes focus, so the author meets it first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("restore-offer-yes");
    expect(await violations(page)).toEqual([]);
    await restore.click();

    await page
      .locator(".studio-block")
      .first()
      .getByRole("button", { name: /^Remove block 1/ })
      .click();
    const undo = page.locator(".studio-removal").getByRole("button", { name: "Undo" });
    await undo.waitFor();
    expect(await violations(page)).toEqual([]);
    await undo.click();

    // A stand-in server answers 412 with its own version, then 401 twice.
    const theirs = { title: "Their title", draft: true, pageData: [{ section: "intro", content: [{ p: "Their text." }] }] };
    const answers = [
      {
        status: 412,
        body: { error: "Changed elsewhere.", current: { post: theirs, etag: '"v2"', updated: new Date().toISOString() } },
      },
      { status: 401, body: { error: "Expired." } },
      { status: 401, body: { error: "Expired." } },
    ];
    await page.route(`**/api/studio/posts/${slug}`, async (route) => {
      const next = route.request().method() === "PUT" ? answers.shift() : undefined;
      if (next) await route.fulfill({ status: next.status, contentType: "application/json", body: JSON.stringify(next.body) });
      else await route.continue();
    });
    await save(page);
    const conflict = page.locator(".studio-conflict");
    await conflict.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("conflict-title");
    expect(await conflict.locator("tr", { hasText: "Title" }).textContent()).toContain("Their title");
    expect(await violations(page)).toEqual([]);

    await conflict.getByRole("button", { name: /^Keep mine/ }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in again to carry on" });
    await dialog.waitFor({ timeout: 20_000 });
    // The dialog is modal: focus is inside it.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    expect(await violations(page)).toEqual([]);
    await dialog.getByLabel(`Password for ${author.email}`).fill(author.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    // "Keep mine" goes on after signing in, with the stand-in's ETag: the real server has no such
    // post, so it answers that the post is gone, and the choice is offered again with nothing lost.
    await expect
      .poll(() => conflict.getByRole("heading").textContent(), { timeout: 20_000 })
      .toBe("This post has been deleted elsewhere");
    expect(await page.locator("#post-title").inputValue()).toBe("Asked accessibly");
    await close();
  });
});
