import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { QuestionState } from "../../client/data/questions";
import type { StudioQuestion } from "../../client/data/questions";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { author, focusedId, signIn, unexpected } from "./studio-pages";

// Issue 33's moderation screen in the studio. The moderation API is the server side's (not on
// this branch yet): a stand-in with page.route keeps the questions in memory and records each
// call, the way the real API is specified (GET ?state= with counts, POST {action, text?}).

const base = inject("baseUrl");
const browser = sharedBrowser();

const HOSTILE = "<img src=x onerror=\"document.title='owned'\"> javascript:alert(1)";

function seed(): StudioQuestion[] {
  return [
    {
      id: "q-ada",
      slug: "esp32-weather-station",
      name: "Ada",
      text: "Which I2C address does the BME280 use?\nMine is not found. Mail me at ada@example.org",
      step: { id: "wiring-the-bme280", title: "Wiring the BME280" },
      state: "waiting",
      createdAt: "2026-11-25T09:00:00.000Z",
    },
    {
      id: "q-bot",
      slug: "arduino-blink-led-tutorial",
      name: "Cheap boards",
      text: HOSTILE,
      state: "waiting",
      createdAt: "2026-11-26T09:00:00.000Z",
    },
    {
      id: "q-grace",
      slug: "arduino-blink-led-tutorial",
      name: "Grace",
      text: "Does it work on a Nano?",
      state: "published",
      createdAt: "2026-11-20T09:00:00.000Z",
      answer: { text: "Yes, on pin 13 too.", by: "Demo Author", at: "2026-11-21T09:00:00.000Z" },
    },
  ];
}

/** The stand-in moderation API: the questions in memory and every POST it was sent. */
async function standIn(page: Page) {
  const questions = seed();
  const calls: { id: string; body: unknown }[] = [];
  const counts = () =>
    Object.fromEntries(
      (["waiting", "published", "spam"] as QuestionState[]).map((state) => [
        state,
        questions.filter((question) => question.state === state).length,
      ]),
    );
  await page.route(
    (url) => url.pathname.startsWith("/api/studio/questions"),
    async (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      expect(request.headers().authorization).toMatch(/^Bearer /);
      if (request.method() === "GET") {
        const state = url.searchParams.get("state") as QuestionState;
        const body = { questions: questions.filter((question) => question.state === state), counts: counts() };
        return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
      }
      const id = decodeURIComponent(url.pathname.split("/").at(-1)!);
      const body = JSON.parse(request.postData() ?? "{}") as { action: string; text?: string };
      calls.push({ id, body });
      const at = questions.findIndex((question) => question.id === id);
      const question = questions[at];
      if (!question)
        return route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"No such question."}' });
      if (body.action === "approve") question.state = "published";
      if (body.action === "spam") question.state = "spam";
      if (body.action === "edit") question.text = body.text!;
      if (body.action === "answer") {
        question.answer = { text: body.text!, by: "Demo Author", at: "2026-11-27T10:00:00.000Z" };
        question.state = "published";
      }
      if (body.action === "delete") questions.splice(at, 1);
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true }) });
    },
  );
  return { calls, questions };
}

const card = (page: Page, name: string) => page.locator(".studio-question", { hasText: `From ${name} on` });

