import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser, sharedPages } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();
const shared = sharedPages(browser);

/** A home, a topic, a post, a project list and the search results: every kind of page a reader lands on. */
const PAGES = ["/", "/learn/esp32", "/esp32-weather-station", "/learn/esp32-projects", "/search?q=esp32"];
const WIDTHS = [320, 390, 768, 961, 1024, 1059, 1280, 1366, 1920];

interface HeaderLayout {
  scrollWidth: number;
  clientWidth: number;
  headerHeight: number;
  hamburger: boolean;
  /** Only with the full menu: what is wrong with its top-level items, if anything. */
  menuProblems: string[];
}

/** Reads the page's width and, when the full menu shows, checks each top-level item. */
function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const toggle = document.querySelector<HTMLElement>(".nav-toggle")!;
    const hamburger = getComputedStyle(toggle).display !== "none" && toggle.getBoundingClientRect().width > 0;
    const menuProblems: string[] = [];
    if (!hamburger) {
      const search = document.querySelector(".site-search")!.getBoundingClientRect();
      const logo = document.querySelector(".logo")!.getBoundingClientRect();
      const items = [...document.querySelectorAll<HTMLElement>("#site-menu > li > :first-child")];
      const tops = new Set<number>();
      for (const item of items) {
        const name = item.textContent!.trim();
        const box = item.getBoundingClientRect();
        tops.add(Math.round(box.top));
        if (box.width === 0 || getComputedStyle(item).visibility === "hidden") menuProblems.push(`${name} is not shown`);
        if (box.left < 0 || box.right > root.clientWidth) menuProblems.push(`${name} is cut off (${box.left}-${box.right})`);
        if (item.scrollWidth > item.clientWidth + 1) menuProblems.push(`${name} overflows its box`);
        if (box.left < search.right || box.left < logo.right) menuProblems.push(`${name} overlaps the logo or search box`);
        // One line of text: every fragment of the label's text shares one top.
        const lines = new Set<number>();
        for (const node of item.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent!.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
        }
        if (lines.size > 1) menuProblems.push(`${name} wraps onto ${lines.size} lines`);
      }
      if (tops.size > 1) menuProblems.push(`the items sit on ${tops.size} rows`);
      if (items.length !== 9) menuProblems.push(`${items.length} top-level items instead of 9`);
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      headerHeight: document.querySelector(".site-header")!.getBoundingClientRect().height,
      hamburger,
      menuProblems,
    };
  });
}

