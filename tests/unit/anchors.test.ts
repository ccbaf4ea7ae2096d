import { describe, expect, it } from "vitest";
import { headingIds } from "../../client/data/anchors";

const idsOf = (texts: string[]) => texts.map(headingIds());

describe("heading ids", () => {
  it("number repeated texts from 2, stepping over ids other headings already took", () => {
    expect(idsOf(["Wiring", "Wiring", "Wiring 2", "Wiring", "Wiring 4", "Wiring"])).toEqual([
      "wiring",
      "wiring-2",
      "wiring-2-2",
      "wiring-3",
      "wiring-4",
      "wiring-5",
    ]);
    expect(idsOf(["Step 3", "Step", "Step", "Step", "Step"])).toEqual(["step-3", "step", "step-2", "step-4", "step-5"]);
  });

  it("leave the questions section its id", () => {
    expect(idsOf(["Questions", "Questions and answers"])).toEqual(["questions-section", "questions-and-answers"]);
  });

  it("never take a layout id, and number a repeated one like any other", () => {
    expect(idsOf(["Main", "Main", "Content", "Search", "Main 2"])).toEqual([
      "main-section",
      "main-2",
      "content-section",
      "search-section",
      "main-2-2",
    ]);
  });

  // Counting up from 2 for every repeat took 14 s here for these; now it is milliseconds, far
  // inside the test's default 5-second limit.
  it("stay unique for 10,000 headings of one text", () => {
    const ids = idsOf(Array.from({ length: 10_000 }, () => "Same heading"));
    expect(new Set(ids).size).toBe(10_000);
    expect(ids.slice(0, 3)).toEqual(["same-heading", "same-heading-2", "same-heading-3"]);
    expect(ids.at(-1)).toBe("same-heading-10000");
  });
});
