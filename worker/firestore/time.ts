/**
 * Firestore's RFC 3339 times ("2026-11-26T14:00:00.123456Z", from none to nine fraction
 * digits) as whole microseconds since the epoch: exact, and ordered as the times are.
 */
export function microsOf(time: string): number {
  const match = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not an RFC 3339 time: ${time}`);
  const seconds = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(seconds)) throw new RangeError(`Not an RFC 3339 time: ${time}`);
  return seconds * 1000 + Number((match[2] ?? "").padEnd(6, "0").slice(0, 6));
}
