/** IEC 60063 preferred values per decade. */
export const E_SERIES = {
  E12: [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2],
  E24: [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1],
} as const;

export type SeriesName = keyof typeof E_SERIES;

/** How to pick a standard value: the closest one, or the closest at or above (or below) the exact value. */
export type Pick = "nearest" | "up" | "down";

/** Two values closer than this (relatively) count as equal, so 150.00000000000003 Ω is the standard 150 Ω. */
const SAME = 1e-9;

/** The standard values of a series around `value`: the decade below, its own and the one above. */
function candidates(series: SeriesName, value: number): number[] {
  const decade = Math.floor(Math.log10(value));
  const values: number[] = [];
  for (const power of [decade - 1, decade, decade + 1]) {
    // Multiplying by a power of ten written exactly (not 10 ** -n) keeps 4.7 × 1e3 at 4700.
    for (const base of E_SERIES[series]) values.push(Number((base * 10 ** power).toPrecision(3)));
  }
  return values;
}

/**
 * The standard value of `series` for a positive `value`. "nearest" compares on a log scale,
 * as the series is spaced; "up" gives the smallest standard value at or above it.
 */
export function standardValue(value: number, series: SeriesName, pick: Pick = "nearest"): number {
  if (!(value > 0) || !Number.isFinite(value)) throw new RangeError("A standard value needs a positive number.");
  const values = candidates(series, value);
  const exact = values.find((candidate) => Math.abs(candidate - value) <= SAME * value);
  if (exact !== undefined) return exact;
  if (pick === "up") return values.find((candidate) => candidate > value)!;
  if (pick === "down") return values.filter((candidate) => candidate < value).at(-1)!;
  let best = values[0]!;
  for (const candidate of values) {
    if (Math.abs(Math.log(candidate / value)) < Math.abs(Math.log(best / value))) best = candidate;
  }
  return best;
}

/** Whether `value` is itself a value of `series` (4.7 kΩ is E12; 4.75 kΩ is not). */
export const inSeries = (value: number, series: SeriesName): boolean =>
  value > 0 && Math.abs(standardValue(value, series) - value) <= SAME * value;
