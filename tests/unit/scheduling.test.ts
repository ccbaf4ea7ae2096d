import { readFile } from "node:fs/promises";
import { parse } from "smol-toml";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { postFieldSchemas, SERVER_FIELDS } from "../../client/data/post-schema";
import {
  DRAFT_HAS_NO_TIME,
  dueQueryBound,
  isoSeconds,
  publishTimeMs,
  scheduleRequest,
  SCHEDULE_LIMITS,
  storedPublishTime,
  TOO_FAR_AHEAD,
} from "../../client/data/publish-time";
import { readStoredPost } from "../../client/data/stored-post";
import { bodyOf, emptyForm, formFromStored } from "../../client/studio/post-form";
import { localInputValue, publishTimeProblem, scheduledText, utcFromLocalInput } from "../../client/studio/publish-time-input";
import { CRONS, publishesOnly } from "../../worker/jobs/crons";
import { notPublic, scheduledFor } from "../../worker/posts/visibility";

// Issue 32, scheduled publishing: the one rule for "public", the publish time's form and
// rules, and the studio's conversion between the author's time zone and UTC.

const NOW = Date.parse("2026-11-27T18:00:00Z");
const minutes = (count: number) => count * 60_000;

describe("who may see a post", () => {
  it.each([
    [{}, false],
    [{ draft: false }, false],
    [{ draft: "true" }, false],
    [{ draft: true }, true],
    [{ draft: false, publishAt: "2026-11-28T10:00:00Z" }, true],
    // A draft keeps being a draft; a hand-written time of any form still holds a post back.
    [{ draft: true, publishAt: "2026-11-28T10:00:00Z" }, true],
    [{ publishAt: "tomorrow" }, true],
    [{ publishAt: null }, false],
    // The time it was published for is not a time it waits for.
    [{ publishedAt: "2026-11-28T10:00:00Z" }, false],
  ])("%o is hidden from readers: %s", (data, hidden) => {
    expect(notPublic(data)).toBe(hidden);
  });

  it("calls a post scheduled only when it is not a draft", () => {
    expect(scheduledFor({ draft: false, publishAt: "2026-11-28T10:00:00Z" })).toBe("2026-11-28T10:00:00Z");
    expect(scheduledFor({ publishAt: "2026-11-28T10:00:00Z" })).toBe("2026-11-28T10:00:00Z");
    expect(scheduledFor({ draft: true, publishAt: "2026-11-28T10:00:00Z" })).toBeNull();
    expect(scheduledFor({ draft: false })).toBeNull();
  });
});

describe("the publish time's form", () => {
  it("takes a UTC time with Z as sent, adding the seconds when they are missing", () => {
    const schema = postFieldSchemas.publishAt;
    expect(v.parse(schema, "2026-11-28T10:00:00Z")).toBe("2026-11-28T10:00:00Z");
    expect(v.parse(schema, "2026-11-28T10:00Z")).toBe("2026-11-28T10:00:00Z");
    // What JavaScript's toISOString() gives comes back exactly.
    expect(v.parse(schema, "2026-11-28T10:00:59.999Z")).toBe("2026-11-28T10:00:59.999Z");
    expect(v.parse(schema, "2026-11-28T10:00:59.5Z")).toBe("2026-11-28T10:00:59.5Z");
  });

  it.each([
    "2026-11-28T10:00:00+01:00",
    "2026-11-28T10:00:00",
    "2026-11-28 10:00:00Z",
    "2026-02-30T10:00:00Z",
    "2026-13-01T10:00:00Z",
    "2026-11-28T24:00:00Z",
    "tomorrow at ten",
    "",
  ])("refuses %j, saying what it wants", (value) => {
    const result = v.safeParse(postFieldSchemas.publishAt, value);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toMatch(/ISO 8601 UTC/);
    expect(publishTimeMs(value)).toBeNull();
  });

  it("refuses a number", () => {
    expect(v.safeParse(postFieldSchemas.publishAt, 1795910400000).success).toBe(false);
  });

  it("lets the job find every due time with one string comparison, whatever the stored form", () => {
    expect(isoSeconds(NOW + 999)).toBe("2026-11-27T18:00:00Z");
    const now = NOW + 400;
    const bound = dueQueryBound(now);
    const stored = (ms: number) => [
      isoSeconds(ms),
      new Date(ms).toISOString(),
      storedPublishTime(new Date(ms).toISOString().replace(/:\d\d\.\d{3}Z$/, "Z"))!,
    ];
    // Due: at or before now, to the millisecond, in every form.
    for (const ms of [now, now - 1, NOW, NOW - 1, NOW - minutes(1), NOW - minutes(60 * 24 * 400)])
      for (const value of stored(ms)) expect(value <= bound, `${value} <= ${bound}`).toBe(true);
    // Not due and not matched: from the next second on.
    for (const ms of [NOW + 1000, NOW + 2000, NOW + minutes(1), NOW + minutes(60 * 24 * 400)])
      for (const value of stored(ms).filter((each) => publishTimeMs(each)! >= NOW + 1000))
        expect(value <= bound, `${value} <= ${bound}`).toBe(false);
  });

  it("is written by the server alone once published: publishedAt is a server field", () => {
    expect(SERVER_FIELDS).toContain("publishedAt");
    expect(readStoredPost({ title: "T", publishedAt: "2026-11-28T10:00:00Z" }).other).toEqual({});
  });
});

