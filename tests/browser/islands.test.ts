import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

describe("hydration", () => {
  it.each([
    "/",
    "/about",
    "/contact",
    "/disclaimer",
    "/privacypolicy",
    "/esp32-weather-station",
    "/choosing-your-first-microcontroller-board",
    "/learn/esp32-projects",
    "/learn/arduino-uno-projects?page=2",
    "/learn/arduino-uno",
    "/learn/civil",
  ])("%s hydrates with no console error, warning or hydration mismatch", async (path) => {
    const { page, problems, close, settled } = await open(browser(), `${base}${path}`);
    await hydrated(page);
    // Anything the page still loads (images, chunks) has finished and had its say.
    await settled();
    expect(problems).toEqual([]);
    await close();
  });

  it("the not-found page hydrates cleanly too (only its own 404 is reported)", async () => {
    const { page, problems, close } = await open(browser(), `${base}/no-such-page`);
    await hydrated(page);
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
    await close();
  });
});

describe("navigation menu on a phone", () => {
  it("starts closed, and the hamburger opens and closes it", async () => {
    const { page, close } = await open(browser(), `${base}/about`, PHONE);
    await hydrated(page);
    const toggle = page.locator("button.nav-toggle");
    const menu = page.locator("#site-menu");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Contact" }).isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    await close();
  });

  it.each(["Home", "Contact"])("clicking %s closes the menu", async (name) => {
    const { page, close } = await open(browser(), `${base}/about`, PHONE);
    await hydrated(page);
    // Keep the page so the menu's own state can be read after the click.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault(), true));
    await page.locator("button.nav-toggle").click();
    expect(await page.locator("#site-menu").isVisible()).toBe(true);
    await page.locator("#site-menu > li > a", { hasText: name }).click();
    expect(await page.locator("button.nav-toggle").getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#site-menu").isVisible()).toBe(false);
    await close();
  });

  it("opens a group inside the open menu and follows an item", async () => {
    const { page, close } = await open(browser(), `${base}/`, PHONE);
    await hydrated(page);
    await page.locator("button.nav-toggle").click();
    await page.getByRole("button", { name: "Branches" }).click();
    const item = page.locator("header nav").getByRole("link", { name: "Mechanical" });
    expect(await item.isVisible()).toBe(true);
    expect(await item.getAttribute("href")).toBe("/learn/mech");
    await close();
  });
});

describe("drop-down groups on a desktop", () => {
  it("open by click and close on Escape, returning focus to the button", async () => {
    const { page, close } = await open(browser(), `${base}/`, DESKTOP);
    await hydrated(page);
    expect(await page.locator("button.nav-toggle").isVisible()).toBe(false);
    const arduino = page.getByRole("button", { name: "Arduino" });
    const items = page.locator("#nav-group-arduino-items");
    expect(await items.isVisible()).toBe(false);
    await arduino.click();
    expect(await arduino.getAttribute("aria-expanded")).toBe("true");
    expect(await items.isVisible()).toBe(true);
    expect(await items.getByRole("link", { name: "Arduino Mega" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await arduino.getAttribute("aria-expanded")).toBe("false");
    expect(await items.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("nav-group-arduino");
    await close();
  });

  it("open from the keyboard: Enter toggles, ArrowDown focuses the first item, Escape closes", async () => {
    const { page, close } = await open(browser(), `${base}/`, DESKTOP);
    await hydrated(page);
    const esp = page.getByRole("button", { name: "ESP", exact: true });
    await esp.focus();
    await page.keyboard.press("Enter");
    expect(await esp.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Enter");
    expect(await esp.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("ESP32");
    await page.keyboard.press("Escape");
    expect(await esp.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#nav-group-esp-items").isVisible()).toBe(false);
    await close();
  });

  it("opening one group closes another, and a click elsewhere closes it", async () => {
    const { page, close } = await open(browser(), `${base}/`, DESKTOP);
    await hydrated(page);
    await page.getByRole("button", { name: "Arduino" }).click();
    await page.getByRole("button", { name: "Branches" }).click();
    expect(await page.locator("#nav-group-arduino-items").isVisible()).toBe(false);
    expect(await page.locator("#nav-group-branches-items").isVisible()).toBe(true);
    await page.mouse.click(640, 700);
    expect(await page.locator("#nav-group-branches-items").isVisible()).toBe(false);
    await close();
  });
});

describe("home board visibility", () => {
  /** Scrolls so that `fraction` of the block's height shows at the bottom of the viewport. */
  async function reveal(page: import("playwright-core").Page, slug: string, fraction: number) {
    await page.evaluate(
      ([slug, fraction]) => {
        const block = document.querySelector<HTMLElement>(`[data-board="${slug}"]`)!;
        const top = block.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight + block.offsetHeight * Number(fraction));
      },
      [slug, fraction] as const,
    );
  }
  /**
   * Resolves once the browser has delivered intersection changes for the block at its
   * current scroll position (a fresh observer's first report comes in the same update as
   * the island's) and React has had a frame to commit what the island did with them.
   */
  async function intersectionsDelivered(page: import("playwright-core").Page, slug: string) {
    await page.evaluate(
      (slug) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          observer.observe(document.querySelector(`[data-board="${slug}"]`)!);
        }),
      slug,
    );
  }
  const state = (page: import("playwright-core").Page, slug: string) =>
    page.locator(`[data-board="${slug}"]`).evaluate((el) => el.classList.contains("is-visible"));

  it("a block gains the visible style at 10% in view and loses it when it leaves", async () => {
    const { page, close } = await open(browser(), `${base}/`, DESKTOP);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => state(page, "esp32")).toBe(false);

    await reveal(page, "esp32", 0.05);
    await intersectionsDelivered(page, "esp32");
    expect(await state(page, "esp32")).toBe(false);

    await reveal(page, "esp32", 0.2);
    await expect.poll(() => state(page, "esp32")).toBe(true);
    expect(await page.locator('[data-board="esp32"]').getAttribute("data-visible")).toBe("true");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => state(page, "esp32")).toBe(false);
    await close();
  });

  it("the visible style changes how the block looks", async () => {
    const { page, close } = await open(browser(), `${base}/`, DESKTOP);
    await hydrated(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const opacity = () => page.locator('[data-board="esp8266"] .board-media').evaluate((el) => getComputedStyle(el).opacity);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(opacity).not.toBe("1");
    await reveal(page, "esp8266", 0.5);
    await expect.poll(opacity).toBe("1");
    await close();
  });
});

describe("footer links", () => {
  it("land at the top of the new page at once", async () => {
    const { page, close } = await open(browser(), `${base}/privacypolicy`, DESKTOP);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await Promise.all([page.waitForURL(`${base}/about`), page.locator("footer").getByRole("link", { name: "About" }).click()]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await close();
  });
});

describe("without JavaScript", () => {
  // The compact menu that stands in for the scripted one is tested in layout.test.ts.
  it("a phone reader sees every board, fully visible, and no hamburger that cannot open", async () => {
    const { page, close } = await open(browser(), `${base}/`, { ...PHONE, javaScriptEnabled: false });
    expect(await page.locator("button.nav-toggle").isVisible()).toBe(false);
    for (const slug of ["arduino-uno", "arduino-nano", "arduino-mega", "esp8266", "esp32"]) {
      const media = page.locator(`[data-board="${slug}"] .board-media`);
      expect(await media.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      expect(await page.locator(`[data-board="${slug}"] h2`).isVisible()).toBe(true);
    }
    expect(await page.locator("body[data-hydrated]").count()).toBe(0);
    await close();
  });
});
