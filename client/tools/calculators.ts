import { decodeBands, encodeBands, NO_BAND_TOLERANCE, parseBands, TEMPCO, TOLERANCE, type BandCount } from "./color-code";
import { inSeries } from "./e-series";
import { astable555, dividerOutput, dividerR2, ledResistor, nearestStandard, ohmsLaw, ratingText, rcTimes } from "./formulas";
import { formatNumber, formatPercent, formatQuantity } from "./si";
import { Reading, type Calculator, type QuantityInput } from "./types";

const OHM = "Ω";
const ohms = (value: number) => formatQuantity(value, OHM);
const volts = (value: number) => formatQuantity(value, "V");
const amps = (value: number) => formatQuantity(value, "A");
const watts = (value: number) => formatQuantity(value, "W");
const seconds = (value: number) => formatQuantity(value, "s");
const tolerance = (percent: number) => `±${formatNumber(percent)} %`;

const quantity = (
  name: string,
  label: string,
  unit: string,
  placeholder: string,
  more: Partial<QuantityInput> = {},
): QuantityInput => ({
  kind: "quantity",
  name,
  label,
  unit,
  placeholder,
  ...more,
});

/** The usual continuous current of a 3 mm or 5 mm indicator LED, and the most any of them takes. */
const LED_RATED = 0.02;
const LED_ABSOLUTE_MAXIMUM = 0.05;
/** So that 20 mA typed as 20 is not "above 20 mA" by a floating-point hair. */
const SAME_CURRENT = 1e-9;

/** Warnings about an indicator LED's current: milder between 20 and 50 mA, firm above the absolute maximum. */
function ledCurrentWarnings(current: number): string[] {
  if (current > LED_ABSOLUTE_MAXIMUM * (1 + SAME_CURRENT))
    return [
      `${amps(current)} is above 50 mA, beyond the absolute maximum of 3 mm and 5 mm indicator LEDs: the LED will overheat and fail. Use 20 mA or less, unless it is a power LED whose data sheet allows more.`,
    ];
  if (current > LED_RATED * (1 + SAME_CURRENT))
    return [
      `${amps(current)} is above 20 mA, the usual rating of an indicator LED. Many take up to 30 mA at most, and it shortens their life for little more light: check the data sheet, or use 20 mA or less (5 to 10 mA is plenty for an indicator).`,
    ];
  return [];
}

const ledCalculator: Calculator = {
  address: "led-resistor",
  title: "LED series resistor calculator",
  description:
    "The resistor an LED needs from its supply, forward voltage and current, with the next higher E12 and E24 values and their power.",
  keywords: ["LED resistor", "current limiting resistor", "LED series resistor", "E12", "E24"],
  inputs: [
    quantity("supply", "Supply voltage", "V", "5"),
    quantity("forward", "LED forward voltage", "V", "2"),
    quantity("current", "LED current", "A", "20", { fieldUnit: "mA", scale: 1e-3 }),
  ],
  formulas: [
    "R = (Vsupply − Vforward) / I",
    "P = I² · R, in the resistor",
    "Typical forward voltage: red 1.8–2.2 V, green and yellow about 2.1 V, blue and white about 3 V",
  ],
  example: { supply: "5", forward: "2", current: "20" },
  exampleLabel: "An LED of 2 V at 20 mA on 5 V",
  compute(values) {
    const reading = new Reading(this.inputs, values);
    if (!reading.need("supply", "forward", "current"))
      return reading.incomplete("Enter the supply voltage, the LED's forward voltage and its current.");
    const supply = reading.number("supply");
    const forward = reading.number("forward");
    const current = reading.number("current");
    if (forward >= supply) {
      reading.errors.forward = `The forward voltage must be below the supply voltage (${volts(supply)}), or the LED cannot light.`;
      return reading.incomplete("");
    }
    const result = ledResistor(supply, forward, current);
    return reading.answer({
      results: [
        { label: "Exact resistance", value: ohms(result.exact) },
        ...result.standard.map((choice) => ({
          label: `${choice.series}, next higher`,
          value: `${ohms(choice.ohms)}: ${amps(choice.current)}, ${watts(choice.power)} in the resistor${
            choice.rating ? `; use a ${ratingText(choice.rating)} resistor or larger` : "; too much power for a single resistor"
          }`,
        })),
        { label: "LED power", value: watts(forward * current) },
      ],
      warnings: ledCurrentWarnings(current),
      notes: [`Standard values are the next higher ones, so the LED never gets more than ${amps(current)}.`],
    });
  },
};

