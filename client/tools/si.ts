/** SI prefixes the calculators read, from femto to tera, as powers of ten. */
const PREFIXES: Record<string, number> = {
  f: -15,
  p: -12,
  n: -9,
  u: -6,
  "\u00b5": -6, // MICRO SIGN, what most keyboards type
  "\u03bc": -6, // GREEK SMALL LETTER MU, what some fonts and phones give
  m: -3,
  k: 3,
  K: 3, // "4K7" is printed on parts as often as "4k7"
  M: 6,
  G: 9,
  T: 12,
};

/** The range of values the calculators read and write, wide enough for any real part. */
export const SMALLEST = 1e-15;
export const LARGEST = 1e12;
/** What a reader is told when a value is outside it: both ends are accepted ("1f" and "1T"). */
export const RANGE_TEXT = "from 1 femto (1f, 1e-15) to 1 tera (1T, 1e12)";

/** Written prefixes from femto to tera, with the smallest magnitude each is used from (exact decimal literals). */
const OUTPUT_PREFIXES: [number, string][] = [
  [1e12, "T"],
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "k"],
  [1, ""],
  [1e-3, "m"],
  [1e-6, "µ"],
  [1e-9, "n"],
  [1e-12, "p"],
  [1e-15, "f"],
];
/** Results are shown from 1 f up to, but not including, 1000 T; outside that they are refused, never written with an exponent. */
const SHOWN_BELOW = 1e15;
export const SHOWN_RANGE_TEXT = "1 femto to 999 tera";

/** The ways a reader may spell a unit after the number, by the unit's symbol, compared in lower case. */
const UNIT_SPELLINGS: Record<string, string[]> = {
  // U+2126 OHM SIGN and U+03A9 OMEGA both lower-case to ω.
  Ω: ["ω", "ohm", "ohms", "r"],
  V: ["v", "volt", "volts"],
  A: ["a", "amp", "amps"],
  W: ["w", "watt", "watts"],
  F: ["f", "farad", "farads"],
  Hz: ["hz"],
  s: ["s", "sec"],
};

/** A value as read: `bare` when it was a plain number, so in the field's own unit (`number` is what was typed). */
export type Parsed = { ok: true; value: number; bare: boolean; number: number } | { ok: false; message: string };

/** Longest text read as a quantity; the query reader cuts values shorter still. */
const MAX_TEXT = 80;

const PREFIX = "[fpnu\u00b5\u03bcmkKMGT]";
/**
 * A number: plain digits, or digits grouped in threes by commas (10,000) or spaces
 * (10 000); then an optional decimal part and exponent.
 */
const NUMBER = String.raw`([+-]?)(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+|(?=\.\d))(\.\d*)?(?:[eE]([+-]?\d+))?`;
const PLAIN = new RegExp(`^${NUMBER} ?(${PREFIX})?$`);
/** The part code: the prefix (or R for none) stands where the decimal point goes: 4k7, 2R2, 1M5, 4n7, R47. */
const CODE = new RegExp(`^(\\d+)(${PREFIX}|[rR])(\\d+)$|^()([rR])(\\d+)$`);

/** `digits × 10^power` from decimal text, so 4.7k is exactly 4700 (4.7 × 1000 is 4700.000000000001). */
const decimal = (digits: string, power: number) => Number(`${digits}e${power}`);

const quoted = (text: string) => `“${text.trim().slice(0, 20)}”`;

/**
 * Reads a quantity as a reader types it: "10k", "4.7M", "100u", "10 nF", "1T", "1f", part
 * codes ("4k7", "4K7", "2R2", "1M5", "4k7Ω", "4k7 ohm"), thousands separators ("10,000",
 * "10 000") and "1e-6". A comma anywhere else ("1,5") is refused: it could be a decimal
 * comma or a mistyped thousands group, and guessing would mislead. A bare number is in the
 * field's own unit (`scale` of the base unit: a current field in mA has scale 1e-3, so "20"
 * is 20 mA); a number written with a prefix or the unit is taken as written ("20m", "20mA"
 * and "0.02A" are all 20 mA).
 */
