import { describe, expect, it } from "vitest";
import {
  comparePosts,
  COMPARE_LIMITS,
  postParts,
  readChangeSummary,
  summarise,
  summaryText,
  UNKNOWN_CHANGE,
} from "../../client/data/post-diff";
import { readStoredPost } from "../../client/data/stored-post";
import { postAsMarkdown } from "../../client/markdown/post-markdown";
import { bodyOf, formFromStored } from "../../client/studio/post-form";
import { readPostBody, unknownStoredFields } from "../../worker/studio/post-body";
import { readSavedBy, savedByOf, versionStamp } from "../../worker/studio/version-stamp";
import { fullPost } from "../fixtures/full-post";

// Issue 32: the history says what each save changed, and the conflict view shows it, from one
// comparison of two versions, part by part and word by word (client/data/post-diff.ts).

const post = (pageData: Array<{ section: string; content: unknown[] }>, extra: Record<string, unknown> = {}) => ({
  title: "Blink an LED",
  meta: { description: "The first sketch." },
  draft: true,
  pageData,
  ...extra,
});

describe("a post as labelled parts", () => {
  it("names every field, section and block whole, in reading order, in the block-kind table's words", () => {
    const labels = postParts(fullPost("every-field")).parts.map((part) => part.label);
    expect(labels.slice(0, 14)).toEqual([
      "Title",
      "Heading and browser title",
      "Description",
      "Keywords",
      "Author",
      "URL",
      "Canonical address",
      "Publishing",
      "Topic",
      "Text format",
      "Difficulty",
      "Build time",
      "Boards",
      "Tested with",
    ]);
    expect(labels).toContain("Section “intro” · Name");
    expect(labels).toContain("Section “intro” · Heading (level 1) 1");
    expect(labels).toContain("Section “intro” · Heading (level 2) 2");
    expect(labels).toContain("Section “intro” · Paragraph 1");
    expect(labels).toContain("Section “intro” · Code (Arduino sketch, weather.ino) 1");
    expect(labels).toContain("Section “intro” · Wiring diagram (esp32) 1");
    expect(labels).toContain("Section “intro” · Parts list 1");
    // What the schema cannot read is compared as its words, under its own kind's name.
    expect(labels).toContain("Section “more” · gallery 1");
    expect(labels).toContain("Plain content");
    expect(labels).toContain("meta › image");
  });

  it("counts blocks of a kind within their section, and tells unnamed and same-named sections apart", () => {
    const { parts } = postParts(
      post([
        { section: "", content: [{ p: "One." }, { h2: "Two" }, { p: "Three." }] },
        { section: "steps", content: [{ p: "Four." }] },
        { section: "steps", content: [{ p: "Five." }] },
      ]),
    );
    expect(parts.filter((part) => part.section !== null).map((part) => `${part.label}: ${part.text}`)).toEqual([
      "Section 1 · Paragraph 1: One.",
      "Section 1 · Heading (level 2) 1: Two",
      "Section 1 · Paragraph 2: Three.",
      "Section “steps” · Name: steps",
      "Section “steps” · Paragraph 1: Four.",
      "Section “steps (2)” · Name: steps",
      "Section “steps (2)” · Paragraph 1: Five.",
    ]);
  });

  it("leaves out what the server writes itself: the address, the commit time, who saved and what changed", () => {
    const stored = {
      ...post([{ section: "", content: [{ p: "Text." }] }]),
      slug: "blink",
      updatedAt: "2026-11-28T10:00:00Z",
      savedBy: { uid: "author-a", name: "Ann" },
      change: { wordsAdded: 3, wordsRemoved: 0, sections: [], blocks: [], fields: [] },
    };
    const texts = postParts(stored).parts.map((part) => part.text);
    expect(texts.join(" ")).not.toMatch(/author-a|Ann|2026-11-28|blink/);
  });

  it("compares at most COMPARE_LIMITS of a version, and says so", () => {
    const long = "word ".repeat(COMPARE_LIMITS.partChars / 5 + 100);
    const { parts, cut } = postParts(post([{ section: "", content: [{ p: long }] }]));
    expect(cut).toBe(true);
    expect(parts.find((part) => part.kind === "Paragraph")?.text.length).toBe(COMPARE_LIMITS.partChars);
    const many = Array.from({ length: 40 }, () => ({ section: "", content: [{ p: "x".repeat(15_000) }] }));
    const total = postParts(post(many)).parts.reduce((sum, part) => sum + part.text.length, 0);
    expect(total).toBeLessThanOrEqual(COMPARE_LIMITS.versionChars);
  });
});

