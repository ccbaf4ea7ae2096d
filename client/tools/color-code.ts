/** Band colours of IEC 60062, in digit order, then gold, silver and pink. */
export const COLOURS = [
  "black",
  "brown",
  "red",
  "orange",
  "yellow",
  "green",
  "blue",
  "violet",
  "grey",
  "white",
  "gold",
  "silver",
  "pink",
] as const;

export type Colour = (typeof COLOURS)[number];

/** Other spellings readers use for the same colours. */
const ALIASES: Record<string, Colour> = { gray: "grey", purple: "violet" };

/** Digit of each digit colour (black 0 to white 9). */
const DIGIT: Partial<Record<Colour, number>> = Object.fromEntries(COLOURS.slice(0, 10).map((colour, digit) => [colour, digit]));

/** Power of ten of each multiplier colour: black × 1 to white × 10⁹, gold × 0.1, silver × 0.01, pink × 0.001. */
const MULTIPLIER_POWER: Partial<Record<Colour, number>> = { ...DIGIT, gold: -1, silver: -2, pink: -3 };
const SMALLEST_POWER = -3;
const LARGEST_POWER = 9;

/** Tolerance in per cent of each tolerance colour (IEC 60062:2016). */
export const TOLERANCE: Partial<Record<Colour, number>> = {
  brown: 1,
  red: 2,
  orange: 0.05,
  yellow: 0.02,
  green: 0.5,
  blue: 0.25,
  violet: 0.1,
  grey: 0.01,
  gold: 5,
  silver: 10,
};

/** The tolerance of a resistor with no tolerance band: three bands, or four with the last one "none". */
export const NO_BAND_TOLERANCE = 20;

/** Temperature coefficient in ppm/K of each sixth-band colour. */
export const TEMPCO: Partial<Record<Colour, number>> = {
  black: 250,
  brown: 100,
  red: 50,
  orange: 15,
  yellow: 25,
  green: 20,
  blue: 10,
  violet: 5,
  grey: 1,
};

export type BandCount = 3 | 4 | 5 | 6;

