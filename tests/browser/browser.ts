import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu"],
  });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, seen so far. */
  problems: string[];
  /** Resolves once no request the page made is still waiting for its answer. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

/** Opens a page in a fresh context and records every console error, warning and page error. */
export async function open(browser: Browser, url: string, options: BrowserContextOptions = DESKTOP): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  let pending = 0;
  page.on("request", () => (pending += 1));
  page.on("requestfinished", () => (pending -= 1));
  page.on("requestfailed", () => (pending -= 1));
  const settled = async () => {
    // A finished request's console message (a 404, say) arrives with its response.
    while (pending > 0) await page.waitForTimeout(25);
  };
  await page.goto(url);
  return { page, problems, settled, close: () => context.close() };
}

/** Resolves once every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector("body[data-hydrated='true']", { timeout: 20_000 });
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is only available inside tests.");
    return browser;
  };
}

/**
 * Pages opened once per test file and shared by tests that only read them: a test switches
 * the colour scheme with `page.emulateMedia` (the site's dark theme is pure CSS), which spares
 * a page load per theme. Tests that click, type or navigate open their own page.
 */
export function sharedPages(browser: () => Browser): (url: string, options?: BrowserContextOptions) => Promise<Page> {
  const opened = new Map<string, Promise<OpenedPage>>();
  afterAll(async () => {
    for (const page of opened.values()) await (await page).close();
  });
  return async (url, options = DESKTOP) => {
    const key = `${url} ${JSON.stringify(options)}`;
    let page = opened.get(key);
    if (!page) {
      page = open(browser(), url, options).then(async (loaded) => {
        await hydrated(loaded.page);
        return loaded;
      });
      opened.set(key, page);
    }
    const { page: shared, problems } = await page;
    if (problems.length) throw new Error(`The shared page ${url} reported problems: ${problems.join("; ")}`);
    return shared;
  };
}