describe("comparing two versions", () => {
  const before = post([
    { section: "Wiring", content: [{ p: "Connect the LED to pin 13 through a resistor." }, { h2: "Parts" }] },
    { section: "Code", content: [{ code: { text: "digitalWrite(13, HIGH);", lang: "arduino" } }] },
  ]);

  it("marks the words that changed inside a part, and leaves the others alone", () => {
    const after = post([
      { section: "Wiring", content: [{ p: "Connect the LED to pin 12 through a 220 ohm resistor." }, { h2: "Parts" }] },
      { section: "Code", content: [{ code: { text: "digitalWrite(13, HIGH);", lang: "arduino" } }] },
    ]);
    const { changes, unchanged } = comparePosts(before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.label).toBe("Section “Wiring” · Paragraph 1");
    expect(changes[0]!.pieces.filter((piece) => piece.change !== "same")).toEqual([
      { text: "13", change: "removed" },
      { text: "12", change: "added" },
      { text: "220 ohm ", change: "added" },
    ]);
    expect(changes[0]).toMatchObject({ wordsAdded: 3, wordsRemoved: 1 });
    expect(unchanged).toBeGreaterThan(5);
  });

  it("sees a paragraph put in before others as one new part, not as every later one changed", () => {
    const after = post([
      { section: "Wiring", content: [{ p: "First, unplug the board." }, ...before.pageData[0]!.content] },
      before.pageData[1]!,
    ]);
    const { changes } = comparePosts(before, after);
    expect(changes.map((change) => [change.status, change.label])).toEqual([["added", "Section “Wiring” · Paragraph 1"]]);
  });

  it("sees a renamed section as its name changed, and its blocks as they were", () => {
    const after = post([{ ...before.pageData[0]!, section: "Wires" }, before.pageData[1]!]);
    const { changes } = comparePosts(before, after);
    expect(changes.map((change) => [change.label, change.before?.text, change.after?.text])).toEqual([
      ["Section “Wires” · Name", "Wiring", "Wires"],
    ]);
  });

  it("names a code block's new language besides its words", () => {
    const after = post([
      before.pageData[0]!,
      { section: "Code", content: [{ code: { text: "digitalWrite(13, HIGH);", lang: "cpp" } }] },
    ]);
    const [change] = comparePosts(before, after).changes;
    expect(change).toMatchObject({ status: "changed", label: "Section “Code” · Code (C++) 1", wordsAdded: 0, wordsRemoved: 0 });
    expect(change!.before?.detail).toBe("Arduino sketch");
  });

  it("shows a rewritten part, and parts past the comparison's budget, replaced whole, their words still counted", () => {
    const rewritten = comparePosts(
      post([{ section: "", content: [{ p: "one two three four five six seven eight nine ten eleven twelve" }] }]),
      post([{ section: "", content: [{ p: "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu" }] }]),
    ).changes[0]!;
    expect(rewritten.pieces.map((piece) => piece.change)).toEqual(["removed", "added"]);
    expect(rewritten).toMatchObject({ wordsAdded: 12, wordsRemoved: 12 });

    // Every other word of 60 paragraphs changed: far more edits than one comparison spends.
    const text = (at: number, changed: boolean) =>
      Array.from({ length: 60 }, (_, word) => (changed && word % 2 ? `new${at}x${word}` : `old${at}x${word}`)).join(" ");
    const paragraphs = (changed: boolean) =>
      post([{ section: "", content: Array.from({ length: 60 }, (_, at) => ({ p: text(at, changed) })) }]);
    const { changes } = comparePosts(paragraphs(false), paragraphs(true));
    expect(changes).toHaveLength(60);
    expect(changes[0]!.pieces.length).toBeGreaterThan(2);
    expect(changes[59]!.pieces.map((piece) => piece.change)).toEqual(["removed", "added"]);
    expect(changes[0]).toMatchObject({ wordsAdded: 30, wordsRemoved: 30 });
    expect(changes[59]).toMatchObject({ wordsAdded: 60, wordsRemoved: 60 });
  });

  it("lines parts up by their labels when two versions differ too much to line them up by content", () => {
    const paragraphs = (word: string) =>
      post([
        { section: "", content: Array.from({ length: COMPARE_LIMITS.partEdits + 50 }, (_, at) => ({ p: `${word} ${at}` })) },
      ]);
    const { changes } = comparePosts(paragraphs("old"), paragraphs("new"));
    expect(changes).toHaveLength(COMPARE_LIMITS.partEdits + 50);
    expect(changes[7]).toMatchObject({ status: "changed", label: "Section 1 · Paragraph 8", wordsAdded: 1, wordsRemoved: 1 });
  });
});

