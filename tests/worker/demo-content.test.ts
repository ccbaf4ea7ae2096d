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
  "meta:",
  "  description: A tutorial that wires a sensor to a board and reads it, with the parts list, the wiring table, the code and the steps.",
].join("\n");
const GOOD_BODY = [
  "# An example tutorial",
  "<!-- section: intro -->",
  `${"word ".repeat(700).trim()}`,
  "- One ESP32 board",
  "| Pin | Use |\n| --- | --- |\n| GPIO21 | SDA |",
  "1. Upload the sketch",
  "```cpp\nvoid setup() {}\n```",
].join("\n\n");

describe("demo tutorials", () => {
  it("every file is a post the site accepts and keeps the editorial rules", () => {
    expect(tutorials.length).toBeGreaterThan(0);
    const problems = [...checkTutorials(tutorials)].flatMap(([file, list]) =>
      list.map((problem) => `${file}:${problem.line}: ${problem.message}`),
    );
    expect(problems).toEqual([]);
  });

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
      GOOD_BODY.replace("```cpp", "```").replace("- One ESP32 board", "![A board](https://example.org/board.png)"),
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
      { line: 1, message: expect.stringContaining("parts list") },
      { line: lineOf("![A board]"), message: expect.stringContaining("pictures on this site") },
      { line: lineOf("```"), message: expect.stringContaining("language") },
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
