import { Hono } from "hono";
import type { BrowserContextOptions, Page, Route } from "playwright-core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, inject, it } from "vitest";
import { QuestionsSection } from "../../client/components/QuestionsSection";
import { emptyQuestion, QUESTION_FIELDS, TURNSTILE_ORIGIN, type PublicQuestion } from "../../client/data/questions";
import type { AppEnv } from "../../worker/app-env";
import type { SiteConfig } from "../../worker/config";
import { postPolicy } from "../../worker/middleware/security-headers";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, PHONE, hydrated, sharedBrowser } from "./browser";

// Issue 33, the page side in Chromium: the "Questions" section's plain form without
// JavaScript, the island that loads only once the form is used, its answers (the server side
// is stood in for with page.route until it is merged), no CSP violation, axe.

const base = inject("baseUrl");
const browser = sharedBrowser();

const SLUG = "esp32-weather-station";
const ISLAND = '[data-island="QuestionForm"]';
const HOSTILE = `<img src=x onerror="document.title='owned'"><script>document.title='owned'</script> javascript:alert(1)`;

interface Watched {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions. */
  problems: string[];
  /** Every address the page requested. */
  requests: string[];
  /** The Content-Security-Policy violations the page reported. */
  cspViolations: () => Promise<string[]>;
  close: () => Promise<void>;
}

/** Opens the post in a fresh context that records its requests, problems and CSP violations from the start. */
async function openPost(options: BrowserContextOptions = DESKTOP, path = `/${SLUG}`): Promise<Watched> {
  const context = await browser().newContext(options);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${base}${path}`);
  return {
    page,
    problems,
    requests,
    cspViolations: () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []),
    close: () => context.close(),
  };
}

/** Stands in for the server's JSON answer to the island's post, recording what the island sent. */
function answerPosts(
  page: Page,
  reply: (body: Record<string, string>) => { status: number; body: unknown; headers?: Record<string, string> },
) {
  const sent: Record<string, string>[] = [];
  void page.route(`${base}/${SLUG}/questions`, async (route: Route) => {
    const request = route.request();
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    const body = JSON.parse(request.postData() ?? "{}") as Record<string, string>;
    sent.push(body);
    const answer = reply(body);
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: answer.headers ?? {},
      body: JSON.stringify(answer.body),
    });
  });
  return sent;
}

/** Uses the form (focus in its first field), which loads and hydrates the island. */
async function startUsing(page: Page) {
  await page.focus("#question-name");
  await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`, { timeout: 20_000 });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("the Questions section without JavaScript", () => {
  it("is a plain form that posts to the post's questions address", async () => {
    const { page, close } = await openPost({ ...PHONE, javaScriptEnabled: false });
    const form = page.locator("#questions form");
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.getAttribute("action")).toBe(`/${SLUG}/questions`);
    expect(await page.getByRole("heading", { name: /^Questions \(\d+\)$/ }).isVisible()).toBe(true);
    for (const label of ["Your name", "Which step? (optional)", "Your question"])
      expect(await page.getByLabel(label).isVisible(), label).toBe(true);
    expect(await page.getByLabel("Which step? (optional)").locator("option").allTextContents()).toContain("Wiring the BME280");
    // The bot trap is out of sight and out of the tab order.
    const trap = await page.locator('input[name="website"]').boundingBox();
    expect(trap!.x + trap!.width).toBeLessThanOrEqual(0);
    await page.focus("#question-name");
    const order: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press("Tab");
      order.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || ""));
    }
    expect(order).toEqual(["question-step", "question-text", "Send question"]);
    expect(await page.getByRole("button", { name: "Send question" }).isVisible()).toBe(true);
    await close();
  });
});