const dividerCalculator: Calculator = {
  address: "voltage-divider",
  title: "Voltage divider calculator",
  description:
    "The output of a two-resistor voltage divider, or the R2 that gives the output you want, with the nearest E12 and E24 values.",
  keywords: ["voltage divider", "resistor divider", "potential divider", "R2 calculator", "E12", "E24"],
  groups: [
    { id: "output", legend: "Output from R2" },
    { id: "r2", legend: "Or: R2 for a wanted output" },
  ],
  inputs: [
    quantity("vin", "Input voltage", "V", "5"),
    quantity("r1", "R1 (top)", OHM, "10k", { short: "R1" }),
    quantity("r2", "R2 (bottom)", OHM, "10k", { group: "output", short: "R2" }),
    quantity("vout", "Wanted output voltage", "V", "3.3", { group: "r2" }),
  ],
  formulas: [
    "Vout = Vin · R2 / (R1 + R2)",
    "R2 = R1 · Vout / (Vin − Vout)",
    "Unloaded: whatever the output drives is in parallel with R2.",
  ],
  example: { vin: "5", r1: "10k", r2: "10k" },
  exampleLabel: "5 V across two 10 kΩ resistors",
  compute(values) {
    const reading = new Reading(this.inputs, values);
    const prompt = "Enter the input voltage, R1 and either R2 or the output you want.";
    if (reading.has("r2") || !reading.has("vout")) {
      if (!reading.need("vin", "r1", "r2")) return reading.incomplete(prompt);
      const vin = reading.number("vin");
      const r1 = reading.number("r1");
      const r2 = reading.number("r2");
      return reading.answer({
        results: [
          { label: "Output voltage", value: volts(dividerOutput(vin, r1, r2)) },
          { label: "Current through the divider", value: amps(vin / (r1 + r2)) },
          { label: "Output resistance (R1 ∥ R2)", value: ohms((r1 * r2) / (r1 + r2)) },
        ],
        notes: reading.has("vout") ? ["R2 is given, so the wanted output was not used."] : [],
      });
    }
    if (!reading.need("vin", "r1", "vout")) return reading.incomplete(prompt);
    const vin = reading.number("vin");
    const r1 = reading.number("r1");
    const vout = reading.number("vout");
    if (vout >= vin) {
      reading.errors.vout = `A divider's output is always below its input (${volts(vin)}).`;
      return reading.incomplete(prompt);
    }
    const exact = dividerR2(vin, r1, vout);
    return reading.answer({
      results: [
        { label: "R2", value: ohms(exact) },
        ...nearestStandard(exact).map((choice) => ({
          label: `${choice.series}, nearest`,
          value: `${ohms(choice.ohms)}, giving ${volts(dividerOutput(vin, r1, choice.ohms))}`,
        })),
      ],
      notes: ["For an ADC input, a standard value below the exact one keeps the output under the wanted voltage."],
    });
  },
};

const toleranceOptions = [
  { value: "", label: "Usual (±20 % for 3 bands, ±5 % for 4, ±1 % for 5 and 6)" },
  { value: String(NO_BAND_TOLERANCE), label: `${tolerance(NO_BAND_TOLERANCE)} (3 bands, no tolerance band)` },
  ...Object.values(TOLERANCE)
    .sort((a, b) => b - a)
    .map((percent) => ({ value: String(percent), label: tolerance(percent) })),
];

