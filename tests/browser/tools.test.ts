import { describe, expect, inject, it } from "vitest";
import { calculators } from "../../client/tools/calculators";
import type { Page } from "playwright-core";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, PHONE, hydrated, open, sharedBrowser } from "./browser";

const base = inject("baseUrl");
const browser = sharedBrowser();

/** What the answer says: its headline or message, how each value was read, and its warnings. */
const said = (page: Page) =>
  page.evaluate(() => {
    const texts = (selector: string) => [...document.querySelectorAll(selector)].map((node) => node.textContent ?? "");
    return {
      headline: document.querySelector(".calculator-headline output")?.textContent ?? null,
      message: document.querySelector(".calculator-message")?.textContent ?? "",
      readings: texts(".calculator-readings li"),
      warnings: texts(".calculator-warnings li"),
      errors: texts(".field-error"),
    };
  });

describe("the calculator island", () => {
  it("recomputes as the reader types and keeps the answer's address in the location bar", async () => {
    const { page, problems, close } = await open(browser(), `${base}/tools/led-resistor?supply=5&forward=2&current=20`, DESKTOP);
    const engine: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/engine-[\w-]+\.js$/.test(request.url())) engine.push(request.url());
    });
    await hydrated(page);
    const headline = page.locator(".calculator-headline output");
    expect(await headline.textContent()).toBe("150 Ω");
    // A reader who only reads never downloads the calculations: the server drew the answer.
    expect(engine).toEqual([]);

    const supply = page.getByLabel("Supply voltage");
    await supply.fill("");
    await supply.pressSequentially("12", { delay: 20 });
    // (12 − 2) V / 20 mA
    await expect.poll(() => headline.textContent()).toBe("500 Ω");
    await expect.poll(() => new URL(page.url()).search).toBe("?supply=12&forward=2&current=20");
    expect(engine).toHaveLength(1);

    // An impossible value: a message beside its field, no answer, and the address still says what was typed.
    const forward = page.getByLabel("LED forward voltage");
    await forward.fill("13");
    await expect.poll(() => page.locator("#calc-forward-error").textContent()).toContain("below the supply voltage");
    expect(await forward.getAttribute("aria-invalid")).toBe("true");
    expect(await headline.count()).toBe(0);
    await expect.poll(() => new URL(page.url()).search).toBe("?supply=12&forward=13&current=20");

    // The address is the answer: loading it again shows the same page, as the server renders it.
    await forward.fill("2");
    await expect.poll(() => headline.textContent()).toBe("500 Ω");
    await page.reload();
    await hydrated(page);
    expect(await page.locator(".calculator-headline output").textContent()).toBe("500 Ω");
    expect(await page.getByLabel("Supply voltage").inputValue()).toBe("12");
    expect(problems).toEqual([]);
    await close();
  });

  it("filling in one alternative clears the other, in the form and in the address", async () => {
    const { page, problems, close } = await open(browser(), `${base}/tools/voltage-divider?vin=5&r1=10k&r2=10k`, DESKTOP);
    await hydrated(page);
    await page.getByLabel("Wanted output voltage").pressSequentially("3.3", { delay: 20 });
    await expect.poll(() => page.locator(".calculator-headline output").textContent()).toBe("19.4 kΩ");
    expect(await page.getByLabel("R2 (bottom)").inputValue()).toBe("");
    await expect.poll(() => new URL(page.url()).search).toBe("?vin=5&r1=10k&vout=3.3");

    // Choices update the address too: the colour code from a value, with five bands.
    await page.goto(`${base}/tools/resistor-color-code`);
    await hydrated(page);
    await page.getByLabel("Resistance").fill("4.75k");
    await expect.poll(() => page.locator("#calc-value-error").textContent()).toContain("choose 5 or 6 bands");
    await page.getByLabel("Number of bands").selectOption("5");
    await expect
      .poll(() => page.locator(".calculator-headline output").textContent())
      .toBe("yellow, violet, green, brown, brown");
    await expect.poll(() => new URL(page.url()).search).toBe("?value=4.75k&count=5");
    expect(problems).toEqual([]);
    await close();
  });

  it("the hydrated calculator and the server-rendered form say the same about how values were read, and warn alike", async () => {
    const cases: [string, Record<string, string>][] = [
      ["voltage-divider", { vin: "5", r1: "10,000", r2: "10k" }],
      ["led-resistor", { supply: "5", forward: "2", current: "0.02" }],
      ["led-resistor", { supply: "5", forward: "2", current: "30" }],
      ["led-resistor", { supply: "5", forward: "2", current: "60" }],
      ["ohms-law", { v: "1T", r: "1f" }],
      ["voltage-divider", { vin: "5", r1: "4k7 ohm", r2: "1,5k" }],
      ["resistor-color-code", { bands: "red,red,pink" }],
    ];
    const server = await open(browser(), `${base}/tools`, { ...DESKTOP, javaScriptEnabled: false });
    const island = await open(browser(), `${base}/tools`, DESKTOP);
    const seen: Awaited<ReturnType<typeof said>>[] = [];
    for (const [address, values] of cases) {
      // Without JavaScript: the form, filled in and submitted, answers from the server.
      await server.page.goto(`${base}/tools/${address}`);
      for (const [name, value] of Object.entries(values)) await server.page.locator(`#calc-${name}`).fill(value);
      await Promise.all([
        server.page.waitForURL((url) => url.search !== ""),
        server.page.getByRole("button", { name: "Calculate" }).click(),
      ]);
      const rendered = await said(server.page);
      seen.push(rendered);
      // Hydrated: the same values typed into an empty calculator, answered in the page.
      await island.page.goto(`${base}/tools/${address}`);
      await hydrated(island.page);
      for (const [name, value] of Object.entries(values)) await island.page.locator(`#calc-${name}`).fill(value);
      await expect.poll(() => said(island.page), { message: address }).toEqual(rendered);
    }
    const [divider, tiny, mild, firm, beyond, codes, threeBands] = seen;
    expect(divider!.headline).toBe("2.5 V");
    expect(divider!.readings).toEqual(["Input voltage read as 5 V", "R1 read as 10 kΩ", "R2 read as 10 kΩ"]);
    expect(tiny!.warnings.join(" ")).toContain("0.02 mA — did you mean 20 mA?");
    expect(mild!.warnings.join(" ")).toContain("above 20 mA, the usual rating");
    expect(firm!.warnings.join(" ")).toContain("beyond the absolute maximum");
    expect(beyond!.message).toContain("outside 1 femto to 999 tera");
    expect(beyond!.readings).toEqual(["Voltage read as 1 TV", "Resistance read as 1 fΩ"]);
    expect(codes!.errors.join(" ")).toContain("“1,5k” is ambiguous");
    expect(codes!.readings).toEqual(["Input voltage read as 5 V", "R1 read as 4.7 kΩ"]);
    expect(threeBands!.headline).toBe("22 mΩ ±20 %");
    expect(server.problems).toEqual([]);
    expect(island.problems).toEqual([]);
    await server.close();
    await island.close();
  });

  it("an answer with its readings and warnings has no axe violations, light or dark", async () => {
    const { page, close } = await open(browser(), `${base}/tools/led-resistor?supply=5&forward=2&current=0.06A`, {
      ...DESKTOP,
      ...AXE_CONTEXT,
    });
    expect(await page.locator(".calculator-warnings li").count()).toBe(1);
    expect(await page.locator(".calculator-readings li").count()).toBe(3);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await violations(page), scheme).toEqual([]);
    }
    await close();
  });

  it("works without JavaScript: the form submits its values in the address", async () => {
    const { page, close } = await open(browser(), `${base}/tools/ohms-law`, { ...DESKTOP, javaScriptEnabled: false });
    await page.getByLabel("Voltage").fill("12");
    await page.getByLabel("Resistance").fill("1k");
    await Promise.all([page.waitForURL(/\/tools\/ohms-law\?/), page.getByRole("button", { name: "Calculate" }).click()]);
    expect(await page.locator(".calculator-headline output").textContent()).toBe("12 mA");
    await close();
  });

  it("every calculator fits a 320 px screen without sideways scrolling", async () => {
    const { page, close } = await open(browser(), `${base}/tools`, { ...PHONE, viewport: { width: 320, height: 640 } });
    for (const calculator of calculators) {
      const query = new URLSearchParams(calculator.example).toString();
      await page.goto(`${base}/tools/${calculator.address}?${query}`);
      await hydrated(page);
      const width = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(width[0], calculator.address).toBeLessThanOrEqual(width[1]!);
    }
    await close();
  });
});
