import { isoSeconds, SCHEDULE_LIMITS, TOO_FAR_AHEAD } from "../data/publish-time";

/**
 * A publish time as the author sees it: a `datetime-local` value ("2026-11-28T10:00") in a
 * named time zone (the browser's), to and from the UTC time the API stores. The zone is
 * passed in rather than taken from the browser, so the conversion is the same in every test.
 */

/** The browser's time zone, as IANA names it ("Europe/Paris"). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const wallClock = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading in `timeZone` at an instant, as the UTC milliseconds of the same reading. */
function readingAt(ms: number, timeZone: string): number {
  let format = wallClock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClock.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(ms)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** How far `timeZone` is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (ms: number, timeZone: string) => readingAt(ms, timeZone) - Math.floor(ms / 1000) * 1000;

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The UTC time (stored form) a `datetime-local` value names in `timeZone`, or null when it is
 * not one. A reading the clocks skip (the hour they go forward) is read with the offset after
 * the change, as browsers do, so 02:30 on that night is 03:30.
 */
export function utcFromLocalInput(value: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const reading = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(reading);
  // A date the calendar does not have (Date.UTC rolls 30 February over into March).
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  const guess = reading - offsetAt(reading, timeZone);
  return isoSeconds(reading - offsetAt(guess, timeZone));
}

/** A UTC time as the `datetime-local` value ("2026-11-28T10:00") that reads it in `timeZone`. */
export function localInputValue(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(readingAt(ms, timeZone)).toISOString().slice(0, 16);
}

/**
 * A scheduled time as the author reads it in `timeZone`: "Sat 28 Nov, 10:00" in the
 * browser's language, with the year when it is not this year's.
 */
export function scheduledText(iso: string, timeZone: string, now = Date.now()): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const sameYear = new Date(readingAt(ms, timeZone)).getUTCFullYear() === new Date(readingAt(now, timeZone)).getUTCFullYear();
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(ms));
}

/** Why a typed publish time cannot be scheduled, or null when it can (at `now`). */
export function publishTimeProblem(utc: string | null, now = Date.now()): string | null {
  if (utc === null) return "Choose the date and time to publish at.";
  const ms = Date.parse(utc);
  if (ms - now <= SCHEDULE_LIMITS.atOnceMs) return "Choose a time in the future. To publish now, untick Draft and save instead.";
  if (ms - now > SCHEDULE_LIMITS.aheadDays * 24 * 60 * 60_000) return TOO_FAR_AHEAD;
  return null;
}