/** The tolerance a part usually has when none is chosen. */
const USUAL_TOLERANCE: Record<BandCount, number> = { 3: NO_BAND_TOLERANCE, 4: 5, 5: 1, 6: 1 };

const colourCodeCalculator: Calculator = {
  address: "resistor-color-code",
  title: "Resistor colour code calculator",
  description:
    "Read a 3, 4, 5 or 6 band resistor's value, tolerance and temperature coefficient from its colours, or find the bands for a value.",
  keywords: ["resistor color code", "resistor colour code", "3 band", "4 band", "5 band", "6 band", "resistor bands"],
  groups: [
    { id: "decode", legend: "Colours to value" },
    { id: "encode", legend: "Or: value to colours" },
  ],
  inputs: [
    {
      kind: "text",
      name: "bands",
      label: "Band colours",
      placeholder: "brown, black, red, gold",
      hint: "From the end the bands are bunched at; the tolerance band (often gold or silver) is last. A 3-band part has none.",
      group: "decode",
    },
    quantity("value", "Resistance", OHM, "4.7k", { group: "encode" }),
    {
      kind: "choice",
      name: "count",
      label: "Number of bands",
      group: "encode",
      options: [
        { value: "4", label: "4 bands" },
        { value: "3", label: "3 bands (±20 %, no tolerance band)" },
        { value: "5", label: "5 bands" },
        { value: "6", label: "6 bands" },
      ],
    },
    { kind: "choice", name: "tolerance", label: "Tolerance", group: "encode", options: toleranceOptions },
    {
      kind: "choice",
      name: "tempco",
      label: "Temperature coefficient (6 bands)",
      group: "encode",
      // 100 ppm/K (brown), the usual one, first as the default.
      options: [100, ...Object.values(TEMPCO).filter((ppm) => ppm !== 100)].map((ppm) => ({
        value: String(ppm),
        label: `${ppm} ppm/K`,
      })),
    },
  ],
  formulas: [
    "3 bands: digit, digit, multiplier; no tolerance band means ±20 %",
    "4 bands: digit, digit, multiplier, tolerance",
    "5 bands: digit, digit, digit, multiplier, tolerance",
    "6 bands: as 5, then the temperature coefficient",
    "Digits: black 0, brown 1, red 2, orange 3, yellow 4, green 5, blue 6, violet 7, grey 8, white 9",
    "Multiplier: the digit colours × 10 to that power (black × 1 to white × 10⁹), gold × 0.1, silver × 0.01, pink × 0.001",
    "Tolerance (IEC 60062): silver ±10 %, gold ±5 %, red ±2 %, brown ±1 %, green ±0.5 %, blue ±0.25 %, violet ±0.1 %, orange ±0.05 %, yellow ±0.02 %, grey ±0.01 %, none ±20 %",
    "Temperature coefficient (6th band): black 250, brown 100, red 50, orange 15, yellow 25, green 20, blue 10, violet 5, grey 1 ppm/K",
  ],
  example: { bands: "brown,black,red,gold" },
  exampleLabel: "Brown, black, red, gold",
  compute(values) {
    const reading = new Reading(this.inputs, values);
    const prompt = "Enter the band colours, or a resistance to see its bands.";
    if (reading.has("bands") || !reading.has("value")) {
      if (!reading.has("bands")) return reading.incomplete(prompt);
      const parsed = parseBands(values.bands!);
      const decoded = parsed.ok ? decodeBands(parsed.value) : parsed;
      if (!parsed.ok || !decoded.ok) {
        reading.errors.bands = decoded.ok ? "" : decoded.message;
        return reading.incomplete(prompt);
      }
      const { ohms: value, tolerance: percent, tempco } = decoded.value;
      const low = value * (1 - percent / 100);
      const high = value * (1 + percent / 100);
      // Enough digits that a tight tolerance shows: ±0.01 % of 1 kΩ is 999.9 Ω to 1.0001 kΩ, not "1 kΩ to 1 kΩ".
      const rangeDigits = Math.max(3, Math.ceil(-Math.log10(percent / 100)) + 2);
      const count = parsed.value.length;
      const notes: string[] = [];
      if (count === 3) notes.push(`Three bands: no tolerance band, so ±${NO_BAND_TOLERANCE} %.`);
      // Three- and four-band parts are ±2 % or wider, made in E24 values (or fewer); five and six bands also come in E96.
      if (count <= 4 && !inSeries(value, "E24")) notes.push("Not an E24 value: check the reading direction.");
      return reading.answer({
        results: [
          { label: "Resistance", value: `${ohms(value)} ${tolerance(percent)}` },
          { label: "Range", value: `${formatQuantity(low, OHM, rangeDigits)} to ${formatQuantity(high, OHM, rangeDigits)}` },
          ...(tempco === undefined ? [] : [{ label: "Temperature coefficient", value: `${tempco} ppm/K` }]),
        ],
        bands: parsed.value,
        notes,
      });
    }
    if (!reading.need("value")) return reading.incomplete(prompt);
    const count = Number(reading.choice("count")) as BandCount;
    const percent = Number(reading.choice("tolerance") || USUAL_TOLERANCE[count]);
    const ppm = Number(reading.choice("tempco"));
    const encoded = encodeBands(reading.number("value"), count, percent, ppm);
    if (!encoded.ok) {
      reading.errors.value = encoded.message;
      return reading.incomplete(prompt);
    }
    return reading.answer({
      results: [
        { label: `${count} bands`, value: encoded.value.join(", ") },
        { label: "Resistance", value: `${ohms(reading.number("value"))} ${tolerance(percent)}` },
      ],
      bands: encoded.value,
      notes:
        count > 4 || inSeries(reading.number("value"), "E24")
          ? []
          : [`Not an E24 value: ${count === 3 ? "three" : "four"}-band parts of that value are hard to find.`],
    });
  },
};

