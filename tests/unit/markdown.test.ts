import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCK_KINDS, type Block, type BlockKind, type BlockValue, type Section } from "../../client/data/post-schema";
import { markdownToBlocks } from "../../client/markdown/from-markdown";
import { blocksToMarkdown } from "../../client/markdown/to-markdown";

const document = `---
description: Wiring a BME280 to an ESP32.
topic: esp32
---

# Weather station

## Parts

You need an **ESP32** and a [BME280](https://www.bosch-sensortec.com/) breakout.

- One \`ESP32\` board
- Four jumper wires

1. Install the core
2. Upload the sketch

\`\`\`cpp file=weather_station.ino
void setup() {
  Serial.begin(115200);
}
\`\`\`

| Pin | Use |
| --- | --- |
| GPIO21 | SDA |
| GPIO22 | SCL \\| clock |

> [!NOTE]
> The sensor runs at **3.3 V**.

> [!WARNING]
> Never feed 5 V into a GPIO.

![The breakout wired to the board](/media/abc.png "Wiring, seen from above")

![](/images/boards/esp32.svg)
`;

describe("Markdown to blocks", () => {
  it("turns each construct into the matching block, keeping inline Markdown", () => {
    const { title, front, pageData, problems } = markdownToBlocks(document);
    expect(problems).toEqual([]);
    expect(title).toBe("Weather station");
    expect(front).toEqual({ description: "Wiring a BME280 to an ESP32.", topic: "esp32" });
    expect(pageData).toEqual([
      {
        section: "",
        content: [
          { h2: "Parts" },
          { p: "You need an **ESP32** and a [BME280](https://www.bosch-sensortec.com/) breakout." },
          { ul: ["One `ESP32` board", "Four jumper wires"] },
          { ol: ["Install the core", "Upload the sketch"] },
          { code: { text: "void setup() {\n  Serial.begin(115200);\n}", lang: "cpp", file: "weather_station.ino" } },
          { table: { header: ["Pin", "Use"], rows: [{ cells: ["GPIO21", "SDA"] }, { cells: ["GPIO22", "SCL | clock"] }] } },
          { note: "The sensor runs at **3.3 V**." },
          { warning: "Never feed 5 V into a GPIO." },
          { figure: { src: "/media/abc.png", alt: "The breakout wired to the board", caption: "Wiring, seen from above" } },
          { img: "/images/boards/esp32.svg" },
        ],
      },
    ]);
  });

  it("reads wiring and parts from fenced YAML", () => {
    const { pageData, problems } = markdownToBlocks(
      "```wiring\nboard: esp32\npart: BME280\nconnections:\n  - { board: GPIO21, part: SDA }\n```\n\n```parts\nitems:\n  - { qty: 1, name: ESP32 DevKitC }\n```\n",
    );
    expect(problems).toEqual([]);
    expect(pageData[0]!.content).toEqual([
      { wiring: { board: "esp32", part: "BME280", connections: [{ board: "GPIO21", part: "SDA" }] } },
      { parts: { items: [{ qty: 1, name: "ESP32 DevKitC" }] } },
    ]);
  });

  it("names the lines it cannot convert", () => {
    const { problems } = markdownToBlocks("# T\n\nFine.\n\n```wiring\nboard: [unclosed\n```\n\n```parts\nitems: []\n```\n");
    expect(problems.map((problem) => problem.line)).toEqual([5, 9]);
    expect(problems[0]!.message).toMatch(/YAML/);
  });
});

// Inline text from a vocabulary that Markdown reads back as itself.
const word = fc.constantFrom(
  "ESP32",
  "sensor",
  "**bold**",
  "*soft*",
  "`pin`",
  "[docs](https://example.org/x)",
  "3.3 V",
  "GPIO21",
);
const inlineText = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
const safeAddress = fc.constantFrom("/media/abc.png", "https://example.org/a.png", "/images/boards/esp32.svg");
const codeText = fc.constantFrom(
  "int x = 1;",
  "void loop() {\n  delay(10);\n}",
  "print('```')",
  "",
  "int x = 1;\n",
  "\nint y;\n\n",
);

