/**
 * Times as an editor types them (a datetime-local field, in their own time zone) and as the
 * server stores them (ISO 8601 UTC, to the second).
 */

const two = (value: number) => String(value).padStart(2, "0");

/** A time as a datetime-local field shows it, in this browser's time zone, to the minute. */
export const localInputValue = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;

/** A datetime-local value (this browser's time zone) as an ISO 8601 UTC time, or null when it is not one. */
export function publishTimeFromLocal(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // A day that does not exist (31 April) rolls over; refuse it rather than move it.
  if (Number.isNaN(date.getTime()) || date.getDate() !== day) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** This browser's time zone, as the field's label names it ("Europe/Berlin"). */
export const timeZoneName = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "local time";