describe("every width from 320 to 1,920 px", () => {
  it.each(PAGES)("%s never scrolls sideways, and shows either the hamburger or the whole menu on one line", async (path) => {
    const { page, close } = await open(browser(), `${base}${path}`, DESKTOP);
    await hydrated(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Let the layout settle (media queries, sticky header, images in flight).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const layout = await headerLayout(page);
      expect(layout.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(layout.clientWidth);
      expect(layout.menuProblems, `${path} at ${width} px`).toEqual([]);
      expect(layout.headerHeight, `${path} at ${width} px: the header stays one line`).toBeLessThan(80);
      // Phones and tablets get the hamburger; wide screens the full menu.
      if (width <= 1059) expect(layout.hamburger, `${path} at ${width} px`).toBe(true);
      if (width >= 1280) expect(layout.hamburger, `${path} at ${width} px`).toBe(false);
    }
    await close();
  });

  it("the open phone menu and the open search results stay inside the screen at 320 px", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32`, { ...PHONE, viewport: { width: 320, height: 640 } });
    await hydrated(page);
    await page.locator("button.nav-toggle").click();
    await page.getByRole("button", { name: "Projects" }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const menu = await page.locator("#site-menu").boundingBox();
    expect(menu!.x).toBe(0);
    expect(menu!.width).toBe(320);
    await page.keyboard.press("Escape");
    await page.locator("#site-search-q").fill("esp32");
    const popup = page.locator(".search-popup");
    await expect.poll(() => popup.isVisible()).toBe(true);
    const box = await popup.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await close();
  });

  it("the Projects drop-down on a desktop is set in columns, not one tall list, and stays on screen", async () => {
    const { page, close } = await open(browser(), `${base}/`, DESKTOP);
    await hydrated(page);
    await page.getByRole("button", { name: "Projects" }).click();
    const list = page.locator("#nav-group-projects-items");
    expect(await list.isVisible()).toBe(true);
    const box = (await list.boundingBox())!;
    expect(box.height).toBeLessThan(500);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await close();
  });
});

describe("the phone menu", () => {
  async function openMenu(path = "/learn/esp32") {
    const opened = await open(browser(), `${base}${path}`, PHONE);
    await hydrated(opened.page);
    await opened.page.locator("button.nav-toggle").click();
    return opened;
  }

  it("opens full width over a backdrop, with no white boxes on the navy panel", async () => {
    const { page, close } = await openMenu();
    const menu = page.locator("#site-menu");
    expect(await menu.isVisible()).toBe(true);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    const header = (await page.locator(".site-header").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 2);
    // The backdrop covers the page below the panel; a tap on it lands on the backdrop.
    const backdrop = page.locator(".nav-backdrop");
    expect(await backdrop.isVisible()).toBe(true);
    const hit = await page.evaluate(() => document.elementFromPoint(195, 830)?.className);
    expect(hit).toBe("nav-backdrop");
    // Open a group: its items sit on the panel's own navy, in light text.
    await page.getByRole("button", { name: "Arduino" }).click();
    const colours = await page.locator("#nav-group-arduino-items").evaluate((list) => ({
      background: getComputedStyle(list).backgroundColor,
      link: getComputedStyle(list.querySelector("a")!).color,
      linkBackground: getComputedStyle(list.querySelector("a")!).backgroundColor,
    }));
    expect(colours.background).toBe("rgba(0, 0, 0, 0)");
    expect(colours.linkBackground).toBe("rgba(0, 0, 0, 0)");
    expect(colours.link).not.toBe("rgb(31, 41, 55)");
    // A tap on the backdrop closes the menu.
    await page.mouse.click(195, 830);
    expect(await page.locator("button.nav-toggle").getAttribute("aria-expanded")).toBe("false");
    expect(await backdrop.count()).toBe(0);
    await close();
  });

  it("closes on Escape even when focus is outside it", async () => {
    const { page, close } = await openMenu();
    // As after a tap in Safari, which does not focus buttons: focus is on the page, not in the menu.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.evaluate(() => document.querySelector(".site-nav")!.contains(document.activeElement))).toBe(false);
    expect(await page.locator("#site-menu").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator("button.nav-toggle").getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#site-menu").isVisible()).toBe(false);
    expect(await page.locator(".nav-backdrop").count()).toBe(0);
    await close();
  });

  it("closes when tabbing goes past its last link", async () => {
    const { page, close } = await openMenu();
    const contact = page.locator("#site-menu > li > a", { hasText: "Contact" });
    await contact.focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector(".site-nav")!.contains(document.activeElement))).toBe(false);
    expect(await page.locator("button.nav-toggle").getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#site-menu").isVisible()).toBe(false);
    await close();
  });
});

describe("focus and anchors below the sticky header", () => {
  async function targetTop(page: Page, selector: string) {
    return page.evaluate((selector) => {
      const header = document.querySelector(".site-header")!.getBoundingClientRect();
      const target = document.querySelector(selector)!.getBoundingClientRect();
      return { headerBottom: header.bottom, top: target.top, viewport: window.innerHeight };
    }, selector);
  }

  it.each([
    ["a phone", PHONE],
    ["a desktop", DESKTOP],
  ])("on %s the skip link's target is not under the header", async (_name, options) => {
    const { page, close } = await open(browser(), `${base}/esp32-weather-station`, options);
    await hydrated(page);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("skip-link");
    expect(await page.locator(".skip-link").isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    const { headerBottom, top } = await targetTop(page, "#main");
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    // The first thing in <main> is in view and clear of the header too.
    const first = await targetTop(page, "#main > :first-child");
    expect(first.top).toBeGreaterThanOrEqual(headerBottom - 1);
    await close();
  });

  it.each([
    ["/esp32-weather-station", "Troubleshooting", PHONE],
    ["/esp32-weather-station", "Going further", DESKTOP],
    ["/learn/esp32", "Project ideas", PHONE],
    ["/learn/esp32", "Quick tutorials", DESKTOP],
  ])("%s: the heading an “On this page” link (%s) leads to is not under the header", async (path, name, options) => {
    const { page, close } = await open(browser(), `${base}${path}`, options);
    await hydrated(page);
    const link = page.locator("nav.toc").getByRole("link", { name, exact: true });
    const hash = (await link.getAttribute("href"))!;
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
    const target = hash === "#project-ideas" || hash === "#tutorials" ? `${hash} h2` : hash;
    const { headerBottom, top, viewport } = await targetTop(page, target);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(viewport / 2);
    await close();
  });
});

/** sRGB relative luminance of a computed `rgb()`/`rgba()` colour. */
function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((part) => {
      const c = Number(part) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

interface Ring {
  what: string;
  outline: string;
  style: string;
  width: number;
  /** What the ring is drawn on, sampled on each side: opaque colours, or a gradient's stops. */
  backgrounds: string[];
  /** Ancestors whose overflow would cut part of the ring off. */
  clippedBy: string[];
}

/** Focuses each element as a keyboard would (so :focus-visible applies) and describes its ring. */
async function rings(page: Page, selectors: string[]): Promise<Ring[]> {
  const found: Ring[] = [];
  // A key press first, so that programmatic focus counts as keyboard focus.
  await page.keyboard.press("Shift");
  for (const selector of selectors) {
    const element = page.locator(selector).first();
    await element.scrollIntoViewIfNeeded();
    await element.focus();
    found.push(
      await element.evaluate((el, what) => {
        /** What is painted behind a point: the first opaque colour up the tree, or a gradient's stops. */
        const backgroundOf = (start: Element): string[] => {
          for (let node: Element | null = start; node; node = node.parentElement) {
            const s = getComputedStyle(node);
            const stops = s.backgroundImage.match(/rgba?\([^)]*\)/g);
            if (stops) return stops;
            const alpha = s.backgroundColor.match(/[\d.]+/g)![3];
            if (alpha === undefined || Number(alpha) === 1) return [s.backgroundColor];
          }
          return ["rgb(255, 255, 255)"];
        };
        const style = getComputedStyle(el);
        const width = parseFloat(style.outlineWidth);
        const offset = parseFloat(style.outlineOffset);
        const box = el.getBoundingClientRect();
        const reach = Math.max(0, width + offset);
        const ring = { left: box.left - reach, right: box.right + reach, top: box.top - reach, bottom: box.bottom + reach };
        let backgrounds: string[] = [];
        if (offset < 0) {
          // The ring is drawn inside the element, on its own background.
          backgrounds = backgroundOf(el);
        } else {
          // Sample the middle of each side of the ring and see what lies under it.
          const midX = (box.left + box.right) / 2;
          const midY = (box.top + box.bottom) / 2;
          const points = [
            [ring.left + width / 2, midY],
            [ring.right - width / 2, midY],
            [midX, ring.top + width / 2],
            [midX, ring.bottom - width / 2],
          ];
          for (const [x, y] of points) {
            if (x! < 0 || y! < 0 || x! >= innerWidth || y! >= innerHeight) continue;
            const under = document.elementsFromPoint(x!, y!).find((node) => node !== el && !el.contains(node));
            if (under) backgrounds.push(...backgroundOf(under));
          }
        }
        const clippedBy: string[] = [];
        for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
          const s = getComputedStyle(node);
          if (s.overflowX === "visible" && s.overflowY === "visible") continue;
          const clip = node.getBoundingClientRect();
          const left = clip.left + node.clientLeft;
          const top = clip.top + node.clientTop;
          const outside =
            ring.left < left - 0.5 ||
            ring.right > left + node.clientWidth + 0.5 ||
            ring.top < top - 0.5 ||
            ring.bottom > top + node.clientHeight + 0.5;
          if (outside) clippedBy.push(`${node.tagName.toLowerCase()}.${node.className}`);
        }
        return {
          what: `${what}${el.matches(":focus-visible") ? "" : " (not :focus-visible)"}`,
          outline: style.outlineColor,
          style: style.outlineStyle,
          width,
          backgrounds: [...new Set(backgrounds)],
          clippedBy,
        };
      }, selector),
    );
  }
  return found;
}

describe("the focus ring", () => {
  const HOME = [
    ".skip-link",
    ".logo",
    "#site-search-q",
    "#hero-search-q",
    ".path-steps a",
    ".tutorial-card h3 a",
    ".list-links a",
    ".board-link",
    ".site-footer a",
  ];
  const TOPIC = [
    ".breadcrumbs a",
    ".topic-aside .toc a",
    ".topic-aside-section a",
    ".topic-item--linked a",
    ".table-scroll",
    ".code-block pre",
  ];
  const POST = [".toc a", ".code-block pre", ".post-links a", ".post-pager-link"];
  const LIST = [".card-link", ".page-link"];

  it.each([
    ["light", "/", HOME],
    ["dark", "/", HOME],
    ["light", "/learn/esp32", TOPIC],
    ["dark", "/learn/esp32", TOPIC],
    ["light", "/esp32-weather-station", POST],
    ["dark", "/esp32-weather-station", POST],
    ["light", "/learn/esp32-projects", LIST],
    ["dark", "/learn/esp32-projects", LIST],
  ] as const)("in the %s theme on %s has 3:1 against its background and is never cut off", async (scheme, path, selectors) => {
    const page = await shared(`${base}${path}`);
    await page.emulateMedia({ colorScheme: scheme });
    for (const ring of await rings(page, [...selectors])) {
      expect(ring.what).not.toMatch(/not :focus-visible/);
      expect(ring.style, ring.what).not.toBe("none");
      expect(ring.width, ring.what).toBeGreaterThanOrEqual(2);
      expect(ring.backgrounds.length, ring.what).toBeGreaterThan(0);
      for (const background of ring.backgrounds) {
        expect(contrast(ring.outline, background), `${ring.what}: ${ring.outline} on ${background}`).toBeGreaterThanOrEqual(3);
      }
      expect(ring.clippedBy, ring.what).toEqual([]);
    }
  });

  it.each(["light", "dark"] as const)(
    "in the %s theme the header's menu, drop-downs and phone panel have it too",
    async (scheme) => {
      const desktop = await open(browser(), `${base}/`, { ...DESKTOP, colorScheme: scheme });
      await hydrated(desktop.page);
      const wide = await rings(desktop.page, ["#site-menu > li > a", "#nav-group-arduino"]);
      await desktop.page.getByRole("button", { name: "Arduino" }).click();
      wide.push(...(await rings(desktop.page, ["#nav-group-arduino-items a"])));
      await desktop.close();
      const phone = await open(browser(), `${base}/`, { ...PHONE, colorScheme: scheme });
      await hydrated(phone.page);
      await phone.page.locator("button.nav-toggle").click();
      const narrow = await rings(phone.page, ["button.nav-toggle", "#site-menu > li > a"]);
      await phone.page.getByRole("button", { name: "Arduino" }).click();
      narrow.push(...(await rings(phone.page, ["#nav-group-arduino-items a"])));
      await phone.close();
      for (const ring of [...wide, ...narrow]) {
        for (const background of ring.backgrounds) {
          expect(contrast(ring.outline, background), `${ring.what}: ${ring.outline} on ${background}`).toBeGreaterThanOrEqual(3);
        }
        expect(ring.clippedBy, ring.what).toEqual([]);
      }
    },
  );
});

describe("print", () => {
  it.each(["light", "dark"] as const)(
    "a post printed from the %s theme: no header, menu, search, footer, breadcrumbs or copy buttons; code wraps in monospace; the address is printed",
    async (scheme) => {
      const { page, close } = await open(browser(), `${base}/esp32-weather-station`, { ...DESKTOP, colorScheme: scheme });
      await hydrated(page);
      await page.emulateMedia({ media: "print" });
      const display = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).display);
      for (const selector of [
        ".site-header",
        ".site-nav",
        ".site-search",
        ".site-footer",
        ".breadcrumbs",
        ".copy-code",
        ".skip-link",
      ]) {
        expect(await display(selector), selector).toBe("none");
      }
      const address = page.locator("main .print-only");
      expect(await display("main .print-only")).not.toBe("none");
      expect(await address.textContent()).toBe("http://learn.example.test/esp32-weather-station");
      const code = await page
        .locator(".code-block pre")
        .first()
        .evaluate((pre) => ({
          font: getComputedStyle(pre).fontFamily,
          wrap: getComputedStyle(pre).whiteSpace,
          cut: pre.scrollWidth > pre.clientWidth,
        }));
      expect(code.font).toMatch(/monospace/);
      expect(code.wrap).toBe("pre-wrap");
      expect(code.cut).toBe(false);
      // Paper is white and backgrounds are not printed: no text may be white or nearly so.
      const pale = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((el) => el.offsetParent !== null && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
          .filter((el) => {
            const [r, g, b] = getComputedStyle(el)
              .color.match(/[\d.]+/g)!
              .map(Number);
            return r! > 200 && g! > 200 && b! > 200;
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent!.trim().slice(0, 30)}`),
      );
      expect(pale).toEqual([]);
      await close();
    },
  );

  it("the home page prints its hero dark on white, without the search boxes or the menu", async () => {
    const { page, close } = await open(browser(), `${base}/`, { ...DESKTOP, colorScheme: "dark" });
    await hydrated(page);
    await page.emulateMedia({ media: "print" });
    const hero = await page.locator(".hero h1").evaluate((h1) => getComputedStyle(h1).color);
    expect(contrast(hero, "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(4.5);
    for (const selector of [".site-header", ".hero-search", ".site-footer", ".nav-backdrop"]) {
      const shown = await page.locator(selector).evaluateAll((els) => els.some((el) => getComputedStyle(el).display !== "none"));
      expect(shown, selector).toBe(false);
    }
    expect(await page.locator("main .print-only").textContent()).toBe("http://learn.example.test/");
    await close();
  });
});

