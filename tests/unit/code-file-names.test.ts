import { describe, expect, it } from "vitest";
import { codeFileProblem, codeFiles, codeZipEntries, isSketch } from "../../client/data/code-files";
import type { Block } from "../../client/data/post-schema";
import { checkTutorials } from "../../scripts/demo/tutorial";

// Issue 31: code files a student can open as they are. A sketch downloads as name.ino and
// sits in the zip as name/name.ino; output and configuration keep their own extensions.

const SKETCH = "void setup() {\n  pinMode(2, OUTPUT);\n}\n\nvoid loop() {\n  digitalWrite(2, HIGH);\n}\n";
const post = (slug: string, ...blocks: Block[]) => ({
  slug,
  sections: [{ section: "", blocks: blocks.map((block) => ({ block })) }],
});
const code = (text: string, lang?: string, file?: string): Block => ({
  code: { text, ...(lang ? { lang } : {}), ...(file ? { file } : {}) },
});
const names = (slug: string, ...blocks: Block[]) => codeFiles(post(slug, ...blocks)).map((file) => file.name);

describe("a sketch", () => {
  it("is the Arduino language, or C++ with setup() and loop()", () => {
    expect(isSketch({ text: "int x;", lang: "arduino" })).toBe(true);
    expect(isSketch({ text: "int x;", lang: "ino" })).toBe(true);
    expect(isSketch({ text: SKETCH, lang: "cpp" })).toBe(true);
    expect(isSketch({ text: SKETCH, lang: "c++" })).toBe(true);
    // C++ that is not a whole sketch, and C or Python that happens to say setup.
    expect(isSketch({ text: "void setup() {}", lang: "cpp" })).toBe(false);
    expect(isSketch({ text: SKETCH, lang: "c" })).toBe(false);
    expect(isSketch({ text: SKETCH, lang: "python" })).toBe(false);
    expect(isSketch({ text: SKETCH })).toBe(false);
  });
});

describe("default names", () => {
  it("name the first unnamed sketch after the post, never code-1.cpp", () => {
    expect(names("esp32-weather-station", code(SKETCH, "cpp"), code("Connected.\n", "plaintext"), code("{}", "json"))).toEqual([
      "esp32-weather-station.ino",
      "code-2.txt",
      "code-3.json",
    ]);
    // A second sketch is numbered among the sketches; plain C++ keeps .cpp.
    expect(names("esp-now-link", code(SKETCH, "cpp"), code("int x = 1;", "cpp"), code(SKETCH, "arduino"))).toEqual([
      "esp-now-link.ino",
      "code-2.cpp",
      "esp-now-link-2.ino",
    ]);
  });

  it("give way to a name an author gave, and stay within the Arduino IDE's 63 characters", () => {
    expect(names("blink", code(SKETCH, "cpp"), code(SKETCH, "cpp", "blink.ino"))).toEqual(["blink-2.ino", "blink.ino"]);
    const long = `${"a".repeat(60)}-bcdef-ghij`;
    const [name] = names(long, code(SKETCH, "cpp"));
    expect(name).toBe(`${"a".repeat(60)}-bc.ino`);
    expect(codeFileProblem({ text: SKETCH, lang: "cpp", file: name })).toBeNull();
  });
});

describe("the zip", () => {
  it("puts each sketch in a folder of its own name and every other file at the top", () => {
    const files = codeFiles(
      post(
        "esp-now-link",
        code(SKETCH, "cpp", "espnow-receiver.ino"),
        code(SKETCH, "cpp", "espnow-sender.ino"),
        code("Receiver MAC: 24:6F:28:12:34:56\n", "plaintext", "serial-monitor.txt"),
        code('{"a":1}', "json", "readings.json"),
        code("int helper();", "cpp", "helper.h"),
      ),
    );
    expect(codeZipEntries(files)).toEqual([
      { name: "espnow-receiver/espnow-receiver.ino", text: SKETCH },
      { name: "espnow-sender/espnow-sender.ino", text: SKETCH },
      { name: "serial-monitor.txt", text: "Receiver MAC: 24:6F:28:12:34:56\n" },
      { name: "readings.json", text: '{"a":1}' },
      { name: "helper.h", text: "int helper();" },
    ]);
  });

  it("never holds a file and a folder of one name", () => {
    const entries = codeZipEntries([
      { name: "Blink.ino", text: SKETCH },
      { name: "blink", text: "notes" },
    ]);
    expect(entries.map((entry) => entry.name)).toEqual(["Blink/Blink.ino", "Blink/blink"]);
  });
});

