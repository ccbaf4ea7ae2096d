import "./read-model";
import { env } from "cloudflare:workers";
import type { HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { calculators } from "../../client/tools/calculators";
import { meta, page, request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");

/** The answer area's text, spaces collapsed (the page's other text mentions values too). */
const answer = (doc: HTMLElement) => (doc.querySelector(".calculator-answer")?.text ?? "").replace(/\s+/g, " ");
const headline = (doc: HTMLElement) => doc.querySelector(".calculator-headline output")?.text ?? "";
const fieldError = (doc: HTMLElement, name: string) => doc.querySelector(`#calc-${name}-error`)?.text ?? "";

describe("the calculators' addresses from issue 21", () => {
  it.each([
    ["/tools/led-resistor?supply=5&forward=2&current=20", "150 Ω"],
    ["/tools/voltage-divider?vin=5&r1=10k&r2=10k", "2.5 V"],
    ["/tools/resistor-color-code?bands=brown,black,red,gold", "1 kΩ ±5 %"],
    ["/tools/ohms-law?v=12&r=1k", "12 mA"],
    ["/tools/rc-time-constant?r=10k&c=100u", "1 s"],
  ])("%s shows %s", async (path, expected) => {
    const { response, doc } = await page(path);
    expect(response.status).toBe(200);
    expect(headline(doc)).toBe(expected);
  });

  it("the 555 astable with 1k, 10k and 10u runs at about 6.9 Hz with a 52 % duty cycle", async () => {
    const { response, doc } = await page("/tools/555-astable?r1=1k&r2=10k&c=10u");
    expect(response.status).toBe(200);
    expect(headline(doc)).toMatch(/^6\.8[67] Hz$/);
    expect(answer(doc)).toContain("52.4 %");
  });

  it("the 555 with a diode across R2 times each half with its own resistor", async () => {
    const { doc } = await page("/tools/555-astable?r1=10k&r2=10k&c=100n&diode=yes");
    // t = 0.693 · 10k · 100n = 693 µs each half: 50 %, 721 Hz.
    expect(headline(doc)).toBe("721 Hz");
    expect(answer(doc)).toContain("50 %");
    expect(answer(doc)).toContain("693 µs");
  });

  it("the LED resistor shows the next higher E12 and E24 values, their current and power", async () => {
    const { doc } = await page("/tools/led-resistor?supply=5&forward=2.1&current=20");
    // 145 Ω exact; E12 next higher 150 Ω (19.3 mA), E24 next higher 150 Ω too.
    expect(headline(doc)).toBe("145 Ω");
    expect(answer(doc)).toContain("E12, next higher");
    expect(answer(doc)).toContain("150 Ω: 19.3 mA, 56.1 mW in the resistor; use a 1/8 W resistor or larger");
  });

  it("the divider finds R2 for a wanted output, with the nearest standard values", async () => {
    const { doc } = await page("/tools/voltage-divider?vin=5&r1=10k&vout=3.3");
    expect(headline(doc)).toBe("19.4 kΩ");
    expect(answer(doc)).toContain("E12, nearest");
    expect(answer(doc)).toContain("18 kΩ, giving 3.21 V");
    expect(answer(doc)).toContain("20 kΩ, giving 3.33 V");
  });

  it("the colour code goes from a value to its bands, and reads six bands", async () => {
    const fourBands = await page("/tools/resistor-color-code?value=4.7k&tolerance=5&count=4");
    expect(headline(fourBands.doc)).toBe("yellow, violet, red, gold");
    expect(fourBands.doc.querySelectorAll(".resistor-bands .band").map((band) => band.text)).toEqual([
      "yellow",
      "violet",
      "red",
      "gold",
    ]);
    const six = await page("/tools/resistor-color-code?bands=brown,black,black,brown,brown,red");
    expect(headline(six.doc)).toBe("1 kΩ ±1 %");
    expect(answer(six.doc)).toContain("50 ppm/K");
  });

  it("Ohm's law takes any two values and SI prefixes", async () => {
    const { doc } = await page("/tools/ohms-law?i=20m&p=0.5");
    expect(headline(doc)).toBe("25 V");
    expect(answer(doc)).toContain("1.25 kΩ");
  });
});

describe("how values were read, and warnings (issue 31)", () => {
  it("a thousands separator is read as one, and the page says so", async () => {
    const { doc } = await page("/tools/voltage-divider?vin=5&r1=10,000&r2=10k");
    expect(headline(doc)).toBe("2.5 V");
    expect(doc.querySelectorAll(".calculator-readings li").map((item) => item.text)).toEqual([
      "Input voltage read as 5 V",
      "R1 read as 10 kΩ",
      "R2 read as 10 kΩ",
    ]);
  });

  it("part codes with units, and T and f at the ends of the range", async () => {
    const { doc } = await page("/tools/ohms-law?v=1k&r=4k7Ω");
    expect(answer(doc)).toContain("Resistance read as 4.7 kΩ");
    expect(headline(doc)).toBe("213 mA");
    const top = await page("/tools/ohms-law?v=1T&r=1T");
    expect(headline(top.doc)).toBe("1 A");
    expect(answer(top.doc)).toContain("1 TW");
    const beyond = await page("/tools/ohms-law?v=1T&r=1f");
    expect(answer(beyond.doc)).toContain("outside 1 femto to 999 tera");
    expect(answer(beyond.doc)).not.toMatch(/\de[+-]?\d/);
  });

  it("warns above 20 mA for an indicator LED, and asks about a value below 1 in the mA field", async () => {
    const warnings = async (path: string) =>
      (await page(path)).doc.querySelectorAll(".calculator-warnings li").map((item) => item.text);
    expect(await warnings("/tools/led-resistor?supply=5&forward=2&current=20")).toEqual([]);
    expect((await warnings("/tools/led-resistor?supply=5&forward=2&current=30")).join(" ")).toContain("above 20 mA");
    expect((await warnings("/tools/led-resistor?supply=5&forward=2&current=80")).join(" ")).toContain("absolute maximum");
    expect((await warnings("/tools/led-resistor?supply=5&forward=2&current=0.02")).join(" ")).toContain(
      "0.02 mA — did you mean 20 mA?",
    );
  });

  it("reads a 3-band resistor as ±20 %", async () => {
    const { doc } = await page("/tools/resistor-color-code?bands=red,red,pink");
    expect(headline(doc)).toBe("22 mΩ ±20 %");
    expect(doc.querySelectorAll(".resistor-bands .band").map((band) => band.text)).toEqual(["red", "red", "pink"]);
  });
});

describe("impossible input", () => {
  it.each([
    ["/tools/led-resistor?supply=5&forward=6&current=20", "forward", "below the supply voltage"],
    ["/tools/led-resistor?supply=0&forward=2&current=20", "supply", "above zero"],
    ["/tools/led-resistor?supply=-5&forward=2&current=20", "supply", "above zero"],
    ["/tools/led-resistor?supply=five&forward=2&current=20", "supply", "is not a number"],
    ["/tools/led-resistor?supply=5&forward=2", "current", "Enter the LED current"],
    ["/tools/voltage-divider?vin=5&r1=10k&vout=6", "vout", "below its input"],
    ["/tools/voltage-divider?vin=5&r1=0&r2=0", "r1", "above zero"],
    ["/tools/resistor-color-code?bands=brown,black,teal,gold", "bands", "not a band colour"],
    ["/tools/resistor-color-code?bands=gold,black,red,gold", "bands", "first band is a digit"],
    ["/tools/resistor-color-code?bands=brown,black", "bands", "Give 3, 4, 5 or 6 colours"],
    ["/tools/resistor-color-code?value=4.75k&count=4", "value", "choose 5 or 6 bands"],
    ["/tools/555-astable?r1=1k&r2=10k&c=1e999", "c", "out of range"],
    ["/tools/555-astable?r1=1k&r2=10k&c=ten", "c", "is not a number"],
    ["/tools/voltage-divider?vin=5&r1=1,5&r2=10k", "r1", "write a point: 1.5"],
    ["/tools/rc-time-constant?r=10k&c=", "c", "Enter the capacitance"],
  ])("%s explains the %s field: %s", async (path, field, message) => {
    const { response, doc } = await page(path);
    expect(response.status).toBe(200);
    expect(fieldError(doc, field)).toContain(message);
    expect(doc.querySelector(`#calc-${field}`)?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector(".calculator-headline")).toBeNull();
  });

  it("Ohm's law with three values asks for two", async () => {
    const { response, doc } = await page("/tools/ohms-law?v=12&r=1k&i=1");
    expect(response.status).toBe(200);
    expect(answer(doc)).toContain("Enter only two of the four values");
  });

  it("an empty calculator asks for its values without any error", async () => {
    const { response, doc } = await page("/tools/led-resistor");
    expect(response.status).toBe(200);
    expect(answer(doc)).toContain("Enter the supply voltage");
    expect(doc.querySelectorAll(".field-error")).toHaveLength(0);
  });

  it("never answers 5xx, whatever the query", async () => {
    const queries = [
      "?supply=%FF",
      "?supply=1e308&forward=1e-308&current=1e-308",
      "?bands=" + "red,".repeat(500),
      "?v=NaN&r=Infinity",
    ];
    for (const calculator of calculators) {
      for (const query of queries) {
        const response = await request(`/tools/${calculator.address}${query}`);
        expect(response.status, `${calculator.address}${query}`).toBe(200);
      }
    }
  });
});

describe("the tools pages", () => {
  it("/tools lists the six calculators, each with a working example", async () => {
    const { response, doc } = await page("/tools");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main h1")?.text).toBe("Electronics calculators");
    const hrefs = doc.querySelectorAll("main .card a").map((a) => a.getAttribute("href") ?? "");
    for (const calculator of calculators) {
      expect(hrefs).toContain(`/tools/${calculator.address}`);
      const example = hrefs.find((href) => href.startsWith(`/tools/${calculator.address}?`));
      expect(example, calculator.address).toBeDefined();
      const { doc: exampleDoc } = await page(example!);
      expect(headline(exampleDoc), example).not.toBe("");
    }
  });

  it("each calculator has its title, description, canonical address without the query, and a GET form", async () => {
    for (const calculator of calculators) {
      const { doc } = await page(`/tools/${calculator.address}?${new URLSearchParams(calculator.example).toString()}`);
      expect(doc.querySelector("main h1")?.text).toBe(calculator.title);
      expect(doc.querySelector("head title")?.text).toContain(calculator.title);
      expect(meta(doc, "description")).toBe(calculator.description);
      expect(doc.querySelector('head link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${SITE_URL}/tools/${calculator.address}`,
      );
      const form = doc.querySelector("main form.calculator-form")!;
      expect(form.getAttribute("method")).toBe("get");
      expect(form.getAttribute("action")).toBe(`/tools/${calculator.address}`);
      // Every field has its label, and shows what was asked.
      for (const input of calculator.inputs) {
        const field = doc.querySelector(`#calc-${input.name}`);
        expect(field?.getAttribute("name")).toBe(input.name);
        expect(doc.querySelector(`label[for="calc-${input.name}"]`)?.text).toContain(input.label);
        if (input.kind !== "choice" && calculator.example[input.name]) {
          expect(field?.getAttribute("value")).toBe(calculator.example[input.name]);
        }
      }
      expect(doc.querySelector("[data-island='Calculator']")).not.toBeNull();
      expect(doc.querySelector(".breadcrumbs, nav[aria-label='Breadcrumb']")?.text).toContain("Calculators");
    }
  });

  it("an unknown calculator is the site's 404 page", async () => {
    const { response, doc } = await page("/tools/flux-capacitor?x=1");
    expect(response.status).toBe(404);
    expect(meta(doc, "robots")).toContain("noindex");
  });

  it("answers HEAD like GET, without a body", async () => {
    for (const path of ["/tools", "/tools/ohms-law?v=12&r=1k", "/tools/led-resistor?supply=x", "/tools/nope"]) {
      const get = await request(path);
      const head = await request(path, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(await head.text()).toBe("");
    }
  });

  it("the footer links the calculators and the sitemap lists them", async () => {
    const { doc } = await page("/about");
    expect(doc.querySelector('footer a[href="/tools"]')?.text).toBe("Calculators");
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/tools</loc>`);
    for (const calculator of calculators) expect(sitemap).toContain(`<loc>${SITE_URL}/tools/${calculator.address}</loc>`);
  });
});
