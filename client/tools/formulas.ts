import { standardValue, type SeriesName } from "./e-series";

/** Power ratings resistors are commonly sold in, in watts. */
export const POWER_RATINGS = [0.125, 0.25, 0.5, 1, 2, 3, 5, 10, 25, 50] as const;

/** A rating as it is sold: "1/4 W" rather than "250 mW". */
export function ratingText(watts: number): string {
  const fractions: Record<number, string> = { 0.125: "1/8", 0.25: "1/4", 0.5: "1/2" };
  return `${fractions[watts] ?? String(watts)} W`;
}

/** The smallest common rating with at least twice the dissipation, the usual margin; null past 50 W. */
export function suggestedRating(watts: number): number | null {
  return POWER_RATINGS.find((rating) => rating >= 2 * watts) ?? null;
}

export interface SeriesChoice {
  series: SeriesName;
  ohms: number;
}

export interface LedResult {
  /** R = (Vs − Vf) / I */
  exact: number;
  /** The next higher standard value of each series, with the current and resistor power it gives. */
  standard: (SeriesChoice & { current: number; power: number; rating: number | null })[];
}

/**
 * An LED's series resistor. The standard values are the next higher ones: a lower value
 * would push more than the wanted current through the LED.
 */
export function ledResistor(supply: number, forward: number, current: number): LedResult {
  const drop = supply - forward;
  return {
    exact: drop / current,
    standard: (["E12", "E24"] as const).map((series) => {
      const ohms = standardValue(drop / current, series, "up");
      const actual = drop / ohms;
      return { series, ohms, current: actual, power: actual * actual * ohms, rating: suggestedRating(actual * actual * ohms) };
    }),
  };
}

/** Vout = Vin · R2 / (R1 + R2), unloaded. */
export const dividerOutput = (vin: number, r1: number, r2: number): number => (vin * r2) / (r1 + r2);

/** R2 that gives `vout` from `vin` with `r1` on top: R2 = R1 · Vout / (Vin − Vout). */
export const dividerR2 = (vin: number, r1: number, vout: number): number => (r1 * vout) / (vin - vout);

export interface OhmsLaw {
  volts: number;
  amps: number;
  ohms: number;
  watts: number;
}

/** The four quantities of Ohm's law and the power law from any two of them. */
export function ohmsLaw(known: Partial<OhmsLaw>): OhmsLaw {
  const { volts: v, amps: i, ohms: r, watts: p } = known;
  if (v !== undefined && i !== undefined) return { volts: v, amps: i, ohms: v / i, watts: v * i };
  if (v !== undefined && r !== undefined) return { volts: v, amps: v / r, ohms: r, watts: (v * v) / r };
  if (v !== undefined && p !== undefined) return { volts: v, amps: p / v, ohms: (v * v) / p, watts: p };
  if (i !== undefined && r !== undefined) return { volts: i * r, amps: i, ohms: r, watts: i * i * r };
  if (i !== undefined && p !== undefined) return { volts: p / i, amps: i, ohms: p / (i * i), watts: p };
  if (r !== undefined && p !== undefined) return { volts: Math.sqrt(p * r), amps: Math.sqrt(p / r), ohms: r, watts: p };
  throw new RangeError("Ohm's law needs two of the four quantities.");
}

export interface Astable {
  high: number;
  low: number;
  period: number;
  frequency: number;
  /** High time over period, 0 to 1. */
  duty: number;
}

/**
 * A 555 astable. Without a diode the capacitor charges through R1 + R2 and discharges
 * through R2; with a diode across R2 it charges through R1 alone. Each half is ln 2 · R · C
 * (the 0.693 of the data sheets; 1.44 ≈ 1 / 0.693).
 */
export function astable555(r1: number, r2: number, c: number, diode: boolean): Astable {
  const high = Math.LN2 * (diode ? r1 : r1 + r2) * c;
  const low = Math.LN2 * r2 * c;
  const period = high + low;
  return { high, low, period, frequency: 1 / period, duty: high / period };
}

export interface RcTimes {
  tau: number;
  /** Time to reach 63.2 %, 95 % and 99 % of the final voltage. */
  to63: number;
  to95: number;
  to99: number;
  /** -3 dB frequency of the RC filter, 1 / (2πRC). */
  cutoff: number;
}

export function rcTimes(r: number, c: number): RcTimes {
  const tau = r * c;
  return { tau, to63: tau, to95: -Math.log(0.05) * tau, to99: -Math.log(0.01) * tau, cutoff: 1 / (2 * Math.PI * tau) };
}

/** The standard values nearest to an exact resistance, one per series. */
export const nearestStandard = (ohms: number): SeriesChoice[] =>
  (["E12", "E24"] as const).map((series) => ({ series, ohms: standardValue(ohms, series, "nearest") }));