describe("without JavaScript on a phone", () => {
  it.each(["/", "/learn/esp32", "/esp32-weather-station"])(
    "%s: the header stays about one line tall, the h1 is on the first screen, and the menu opens on a tap",
    async (path) => {
      const { page, close } = await open(browser(), `${base}${path}`, { ...PHONE, javaScriptEnabled: false });
      const header = (await page.locator(".site-header").boundingBox())!;
      expect(header.height).toBeLessThan(120);
      const h1 = (await page.locator("main h1").boundingBox())!;
      expect(h1.y).toBeLessThan(844 - 40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await page.locator(".site-nav").isVisible()).toBe(false);
      const menu = page.locator("details.nav-fallback");
      const home = menu.getByRole("link", { name: "Home", exact: true });
      expect(await home.isVisible()).toBe(false);
      await menu.locator("> summary").click();
      expect(await home.isVisible()).toBe(true);
      expect(await menu.getByRole("link", { name: "Contact", exact: true }).isVisible()).toBe(true);
      await menu.locator("summary", { hasText: "Raspberry Pi" }).click();
      expect(await menu.getByRole("link", { name: "Pi Pico" }).isVisible()).toBe(true);
      // The open menu is a panel across the screen under the header, not squeezed into it.
      const panel = (await menu.locator("> nav").boundingBox())!;
      expect(panel.x).toBe(0);
      expect(panel.width).toBe(390);
      expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height - 2);
      expect((await page.locator(".site-header").boundingBox())!.height).toBe(header.height);
      await close();
    },
  );
});