describe("a save's summary", () => {
  const before = post([
    { section: "Wiring", content: [{ p: "Connect the LED to pin 13." }] },
    { section: "Code", content: [{ code: { text: "blink();", lang: "arduino" } }] },
  ]);
  const after = post(
    [
      { section: "Wiring", content: [{ p: "Connect the LED and a resistor to pin 12." }] },
      { section: "Code", content: [{ code: { text: "blink(); delay(500);", lang: "arduino" } }] },
    ],
    { title: "Blink an LED slowly", draft: false },
  );

  it("counts the words added and removed, and names the sections, kinds of blocks and fields touched", () => {
    const summary = summarise(comparePosts(before, after));
    expect(summary).toEqual({
      wordsAdded: 7,
      wordsRemoved: 1,
      sections: ["Wiring", "Code"],
      blocks: ["Paragraph", "Code"],
      fields: ["Title", "Published"],
    });
    expect(summaryText(summary)).toBe("+7 −1 words · Wiring, Code · Paragraph, Code · Title, Published");
  });

  it("calls a version with nothing before it the first, with its words", () => {
    const summary = summarise(comparePosts(null, before), true);
    expect(summary).toMatchObject({ first: true, wordsAdded: 13, wordsRemoved: 0, fields: [] });
    expect(summaryText(summary)).toBe("First version: 13 words · Wiring, Code · Paragraph, Code");
  });

  it("reads a stored summary leniently, and says when there is none", () => {
    expect(readChangeSummary({ wordsAdded: "many", sections: ["Wiring", 3], note: "Restored from the trash" })).toEqual({
      wordsAdded: 0,
      wordsRemoved: 0,
      sections: ["Wiring"],
      blocks: [],
      fields: [],
      note: "Restored from the trash",
    });
    expect(readChangeSummary(undefined)).toBeNull();
    expect(summaryText(null)).toBe(UNKNOWN_CHANGE);
    const many = { wordsAdded: 1, wordsRemoved: 0, sections: ["a", "b", "c", "d", "e", "f"], blocks: [], fields: [] };
    expect(summaryText(many)).toBe("+1 −0 word · a, b, c, d and 2 more");
  });
});

describe("the version stamp", () => {
  it("names who saved by their name, else their e-mail, else their uid", () => {
    expect(savedByOf({ uid: "u1", name: "Ann Lee", email: "ann@example.org" })).toEqual({ uid: "u1", name: "Ann Lee" });
    expect(savedByOf({ uid: "u1", name: " ", email: "ann@example.org" })).toEqual({ uid: "u1", name: "ann@example.org" });
    expect(savedByOf({ uid: "u1", name: null, email: null })).toEqual({ uid: "u1", name: "u1" });
    // A version saved before the history kept it is its owner's, by a name not known.
    expect(readSavedBy(undefined, "owner")).toEqual({ uid: "owner", name: "" });
  });

  it("says who saved a version and what it changed against the one it replaces", () => {
    const older = post([{ section: "", content: [{ p: "Old words." }] }]);
    const newer = post([{ section: "", content: [{ p: "New words." }] }]);
    const stamp = versionStamp({ uid: "author-a", name: "Ann" }, older, newer);
    expect(stamp.savedBy).toEqual({ uid: "author-a", name: "Ann" });
    expect(summaryText(stamp.change)).toBe("+1 −1 words · Section 1 · Paragraph");
    expect(versionStamp({ uid: "a", name: "A" }, older, older, "Restored from the trash").change).toMatchObject({
      wordsAdded: 0,
      note: "Restored from the trash",
    });
  });

  it("is never taken from a client, never shown to the editor, and never exported", () => {
    const stamp = { savedBy: { uid: "intruder", name: "Mallory" }, change: { wordsAdded: 999 } };
    const read = readPostBody({ ...post([{ section: "", content: [{ p: "Text." }] }]), ...stamp });
    expect(read.ok && read.body.document).not.toHaveProperty("savedBy");
    expect(read.ok && read.body.document).not.toHaveProperty("change");
    expect(read.ok && read.body.kept.fields).toEqual([]);

    const stored = { ...fullPost("stamped"), ...stamp };
    expect(readStoredPost(stored).other).not.toHaveProperty("savedBy");
    expect(unknownStoredFields(stored).fields).not.toHaveProperty("change");
    const body = bodyOf(formFromStored(stored).form);
    expect(body).not.toHaveProperty("savedBy");
    expect(body).not.toHaveProperty("change");
    expect(postAsMarkdown(stored)).not.toMatch(/Mallory|intruder|wordsAdded/);
  });
});
