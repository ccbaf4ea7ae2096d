import "./read-model";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { page, request } from "./helpers";
import { api, signIn } from "./studio-helpers";
import { readZip } from "../fixtures/zip-reader";

// Issue 21: tutorials a reader can build from: wiring drawn from data and checked against the
// board, parts, difficulty and time, code files, and a topic's learning path.

let token: string;

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

const SKETCH = 'void setup() {\n  pinMode(2, OUTPUT);\n}\n\nvoid loop() {\n  Serial.println("héllo\tworld");\n}\n';

const tutorial = (title: string, extra: Record<string, unknown> = {}, blocks: unknown[] = []) => ({
  title,
  meta: { description: `${title}: a tutorial written in the studio.` },
  difficulty: "beginner",
  minutes: 30,
  boards: ["esp32"],
  pageData: [
    {
      section: "intro",
      content: [
        { h2: "What you need" },
        {
          parts: {
            items: [
              { qty: 1, name: "ESP32 DevKitC V4", link: "https://www.espressif.com/" },
              { qty: 2, name: "220 Ω resistor", note: "for the LEDs" },
            ],
          },
        },
        { h2: "Wire it" },
        ...blocks,
        { h2: "Upload the sketch" },
        { code: { text: SKETCH, lang: "cpp", file: "blink_led.ino" } },
        { code: { text: "[env:esp32]\nboard = esp32dev\n", lang: "ini", file: "platformio.ini" } },
      ],
    },
  ],
  ...extra,
});

const bme280 = {
  wiring: {
    board: "esp32",
    part: "BME280",
    connections: [
      { board: "3V3", part: "VIN" },
      { board: "GND", part: "GND" },
      { board: "GPIO21", part: "SDA" },
      { board: "GPIO22", part: "SCL" },
    ],
  },
};

async function save(slug: string, body: unknown) {
  const response = await api("PUT", `/posts/${slug}`, token, body);
  return { response, body: (await response.json()) as { warnings?: string[]; error?: string } };
}

describe("wiring diagrams", () => {
  it("draws the wiring like the board as an SVG whose name names the pins, with the connection table under it", async () => {
    const saved = await save("t21-wiring", tutorial("BME280 on an ESP32", {}, [bme280]));
    expect(saved.response.status).toBeLessThan(300);
    expect(saved.body.warnings ?? []).toEqual([]);
    const { doc } = await page("/t21-wiring");
    const figure = doc.querySelector("figure.wiring")!;
    const svg = figure.querySelector("svg")!;
    expect(svg.getAttribute("role")).toBe("img");
    const title = svg.querySelector(`#${svg.getAttribute("aria-labelledby")}`)!;
    expect(title.tagName).toBe("TITLE");
    for (const pin of ["BME280", "ESP32", "GPIO21 to SDA", "GPIO22 to SCL", "3V3 to VIN", "GND to GND"])
      expect(title.text).toContain(pin);
    // One wire a connection, coloured by kind.
    expect(svg.querySelectorAll("path.wire").map((wire) => wire.getAttribute("class"))).toEqual([
      "wire wire--power",
      "wire wire--ground",
      "wire wire--signal",
      "wire wire--signal",
    ]);
    // The DevKitC's headers where they are on the board, J1 down the left edge and J3 down the
    // right, each drawn only around the used pins: 3V3 on J1; GPIO22, GPIO21 and the GND beside them on J3.
    const headers = svg.querySelectorAll(".wiring-header");
    expect(headers.map((each) => [each.getAttribute("data-header"), each.getAttribute("data-edge")])).toEqual([
      ["J1", "left"],
      ["J3", "right"],
    ]);
    const used = (each: (typeof headers)[number]) => each.querySelectorAll(".wiring-label--used").map((text) => text.text);
    expect(headers.map(used)).toEqual([["3V3"], ["GPIO22", "GPIO21", "GND"]]);
    expect(headers[1]!.querySelectorAll(".wiring-label").map((text) => text.text)).not.toContain("CLK");
    expect(svg.querySelectorAll(".wiring-cut")).toHaveLength(1);
    expect(svg.querySelector(`#${svg.getAttribute("aria-describedby")}`)?.text).toContain(
      "J1 along the left edge, J3 along the right edge",
    );
    // Its own size on a wide screen, which the stylesheet lets shrink with the column.
    expect(Number(svg.getAttribute("height"))).toBeLessThanOrEqual(500);
    expect(svg.getAttribute("viewBox")).toMatch(/^-?\d+ -?\d+ \d+ \d+$/);
    const rows = figure.querySelectorAll(".wiring-table tbody tr").map((row) => row.querySelectorAll("td").map((td) => td.text));
    expect(rows.map((cells) => cells.slice(0, 2))).toEqual([
      ["3V3", "VIN"],
      ["GND", "GND"],
      ["GPIO21", "SDA"],
      ["GPIO22", "SCL"],
    ]);
  });

  it("refuses a pin the board does not have, naming it", async () => {
    const wrong = { wiring: { ...bme280.wiring, connections: [{ board: "GPIO24", part: "SDA" }] } };
    const saved = await save("t21-no-such-pin", tutorial("No such pin", {}, [wrong]));
    expect(saved.response.status).toBe(400);
    expect(saved.body.error).toContain('"GPIO24"');
    expect((await request("/t21-no-such-pin")).status).toBe(404);
  });

  it("warns about an input-only pin in the save answer and in the preview", async () => {
    const led = {
      wiring: {
        board: "esp32",
        part: "LED",
        connections: [
          { board: "GPIO34", part: "anode", note: "through 220 Ω" },
          { board: "GND", part: "cathode" },
        ],
      },
    };
    const body = tutorial("LED on an input-only pin", {}, [led]);
    const saved = await save("t21-input-only", body);
    expect(saved.response.status).toBeLessThan(300);
    expect(saved.body.warnings).toHaveLength(1);
    // One sentence: the pin, what it connects to and its limit, said once.
    expect(saved.body.warnings![0]).toBe(
      "GPIO34 (to LED anode) is input only (no output driver); no internal pull-up or pull-down.",
    );
    const preview = await api("POST", "/preview", token, body);
    const shown = (await preview.json()) as { html: string; warnings?: string[] };
    expect(shown.warnings).toEqual(saved.body.warnings);
    expect(shown.html).toContain("GPIO34 (to LED anode) is input only");
  });
});

