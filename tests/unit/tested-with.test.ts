import { renderToStaticMarkup } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PostFacts } from "../../client/components/PostFacts";
import { comparePosts } from "../../client/data/post-diff";
import { LIMITS, postFieldSchemas, TESTED_RULE } from "../../client/data/post-schema";
import { readStoredPost } from "../../client/data/stored-post";
import { markdownToBlocks } from "../../client/markdown/from-markdown";
import { checkedFrontFields, postAsMarkdown } from "../../client/markdown/post-markdown";
import { formFieldsFromMarkdown } from "../../client/studio/markdown";
import { bodyOf, emptyForm, formFromStored } from "../../client/studio/post-form";
import { testedProblem } from "../../client/studio/PostFactsFields";
import { parseWorkingCopy } from "../../client/studio/working-copy";
import { checkTutorials } from "../../scripts/demo/tutorial";
import { importMarkdown } from "../../worker/studio/markdown-import";
import { readPostBody } from "../../worker/studio/post-body";

// Issue 31: a tutorial says what it was tested with (the IDE, the board core, the libraries,
// with versions). One post field, `tested`, through the schema, the lenient reader, Markdown
// both ways, the studio's form and the demo content check.

const TESTED = ["Arduino IDE 2.3.6", "arduino-esp32 core 3.3.0", "Adafruit BME280 Library 2.2.4"];
const schema = postFieldSchemas.tested;

describe("the tested field's rule", () => {
  it("takes 1 to 8 lines, trimmed, each of at most 120 characters", () => {
    expect(v.parse(schema, ["  Arduino IDE 2.3.6 "])).toEqual(["Arduino IDE 2.3.6"]);
    expect(
      v.parse(
        schema,
        Array.from({ length: LIMITS.tested }, (_, at) => `Library ${at} 1.0.0`),
      ),
    ).toHaveLength(8);
    expect(v.parse(schema, ["x".repeat(LIMITS.testedLine)])).toHaveLength(1);
    expect(v.parse(schema, undefined)).toBeUndefined();
  });

  it.each([
    ["no line", []],
    ["nine lines", Array.from({ length: 9 }, (_, at) => `Library ${at} 1.0.0`)],
    ["a line of 121 characters", ["x".repeat(121)]],
    ["an empty line", ["Arduino IDE 2.3.6", "  "]],
    ["two lines in one", ["Arduino IDE 2.3.6\narduino-esp32 core 3.3.0"]],
    ["a number", [236]],
    ["one text instead of a list", "Arduino IDE 2.3.6"],
  ])("refuses %s", (_, value) => {
    expect(v.safeParse(schema, value).success).toBe(false);
  });

  it("names the rule and the line when a body breaks it", () => {
    const read = readPostBody({ title: "T", tested: ["", "x"], pageData: [{ section: "", content: [{ p: "Text." }] }] });
    if (!read.ok) throw new Error(read.error);
    expect(read.body.kept.fields).toEqual([
      { field: "tested", where: "tested", value: ["", "x"], problem: `tested: 1: ${TESTED_RULE}` },
    ]);
  });
});

describe("the lenient reader", () => {
  it("reads a stored list, and mends one typed as a text or with blank lines", () => {
    expect(readStoredPost({ title: "T", tested: TESTED }).fields.tested).toEqual(TESTED);
    expect(readStoredPost({ title: "T", tested: "Arduino IDE 2.3.6\n arduino-esp32 core 3.3.0 \n" }).fields.tested).toEqual(
      TESTED.slice(0, 2),
    );
    expect(readStoredPost({ title: "T", tested: ["Arduino IDE 2.3.6", "", 3.11] }).fields.tested).toEqual([
      "Arduino IDE 2.3.6",
      "3.11",
    ]);
  });

  it("keeps a value it cannot mend as stored, to be sent back unchanged", () => {
    const tooMany = Array.from({ length: 9 }, (_, at) => `Library ${at} 1.0.0`);
    const read = readStoredPost({ title: "T", tested: tooMany });
    expect(read.fields.tested).toBeUndefined();
    expect(read.other).toEqual({ tested: tooMany });
    const { form } = formFromStored({ slug: "t", title: "T", tested: tooMany, pageData: [] });
    expect(form.tested).toBe("");
    expect(bodyOf(form).tested).toEqual(tooMany);
  });
});