export interface Decoded {
  ohms: number;
  /** Per cent, ± */
  tolerance: number;
  /** ppm/K, six-band parts only. */
  tempco?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

const list = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
const colourNames = (table: Partial<Record<Colour, number>>) => list(COLOURS.filter((colour) => table[colour] !== undefined));

/** Words for a missing tolerance band, accepted as the fourth of four: "red, red, brown, none" is a 3-band part. */
const NO_BAND = new Set(["none", "no", "blank"]);

/** Reads "brown,black,red,gold" (commas, spaces or hyphens between; any case) into colours. */
export function parseBands(text: string): Result<Colour[]> {
  const words = text
    .toLowerCase()
    .split(/[\s,;+-]+/)
    .filter(Boolean);
  if (words.length === 4 && NO_BAND.has(words[3]!)) words.pop();
  const colours: Colour[] = [];
  for (const word of words) {
    const colour = ALIASES[word] ?? COLOURS.find((name) => name === word);
    if (!colour) return { ok: false, message: `“${word.slice(0, 20)}” is not a band colour. Use ${list(COLOURS)}.` };
    colours.push(colour);
  }
  if (colours.length < 3 || colours.length > 6) {
    return { ok: false, message: `Give 3, 4, 5 or 6 colours, from the band nearest an end; you gave ${colours.length}.` };
  }
  return { ok: true, value: colours };
}

const ordinal = (index: number) => ["first", "second", "third", "fourth", "fifth", "sixth"][index]!;

/** The value, tolerance and (six bands) temperature coefficient that colour bands stand for. */
export function decodeBands(colours: Colour[]): Result<Decoded> {
  const count = colours.length;
  const digitCount = count <= 4 ? 2 : 3;
  let significand = 0;
  for (let index = 0; index < digitCount; index++) {
    const digit = DIGIT[colours[index]!];
    if (digit === undefined) {
      return {
        ok: false,
        message: `The ${ordinal(index)} band is a digit, so it cannot be ${colours[index]}: use ${colourNames(DIGIT)}.`,
      };
    }
    significand = significand * 10 + digit;
  }
  const multiplier = MULTIPLIER_POWER[colours[digitCount]!];
  if (multiplier === undefined) {
    return { ok: false, message: `The ${ordinal(digitCount)} band is the multiplier: use ${colourNames(MULTIPLIER_POWER)}.` };
  }
  const tolerance = count === 3 ? NO_BAND_TOLERANCE : TOLERANCE[colours[digitCount + 1]!];
  if (tolerance === undefined) {
    return {
      ok: false,
      message: `The ${ordinal(digitCount + 1)} band is the tolerance, and ${colours[digitCount + 1]} is not one: use ${colourNames(TOLERANCE)}. Reading from the other end may help.`,
    };
  }
  const ohms = Number((significand * 10 ** multiplier).toPrecision(6));
  if (count < 6) return { ok: true, value: { ohms, tolerance } };
  const tempco = TEMPCO[colours[5]!];
  if (tempco === undefined)
    return { ok: false, message: `The sixth band is the temperature coefficient: use ${colourNames(TEMPCO)}.` };
  return { ok: true, value: { ohms, tolerance, tempco } };
}

/** The bands of a resistor of `ohms` with `count` bands, tolerance `tolerance` % and (six bands) `tempco` ppm/K. */
export function encodeBands(ohms: number, count: BandCount, tolerance: number, tempco = 100): Result<Colour[]> {
  const digitCount = count <= 4 ? 2 : 3;
  if (!(ohms > 0)) return { ok: false, message: "Enter a resistance above zero." };
  if (count === 3 && tolerance !== NO_BAND_TOLERANCE) {
    return {
      ok: false,
      message: `A 3-band resistor has no tolerance band, so it is ±${NO_BAND_TOLERANCE} %: choose 4 bands or more for ±${tolerance} %.`,
    };
  }
  if (count > 3 && tolerance === NO_BAND_TOLERANCE) {
    return { ok: false, message: `±${NO_BAND_TOLERANCE} % has no band colour: it is the 3-band resistor, so choose 3 bands.` };
  }
  // The smallest multiplier is pink (× 0.001), the largest white (× 10⁹).
  if (ohms < 10 ** SMALLEST_POWER * (1 - 1e-9)) {
    return { ok: false, message: "That is less than the colour code can show (0.001 Ω, pink multiplier)." };
  }
  let power = Math.max(SMALLEST_POWER, Math.floor(Math.log10(ohms)) - (digitCount - 1));
  let significand = Math.round(ohms / 10 ** power);
  if (significand >= 10 ** digitCount) {
    power += 1;
    significand = Math.round(ohms / 10 ** power);
  }
  if (power > LARGEST_POWER)
    return { ok: false, message: "That is more than the colour code can show (white multiplier, × 10⁹)." };
  if (Math.abs(significand * 10 ** power - ohms) > 1e-9 * ohms) {
    return {
      ok: false,
      message:
        count <= 4
          ? `${count === 3 ? "Three" : "Four"} bands hold two significant digits (like 4.7k or 10k); for a value like 4.75k choose 5 or 6 bands.`
          : "Five and six bands hold three significant digits (like 4.75k); round the value to three digits.",
    };
  }
  const digits = String(significand).padStart(digitCount, "0").split("").map(Number);
  const multiplierColour = COLOURS.find((colour) => MULTIPLIER_POWER[colour] === power)!;
  const bands: Colour[] = [...digits.map((digit) => COLOURS[digit]!), multiplierColour];
  if (count === 3) return { ok: true, value: bands };
  const toleranceColour = COLOURS.find((colour) => TOLERANCE[colour] === tolerance);
  if (!toleranceColour) return { ok: false, message: `No band colour means ±${tolerance} %.` };
  bands.push(toleranceColour);
  if (count === 6) {
    const tempcoColour = COLOURS.find((colour) => TEMPCO[colour] === tempco);
    if (!tempcoColour) return { ok: false, message: `No band colour means ${tempco} ppm/K.` };
    bands.push(tempcoColour);
  }
  return { ok: true, value: bands };
}
