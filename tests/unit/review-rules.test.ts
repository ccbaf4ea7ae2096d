import { describe, expect, it } from "vitest";
import { readReview } from "../../client/data/review";
import { contributorBodyProblem, readPublishTime } from "../../worker/studio/review-rules";

// Issue 32: what a contributor's save may hold, an editor's publish time, and the review field as stored.

describe("a contributor's post body", () => {
  it.each([
    [{ title: "t", draft: true }, null],
    [{ title: "t", draft: true, publishAt: null }, null],
    [{ title: "t" }, "draft"],
    [{ title: "t", draft: false }, "draft"],
    [{ title: "t", draft: "true" }, "draft"],
    [{ title: "t", draft: true, publishAt: "2030-01-01T09:00:00Z" }, "publishAt"],
    [{ title: "t", draft: true, publishAt: "" }, "publishAt"],
    [{ title: "t", draft: false, publishAt: "2030-01-01T09:00:00Z" }, "publishAt"],
  ] as const)("%o is refused for: %s", (body, field) => {
    expect(contributorBodyProblem(body)?.field ?? null).toBe(field);
  });

  it("leaves a body that is not an object to the post schema", () => {
    expect(contributorBodyProblem([])).toBeNull();
    expect(contributorBodyProblem("draft")).toBeNull();
  });
});

describe("a publish time", () => {
  const now = Date.parse("2026-11-28T10:00:00Z");

  it.each([
    ["2026-11-28T10:05:00Z", "2026-11-28T10:05:00Z"],
    ["2026-11-28T10:05Z", "2026-11-28T10:05:00Z"],
    // Stored as sent, like an author's own publish time (client/data/publish-time.ts).
    ["2026-11-28T10:05:30.250Z", "2026-11-28T10:05:30.250Z"],
    [" 2027-01-01T00:00:00Z ", "2027-01-01T00:00:00Z"],
  ])("takes %s as %s", (value, stored) => {
    expect(readPublishTime(value, now)).toEqual({ ok: true, publishAt: stored });
  });

  it.each([
    "2026-11-28T11:05:00+01:00",
    "2026-11-28 10:05:00Z",
    "2026-11-28",
    "2027-02-30T10:00:00Z",
    "tomorrow",
    1_800_000_000_000,
    null,
  ])("refuses %o: not an ISO 8601 UTC time", (value) => {
    const read = readPublishTime(value, now);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(/ISO 8601 UTC/);
  });

  it("refuses a time that is not ahead", () => {
    for (const value of ["2026-11-28T10:00:00Z", "2026-11-28T09:59:59Z"]) {
      const read = readPublishTime(value, now);
      expect(!read.ok && read.error).toMatch(/future/);
    }
  });
});

describe("the stored review field", () => {
  it("reads a review, and anything else as none", () => {
    const by = { uid: "e1", name: "Editor" };
    expect(readReview({ state: "returned", at: "2026-11-28T10:00:00Z", by, note: "Add a photo." })).toEqual({
      state: "returned",
      at: "2026-11-28T10:00:00Z",
      by,
      note: "Add a photo.",
    });
    expect(readReview({ state: "submitted", at: "x", by: { uid: "k1" } })).toEqual({
      state: "submitted",
      at: "x",
      by: { uid: "k1", name: "k1" },
    });
    for (const value of [null, "submitted", { state: "approved" }, []]) expect(readReview(value)).toBeNull();
  });
});
