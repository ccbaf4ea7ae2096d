import { describe, expect, it } from "vitest";
import { changesBetween, sameContent } from "../../client/studio/changes";
import { pathOfView, viewOfLocation, historyStateOf, type StudioView } from "../../client/studio/paths";
import { bodyOf, emptyForm } from "../../client/studio/post-form";
import { retryAfterSeconds } from "../../client/studio/retry-after";
import { keptAtText, parseWorkingCopy, serialiseWorkingCopy, workingCopyKey } from "../../client/studio/working-copy";
import type { PostBody } from "../../client/studio/types";

// The studio's pure parts, run here because they need no browser: its addresses, its working
// copy's storage format, what a conflict shows, and how long a 503 makes it wait.

describe("the studio's addresses", () => {
  const views: StudioView[] = [
    { name: "posts" },
    { name: "editor", slug: null },
    { name: "editor", slug: "esp32-weather-station" },
    { name: "lists" },
    { name: "trash" },
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

  it("names each part that differs, with both versions", () => {
    const theirs: PostBody = { ...base, title: "Blink an LED, revised", draft: false };
    const mine: PostBody = {
      ...base,
      meta: { description: "My first sketch." },
      pageData: [{ section: "intro", content: [{ p: "Wire it carefully." }, { h2: "Code" }] }],
    };
    expect(changesBetween(theirs, mine)).toEqual([
      { what: "Title", theirs: "“Blink an LED, revised”", mine: "“Blink an LED”" },
      { what: "Publishing", theirs: "published", mine: "a draft" },
      { what: "Description", theirs: "“The first sketch.”", mine: "“My first sketch.”" },
      { what: "Section 1, block 1", theirs: "“Wire it.”", mine: "“Wire it carefully.”" },
    ]);
  });

  it("counts blocks and sections one side has and the other has not", () => {
    const mine: PostBody = { ...base, pageData: [...base.pageData!, { section: "parts", content: [{ p: "A resistor." }] }] };
    expect(changesBetween(base, mine)).toEqual([{ what: "Section 2", theirs: "no such section", mine: "1 block" }]);
  });

  it("finds nothing between equal versions, and sees a rename's origin as no difference", () => {
    expect(changesBetween(base, { ...base })).toEqual([]);
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