describe("the rule for a publish time in a save", () => {
  it("schedules a future time, and publishes a past or imminent one at once", () => {
    expect(scheduleRequest(false, undefined, NOW)).toEqual({ kind: "none" });
    expect(scheduleRequest(false, isoSeconds(NOW + minutes(1)), NOW)).toEqual({
      kind: "scheduled",
      publishAt: "2026-11-27T18:01:00Z",
    });
    expect(scheduleRequest(false, isoSeconds(NOW - minutes(1)), NOW).kind).toBe("at-once");
    expect(scheduleRequest(false, isoSeconds(NOW + SCHEDULE_LIMITS.atOnceMs), NOW).kind).toBe("at-once");
    expect(scheduleRequest(false, isoSeconds(NOW + SCHEDULE_LIMITS.atOnceMs + 1000), NOW).kind).toBe("scheduled");
  });

  it("refuses a time on a draft, and one more than two years ahead", () => {
    expect(scheduleRequest(true, isoSeconds(NOW + minutes(10)), NOW)).toEqual({ kind: "refused", message: DRAFT_HAS_NO_TIME });
    const days = (count: number) => count * 24 * 60 * 60_000;
    expect(scheduleRequest(false, isoSeconds(NOW + days(730)), NOW).kind).toBe("scheduled");
    expect(scheduleRequest(false, isoSeconds(NOW + days(731)), NOW)).toEqual({ kind: "refused", message: TOO_FAR_AHEAD });
  });
});