describe("Markdown both ways", () => {
  const stored = {
    title: "Weather station",
    format: "markdown",
    tested: TESTED,
    pageData: [{ section: "", content: [{ p: "Hi." }] }],
  };

  it("writes the list as front matter and reads it back as the same list", () => {
    const markdown = postAsMarkdown(stored);
    expect(markdown).toContain(
      "tested:\n  - Arduino IDE 2.3.6\n  - arduino-esp32 core 3.3.0\n  - Adafruit BME280 Library 2.2.4\n",
    );
    expect(markdownToBlocks(markdown).front.tested).toEqual(TESTED);
    expect(checkedFrontFields(markdownToBlocks(markdown).front).checked.tested).toEqual(TESTED);
    // The studio's import fills its box, one a line; the server's import answers the list.
    expect(formFieldsFromMarkdown(markdown).change.tested).toBe(TESTED.join("\n"));
    const imported = importMarkdown(markdown);
    expect(imported.ok && imported.fields).toMatchObject({ tested: TESTED });
  });

  it("names a list the schema refuses instead of dropping it", () => {
    const { checked, problems } = checkedFrontFields({ tested: ["x".repeat(121)], minutes: 20 });
    expect(checked).toEqual({ minutes: 20 });
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining("tested in the front matter")]);
    expect(importMarkdown("---\ntested: []\n---\n\n# T\n\nText.\n").ok).toBe(false);
  });

  it("leaves the field alone when the front matter does not name it", () => {
    expect(formFieldsFromMarkdown("---\nminutes: 20\n---\n\n# T\n\nText.\n").change).not.toHaveProperty("tested");
  });
});

describe("the studio's form", () => {
  const stored = { slug: "weather", title: "Weather", tested: TESTED, pageData: [{ section: "", content: [{ p: "Hi." }] }] };

  it("shows the list one a line and sends it back as it was when the author edits something else", () => {
    const { form } = formFromStored(stored);
    expect(form.tested).toBe("Arduino IDE 2.3.6\narduino-esp32 core 3.3.0\nAdafruit BME280 Library 2.2.4");
    expect(bodyOf({ ...form, title: "Weather station" }).tested).toEqual(TESTED);
  });

  it("sends the lines typed, trimmed and without blank ones, and nothing for an empty box", () => {
    const { form } = formFromStored(stored);
    expect(bodyOf({ ...form, tested: " Arduino IDE 2.3.7 \n\n arduino-esp32 core 3.3.1\n" }).tested).toEqual([
      "Arduino IDE 2.3.7",
      "arduino-esp32 core 3.3.1",
    ]);
    expect(bodyOf({ ...form, tested: " \n " })).not.toHaveProperty("tested");
    expect(bodyOf(emptyForm())).not.toHaveProperty("tested");
  });

  it("says the rule while the author types too many or too long lines", () => {
    expect(testedProblem("")).toBeNull();
    expect(testedProblem(TESTED.join("\n"))).toBeNull();
    expect(testedProblem(Array.from({ length: 9 }, (_, at) => `Library ${at}`).join("\n"))).toBe(TESTED_RULE);
    expect(testedProblem("x".repeat(121))).toBe(TESTED_RULE);
  });

  it("names the list among the differences when two versions of a post meet", () => {
    const { form } = formFromStored(stored);
    const { changes } = comparePosts(bodyOf(form), bodyOf({ ...form, tested: "Arduino IDE 2.3.7" }));
    expect(changes.map((change) => [change.label, change.before?.text, change.after?.text])).toEqual([
      ["Tested with", TESTED.join("\n"), "Arduino IDE 2.3.7"],
    ]);
  });

  it("opens a working copy an older editor kept, without the newer fields, with them empty", () => {
    const { tested: _tested, minutes: _minutes, boards: _boards, ...older } = emptyForm();
    const copy = parseWorkingCopy(
      JSON.stringify({ form: { ...older, title: "Old copy" }, etag: null, savedSlug: null, keptAt: 1 }),
    );
    expect(copy?.form).toMatchObject({ title: "Old copy", tested: "", minutes: "", boards: [] });
    expect(bodyOf(copy!.form)).not.toHaveProperty("tested");
  });
});