const ohmsLawCalculator: Calculator = {
  address: "ohms-law",
  title: "Ohm's law and power calculator",
  description: "Give any two of voltage, current, resistance and power to get the other two.",
  keywords: ["Ohm's law", "power calculator", "V = I R", "P = V I"],
  inputs: [
    quantity("v", "Voltage", "V", "12"),
    quantity("i", "Current", "A", "20m"),
    quantity("r", "Resistance", OHM, "1k"),
    quantity("p", "Power", "W", "0.25"),
  ],
  formulas: ["V = I · R", "P = V · I = I² · R = V² / R"],
  example: { v: "12", r: "1k" },
  exampleLabel: "12 V across 1 kΩ",
  compute(values) {
    const reading = new Reading(this.inputs, values);
    const names = ["v", "i", "r", "p"] as const;
    const given = names.filter((name) => reading.has(name));
    const prompt = "Enter any two of voltage, current, resistance and power.";
    if (given.length > 2)
      return reading.incomplete(
        prompt,
        `Enter only two of the four values; clear ${given.length === 3 ? "one" : "two"} of them.`,
      );
    if (given.length < 2)
      return reading.incomplete(prompt, reading.filled ? "Enter one more value: any two of the four give the rest." : undefined);
    if (!reading.need(...given)) return reading.incomplete(prompt);
    const known = Object.fromEntries(
      given.map((name) => [{ v: "volts", i: "amps", r: "ohms", p: "watts" }[name], reading.number(name)]),
    );
    const all = ohmsLaw(known);
    const lines = {
      v: { label: "Voltage", value: volts(all.volts) },
      i: { label: "Current", value: amps(all.amps) },
      r: { label: "Resistance", value: ohms(all.ohms) },
      p: { label: "Power", value: watts(all.watts) },
    };
    return reading.answer({ results: names.filter((name) => !given.includes(name)).map((name) => lines[name]) });
  },
};

