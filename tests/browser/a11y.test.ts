import { describe, expect, inject, it } from "vitest";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser, sharedPages } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();
const shared = sharedPages(browser);
const PAGES = [
  "/",
  "/learn/esp32",
  "/esp32-weather-station",
  "/learn/esp32-projects",
  "/search?q=esp32",
  "/contact",
  "/tools/resistor-color-code?bands=brown,black,red,gold",
];

describe("axe-core, WCAG 2.1 A and AA", () => {
  for (const scheme of ["light", "dark"] as const) {
    it.each(PAGES)(`%s has no violations in the ${scheme} theme`, async (path) => {
      const page = await shared(`${base}${path}`, { ...DESKTOP, ...AXE_CONTEXT });
      // Every board tile in view, so none is mid-transition while colours are measured.
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      expect(await violations(page)).toEqual([]);
    });

    it(`a topic page, a post and the search page on a phone have no violations in the ${scheme} theme`, async () => {
      for (const path of ["/learn/iot", "/raspberry-pi-pico-pwm-servo", "/search?q=relay"]) {
        const page = await shared(`${base}${path}`, { ...PHONE, ...AXE_CONTEXT });
        await page.emulateMedia({ colorScheme: scheme });
        expect(await violations(page), path).toEqual([]);
      }
    });

    it(`the search popup with marked words has no violations in the ${scheme} theme`, async () => {
      const { page, close } = await open(browser(), `${base}/learn/esp32`, { ...DESKTOP, colorScheme: scheme, ...AXE_CONTEXT });
      await hydrated(page);
      await page.locator("#site-search-q").pressSequentially("relay", { delay: 20 });
      await expect.poll(() => page.locator(".search-popup mark").count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      await close();
    });

    it(`the open phone menu and an open drop-down have no violations in the ${scheme} theme`, async () => {
      const phone = await open(browser(), `${base}/`, { ...PHONE, colorScheme: scheme, ...AXE_CONTEXT });
      await hydrated(phone.page);
      await phone.page.locator("button.nav-toggle").click();
      await phone.page.getByRole("button", { name: "Projects" }).click();
      expect(await violations(phone.page)).toEqual([]);
      await phone.close();
      const desktop = await open(browser(), `${base}/`, { ...DESKTOP, colorScheme: scheme, ...AXE_CONTEXT });
      await hydrated(desktop.page);
      await desktop.page.getByRole("button", { name: "Projects" }).click();
      expect(await violations(desktop.page)).toEqual([]);
      await desktop.close();
    });
  }

  it("the page without JavaScript, its compact menu open, has no violations", async () => {
    const { page, close } = await open(browser(), `${base}/learn/esp32`, { ...PHONE, ...AXE_CONTEXT });
    // axe needs script; the no-script styles and menu are applied by hand, as a reader without JavaScript gets them.
    await page.evaluate(() => {
      const noscript = document.querySelector(".header-inner noscript")!;
      const holder = document.createElement("div");
      holder.className = "nav-fallback-holder";
      holder.innerHTML = noscript.textContent!;
      noscript.replaceWith(...holder.childNodes);
    });
    await page.addStyleTag({ url: "/noscript.css" });
    await page.locator("details.nav-fallback > summary").click();
    expect(await page.getByRole("link", { name: "Contact", exact: true }).last().isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await close();
  });
});