describe("parts, difficulty and time", () => {
  it("shows them at the top of the post and describes the tutorial as a HowTo", async () => {
    await save("t21-facts", tutorial("Facts on top", {}, [bme280]));
    const { doc } = await page("/t21-facts");
    const facts = doc.querySelector(".post-header .post-facts")!.text.replace(/\s+/g, " ");
    expect(facts).toContain("Difficulty: Beginner");
    expect(facts).toContain("Build time: 30 min");
    expect(facts).toContain("Board: ESP32");
    const link = doc.querySelector(".parts-list a")!;
    expect(link.getAttribute("href")).toBe("https://www.espressif.com/");
    expect(link.getAttribute("rel")).toBe("nofollow noopener");
    expect(doc.querySelector('.parts [data-island="CopyParts"]')!.getAttribute("data-props")).toContain(
      "2 × 220 Ω resistor (for the LEDs)",
    );
    const graphs = doc.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
      const value = JSON.parse(script.text) as unknown;
      return Array.isArray(value) ? value : [value];
    }) as Array<Record<string, unknown>>;
    const howTo = graphs.find((graph) => graph["@type"] === "HowTo")!;
    expect(howTo.totalTime).toBe("PT30M");
    expect((howTo.supply as Array<{ name: string }>).map((supply) => supply.name)).toEqual([
      "ESP32 DevKitC V4",
      "220 Ω resistor",
    ]);
    expect((howTo.step as Array<{ name: string }>).map((step) => step.name)).toEqual([
      "What you need",
      "Wire it",
      "Upload the sketch",
    ]);
  });
});