describe("the studio's time in the author's zone", () => {
  it("reads a datetime-local value in the zone it names", () => {
    expect(utcFromLocalInput("2026-11-28T10:00", "Europe/Paris")).toBe("2026-11-28T09:00:00Z");
    expect(utcFromLocalInput("2026-07-01T10:00", "Europe/Paris")).toBe("2026-07-01T08:00:00Z");
    expect(utcFromLocalInput("2026-11-28T10:00", "Asia/Tokyo")).toBe("2026-11-28T01:00:00Z");
    expect(utcFromLocalInput("2026-11-28T10:00", "America/New_York")).toBe("2026-11-28T15:00:00Z");
    expect(utcFromLocalInput("2026-11-28T10:00:30", "UTC")).toBe("2026-11-28T10:00:30Z");
    expect(utcFromLocalInput("2026-11-28T00:30", "Asia/Kolkata")).toBe("2026-11-27T19:00:00Z");
  });

  it("crosses the clock changes: a skipped reading is read after the change", () => {
    // Paris goes from 02:00 to 03:00 on 29 March 2026; 02:30 does not exist and is read as 03:30.
    expect(utcFromLocalInput("2026-03-29T01:30", "Europe/Paris")).toBe("2026-03-29T00:30:00Z");
    expect(utcFromLocalInput("2026-03-29T02:30", "Europe/Paris")).toBe("2026-03-29T01:30:00Z");
    expect(utcFromLocalInput("2026-03-29T03:30", "Europe/Paris")).toBe("2026-03-29T01:30:00Z");
    expect(utcFromLocalInput("2026-10-25T12:00", "Europe/Paris")).toBe("2026-10-25T11:00:00Z");
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["", "2026-11-28", "2026-02-30T10:00", "2026-11-28T25:00", "10:00"])
      expect(utcFromLocalInput(value, "Europe/Paris"), value).toBeNull();
  });

  it("shows a UTC time back in the zone, and round-trips", () => {
    expect(localInputValue("2026-11-28T09:00:00Z", "Europe/Paris")).toBe("2026-11-28T10:00");
    expect(localInputValue("2026-11-28T01:00:00Z", "Asia/Tokyo")).toBe("2026-11-28T10:00");
    for (const zone of ["Europe/Paris", "Asia/Tokyo", "America/Los_Angeles", "Australia/Adelaide"])
      expect(utcFromLocalInput(localInputValue("2027-01-15T17:45:00Z", zone), zone), zone).toBe("2027-01-15T17:45:00Z");
  });

  it("names the day and time in the zone, with the year only when it is another", () => {
    const text = scheduledText("2026-11-28T09:00:00Z", "Europe/Paris", NOW);
    expect(text).toMatch(/Sat/);
    expect(text).toMatch(/28/);
    expect(text).toMatch(/10:00/);
    expect(text).not.toMatch(/2026/);
    expect(scheduledText("2027-01-02T09:00:00Z", "Europe/Paris", NOW)).toMatch(/2027/);
    // The same instant is Sunday morning in Tokyo.
    expect(scheduledText("2026-11-28T20:00:00Z", "Asia/Tokyo", NOW)).toMatch(/Sun.*05:00/);
  });

  it("says why a typed time cannot be scheduled", () => {
    expect(publishTimeProblem(null, NOW)).toMatch(/Choose the date and time/);
    expect(publishTimeProblem(isoSeconds(NOW - minutes(5)), NOW)).toMatch(/in the future/);
    expect(publishTimeProblem(isoSeconds(NOW + minutes(5)), NOW)).toBeNull();
    expect(publishTimeProblem(isoSeconds(NOW + minutes(60 * 24 * 800)), NOW)).toBe(TOO_FAR_AHEAD);
  });
});

describe("the editor's form", () => {
  const stored = { slug: "s", title: "T", pageData: [{ section: "", content: [{ p: "Body" }] }] };

  it("sends the publish time of a scheduled post, and none for a draft", () => {
    const { form } = formFromStored({ ...stored, draft: false, publishAt: "2026-11-28T09:00:00Z" });
    expect(form.publishAt).toBe("2026-11-28T09:00:00Z");
    expect(bodyOf(form).publishAt).toBe("2026-11-28T09:00:00Z");
    expect(bodyOf({ ...form, draft: true }).publishAt).toBeUndefined();
    expect(formFromStored({ ...stored, draft: true, publishAt: "2026-11-28T09:00:00Z" }).form.publishAt).toBe("");
    expect(emptyForm().publishAt).toBe("");
    expect(bodyOf({ ...form, publishAt: "" })).not.toHaveProperty("publishAt");
  });

  it("never sends back the time a post was published for", () => {
    const { form } = formFromStored({ ...stored, publishedAt: "2026-11-28T09:00:00Z" });
    expect(bodyOf(form)).not.toHaveProperty("publishedAt");
  });
});

describe("the cron triggers", () => {
  it("wrangler.toml runs the publishing every minute and everything every half hour", async () => {
    const config = parse(await readFile("wrangler.toml", "utf8")) as { triggers: { crons: string[] } };
    expect(config.triggers.crons).toEqual([CRONS.publishDue, CRONS.everything]);
  });

  it("only the every-minute run stops after publishing; any other cron, or none, does everything", () => {
    expect(publishesOnly("* * * * *")).toBe(true);
    expect(publishesOnly("*/30 * * * *")).toBe(false);
    expect(publishesOnly("")).toBe(false);
    expect(publishesOnly(undefined)).toBe(false);
    expect(publishesOnly("*/5 * * * *")).toBe(false);
  });
});
