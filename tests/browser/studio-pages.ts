import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { demoAccounts } from "../../scripts/demo/accounts.mjs";

/** What the studio's browser tests share: the demo accounts and the steps every test takes. */

const accounts = demoAccounts({ authorIds: ["author-main", "author-guest"] });
export const author = accounts.find((account) => account.uid === "author-main")!;
export const reader = accounts.find((account) => account.uid === "reader-demo")!;
/** wrangler.toml's EDITOR_IDS and CONTRIBUTOR_IDS (issue 32, review before publishing). */
export const editor = accounts.find((account) => account.uid === "editor-demo")!;
export const contributor = accounts.find((account) => account.uid === "contributor-demo")!;

/** What the studio's one polite live region says now (announce.tsx). */
export const announced = (page: Page) => page.locator(".visually-hidden[aria-live=polite]").textContent();

/** A slug no demo post and no earlier run has: these tests never touch the demo posts. */
export const freshSlug = (what: string) => `studio-test-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * The studio's own problems. The browser reports every 4xx answer as a console error, and
 * the studio's expected refusals are not problems.
 */
export const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(problem));

export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Waits for the studio's own sign-in form (the studio is not an island, so no data-hydrated) and signs in. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.waitForSelector("#signin-email", { timeout: 20_000 });
  await page.fill("#signin-email", account.email);
  await page.fill("#signin-password", account.password);
  await page.locator(".studio-signin-form").getByRole("button", { name: "Sign in" }).click();
}

export async function openNewPost(page: Page) {
  await signIn(page, author);
  await page.getByRole("button", { name: "New post" }).click();
  await page.waitForSelector("#post-slug");
  // Opening the editor takes focus to its heading.
  await expect.poll(() => focusedId(page)).toBe("post-editor-title");
}

export async function save(page: Page) {
  await page.locator(".studio-savebar").getByRole("button", { name: /^Save/ }).click();
}

/** Adds a block of this kind to the first section and returns it. */
export async function addBlock(page: Page, kind: string): Promise<Locator> {
  const section = page.locator(".studio-section").first();
  await section.getByLabel("Kind of block to add").selectOption(kind);
  await section.getByRole("button", { name: /^Add the block/ }).click();
  return section.locator(".studio-block").last();
}

/** Deletes one of the test's own posts through the list, confirming the delete. */
export async function deleteOwnPost(page: Page, slug: string) {
  await page.getByRole("button", { name: "Back to my posts" }).click();
  const row = page.locator(".studio-posts tr", { hasText: `/${slug}` });
  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect.poll(() => focusedId(page)).toBe(`delete-yes-${slug}`);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect.poll(() => row.count()).toBe(0);
}