describe("the question form's island", () => {
  it("loads nothing of its own until the reader starts using the form, then hydrates", async () => {
    const { page, requests, problems, cspViolations, close } = await openPost();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const islandChunk = (url: string) => /\/assets\/QuestionForm-[\w-]+\.js$/.test(url);
    expect(requests.filter(islandChunk)).toEqual([]);
    expect(await page.locator(ISLAND).getAttribute("data-hydrated")).toBeNull();
    // Scrolling past and reading it is not using it.
    await page.locator("#questions").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    expect(requests.filter(islandChunk)).toEqual([]);

    await startUsing(page);
    expect(requests.filter(islandChunk)).toHaveLength(1);
    expect(await focusedId(page)).toBe("question-name");
    expect(problems).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it("keeps what the reader typed while its code was still on the way", async () => {
    const { page, close } = await openPost();
    await hydrated(page);
    // Hold the island's chunk until the reader has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/QuestionForm-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.fill("#question-name", "Ada");
    await page.selectOption("#question-step", { label: "Wiring the BME280" });
    await page.fill("#question-text", "Does the BME280 need pull-ups?\nMine reads 0.");
    release();
    await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`, { timeout: 20_000 });
    expect(await page.inputValue("#question-name")).toBe("Ada");
    expect(await page.inputValue("#question-text")).toBe("Does the BME280 need pull-ups?\nMine reads 0.");
    expect(await page.locator("#question-step option:checked").textContent()).toBe("Wiring the BME280");
    await close();
  });

  it("sends JSON without leaving the page, shows the private link and clears the question", async () => {
    const { page, problems, cspViolations, close } = await openPost(PHONE);
    await hydrated(page);
    const sent = answerPosts(page, () => ({
      status: 201,
      body: {
        ok: true,
        message: "Thank you: your question waits for the author's approval.",
        link: "/questions/Tq0mL7VxAq9yZ2Wc3Rb8dE",
      },
    }));
    await startUsing(page);
    await page.fill("#question-name", "Ada");
    await page.selectOption("#question-step", { label: "Wiring the BME280" });
    await page.fill("#question-text", "Which address does the BME280 use?");
    await page.getByRole("button", { name: "Send question" }).click();
    const notice = page.locator("#questions .notice--success");
    await expect.poll(() => notice.textContent()).toContain("waits for the author's approval");
    expect(await notice.locator("a").getAttribute("href")).toBe("/questions/Tq0mL7VxAq9yZ2Wc3Rb8dE");
    expect(sent).toEqual([
      { name: "Ada", step: "wiring-the-bme280", question: "Which address does the BME280 use?", website: "" },
    ]);
    expect(page.url()).toBe(`${base}/${SLUG}`);
    expect(await page.inputValue("#question-text")).toBe("");
    expect(await page.inputValue("#question-step")).toBe("");
    // The answer is where focus goes, so it is read out.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("form-notice"))).toBe(true);
    expect(problems).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });

  it("keeps the text and names the problem beside the field when the server refuses", async () => {
    const { page, close } = await openPost();
    await hydrated(page);
    answerPosts(page, () => ({
      status: 400,
      body: { ok: false, message: "Please check your question.", errors: { text: "A question may hold at most 2 links." } },
    }));
    await startUsing(page);
    await page.fill("#question-name", "Ada");
    await page.fill("#question-text", "See https://a.example https://b.example https://c.example");
    await page.getByRole("button", { name: "Send question" }).click();
    await expect.poll(() => focusedId(page)).toBe("question-text");
    expect(await page.locator("#question-text-error").textContent()).toBe("A question may hold at most 2 links.");
    expect(await page.getAttribute("#question-text", "aria-invalid")).toBe("true");
    expect(await page.getAttribute("#question-text", "aria-describedby")).toContain("question-text-error");
    expect(await page.locator("#questions .form-notice").textContent()).toContain("Your text is still here.");
    expect(await page.inputValue("#question-text")).toBe("See https://a.example https://b.example https://c.example");
    await close();
  });

  it.each([
    [429, "Please wait 30 seconds"],
    [503, "try again in 30 seconds"],
  ])("answers %i politely: when to try again, the text kept, the button waiting", async (status, words) => {
    const { page, close } = await openPost();
    await hydrated(page);
    answerPosts(page, () => ({ status, body: { ok: false, message: "Busy" }, headers: { "retry-after": "30" } }));
    await startUsing(page);
    await page.fill("#question-name", "Ada");
    await page.fill("#question-text", "Is 3.3 V enough?");
    await page.getByRole("button", { name: "Send question" }).click();
    const notice = page.locator("#questions .notice--error");
    await expect.poll(() => notice.textContent()).toContain(words);
    expect(await page.getAttribute("#questions .form-notice", "aria-live")).toBe("polite");
    expect(await page.getByRole("button", { name: "Send question" }).isDisabled()).toBe(true);
    expect(await page.inputValue("#question-text")).toBe("Is 3.3 V enough?");
    await close();
  });

  it("shows hostile text from an answer as text, with no CSP violation", async () => {
    const { page, problems, cspViolations, close } = await openPost();
    await hydrated(page);
    answerPosts(page, () => ({ status: 400, body: { ok: false, message: HOSTILE, errors: { name: HOSTILE } } }));
    await startUsing(page);
    await page.fill("#question-name", HOSTILE);
    await page.fill("#question-text", HOSTILE);
    await page.getByRole("button", { name: "Send question" }).click();
    await expect.poll(() => page.locator("#question-name-error").textContent()).toBe(HOSTILE);
    expect(await page.locator("#questions .form-notice").textContent()).toContain(HOSTILE);
    expect(await page.locator("#questions img, #questions script").count()).toBe(0);
    expect(await page.title()).not.toBe("owned");
    expect(problems.filter((problem) => !problem.includes("status of 400"))).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  });
});

describe("approved questions in Chromium", () => {
  const questions: PublicQuestion[] = [
    {
      id: "q1",
      name: '"><img src=x onerror="document.title=\'owned\'">',
      text: `${HOSTILE}\n<a href="javascript:document.title='owned'">click</a>\nhttps://evil.example/boards`,
      step: { id: "wiring-the-bme280", title: "Wiring the BME280" },
      createdAt: "2026-11-20T10:15:00.000Z",
      answer: { text: "Use 0x76.\n<b onmouseover=alert(1)>x</b>", by: "Priya Raman", at: "2026-11-21T08:00:00.000Z" },
    },
  ];

  it("stay inert text under the site's CSP, with their step linking to its heading", async () => {
    // Until the server side loads approved questions, the section the page would have with
    // them (the same component, on the server's real answer and its headers) stands in.
    const section = renderToStaticMarkup(
      createElement(QuestionsSection, {
        questions,
        form: {
          action: `/${SLUG}/questions`,
          steps: [],
          turnstileSiteKey: null,
          values: emptyQuestion,
          errors: {},
          notice: null,
        },
      }),
    );
    const context = await browser().newContext(DESKTOP);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await page.route(`${base}/${SLUG}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<section id="questions"[\s\S]*?<\/section>/, section);
      expect(body).toContain("question-q1");
      await route.fulfill({ response, body });
    });
    await page.goto(`${base}/${SLUG}`);
    await hydrated(page);
    const item = page.locator("#question-q1");
    expect(await item.locator(".question-name").textContent()).toBe(questions[0]!.name);
    expect(await item.locator(".question-text").first().textContent()).toBe(questions[0]!.text);
    expect(await item.locator("img, script, b").count()).toBe(0);
    expect(await item.locator("a").count()).toBe(1);
    await item.getByRole("link", { name: "Wiring the BME280" }).click();
    expect(new URL(page.url()).hash).toBe("#wiring-the-bme280");
    expect(await page.locator("#wiring-the-bme280").isVisible()).toBe(true);
    // Line breaks show as breaks: the reader's newlines are kept by the stylesheet.
    expect(
      await item
        .locator(".question-text")
        .first()
        .evaluate((element) => getComputedStyle(element).whiteSpace),
    ).toBe("pre-wrap");
    expect(await page.title()).not.toBe("owned");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await context.close();
  });
});

describe("Turnstile on the form, when the site has a site key", () => {
  const SITE_KEY = "1x00000000000000000000AA";
  /** A stand-in for Turnstile's script (tests have no network): a widget that puts a token in the form. */
  const FAKE_TURNSTILE = `(() => {
    let issued = 0;
    const widgets = [];
    window.turnstile = {
      render(container, options) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = "cf-turnstile-response";
        input.value = "token-" + ++issued;
        container.appendChild(input);
        widgets.push(input);
        window.turnstileOptions = options;
        return "widget-" + widgets.length;
      },
      reset(id) {
        widgets[Number(id.slice(7)) - 1].value = "token-" + ++issued;
      },
    };
  })();`;

  /** The post page's policy with a site key, from the worker's own middleware. */
  async function policyWithTurnstile(): Promise<string> {
    const config = {
      site: { name: "Circuit Campus", url: base },
      turnstile: { siteKey: SITE_KEY, secretKey: "1x0000000000000000000000000000000AA" },
    } as SiteConfig;
    const app = new Hono<AppEnv>()
      .use((c, next) => {
        c.set("config", config);
        return next();
      })
      .use(postPolicy)
      .get("/", (c) => c.text(""));
    const policy = (await app.request("/")).headers.get("content-security-policy");
    expect(policy).toContain(TURNSTILE_ORIGIN);
    return policy!;
  }

  it("loads Turnstile's script only once the form is used, and sends its token with the question", async () => {
    const section = renderToStaticMarkup(
      createElement(QuestionsSection, {
        questions: [],
        form: {
          action: `/${SLUG}/questions`,
          steps: [],
          turnstileSiteKey: SITE_KEY,
          values: emptyQuestion,
          errors: {},
          notice: null,
        },
      }),
    );
    const policy = await policyWithTurnstile();
    const context = await browser().newContext(DESKTOP);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    await page.route(`${TURNSTILE_ORIGIN}/**`, (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_TURNSTILE });
    });
    await page.route(`${base}/${SLUG}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<section id="questions"[\s\S]*?<\/section>/, section);
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-security-policy": policy } });
    });
    const sent = answerPosts(page, () => ({
      status: 201,
      body: { ok: true, message: "Thank you.", link: "/questions/Tq0mL7VxAq9yZ2Wc3Rb8dE" },
    }));
    await page.goto(`${base}/${SLUG}`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(await page.locator(`.cf-turnstile[data-sitekey="${SITE_KEY}"]`).count()).toBe(1);
    expect(scripts).toEqual([]);

    await startUsing(page);
    await expect.poll(() => page.locator(`input[name="${QUESTION_FIELDS.turnstile}"]`).count()).toBe(1);
    expect(scripts).toEqual([`${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`]);
    expect(await page.evaluate(() => (window as unknown as { turnstileOptions: unknown }).turnstileOptions)).toEqual({
      sitekey: SITE_KEY,
      action: "question",
    });
    await page.fill("#question-name", "Ada");
    await page.fill("#question-text", "Is the widget in the way?");
    await page.getByRole("button", { name: "Send question" }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ [QUESTION_FIELDS.turnstile]: "token-1" });
    // A token is good for one try: the widget gives the next question a fresh one.
    await expect.poll(() => page.inputValue(`input[name="${QUESTION_FIELDS.turnstile}"]`)).toBe("token-2");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await context.close();
  });
});

describe("the Questions section and axe-core", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`has no violations with the form in use and a refusal shown, in the ${colorScheme} theme`, async () => {
      const { page, close } = await openPost({ ...DESKTOP, ...AXE_CONTEXT, colorScheme });
      await hydrated(page);
      answerPosts(page, () => ({
        status: 400,
        body: { ok: false, message: "Please check your question.", errors: { name: "Please give a name.", text: "Too long." } },
      }));
      await startUsing(page);
      await page.fill("#question-name", " ");
      await page.fill("#question-text", "x");
      await page.getByRole("button", { name: "Send question" }).click();
      await expect.poll(() => page.locator("#question-name-error").count()).toBe(1);
      expect(await violations(page)).toEqual([]);
      await close();
    });
  }
});