describe("the studio's readers' questions", () => {
  it("keeps the first screen still while the count comes: New post stays where the pointer aims", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    // The count answers late, after the list of posts is on the screen.
    let answer: (() => void) | null = null;
    await page.route(
      (url) => url.pathname === "/api/studio/questions",
      async (route: Route) => {
        await new Promise<void>((resolve) => (answer = resolve));
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ questions: [], counts: { waiting: 3, published: 0, spam: 0 } }),
        });
      },
    );
    await signIn(page, author);
    const newPost = page.getByRole("button", { name: "New post" });
    await newPost.waitFor();
    const waiting = page.locator(".studio-questions-waiting");
    expect(await waiting.textContent()).toContain("Questions waiting: …");
    const before = await newPost.boundingBox();
    await expect.poll(() => answer !== null).toBe(true);
    answer!();
    await expect.poll(() => waiting.textContent()).toContain("Questions waiting: 3");
    expect(await newPost.boundingBox()).toEqual(before);
    await close();
  });

  it("counts the waiting questions on the first screen and leads to them", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await standIn(page);
    await signIn(page, author);
    const waiting = page.locator(".studio-questions-waiting");
    await expect.poll(() => waiting.textContent(), { timeout: 20_000 }).toContain("Questions waiting: 2");
    expect(await page.getByRole("button", { name: "Questions", exact: true }).isVisible()).toBe(true);
    await waiting.getByRole("button", { name: "Review the questions" }).click();
    await expect.poll(() => focusedId(page)).toBe("questions-view-title");
    expect(await page.getByRole("button", { name: "Waiting (2)" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(".studio-question").count()).toBe(2);
    const ada = card(page, "Ada");
    expect(await ada.locator("h3").textContent()).toBe("From Ada on /esp32-weather-station");
    expect(await ada.textContent()).toContain("About: Wiring the BME280");
    expect(await ada.locator(".studio-question-text").textContent()).toContain("\nMine is not found.");
    expect(await ada.getByRole("link", { name: "Open the post" }).getAttribute("href")).toBe("/esp32-weather-station");
    // A reader's markup is text here too.
    const bot = card(page, "Cheap boards");
    expect(await bot.locator(".studio-question-text").textContent()).toBe(HOSTILE);
    expect(await bot.locator("img").count()).toBe(0);
    expect(await page.title()).not.toBe("owned");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("approves, answers, edits, marks as spam and deletes, each through the API, and the lists follow", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, DESKTOP);
    const { calls } = await standIn(page);
    await signIn(page, author);
    await page.getByRole("button", { name: /^Questions/ }).click();
    await card(page, "Ada").waitFor({ timeout: 20_000 });

    // Edit the reader's text to take out an e-mail address.
    await card(page, "Ada")
      .getByRole("button", { name: /^Edit the text/ })
      .click();
    await expect.poll(() => focusedId(page)).toBe("studio-question-q-ada-editor");
    const editor = page.getByLabel("The question's text");
    expect(await editor.inputValue()).toContain("ada@example.org");
    await editor.fill("Which I2C address does the BME280 use?\nMine is not found.");
    await page.getByRole("button", { name: "Save the text" }).click();
    await expect.poll(() => card(page, "Ada").locator(".studio-question-text").textContent()).not.toContain("ada@");
    expect(calls.at(-1)).toEqual({
      id: "q-ada",
      body: { action: "edit", text: "Which I2C address does the BME280 use?\nMine is not found." },
    });
    await expect.poll(() => focusedId(page)).toBe("studio-question-q-ada");

    // Mark the hostile one as spam: it leaves the list, focus goes to the next question.
    await card(page, "Cheap boards").getByRole("button", { name: /^Spam/ }).click();
    await expect.poll(() => card(page, "Cheap boards").count()).toBe(0);
    expect(calls.at(-1)).toEqual({ id: "q-bot", body: { action: "spam" } });
    await expect.poll(() => focusedId(page)).toBe("studio-question-q-ada");
    await expect.poll(() => page.getByRole("status").allTextContents()).toContainEqual(expect.stringContaining("marked as spam"));

    // Approve Ada's: the waiting list is empty, the counts follow.
    await card(page, "Ada")
      .getByRole("button", { name: /^Approve/ })
      .click();
    await expect.poll(() => page.getByText("No questions are waiting for you.").isVisible()).toBe(true);
    expect(calls.at(-1)).toEqual({ id: "q-ada", body: { action: "approve" } });
    expect(await page.getByRole("button", { name: "Waiting (0)" }).isVisible()).toBe(true);
    await expect.poll(() => focusedId(page)).toBe("questions-view-title");

    // Published: answer Ada's; the link goes to the question on the page.
    await page.getByRole("button", { name: "Published (2)" }).click();
    await card(page, "Ada").waitFor();
    expect(await card(page, "Ada").getByRole("link", { name: "See it on the page" }).getAttribute("href")).toBe(
      "/esp32-weather-station#question-q-ada",
    );
    await card(page, "Ada")
      .getByRole("button", { name: /^Answer/ })
      .click();
    await page.getByLabel("Your answer to Ada").fill("0x76 when SDO is low,\n0x77 when it is high.");
    await page.getByRole("button", { name: "Save the answer" }).click();
    await expect.poll(() => card(page, "Ada").locator(".studio-question-answer").textContent()).toContain("0x76 when SDO is low");
    expect(calls.at(-1)).toEqual({
      id: "q-ada",
      body: { action: "answer", text: "0x76 when SDO is low,\n0x77 when it is high." },
    });

    // Delete asks first; keeping it returns focus to Delete, confirming deletes it.
    const grace = card(page, "Grace");
    await grace.getByRole("button", { name: /^Delete/ }).click();
    await expect.poll(() => focusedId(page)).toBe("studio-question-q-grace-delete-yes");
    await grace.getByRole("button", { name: "Keep it" }).click();
    await expect.poll(() => focusedId(page)).toBe("studio-question-q-grace-delete");
    expect(calls.at(-1)?.body).not.toEqual({ action: "delete" });
    await grace.getByRole("button", { name: /^Delete/ }).click();
    await grace.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => card(page, "Grace").count()).toBe(0);
    expect(calls.at(-1)).toEqual({ id: "q-grace", body: { action: "delete" } });

    // Spam can be brought back.
    await page.getByRole("button", { name: "Spam (1)" }).click();
    await card(page, "Cheap boards")
      .getByRole("button", { name: /^Not spam: approve/ })
      .click();
    await expect.poll(() => card(page, "Cheap boards").count()).toBe(0);
    expect(calls.at(-1)).toEqual({ id: "q-bot", body: { action: "approve" } });
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it("says what went wrong beside the question, and keeps the author's words", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, DESKTOP);
    await standIn(page);
    // Another author's question, or one deleted meanwhile: the server answers 404.
    await page.route(
      (url) => url.pathname === "/api/studio/questions/q-ada",
      (route) => route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"No such question."}' }),
    );
    await signIn(page, author);
    await page.getByRole("button", { name: /^Questions/ }).click();
    await card(page, "Ada")
      .getByRole("button", { name: /^Answer/ })
      .click({ timeout: 20_000 });
    await page.getByLabel("Your answer to Ada").fill("Try 0x76.");
    await page.getByRole("button", { name: "Save the answer" }).click();
    await expect.poll(() => card(page, "Ada").getByRole("alert").textContent()).toContain("No such question.");
    expect(await page.getByLabel("Your answer to Ada").inputValue()).toBe("Try 0x76.");
    await close();
  });

  it("has no axe violations, with an answer being written", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, ...AXE_CONTEXT });
    await standIn(page);
    await signIn(page, author);
    await page.getByRole("button", { name: /^Questions/ }).click();
    await card(page, "Ada")
      .getByRole("button", { name: /^Answer/ })
      .click({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
    await close();
  });
});