describe("the post page's facts", () => {
  it("say what the tutorial was tested with, after the short facts", () => {
    const html = renderToStaticMarkup(PostFacts({ difficulty: "beginner", minutes: 45, boards: ["esp32"], tested: TESTED }));
    expect(html).toContain(
      '<div class="post-fact post-fact--tested"><dt>Tested with:</dt> <dd>Arduino IDE 2.3.6, arduino-esp32 core 3.3.0, Adafruit BME280 Library 2.2.4</dd></div>',
    );
    expect(html.indexOf("Beginner")).toBeLessThan(html.indexOf("Tested with"));
    expect(renderToStaticMarkup(PostFacts({ difficulty: null, minutes: null, boards: [], tested: ["Python 3.11"] }))).toContain(
      "Tested with:",
    );
    expect(renderToStaticMarkup(PostFacts({ difficulty: "beginner", minutes: 45, boards: [] }))).not.toContain("Tested with");
  });
});

describe("the demo content check", () => {
  const tutorial = (front: string, code: string) =>
    [
      "---",
      "slug: example-tutorial",
      "topic: esp32",
      "format: markdown",
      "difficulty: beginner",
      "minutes: 30",
      "meta:",
      "  description: A tutorial that wires a sensor to a board and reads it, with the parts list, the wiring table, the code and the steps.",
      front,
      "---",
      "",
      "# An example tutorial",
      "<!-- section: intro -->",
      "word ".repeat(700).trim(),
      "```parts\nitems:\n  - qty: 1\n    name: ESP32 DevKitC\n```",
      "| Pin | Use |\n| --- | --- |\n| GPIO21 | SDA |",
      "1. Upload the sketch",
      code,
    ].join("\n\n");
  const problemsOf = (markdown: string) => checkTutorials([{ file: "t.md", markdown }]).get("t.md");

  it("wants a tested list on a tutorial with a program, naming the program's line", () => {
    const markdown = tutorial("", "```cpp file=sketch.cpp\nvoid setup() {}\n```");
    const fence = markdown.split("\n").findIndex((line) => line === "```cpp file=sketch.cpp") + 1;
    expect(problemsOf(markdown)).toEqual([{ line: 1, message: expect.stringContaining(`The program on line ${fence}`) }]);
    expect(
      problemsOf(
        tutorial("tested:\n  - Arduino IDE 2.3.6\n  - arduino-esp32 core 3.3.0", "```cpp file=sketch.cpp\nvoid setup() {}\n```"),
      ),
    ).toEqual([]);
    expect(problemsOf(tutorial("", "```python file=hi.py\nprint('hi')\n```"))).toHaveLength(1);
  });

  it("asks nothing of a tutorial whose code is only output or commands", () => {
    expect(
      problemsOf(tutorial("", "```plaintext file=output.txt\nLED on\n```\n\n```bash file=ports.sh\nls /dev/tty*\n```")),
    ).toEqual([]);
  });

  it("refuses a list that breaks the rule, on its line", () => {
    const markdown = tutorial("tested:\n  - ''", "```cpp file=sketch.cpp\nvoid setup() {}\n```");
    const line = markdown.split("\n").findIndex((each) => each.startsWith("tested:")) + 1;
    expect(problemsOf(markdown)).toEqual([{ line, message: `tested › 1: ${TESTED_RULE}` }]);
  });
});
