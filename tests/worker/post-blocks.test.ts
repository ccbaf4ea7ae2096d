import "./read-model";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOSTILE, MANY_HEADINGS } from "../fixtures/posts";
import { page, request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");

describe("the new block kinds", () => {
  it("renders lists, callouts, a table and a figure as text", async () => {
    const { response, doc } = await page("/every-new-block-kind");
    expect(response.status).toBe(200);
    const parts = doc.querySelector('section[data-section="parts"]')!;
    expect(parts.querySelectorAll("ul > li").map((li) => li.text)).toEqual(["ESP32 DevKitC", "BME280 breakout", "42"]);
    expect(parts.querySelectorAll("ol > li").map((li) => li.text)).toEqual(["Wire it", "Flash it"]);
    expect(parts.querySelector(".callout--note")?.text).toBe("Note: Power the sensor from 3.3 V.");
    expect(parts.querySelector(".callout--warning")?.text).toBe("Warning: Never feed 5 V into a GPIO.");
    const wiring = doc.querySelector('section[data-section="wiring"]')!;
    expect(wiring.querySelectorAll("thead th").map((th) => th.text)).toEqual(["ESP32 pin", "BME280 pin"]);
    expect(wiring.querySelectorAll("tbody tr").map((tr) => tr.querySelectorAll("td").map((td) => td.text))).toEqual([
      ["GPIO21", "SDA"],
      ["GPIO22", "SCL"],
    ]);
    const figure = wiring.querySelector("figure")!;
    expect(figure.querySelector("img")?.getAttribute("src")).toBe("/images/boards/esp32.svg");
    expect(figure.querySelector("img")?.getAttribute("alt")).toBe("An ESP32 DevKitC");
    expect(figure.querySelector("figcaption")?.text).toBe("The board used here.");
  });

  it("highlights code on the server, keeps it selectable text, and gives it a copy button", async () => {
    const { doc } = await page("/every-new-block-kind");
    const [cpp, unknown] = doc.querySelectorAll('section[data-section="code"] .code-block');
    const code = cpp!.querySelector("pre code")!;
    expect(code.text).toBe('void setup() {\n  Serial.begin(115200); // start\n  Serial.println("ready");\n}');
    expect(code.querySelector(".hljs-comment")?.text).toBe("// start");
    expect(code.querySelector(".hljs-string")?.text).toBe('"ready"');
    expect(cpp!.querySelector(".code-lang")?.text).toBe("C++");
    const copy = cpp!.querySelector('[data-island="CopyCode"] button')!;
    expect(copy.hasAttribute("hidden")).toBe(true);
    // An unknown language is plain text, labelled as code.
    expect(unknown!.querySelector("pre code")?.text).toBe("print('hi')");
    expect(unknown!.querySelectorAll("pre code span")).toHaveLength(0);
    // The highlighting is done: the page ships no highlighter, only the copy button's island.
    expect(doc.querySelectorAll('script[src*="highlight"], script[src*="lowlight"]')).toHaveLength(0);
  });

  it("never lets a hostile value become markup or an address", async () => {
    const response = await request("/every-new-block-kind");
    const body = await response.text();
    expect(response.status).toBe(200);
    for (const needle of [
      "<script>alert",
      "<td onclick",
      'href="javascript:',
      'src="javascript:',
      "evil.example",
      'onerror="alert',
    ]) {
      expect(body, needle).not.toContain(needle);
    }
    const { doc } = await page("/every-new-block-kind");
    const hostile = doc.querySelector('section[data-section="hostile"]')!;
    expect(hostile.querySelector("pre code")?.text).toBe(HOSTILE.code);
    expect(hostile.querySelector("th")?.text).toBe(HOSTILE.cell);
    expect(hostile.querySelector("td")?.text).toBe(HOSTILE.cell);
    expect(hostile.querySelector("li")?.text).toBe(HOSTILE.item);
    expect(hostile.querySelector(".callout--note")?.text).toBe(`Note: ${HOSTILE.note}`);
    // A figure whose address is unsafe keeps only its words; a safe one keeps its hostile alt as text.
    expect(hostile.querySelectorAll("p").some((p) => p.text === "Caption of a picture with a bad address")).toBe(true);
    const images = hostile.querySelectorAll("img");
    expect(images.map((img) => img.getAttribute("src"))).toEqual(["/images/boards/esp8266.svg"]);
    expect(images[0]?.getAttribute("alt")).toBe(HOSTILE.alt);
  });

  it("shows a malformed value of a known kind as its text, or not at all", async () => {
    const { doc } = await page("/every-new-block-kind");
    const malformed = doc.querySelector('section[data-section="malformed"]')!;
    expect(malformed.querySelectorAll("p").map((p) => p.text)).toEqual([
      "A table that is only text",
      "A list that is only text",
      "42",
    ]);
    expect(malformed.querySelectorAll("table, ul, pre, figure, .callout")).toHaveLength(0);
  });
});

describe("outline, contents and reading time", () => {
  it("shifts headings so levels never skip, keeping order and text", async () => {
    const { doc } = await page("/outline-skips-levels");
    const headings = doc.querySelectorAll(
      "main article section h2, main article section h3, main article section h4, main article section h5, main article section h6",
    );
    expect(headings.map((h) => `${h.tagName}:${h.text}`)).toEqual([
      "H2:First",
      "H3:Second",
      "H4:Third",
      "H2:Fourth",
      "H2:Fourth",
      "H2:Main",
    ]);
  });

  it("lists three or more section headings under 'On this page', with stable, unique ids", async () => {
    const { doc } = await page("/outline-skips-levels");
    const links = doc.querySelectorAll("main nav.toc a");
    expect(doc.querySelector("main nav.toc h2")?.text).toBe("On this page");
    expect(links.map((a) => `${a.getAttribute("href")} ${a.text}`)).toEqual([
      "#first First",
      "#fourth Fourth",
      "#fourth-2 Fourth",
      "#main-section Main",
    ]);
    const ids = doc.querySelectorAll("[id]").map((el) => el.getAttribute("id"));
    expect(new Set(ids).size).toBe(ids.length);
    for (const link of links) expect(doc.querySelector(link.getAttribute("href")!)).not.toBeNull();
  });

  // Generous time: a cold Firestore emulator sends the 2.5 MB document slowly, and parsing
  // the 1 MB page takes a while; the ids themselves are tested for linear work in anchors.test.ts.
  it("renders a post of 10,000 headings with one text, each with its own id", { timeout: 30_000 }, async () => {
    const { response, doc } = await page(`/${MANY_HEADINGS.slug}`);
    expect(response.status).toBe(200);
    const ids = doc.querySelectorAll("main article section h2[id]").map((heading) => heading.getAttribute("id"));
    expect(ids).toHaveLength(MANY_HEADINGS.count);
    expect(new Set(ids).size).toBe(MANY_HEADINGS.count);
    expect(ids.slice(0, 2)).toEqual(["quixotic-heading", "quixotic-heading-2"]);
    expect(ids.at(-1)).toBe(`quixotic-heading-${MANY_HEADINGS.count}`);
    expect(doc.querySelectorAll("main nav.toc a").at(-1)?.getAttribute("href")).toBe(`#quixotic-heading-${MANY_HEADINGS.count}`);
  });

  it("shows no contents list for fewer than three sections", async () => {
    const { doc } = await page("/content-only");
    expect(doc.querySelector("main nav.toc")).toBeNull();
  });

  it("says how long a post takes to read", async () => {
    const { doc } = await page("/every-new-block-kind");
    expect(doc.querySelector("main .post-meta .post-reading-time")?.text).toMatch(/^\d+ min read$/);
  });
});

describe("breadcrumbs", () => {
  const trail = (doc: Awaited<ReturnType<typeof page>>["doc"]) =>
    doc.querySelectorAll('main nav[aria-label="Breadcrumb"] li').map((li) => li.text);
  const jsonLd = (doc: Awaited<ReturnType<typeof page>>["doc"], type: string) =>
    doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.innerHTML) as { "@type": string; itemListElement: Array<Record<string, unknown>> })
      .find((data) => data["@type"] === type);

  it("leads from home to a list through its topic, with BreadcrumbList and ItemList JSON-LD", async () => {
    const { doc } = await page("/learn/esp32-projects?page=2");
    expect(trail(doc)).toEqual(["Home", "Learn", "ESP32", "ESP32 Projects"]);
    expect(doc.querySelector('main nav[aria-label="Breadcrumb"] [aria-current="page"]')?.text).toBe("ESP32 Projects");
    expect(jsonLd(doc, "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
      { "@type": "ListItem", position: 2, name: "Learn", item: `${SITE_URL}/learn` },
      { "@type": "ListItem", position: 3, name: "ESP32", item: `${SITE_URL}/learn/esp32` },
      { "@type": "ListItem", position: 4, name: "ESP32 Projects", item: `${SITE_URL}/learn/esp32-projects` },
    ]);
    const items = jsonLd(doc, "ItemList")!.itemListElement;
    expect(items).toHaveLength(15);
    expect(items[0]).toMatchObject({ position: 16, name: "ESP32 project 16", url: `${SITE_URL}/esp32-project-16` });
  });

  it("gives a post Home > title, and every page below home a trail", async () => {
    expect(trail((await page("/every-new-block-kind")).doc)).toEqual(["Home", "Every new block kind"]);
    expect(trail((await page("/learn/esp32")).doc)).toEqual(["Home", "Learn", "ESP32"]);
    expect(trail((await page("/about")).doc)).toEqual(["Home", "About Us"]);
    expect(trail((await page("/contact")).doc)).toEqual(["Home", "Contact"]);
    expect(trail((await page("/learn")).doc)).toEqual(["Home", "Learn"]);
    expect(trail((await page("/")).doc)).toEqual([]);
  });
});