describe("the file name rule", () => {
  it("wants a name for every program, and none for output or configuration", () => {
    expect(codeFileProblem({ text: SKETCH, lang: "cpp" })).toContain("This Arduino sketch has no file name");
    expect(codeFileProblem({ text: SKETCH, lang: "cpp" })).toContain("name/name.ino");
    expect(codeFileProblem({ text: "print(1)", lang: "python" })).toContain("```python file=what-it-does.py");
    expect(codeFileProblem({ text: "make", lang: "bash" })).toContain("Shell block is a program with no file name");
    expect(codeFileProblem({ text: "int main(void) {}", lang: "c" })).toContain("```c file=what-it-does.c");
    expect(codeFileProblem({ text: "Ready.", lang: "plaintext" })).toBeNull();
    expect(codeFileProblem({ text: "{}", lang: "json" })).toBeNull();
    expect(codeFileProblem({ text: "[env]", lang: "ini" })).toBeNull();
    // A language the site does not know is the language rule's to report.
    expect(codeFileProblem({ text: "x", lang: "cobol" })).toBeNull();
  });

  it("wants a sketch named .ino and every file in its own language's extension", () => {
    expect(codeFileProblem({ text: SKETCH, lang: "cpp", file: "weather.cpp" })).toBe(
      "file=weather.cpp is an Arduino sketch (it has setup() and loop()): name it weather.ino, so the Arduino IDE opens it.",
    );
    expect(codeFileProblem({ text: "Ready.", lang: "plaintext", file: "output.ino" })).toContain(
      "file=output.ino is Plain text: give it one of its own extensions (.txt, .csv, .log)",
    );
    expect(codeFileProblem({ text: "{}", lang: "json", file: "config.txt" })).toContain("(.json)");
    expect(codeFileProblem({ text: "print(1)", lang: "python", file: "logger" })).toContain("(.py)");
    expect(codeFileProblem({ text: `${"a".repeat(64)}`, lang: "arduino", file: `${"a".repeat(64)}.ino` })).toContain(
      "at most 63 characters",
    );
    for (const [lang, file] of [
      ["cpp", "blink.ino"],
      ["cpp", "helper.h"],
      ["c", "main.c"],
      ["python", "serial_logger.py"],
      ["bash", "build-and-flash.sh"],
      ["plaintext", "serial-monitor.txt"],
      ["plaintext", "readings.csv"],
      ["json", "readings.json"],
      ["ini", "bme280-logger.service"],
    ] as const)
      expect(codeFileProblem({ text: lang === "cpp" && file.endsWith(".ino") ? SKETCH : "x", lang, file }), file).toBeNull();
  });

  it("is part of the demo content check, on the fence's line", () => {
    const markdown = [
      "---",
      "slug: example-tutorial",
      "topic: esp32",
      "format: markdown",
      "difficulty: beginner",
      "minutes: 30",
      "tested:",
      "  - Arduino IDE 2.3.6",
      "meta:",
      "  description: A tutorial that wires a sensor to a board and reads it, with the parts list, the wiring table, the code and the steps.",
      "---",
      "",
      "# An example tutorial",
      "",
      "<!-- section: intro -->",
      "",
      "word ".repeat(700).trim(),
      "",
      "```parts\nitems:\n  - qty: 1\n    name: ESP32 DevKitC\n```",
      "",
      "| Pin | Use |\n| --- | --- |\n| 2 | LED |",
      "",
      "1. Upload the sketch",
      "",
      "```cpp",
      SKETCH,
      "```",
      "",
      "```plaintext file=serial-monitor.ino",
      "Ready.",
      "```",
    ].join("\n");
    const lineOf = (start: string) => markdown.split("\n").findIndex((line) => line === start) + 1;
    expect(checkTutorials([{ file: "t.md", markdown }]).get("t.md")).toEqual([
      { line: lineOf("```cpp"), message: expect.stringContaining("This Arduino sketch has no file name") },
      {
        line: lineOf("```plaintext file=serial-monitor.ino"),
        message: expect.stringContaining("file=serial-monitor.ino is Plain text"),
      },
    ]);
  });

  it("holds in every demo tutorial: each code block names its file", async () => {
    const { markdownToBlocks } = await import("../../client/markdown/from-markdown");
    const tutorials = Object.values(
      import.meta.glob<string>("../../scripts/demo/tutorials/*.md", { query: "?raw", import: "default", eager: true }),
    );
    const blocks = tutorials.flatMap((markdown) =>
      markdownToBlocks(markdown).pageData.flatMap((section) =>
        // A kept block (a kind the site does not know) is never code.
        section.content.flatMap((block) => ("code" in block ? [block as Extract<Block, { code: unknown }>] : [])),
      ),
    );
    expect(blocks.length).toBeGreaterThan(70);
    const unnamed = blocks.filter(({ code }) => typeof code === "string" || !code.file);
    expect(unnamed).toEqual([]);
  });
});