describe("code files", () => {
  it("links each code block to its file, answered as the exact text in an attachment", async () => {
    await save("t21-code", tutorial("Code files", {}, [bme280]));
    const { doc } = await page("/t21-code");
    const links = doc.querySelectorAll(".code-download a").map((a) => a.getAttribute("href"));
    expect(links).toContain("/t21-code/files/blink_led.ino");
    expect(links).toContain("/t21-code/files.zip");
    const file = await request("/t21-code/files/blink_led.ino");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="blink_led.ino"');
    expect(await file.text()).toBe(SKETCH);
    expect((await request("/t21-code/files/nothing.ino")).status).toBe(404);
  });

  it("offers a post's files as one .zip whose directory names them and holds their exact bytes", async () => {
    const response = await request("/t21-code/files.zip");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const entries = readZip(new Uint8Array(await response.arrayBuffer()));
    // A sketch sits in a folder of its own name, as the Arduino IDE wants it (issue 31).
    expect(entries.map((entry) => entry.name)).toEqual(["blink_led/blink_led.ino", "platformio.ini"]);
    expect(entries[0]!.text).toBe(SKETCH);
  });
});

describe("learning path", () => {
  it("lists a new post with a topic on that topic page at once, and filters by difficulty with links", async () => {
    const saved = await save("t21-new-esp32", tutorial("A brand new ESP32 tutorial", { topic: "esp32", difficulty: "advanced" }));
    expect(saved.response.status).toBeLessThan(300);
    const { doc } = await page("/learn/esp32");
    const section = doc.querySelector("#step-by-step")!;
    expect(section.querySelectorAll("a").map((a) => a.getAttribute("href"))).toContain("/t21-new-esp32");
    const filters = section.querySelectorAll(".difficulty-filter a").map((a) => a.getAttribute("href"));
    expect(filters).toContain("/learn/esp32?difficulty=beginner#step-by-step");
    const beginner = await page("/learn/esp32?difficulty=beginner");
    expect(beginner.doc.querySelectorAll("#step-by-step a").map((a) => a.getAttribute("href"))).not.toContain("/t21-new-esp32");
    const advanced = await page("/learn/esp32?difficulty=advanced");
    expect(advanced.doc.querySelectorAll("#step-by-step .post-links a").map((a) => a.getAttribute("href"))).toContain(
      "/t21-new-esp32",
    );
    expect((await request("/learn/esp32?difficulty=expert")).status).toBe(404);
  });

  it("leads Next along the topic's path by difficulty before dates", async () => {
    await save("t21-path-2", tutorial("Path step two", { topic: "esp8266", difficulty: "intermediate" }));
    await save("t21-path-1", tutorial("Path step one", { topic: "esp8266", difficulty: "beginner" }));
    await save("t21-path-other", tutorial("Newest post elsewhere", { topic: "robotics" }));
    const { doc } = await page("/t21-path-1");
    const next = doc.querySelector('.post-pager a[rel="next"]');
    // By date, "Next" would be the newer post on robotics; the path leads to step two.
    expect(next?.getAttribute("href")).toBe("/t21-path-2");
    const path = await page("/learn/esp8266");
    const order = path.doc.querySelectorAll("#step-by-step .post-links > li > a").map((a) => a.getAttribute("href"));
    expect(order.indexOf("/t21-path-1")).toBeLessThan(order.indexOf("/t21-path-2"));
  });

  it("leads Previous and Next through the same path the topic page lists, picked posts first", async () => {
    await save("t21-iot-advanced", tutorial("IoT advanced step", { topic: "iot", difficulty: "advanced" }));
    await save("t21-iot-beginner-a", tutorial("IoT first beginner step", { topic: "iot" }));
    await save("t21-iot-unrated", tutorial("IoT step without a level", { topic: "iot", difficulty: undefined }));
    await save("t21-iot-beginner-b", tutorial("IoT second beginner step", { topic: "iot" }));
    const listed = (await page("/learn/iot")).doc
      .querySelectorAll("#step-by-step .post-links > li > a")
      .map((a) => a.getAttribute("href"));
    const mine = ["/t21-iot-beginner-a", "/t21-iot-beginner-b", "/t21-iot-advanced", "/t21-iot-unrated"];
    expect(listed.filter((href) => mine.includes(href ?? ""))).toEqual(mine);
    for (const href of mine) {
      const { doc } = await page(href);
      const step = listed.indexOf(href);
      const link = (rel: string) => doc.querySelector(`.post-pager a[rel="${rel}"]`)?.getAttribute("href");
      if (step > 0) expect(link("prev"), href).toBe(listed[step - 1]);
      if (step < listed.length - 1) expect(link("next"), href).toBe(listed[step + 1]);
    }
  });
});
