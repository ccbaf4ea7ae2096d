import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { topicPagePath } from "../../client/data/addresses";
import type { ListPageData } from "../../client/data/lists";
import { listCategories } from "../../client/data/lists";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser } from "./browser";
import { author, signIn, unexpected } from "./studio-pages";

const base = inject("baseUrl");
const browser = sharedBrowser();

/** How far the page reaches past the screen's right edge, with the widest culprits when it does. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const culprits =
      overflow > 0
        ? [...document.querySelectorAll<HTMLElement>("body *")]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
            // Where the overflow starts: the element sticks out and its parent does not.
            .filter((element) => element.parentElement!.getBoundingClientRect().right <= root.clientWidth + 1)
            .slice(0, 5)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}.${element.className} in ${element.parentElement!.className} (${element.getBoundingClientRect().right})`,
            )
        : [];
    return { overflow, culprits };
  });
}

async function fitsAt(page: Page, widths: number[], what: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await sideways(page), `${what} at ${width} px`).toEqual({ overflow: 0, culprits: [] });
  }
}

const PHONE_WIDTHS = [320, 390, 430];

describe("the header search box and the keyboard", () => {
  it("moves through the suggestions with Down and Up, closes them with Escape from the box or the button, focus back in the box", async () => {
    const { page, problems, close } = await open(browser(), `${base}/about`, DESKTOP);
    await hydrated(page);
    const box = page.locator("#site-search-q");
    await box.pressSequentially("esp32", { delay: 30 });
    const options = page.locator("#site-search-list [role='option']");
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    // A screen reader hears how many results there are.
    await expect.poll(() => page.locator(".site-search [role='status']").first().textContent()).toMatch(/^\d+ results?$/);

    await box.press("ArrowDown");
    const first = await options.nth(0).getAttribute("id");
    expect(await box.getAttribute("aria-activedescendant")).toBe(first);
    expect(await options.nth(0).getAttribute("aria-selected")).toBe("true");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    expect(await options.nth(0).getAttribute("aria-selected")).toBe("false");
    await box.press("ArrowUp");
    expect(await box.getAttribute("aria-activedescendant")).toBe(first);
    // Focus never left the box, and the typed text is kept.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("site-search-q");

    await box.press("Escape");
    const popup = page.locator(".search-popup");
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();
    expect(await box.inputValue()).toBe("esp32");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("site-search-q");

    // Down opens the list again; from the search button, Escape closes it and puts focus back in the box.
    await box.press("ArrowDown");
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.locator(".site-search-button").focus();
    expect(await popup.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("site-search-q");
    expect(problems).toEqual([]);
    await close();
  });

  it("opens the chosen suggestion with Enter", async () => {
    const { page, close } = await open(browser(), `${base}/about`, DESKTOP);
    await hydrated(page);
    const box = page.locator("#site-search-q");
    await box.pressSequentially("esp32", { delay: 30 });
    const options = page.locator("#site-search-list [role='option']");
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const href = (await options.nth(1).getAttribute("href"))!;
    await Promise.all([page.waitForURL(`${base}${href}`), box.press("Enter")]);
    await close();
  });

  it("shows its whole placeholder at every width where the box shows", async () => {
    const { page, close } = await open(browser(), `${base}/`, DESKTOP);
    await hydrated(page);
    for (const width of [320, 390, 768, 1024, 1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const fit = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>("#site-search-q")!;
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room, shown: input.getBoundingClientRect().width > 0 };
      });
      if (fit.shown) expect(fit.text, `at ${width} px`).toBeLessThanOrEqual(fit.room);
    }
    await close();
  });
});

describe("the studio", () => {
  it("without JavaScript says so once, with no loading line", async () => {
    const { page, close } = await open(browser(), `${base}/studio`, { ...DESKTOP, javaScriptEnabled: false });
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/Loading/);
    expect(text.match(/needs JavaScript/g)).toHaveLength(1);
    expect(await page.getByText(/needs JavaScript/).isVisible()).toBe(true);
    await close();
  });

  it("on a phone, fits every screen to the width, the post list as cards, and names the heading field", async () => {
    const { page, problems, close } = await open(browser(), `${base}/studio`, PHONE);
    await page.waitForSelector("#signin-email", { timeout: 20_000 });
    await fitsAt(page, PHONE_WIDTHS, "sign-in");
    await page.setViewportSize(PHONE.viewport);
    await signIn(page, author);

    // The post list: the reader's heading for each post, and cards instead of a wide table.
    const rows = page.locator(".studio-posts tbody tr");
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(5);
    expect(await page.locator(".studio-posts thead th").first().textContent()).toBe("Heading readers see");
    expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe("block");
    await fitsAt(page, PHONE_WIDTHS, "post list");

    // The editor of a demo post, whose heading (meta title) differs from its short title.
    await page.setViewportSize(PHONE.viewport);
    const row = page.locator(".studio-posts tr", { hasText: "/esp32-weather-station" });
    const heading = (await row.locator("th").evaluate((cell) => cell.firstChild?.textContent ?? ""))!;
    await row.getByRole("button", { name: /^Edit/ }).click();
    await page.waitForSelector("#post-slug");
    await expect.poll(() => page.inputValue("#post-slug")).toBe("esp32-weather-station");
    const headingField = page.getByLabel("Heading and browser title");
    expect(await headingField.inputValue()).toBe(heading);
    expect(await page.getByLabel("Short title for lists").inputValue()).not.toBe("");
    expect(await page.locator(".studio-reader-heading").textContent()).toContain(`Readers see the heading: ${heading}`);
    await fitsAt(page, PHONE_WIDTHS, "editor");

    // Deleted posts and the project lists.
    for (const tab of ["Deleted posts", "Project lists"]) {
      await page.setViewportSize(PHONE.viewport);
      await page.locator(".studio-nav").getByRole("button", { name: tab }).click();
      await expect.poll(() => page.locator(".studio-tab[aria-current='page']").textContent()).toBe(tab);
      await fitsAt(page, PHONE_WIDTHS, tab);
    }

    // A new post: the heading follows the short title until the heading field says otherwise.
    await page.setViewportSize(PHONE.viewport);
    await page.locator(".studio-nav").getByRole("button", { name: "My posts" }).click();
    await page.getByRole("button", { name: "New post" }).click();
    await page.waitForSelector("#post-slug");
    await page.getByLabel("Short title for lists").fill("Blink");
    expect(await page.locator(".studio-reader-heading").textContent()).toBe("Readers see the heading: Blink");
    expect(await page.locator(".studio-heading-differs").count()).toBe(0);
    await page.getByLabel("Heading and browser title").fill("Blink an LED with an Arduino Uno");
    expect(await page.locator(".studio-reader-heading p").first().textContent()).toBe(
      "Readers see the heading: Blink an LED with an Arduino Uno",
    );
    expect(await page.locator(".studio-heading-differs").textContent()).toContain("“Blink”");
    await fitsAt(page, PHONE_WIDTHS, "new post");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});

describe("project list cards", () => {
  it("each say whether they lead to a tutorial or a project idea, and an idea leads to its own entry on the topic page", async () => {
    const topicIds = new Map<string, string>();
    let ideas = 0;
    let tutorials = 0;
    for (const { address } of listCategories) {
      for (let number = 1, count = 1; number <= count; number += 1) {
        const data = (await (await fetch(`${base}/api/lists/${address}?page=${number}`)).json()) as ListPageData;
        count = data.pageCount;
        for (const entry of data.entries) {
          expect(["tutorial", "project-idea"], `${address}: ${entry.title}`).toContain(entry.kind);
          const target = /^\/learn\/([a-z0-9-]+)(?:#(.+))?$/.exec(entry.link ?? "");
          if (entry.kind === "tutorial") {
            tutorials += 1;
            expect(target?.[2], `${address}: ${entry.title} is a tutorial, not a part of a page`).toBeUndefined();
            continue;
          }
          ideas += 1;
          const [, slug, id] = target ?? [];
          expect(id, `${address}: ${entry.title} leads to the top of ${entry.link}`).toMatch(/^(idea|top)-/);
          if (!topicIds.has(slug!)) topicIds.set(slug!, await (await fetch(`${base}${topicPagePath(slug!)}`)).text());
          expect(topicIds.get(slug!), `${entry.link} has no such entry`).toContain(`id="${id}"`);
        }
      }
    }
    expect(ideas).toBeGreaterThan(100);
    expect(tutorials).toBeGreaterThan(50);

    // On the page: a visible label and a machine-readable kind on every card.
    const { page, close } = await open(browser(), `${base}/learn/esp32-projects`, PHONE);
    const cards = page.locator("main .card");
    const kinds = await cards.evaluateAll((items) =>
      items.map((item) => ({ kind: item.getAttribute("data-kind"), label: item.querySelector(".card-kind")?.textContent })),
    );
    expect(kinds.length).toBeGreaterThan(0);
    for (const { kind, label } of kinds) expect(label).toBe(kind === "tutorial" ? "Tutorial" : "Project idea");
    expect(await cards.first().locator(".card-kind").isVisible()).toBe(true);
    await close();
  });
});

describe("the home page's looks", () => {
  it("frames board pictures in a dark panel in dark mode, and keeps them on a light one in light mode", async () => {
    for (const [scheme, dark] of [
      ["dark", true],
      ["light", false],
    ] as const) {
      const { page, close } = await open(browser(), `${base}/`, { ...DESKTOP, colorScheme: scheme });
      const lightness = await page
        .locator(".board-media")
        .first()
        .evaluate((element) => {
          const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number);
          return (Math.max(r!, g!, b!) + Math.min(r!, g!, b!)) / 2 / 255;
        });
      if (dark) expect(lightness).toBeLessThan(0.5);
      else expect(lightness).toBeGreaterThan(0.8);
      await close();
    }
  });

  it("gives every latest tutorial a picture or a drawing, each card of a row as tall as the others", async () => {
    const { page, close } = await open(browser(), `${base}/`, { viewport: { width: 1366, height: 900 } });
    const cards = await page.locator(".tutorial-card").evaluateAll((items) =>
      items.map((item) => ({
        picture: item.querySelector(":scope > img, :scope > .tutorial-card-art") !== null,
        drawing: item.querySelector(":scope > .tutorial-card-art") !== null,
        top: Math.round(item.getBoundingClientRect().top),
        height: Math.round(item.getBoundingClientRect().height),
      })),
    );
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.every((card) => card.picture)).toBe(true);
    expect(new Set(cards.map((card) => card.height)).size).toBe(1);
    await close();
  });

  it("is shorter on a phone: compact cards, lists and board tiles", async () => {
    const { page, close } = await open(browser(), `${base}/`, PHONE);
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // It was 9,650 px before the phone layout was tightened.
    expect(height).toBeLessThan(8000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  });
});
