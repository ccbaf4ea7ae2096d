/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { checkTutorials, readTutorial } from "../../scripts/demo/tutorial";

// The demo tutorials as `npm start` seeds them, read at build time by Vite.
const tutorials = Object.entries(
  import.meta.glob<string>("../../scripts/demo/tutorials/*.md", { query: "?raw", import: "default", eager: true }),
).map(([file, markdown]) => ({ file: file.replace("../../", ""), markdown }));

const tutorial = (front: string, body: string) => `---\n${front}\n---\n\n${body}`;
const GOOD_FRONT = [
  "slug: example-tutorial",
  "topic: esp32",
  "format: markdown",
  "difficulty: beginner",
  "minutes: 30",
  "boards: [esp32]",
  "tested: [Arduino IDE 2.3.6, arduino-esp32 core 3.3.0]",
  "meta:",
  "  description: A tutorial that wires a sensor to a board and reads it, with the parts list, the wiring table, the code and the steps.",
].join("\n");
const GOOD_BODY = [
  "# An example tutorial",
  "<!-- section: intro -->",
  `${"word ".repeat(700).trim()}`,
  "- One ESP32 board",
  "```parts\nitems:\n  - qty: 1\n    name: ESP32 DevKitC\n```",
  "```wiring\nboard: esp32\npart: BME280\nconnections:\n  - board: GPIO21\n    part: SDA\n```",
  "1. Upload the sketch",
  "```cpp file=example-tutorial.ino\nvoid setup() {}\n\nvoid loop() {}\n```",
].join("\n\n");

describe("demo tutorials", () => {
  it("every file is a post the site accepts and keeps the editorial rules", () => {
    expect(tutorials.length).toBeGreaterThan(0);
    const problems = [...checkTutorials(tutorials)].flatMap(([file, list]) =>
      list.map((problem) => `${file}:${problem.line}: ${problem.message}`),
    );
    expect(problems).toEqual([]);
    // Converting 31 long tutorials takes a few seconds on a busy two-core machine.
  }, 60_000);

  it("reads the front matter and body into the stored post", () => {
    const { post, problems } = readTutorial(tutorial(`${GOOD_FRONT}\nauthor: secondary`, GOOD_BODY));
    expect(problems).toEqual([]);
    expect(post).toMatchObject({
      author: "secondary",
      id: "example-tutorial",
      data: { slug: "example-tutorial", title: "An example tutorial", topic: "esp32", format: "markdown", draft: false },
    });
    expect(post?.data.pageData?.[0]?.content[1]).toEqual({ ul: ["One ESP32 board"] });
  });

  it("names the file line of each problem", () => {
    const markdown = tutorial(
      GOOD_FRONT.replace("slug: example-tutorial", "slug: Example Tutorial\ncolour: red"),
      GOOD_BODY.replace("```cpp file=example-tutorial.ino", "```").replace(
        "- One ESP32 board",
        "![A board](https://example.org/board.png)",
      ),
    );
    const [result] = checkTutorials([{ file: "bad.md", markdown }]).values();
    // The schema's problems come first: the editorial rules apply to a post that is one.
    expect(result).toEqual([
      { line: 2, message: expect.stringContaining("lower-case letters") },
      { line: 3, message: expect.stringContaining("colour is not a field of a post") },
    ]);

    const rules = markdown.replace("slug: Example Tutorial\ncolour: red", "slug: example-tutorial");
    const lineOf = (start: string) => rules.split("\n").findIndex((line) => line.startsWith(start)) + 1;
    expect([...checkTutorials([{ file: "rules.md", markdown: rules }]).values()][0]).toEqual([
      { line: lineOf("![A board]"), message: expect.stringContaining("pictures on this site") },
      // The code fence, the line above the code (the parts and wiring fences also start with ```).
      { line: lineOf("void setup() {}") - 1, message: expect.stringContaining("language") },
    ]);
  });

  it("holds every tutorial to a difficulty, a build time and a parts block", () => {
    expect(checkTutorials([{ file: "good.md", markdown: tutorial(GOOD_FRONT, GOOD_BODY) }]).get("good.md")).toEqual([]);
    const bare = tutorial(
      GOOD_FRONT.replace("difficulty: beginner\n", "").replace("minutes: 30\n", ""),
      GOOD_BODY.replace(/```parts[\s\S]*?```/, ""),
    );
    expect(checkTutorials([{ file: "bare.md", markdown: bare }]).get("bare.md")).toEqual([
      { line: 1, message: expect.stringContaining("Set difficulty") },
      { line: 1, message: expect.stringContaining("Set minutes") },
      { line: 1, message: expect.stringContaining("Add a parts block") },
    ]);
  });

  it("wants a wiring block for each board listed, on pins the board has", () => {
    const lineOf = (markdown: string, start: string) => markdown.split("\n").findIndex((line) => line.startsWith(start)) + 1;
    const unwired = tutorial(GOOD_FRONT.replace("boards: [esp32]", "boards: [esp32, arduino-uno]"), GOOD_BODY);
    expect(checkTutorials([{ file: "unwired.md", markdown: unwired }]).get("unwired.md")).toEqual([
      { line: lineOf(unwired, "boards:"), message: expect.stringContaining("boards lists arduino-uno") },
    ]);

    // The studio's own pin check: the ESP32 has no GPIO20; and a drawn board must be listed.
    const wrong = tutorial(GOOD_FRONT.replace("boards: [esp32]\n", ""), GOOD_BODY.replace("GPIO21", "GPIO20"));
    expect(checkTutorials([{ file: "wrong.md", markdown: wrong }]).get("wrong.md")).toEqual([
      { line: lineOf(wrong, "```wiring"), message: "The wiring block is for the esp32: list it in boards." },
      { line: lineOf(wrong, "```wiring"), message: expect.stringContaining('no pin "GPIO20"') },
    ]);
  });

  it("finds an address used twice", () => {
    const markdown = tutorial(GOOD_FRONT, GOOD_BODY);
    const results = checkTutorials([
      { file: "one.md", markdown },
      { file: "two.md", markdown },
    ]);
    expect(results.get("one.md")).toEqual([]);
    expect(results.get("two.md")).toEqual([{ line: 2, message: "slug example-tutorial is also used by one.md." }]);
  });
});
