import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineText } from "../../client/components/InlineText";
import { markdownToBlocks } from "../../client/markdown/from-markdown";
import { MARKDOWN_LIMITS, markdownLimitProblem } from "../../client/markdown/limits";
import { plainText } from "../../client/markdown/plain-text";
import { jsonDepthProblem } from "../../worker/http/json-depth";

/** The inputs that stalled or crashed the converter (issue 29), and one of each kind just past a limit. */
const HOSTILE: Array<[string, string, keyof typeof MARKDOWN_LIMITS]> = [
  ["10,000 nested list markers", `${"- ".repeat(10_000)}x`, "depth"],
  ["10,000 nested quotes", `${"> ".repeat(10_000)}x`, "depth"],
  ["50,000 nested brackets", `${"[".repeat(50_000)}x${"](/y)".repeat(50_000)}`, "document"],
  ["5,000 nested brackets", `${"[".repeat(5_000)}x${"](/y)".repeat(5_000)}`, "bracketRun"],
  ["lists nested by indentation", Array.from({ length: 40 }, (_, depth) => `${"  ".repeat(depth)}- x`).join("\n"), "depth"],
  ["a long run of stars", `${"*".repeat(8_000)}x${"*".repeat(8_000)}`, "emphasisRun"],
  ["many emphasis marks in one paragraph", "a** ".repeat(3_000), "emphasis"],
  ["many links in one paragraph", "[a](/b) ".repeat(1_500), "brackets"],
  ["a huge paragraph", "word ".repeat(10_000), "block"],
  ["a huge document", "A short paragraph.\n\n".repeat(12_000), "document"],
];

describe("Markdown is bounded before it is parsed", () => {
  it.each(HOSTILE)("refuses %s, naming the limit, without parsing it", (_what, markdown, limit) => {
    const converted = markdownToBlocks(markdown);
    expect(converted.beyond?.limit).toBe(limit);
    expect(converted.pageData).toEqual([]);
    expect(converted.problems).toEqual([{ line: expect.any(Number), message: expect.stringMatching(/^Line \d+: /) }]);
  });

  it("takes real posts, code of any size included", () => {
    const code = `\`\`\`cpp\n${"int x = a[i] * b[j]; // ***\n".repeat(600)}\`\`\``;
    const post = [
      "# A tutorial",
      "- one\n- two\n- three",
      "> [!NOTE]\n> Mind the **3.3 V** rail and [the pinout](/learn/esp32).",
      code,
    ].join("\n\n");
    expect(markdownLimitProblem(post)).toBeNull();
    const converted = markdownToBlocks(post);
    expect(converted.problems).toEqual([]);
    expect(converted.pageData[0]?.content.map((block) => Object.keys(block)[0])).toEqual(["ul", "note", "code"]);
  });

  it("shows stored text beyond the limits as the text it is, unparsed", () => {
    const hostile = `${"[".repeat(5_000)}x${"](/y)".repeat(5_000)}`;
    expect(renderToStaticMarkup(InlineText({ text: hostile, markdown: true }))).toBe(hostile.replace(/&/g, "&amp;"));
    expect(plainText(hostile)).toBe(hostile);
    expect(renderToStaticMarkup(InlineText({ text: "**bold**", markdown: true }))).toBe("<strong>bold</strong>");
  });
});

describe("JSON bodies are bounded in depth before they are parsed", () => {
  it("refuses deep nesting, counting brackets inside strings as text", () => {
    expect(jsonDepthProblem("[".repeat(10_000))).toMatch(/deeper than 32 levels/);
    expect(jsonDepthProblem(JSON.stringify({ title: "[[[[".repeat(1_000), pageData: [{ content: [{ p: "x" }] }] }))).toBeNull();
    expect(jsonDepthProblem(JSON.stringify({ text: 'a \\" [ {' }))).toBeNull();
  });
});
