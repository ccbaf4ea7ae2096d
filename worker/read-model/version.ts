/**
 * A Firestore time ("2026-11-26T14:00:00.123456789Z", with 0 to 9 fraction digits, or an
 * offset instead of Z) as integer microseconds since the epoch: the version a read-model row
 * carries. Microseconds stay below 2^53 until the year 2255, so they are exact as numbers;
 * Firestore's nanoseconds would not be, and its times are microsecond-precise anyway.
 */
export function versionOf(time: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(time.trim());
  const seconds = match ? Date.parse(`${match[1]}${match[3]!.toUpperCase()}`) : NaN;
  if (!match || Number.isNaN(seconds)) throw new Error(`Not an RFC 3339 time: ${time}`);
  const micros = Number((match[2] ?? "").padEnd(6, "0").slice(0, 6));
  return seconds * 1_000 + micros;
}