const astableCalculator: Calculator = {
  address: "555-astable",
  title: "555 astable calculator",
  description:
    "Frequency, period and duty cycle of a 555 timer in astable mode from R1, R2 and C, with or without a diode across R2.",
  keywords: ["555 timer", "555 astable", "555 frequency", "duty cycle", "NE555"],
  inputs: [
    quantity("r1", "R1", OHM, "1k"),
    quantity("r2", "R2", OHM, "10k"),
    quantity("c", "C", "F", "10u"),
    {
      kind: "choice",
      name: "diode",
      label: "Diode across R2",
      options: [
        { value: "", label: "No diode" },
        { value: "yes", label: "Diode across R2 (duty below 50 % possible)" },
      ],
    },
  ],
  formulas: [
    "Without the diode: t high = 0.693 · (R1 + R2) · C, t low = 0.693 · R2 · C",
    "f = 1 / (t high + t low) = 1.44 / ((R1 + 2 · R2) · C); duty = (R1 + R2) / (R1 + 2 · R2)",
    "With a diode across R2: t high = 0.693 · R1 · C, t low = 0.693 · R2 · C",
  ],
  example: { r1: "1k", r2: "10k", c: "10u" },
  exampleLabel: "1 kΩ, 10 kΩ and 10 µF",
  compute(values) {
    const reading = new Reading(this.inputs, values);
    if (!reading.need("r1", "r2", "c")) return reading.incomplete("Enter R1, R2 and the timing capacitor C.");
    const r1 = reading.number("r1");
    const result = astable555(r1, reading.number("r2"), reading.number("c"), reading.choice("diode") === "yes");
    const notes: string[] = [];
    if (r1 < 1000) notes.push("Keep R1 at 1 kΩ or more: it limits the discharge pin's current.");
    return reading.answer({
      results: [
        { label: "Frequency", value: formatQuantity(result.frequency, "Hz") },
        { label: "Duty cycle", value: formatPercent(result.duty) },
        { label: "Period", value: seconds(result.period) },
        { label: "High time", value: seconds(result.high) },
        { label: "Low time", value: seconds(result.low) },
      ],
      notes,
    });
  },
};

const rcCalculator: Calculator = {
  address: "rc-time-constant",
  title: "RC time constant calculator",
  description:
    "The time constant τ = RC of a resistor and capacitor, the time to charge to 63 %, 95 % and 99 %, and the filter's cut-off frequency.",
  keywords: ["RC time constant", "tau", "RC circuit", "capacitor charging time", "RC filter"],
  inputs: [quantity("r", "Resistance", OHM, "10k"), quantity("c", "Capacitance", "F", "100u")],
  formulas: [
    "τ = R · C",
    "V(t) = V · (1 − e^(−t/τ)): 63.2 % after τ, 95 % after 3τ, 99 % after 4.6τ",
    "Cut-off frequency f = 1 / (2π · R · C)",
  ],
  example: { r: "10k", c: "100u" },
  exampleLabel: "10 kΩ with 100 µF",
  compute(values) {
    const reading = new Reading(this.inputs, values);
    if (!reading.need("r", "c")) return reading.incomplete("Enter the resistance and the capacitance.");
    const times = rcTimes(reading.number("r"), reading.number("c"));
    return reading.answer({
      results: [
        { label: "Time constant τ", value: seconds(times.tau) },
        { label: "Time to 63 %", value: seconds(times.to63) },
        { label: "Time to 95 %", value: seconds(times.to95) },
        { label: "Time to 99 %", value: seconds(times.to99) },
        { label: "Cut-off frequency", value: formatQuantity(times.cutoff, "Hz") },
      ],
    });
  },
};

/** The calculators at /tools/{address}, in the order the index lists them. */
export const calculators: Calculator[] = [
  colourCodeCalculator,
  ledCalculator,
  dividerCalculator,
  ohmsLawCalculator,
  astableCalculator,
  rcCalculator,
];

export const calculatorByAddress = (address: string): Calculator | undefined =>
  calculators.find((calculator) => calculator.address === address);
