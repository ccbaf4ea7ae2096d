import { describe, expect, it } from "vitest";
import { comparePosts } from "../../client/data/post-diff";
import { sameContent } from "../../client/studio/changes";
import { pathOfView, viewOfLocation, historyStateOf, type StudioView } from "../../client/studio/paths";
import type { BlockDraft } from "../../client/studio/blocks";
import { bodyProblem } from "../../client/studio/body-check";
import { bodyOf, emptyForm } from "../../client/studio/post-form";
import { formPinWarnings, withWarningBlocks } from "../../client/studio/publish-check";
import { retryAfterSeconds } from "../../client/studio/retry-after";
import { keptAtText, parseWorkingCopy, serialiseWorkingCopy, workingCopyKey } from "../../client/studio/working-copy";
import type { PostBody } from "../../client/studio/types";

// The studio's pure parts, run here because they need no browser: its addresses, its working
// copy's storage format, what a conflict shows, how long a 503 makes it wait, what it says
// about a wiring or parts block before a save, and the pin check before publishing.

describe("the studio's addresses", () => {
  const views: StudioView[] = [
    { name: "posts" },
    { name: "editor", slug: null },
    { name: "editor", slug: "esp32-weather-station" },
    { name: "lists" },
    { name: "trash" },
    { name: "questions" },
  ];
  it.each(views)("%o is found again from its address and history state", (view) => {
    expect(viewOfLocation(pathOfView(view), historyStateOf(view))).toEqual(view);
  });

  it("gives the editor addresses of its own and reads a trailing slash and unknown paths kindly", () => {
    expect(pathOfView({ name: "editor", slug: null })).toBe("/studio/new");
    expect(pathOfView({ name: "editor", slug: "led-blink" })).toBe("/studio/posts/led-blink");
    expect(viewOfLocation("/studio/posts/led-blink/", null)).toEqual({ name: "editor", slug: "led-blink" });
    expect(viewOfLocation("/studio", { studioView: "nonsense" })).toEqual({ name: "posts" });
    expect(viewOfLocation("/studio/posts/%E0%A4%A", null)).toEqual({ name: "posts" });
  });
});

describe("the working copy kept in the browser", () => {
  it("is one per account and post, a post never saved being 'new'", () => {
    expect(workingCopyKey("uid-1", null)).not.toBe(workingCopyKey("uid-2", null));
    expect(workingCopyKey("uid-1", "new")).not.toBe(workingCopyKey("uid-1", null));
  });

  it("comes back as it was kept, with fresh ids, and keeps the version it started from", () => {
    const form = { ...emptyForm(), title: "Half a tutorial", slug: "half-a-tutorial" };
    const text = serialiseWorkingCopy({ form, etag: '"v3"', savedSlug: "half-a-tutorial", keptAt: 1_700_000_000_000 });
    const copy = parseWorkingCopy(text)!;
    expect(copy.etag).toBe('"v3"');
    expect(copy.savedSlug).toBe("half-a-tutorial");
    expect(copy.keptAt).toBe(1_700_000_000_000);
    expect(bodyOf(copy.form)).toEqual(bodyOf(form));
    expect(copy.form.sections[0]!.id).not.toBe(form.sections[0]!.id);
    expect(copy.form.sections[0]!.blocks[0]!.id).not.toBe(form.sections[0]!.blocks[0]!.id);
  });

  it.each([null, "", "not json", "{}", '{"keptAt":1}', '{"keptAt":1,"form":{"title":1}}'])(
    "is nothing when what is stored is %j",
    (text) => {
      expect(parseWorkingCopy(text)).toBeNull();
    },
  );

  it("says when it was kept as HH:MM today, with the date on another day", () => {
    const now = new Date(2026, 10, 26, 15, 0).getTime();
    expect(keptAtText(new Date(2026, 10, 26, 9, 5).getTime(), now)).toMatch(/^09:05$/);
    const yesterday = keptAtText(new Date(2026, 10, 25, 21, 30).getTime(), now);
    expect(yesterday).toContain("21:30");
    expect(yesterday).toContain("25");
  });
});