/**
 * A value of every kind the schema has: exhaustive over BlockKind, so a kind added to the
 * schema fails `tsc` here until the round trip covers it.
 */
const VALUES: { [K in BlockKind]: fc.Arbitrary<BlockValue<K>> } = {
  h1: inlineText,
  h2: inlineText,
  h3: inlineText,
  h4: inlineText,
  h5: inlineText,
  h6: inlineText,
  p: inlineText,
  img: safeAddress,
  note: inlineText,
  warning: inlineText,
  ul: fc.array(inlineText, { minLength: 1, maxLength: 4 }),
  ol: fc.array(inlineText, { minLength: 1, maxLength: 4 }),
  code: fc.oneof(
    codeText.filter((text) => text !== ""),
    fc.record(
      { text: codeText, lang: fc.constantFrom("cpp", "python", "arduino"), file: fc.constantFrom("main.ino", "logger.py") },
      { requiredKeys: ["text", "lang"] },
    ),
  ),
  table: fc.integer({ min: 1, max: 4 }).chain((width) =>
    fc.record({
      header: fc.array(inlineText, { minLength: width, maxLength: width }),
      rows: fc.array(fc.record({ cells: fc.array(inlineText, { minLength: width, maxLength: width }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  ),
  figure: fc.record(
    { src: safeAddress, alt: fc.constantFrom("A board [with] *stars*", "Wiring"), caption: inlineText },
    { requiredKeys: ["src", "alt"] },
  ),
  wiring: fc.record({
    board: fc.constantFrom("esp32" as const, "arduino-uno" as const),
    part: fc.constantFrom("BME280", "LED"),
    connections: fc.array(
      fc.record(
        {
          board: fc.constantFrom("GPIO21", "GND", "D13"),
          part: fc.constantFrom("SDA", "VCC"),
          note: fc.constantFrom("pull-up"),
        },
        { requiredKeys: ["board", "part"] },
      ),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  parts: fc.record({
    items: fc.array(
      fc.record(
        {
          qty: fc.integer({ min: 1, max: 10 }),
          name: fc.constantFrom("ESP32", "220 Ω resistor"),
          link: fc.constantFrom("https://example.org/p"),
        },
        { requiredKeys: ["qty", "name"] },
      ),
      { minLength: 1, maxLength: 3 },
    ),
  }),
};

/** A block of any kind, drawn from the table above (every kind of the schema's BLOCK_KINDS). */
const block: fc.Arbitrary<Block> = fc.oneof(
  ...BLOCK_KINDS.map((kind) => (VALUES[kind] as fc.Arbitrary<unknown>).map((value) => ({ [kind]: value }) as Block)),
);

const sections: fc.Arbitrary<Section[]> = fc.array(
  fc.record({ section: fc.constantFrom("", "intro", "wiring"), content: fc.array(block, { minLength: 1, maxLength: 6 }) }),
  { minLength: 1, maxLength: 3 },
);

describe("blocks to Markdown to blocks", () => {
  it("is the identity for every block kind", () => {
    fc.assert(
      fc.property(sections, inlineText, (pageData, title) => {
        const markdown = blocksToMarkdown({ title, pageData });
        const back = markdownToBlocks(markdown);
        expect(back.problems).toEqual([]);
        expect(back.title).toBe(title);
        expect(back.pageData).toEqual(pageData);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it("escapes plain-text posts so they read back as the same words", () => {
    const plain = "Use *args and [brackets] like 2 * 3 # not a heading";
    const markdown = blocksToMarkdown({ title: "T", pageData: [{ section: "", content: [{ p: plain }] }], format: "plain" });
    const back = markdownToBlocks(markdown);
    expect(back.pageData[0]!.content[0]).toEqual({ p: expect.stringContaining("\\*args") });
  });
});