export function parseQuantity(text: string, unit: string, scale = 1): Parsed {
  if (text.length > MAX_TEXT) return { ok: false, message: "That value is too long to be a number." };
  const spaced = text
    .replace(/[\s\u00a0\u2009\u202f]+/g, " ")
    .replace(/\u2212/g, "-")
    .trim();
  if (spaced === "") return { ok: false, message: "Enter a value." };
  let body = spaced;
  let hadUnit = false;
  const spellings = UNIT_SPELLINGS[unit] ?? [unit.toLowerCase()];
  for (const spelling of [...spellings].sort((a, b) => b.length - a.length)) {
    if (body.length <= spelling.length || !body.toLowerCase().endsWith(spelling)) continue;
    const rest = body.slice(0, -spelling.length).trimEnd();
    // "47R" is 47 Ω, but in "4R7" and "R47" the R is the decimal point of a part code.
    if (spelling === "r" && !/\d$/.test(rest)) continue;
    body = rest;
    hadUnit = true;
    break;
  }
  // The value is digits × 10^power, kept as decimal text until the end.
  let digits: string | undefined;
  let power = 0;
  let bare = !hadUnit;
  const plain = PLAIN.exec(body);
  if (plain) {
    const [, sign = "", whole = "", fraction = "", exponent = "0", prefix] = plain;
    digits = `${sign}${whole.replace(/[, ]/g, "") || "0"}${fraction === "." ? "" : fraction}`;
    power = Number(exponent);
    if (prefix) {
      power += PREFIXES[prefix]!;
      bare = false;
    }
  } else {
    const code = CODE.exec(body.replace(/ /g, ""));
    const [whole = "", letter = "", fraction = ""] = code ? (code[1] === undefined ? code.slice(4) : code.slice(1)) : [];
    // R as a decimal point is a resistor's code; "4V7" and the like are not read.
    if (code && (unit === "Ω" || !/r/i.test(letter))) {
      digits = `${whole || "0"}.${fraction}`;
      power = /r/i.test(letter) ? 0 : PREFIXES[letter]!;
      bare = false;
    }
  }
  if (digits === undefined) {
    if (body.includes(",")) {
      const pointed = body.replace(",", ".");
      const example = PLAIN.test(pointed) || CODE.test(pointed) ? pointed : undefined;
      return {
        ok: false,
        message: `${quoted(text)} is ambiguous: a comma is read only between groups of three digits, as in 10,000.${
          example ? ` For a decimal, write a point: ${example}.` : ""
        }`,
      };
    }
    return { ok: false, message: `${quoted(text)} is not a number. Write it like 10k, 4k7, 4.7M, 100u, 10,000 or 0.5.` };
  }
  const number = decimal(digits, power);
  // The field's unit as a power of ten, so 0.3 in a mA field is exactly 0.0003 A.
  const value = bare && scale !== 1 ? decimal(digits, power + Math.round(Math.log10(scale))) : number;
  if (!Number.isFinite(value) || (value === 0 && /[1-9]/.test(digits))) {
    return { ok: false, message: `${quoted(text)} is out of range. Use a value ${RANGE_TEXT}.` };
  }
  return { ok: true, value, bare, number };
}

/** Rounds to `digits` significant digits, without the floating-point tail (3/0.02 is 150, not 150.00000000000003). */
export function roundSignificant(value: number, digits = 3): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

/** A result too large or too small to show with a prefix from femto to tera. */
export class OutOfShownRange extends RangeError {}

/**
 * Writes a quantity with an SI prefix from femto to tera and at most `digits` significant
 * digits, trailing zeros dropped: 150 Ω, 2.5 V, 12 mA, 4.7 kΩ, 100 µF, 1 TΩ, 2 fF. A value
 * that would need an exponent throws OutOfShownRange; computeOutcome turns that into a message.
 */
export function formatQuantity(value: number, unit: string, digits = 3): string {
  if (!Number.isFinite(value)) return "—";
  if (value === 0) return `0 ${unit}`;
  const rounded = roundSignificant(value, digits);
  const magnitude = Math.abs(rounded);
  if (magnitude < SMALLEST || magnitude >= SHOWN_BELOW) throw new OutOfShownRange(`${value} ${unit}`);
  const [step, prefix] = OUTPUT_PREFIXES.find(([from]) => magnitude >= from)!;
  const scaled = roundSignificant(rounded / step, digits);
  return `${formatNumber(scaled, digits)} ${prefix}${unit}`;
}

/** A plain number with at most `digits` significant digits, never with an exponent. */
export function formatNumber(value: number, digits = 3): string {
  const rounded = roundSignificant(value, digits);
  let text = String(rounded);
  if (/e/.test(text)) {
    // Only reached for magnitudes below 1e-6 or from 1e21: write the digits out.
    text =
      Math.abs(rounded) < 1
        ? rounded.toFixed(Math.min(100, digits - 1 - Math.floor(Math.log10(Math.abs(rounded))))).replace(/\.?0+$/, "")
        : BigInt(rounded).toString();
  }
  return text.replace("-", "−");
}

/**
 * A percentage with at most three significant digits: "52.4 %". Rounding never makes a
 * value look like an end it is not: 99.97 % is "above 99.9 %", not "100 %".
 */
export function formatPercent(fraction: number): string {
  const percent = fraction * 100;
  if (percent > 0 && percent < 0.001) return "below 0.001 %";
  if (percent < 100 && roundSignificant(percent) >= 100) return "above 99.9 %";
  return `${formatNumber(percent)} %`;
}