describe("what a conflict shows", () => {
  const base: PostBody = {
    title: "Blink an LED",
    meta: { description: "The first sketch." },
    draft: true,
    pageData: [{ section: "intro", content: [{ p: "Wire it." }, { h2: "Code" }] }],
  };

  /** Each part that differs, by its label, with the older version's words and the newer's. */
  const differences = (older: PostBody, newer: PostBody) =>
    comparePosts(older, newer).changes.map((change) => ({
      what: change.label,
      status: change.status,
      theirs: change.pieces
        .filter((piece) => piece.change !== "added")
        .map((piece) => piece.text)
        .join(""),
      mine: change.pieces
        .filter((piece) => piece.change !== "removed")
        .map((piece) => piece.text)
        .join(""),
    }));

  it("names each part that differs, whole, with both versions", () => {
    const theirs: PostBody = { ...base, title: "Blink an LED, revised", draft: false };
    const mine: PostBody = {
      ...base,
      meta: { description: "My first sketch." },
      pageData: [{ section: "intro", content: [{ p: "Wire it carefully." }, { h2: "Code" }] }],
    };
    expect(differences(theirs, mine)).toEqual([
      { what: "Title", status: "changed", theirs: "Blink an LED, revised", mine: "Blink an LED" },
      { what: "Description", status: "changed", theirs: "The first sketch.", mine: "My first sketch." },
      { what: "Publishing", status: "changed", theirs: "Published", mine: "Draft" },
      { what: "Section “intro” · Paragraph 1", status: "changed", theirs: "Wire it.", mine: "Wire it carefully." },
    ]);
  });

  it("shows the different words two versions appended to one paragraph, after the words they share", () => {
    const opening = "Solder the header pins to the board, then seat it in the breadboard so each row has one pin.";
    const with_ = (end: string): PostBody => ({
      ...base,
      pageData: [{ section: "Section 1", content: [{ p: `${opening} ${end}` }] }],
    });
    const [change] = comparePosts(with_("Check the first tab."), with_("Check the second tab.")).changes;
    expect(change?.label).toBe("Section “Section 1” · Paragraph 1");
    expect(change?.pieces.filter((piece) => piece.change !== "same")).toEqual([
      { text: "first", change: "removed" },
      { text: "second", change: "added" },
    ]);
    // A word both endings happen to share ("the") does not cut either into pieces.
    const [rewritten] = comparePosts(
      with_("Then test it with the blink sketch."),
      with_("Then check the polarity of the LED twice."),
    ).changes;
    expect(rewritten?.pieces).toEqual([
      { text: `${opening} Then `, change: "same" },
      { text: "test it with the blink sketch", change: "removed" },
      { text: "check the polarity of the LED twice", change: "added" },
      { text: ".", change: "same" },
    ]);
  });

  it("counts blocks and sections one side has and the other has not", () => {
    const mine: PostBody = { ...base, pageData: [...base.pageData!, { section: "parts", content: [{ p: "A resistor." }] }] };
    expect(differences(base, mine)).toEqual([
      { what: "Section “parts” · Name", status: "added", theirs: "", mine: "parts" },
      { what: "Section “parts” · Paragraph 1", status: "added", theirs: "", mine: "A resistor." },
    ]);
  });

  it("finds nothing between equal versions, and sees a rename's origin as no difference", () => {
    expect(comparePosts(base, { ...base }).changes).toEqual([]);
    expect(sameContent(base, { ...base, previousSlug: "old-address" })).toBe(true);
    expect(sameContent(base, { ...base, title: "Other" })).toBe(false);
  });
});

describe("waiting after a 503", () => {
  it.each([
    [null, 5],
    ["3", 3],
    ["0", 1],
    ["86400", 60],
    ["soon", 5],
  ])("Retry-After %j waits %i seconds", (header, seconds) => {
    expect(retryAfterSeconds(header)).toBe(seconds);
  });

  it("reads an HTTP date", () => {
    const now = Date.parse("2026-11-26T14:00:00Z");
    expect(retryAfterSeconds("Thu, 26 Nov 2026 14:00:10 GMT", now)).toBe(10);
  });
});

describe("wiring and parts forms before a save", () => {
  const formWith = (block: BlockDraft) => ({
    ...emptyForm(),
    slug: "rows",
    title: "Rows",
    sections: [{ id: "section-1", style: "wiring", blocks: [{ id: "block-p", kind: "p" as const, text: "Wire it." }, block] }],
  });
  const problemOf = (block: BlockDraft) => {
    const form = formWith(block);
    return bodyProblem(form, bodyOf(form));
  };

  it("names the connection and field a wiring block lacks, and the input to fix it in", () => {
    const wiring: BlockDraft = {
      id: "block-w",
      kind: "wiring",
      board: "esp32",
      part: "LED",
      connections: [
        { id: "c-empty", board: "", part: "", note: "" },
        { id: "c-1", board: "GPIO21", part: "anode", note: "" },
        { id: "c-2", board: "GND", part: " ", note: "to the cathode" },
      ],
    };
    // The wholly empty connection is not sent, so the one without a part's pin is the second sent.
    expect(problemOf(wiring)).toEqual({
      message: "Section 1, block 2, connection 2, part's pin: Write something here, or remove it.",
      focus: "c-2-part",
    });
    expect(problemOf({ ...wiring, board: "", connections: [] })).toEqual({
      message: "Section 1, block 2, board: Pick one of the boards with a pinout.",
      focus: "block-w-board",
    });
  });

  it("names a parts row's link that is not http(s)", () => {
    const parts: BlockDraft = {
      id: "block-parts",
      kind: "parts",
      items: [{ id: "part-1", qty: "2", name: "LED", note: "", link: "javascript:alert(1)" }],
    };
    expect(problemOf(parts)).toEqual({
      message: "Section 1, block 2, part 1, link: Use an http(s) address.",
      focus: "part-1-link",
    });
  });
});

describe("the pin check before publishing", () => {
  const wiring = (id: string, pin: string): BlockDraft => ({
    id,
    kind: "wiring",
    board: "esp32",
    part: "LED",
    connections: [{ id: `${id}-c`, board: pin, part: "anode", note: "" }],
  });
  const form = (...blocks: BlockDraft[]) => ({
    ...emptyForm(),
    slug: "pins",
    title: "Pins",
    sections: [{ id: "section-1", style: "", blocks }],
  });
  const gpio34 = "GPIO34 (to LED anode) is input only (no output driver); no internal pull-up or pull-down.";

  it("finds each wiring block's flagged pins from the board's own pinout", async () => {
    expect(await formPinWarnings(form(wiring("w1", "GPIO34"), wiring("w2", "GPIO21")))).toEqual([
      { blockId: "w1", warnings: [gpio34] },
    ]);
  });

  it("puts each block's warnings in a warning block right after it, and then asks no more about them", async () => {
    const warned = withWarningBlocks(form(wiring("w1", "GPIO34"), wiring("w2", "GPIO21")), [
      { blockId: "w1", warnings: [gpio34] },
    ]);
    const blocks = warned.sections[0]!.blocks;
    expect(blocks.map((block) => block.kind)).toEqual(["wiring", "warning", "wiring"]);
    expect(blocks[1]).toMatchObject({ kind: "warning", text: gpio34 });
    expect(await formPinWarnings(warned)).toEqual([]);
  });
});
