/** SI prefixes the calculators read and write, from pico to giga. */
const PREFIXES: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  "\u00b5": 1e-6, // MICRO SIGN, what most keyboards type
  "\u03bc": 1e-6, // GREEK SMALL LETTER MU, what some fonts and phones give
  m: 1e-3,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
};

/** Written prefixes, by power of a thousand, for formatting. */
const OUTPUT_PREFIXES = ["p", "n", "µ", "m", "", "k", "M", "G"];
const OUTPUT_OFFSET = 4;

/** The ways a reader may spell a unit after the number, by the unit's symbol. */
const UNIT_SPELLINGS: Record<string, string[]> = {
  Ω: ["Ω", "ω", "ohm", "ohms", "r"],
  V: ["v", "volt", "volts"],
  A: ["a", "amp", "amps"],
  W: ["w", "watt", "watts"],
  F: ["f", "farad", "farads"],
  Hz: ["hz"],
  s: ["s", "sec"],
};

export type Parsed = { ok: true; value: number } | { ok: false; message: string };

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
const PREFIX = "[pnu\u00b5\u03bcmkKMG]";

/**
 * Reads a quantity as a reader types it: "10k", "4.7M", "100u", "10 nF", "4k7" (the code
 * printed on parts), "1e-6". A bare number is in the field's own unit (`scale` of the base
 * unit: a current field in mA has scale 1e-3, so "20" is 20 mA); a number written with a
 * prefix or the unit is taken as written ("20m" and "20mA" are both 20 mA, "0.02A" too).
 */
export function parseQuantity(text: string, unit: string, scale = 1): Parsed {
  const compact = text.replace(/[\s\u2009\u202f]+/g, "").replace(/,/g, ".");
  if (compact === "") return { ok: false, message: "Enter a value." };
  const spellings = UNIT_SPELLINGS[unit] ?? [unit.toLowerCase()];
  let body = compact;
  let hadUnit = false;
  for (const spelling of [...spellings].sort((a, b) => b.length - a.length)) {
    if (body.length > spelling.length && body.toLowerCase().endsWith(spelling)) {
      // "4R7" is the part code for 4.7 Ω, not a unit.
      const rest = body.slice(0, -spelling.length);
      if (spelling === "r" && /\d$/.test(rest) === false) continue;
      body = rest;
      hadUnit = true;
      break;
    }
  }
  let value: number | undefined;
  let absolute = hadUnit;
  const plain = new RegExp(`^(${NUMBER})(${PREFIX})?$`).exec(body);
  if (plain) {
    value = Number(plain[1]) * (plain[2] ? PREFIXES[plain[2]]! : 1);
    if (plain[2]) absolute = true;
  } else {
    // The part code: the prefix (or R for none) stands where the decimal point goes.
    const code = new RegExp(`^(\\d+)(${PREFIX}|[rR])(\\d+)$`).exec(compact);
    if (code) {
      const multiplier = code[2] === "r" || code[2] === "R" ? 1 : PREFIXES[code[2]!]!;
      value = Number(`${code[1]}.${code[3]}`) * multiplier;
      absolute = true;
    }
  }
  if (value === undefined || !Number.isFinite(value)) {
    return { ok: false, message: `“${text.trim().slice(0, 20)}” is not a number. Write it like 10k, 4.7M, 100u or 0.5.` };
  }
  return { ok: true, value: absolute ? value : value * scale };
}

/** Rounds to `digits` significant digits, without the floating-point tail (3/0.02 is 150, not 150.00000000000003). */
export function roundSignificant(value: number, digits = 3): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

/**
 * Writes a quantity with an SI prefix and at most `digits` significant digits, trailing
 * zeros dropped: 150 Ω, 2.5 V, 12 mA, 4.7 kΩ, 100 µF. A space separates number and unit.
 */
export function formatQuantity(value: number, unit: string, digits = 3): string {
  if (!Number.isFinite(value)) return "—";
  if (value === 0) return `0 ${unit}`;
  const rounded = roundSignificant(value, digits);
  let power = Math.floor(Math.log10(Math.abs(rounded)) / 3);
  power = Math.max(-OUTPUT_OFFSET, Math.min(OUTPUT_PREFIXES.length - 1 - OUTPUT_OFFSET, power));
  const scaled = roundSignificant(rounded / 10 ** (3 * power), digits);
  return `${formatNumber(scaled)} ${OUTPUT_PREFIXES[power + OUTPUT_OFFSET]}${unit}`;
}

/** A plain number with at most `digits` significant digits and no exponent. */
export function formatNumber(value: number, digits = 3): string {
  const rounded = roundSignificant(value, digits);
  // toPrecision may write an exponent; Number() and String() give the plain form for this range.
  return String(rounded).replace("-", "−");
}

/** A percentage with at most three significant digits: "52.4 %". */
export const formatPercent = (fraction: number): string => `${formatNumber(fraction * 100)} %`;
