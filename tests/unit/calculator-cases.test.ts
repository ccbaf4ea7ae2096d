import { describe, expect, it } from "vitest";
import { calculatorByAddress } from "../../client/tools/calculators";
import { computeOutcome, readValues, type Outcome } from "../../client/tools/types";

/**
 * Calculator cases checked against hand calculation: each row is an address a reader could
 * open, what the page must show and the arithmetic done by hand. The rows cover every
 * calculator, the ways values are typed (prefixes from f to T, part codes with units,
 * thousands separators), both ends of the accepted range, answers beyond what is shown,
 * and every warning. Rows without `warns` must show no warning at all.
 */
interface Expect {
  /** The answer's first line, exactly as shown; null when there must be no answer. */
  headline: string | null;
  /** Text that must appear somewhere in the answer: results, readings, notes or the message. */
  shows?: string[];
  /** A field's message: the input's name and text the message contains. */
  error?: [string, string];
  /** Text the warnings must contain; without it there must be no warning. */
  warns?: string;
}

type Case = [path: string, expected: Expect, hand: string];

// prettier-ignore
const CASES: Case[] = [
  // LED series resistor: R = (Vs − Vf) / I, next higher E12 and E24 values, P = I² · R.
  ["led-resistor?supply=5&forward=2&current=20", { headline: "150 Ω", shows: ["150 Ω: 20 mA, 60 mW in the resistor; use a 1/8 W resistor or larger", "LED power: 40 mW", "LED current read as 20 mA"] }, "3 V / 0.02 A = 150 Ω (E12); 0.02² · 150 = 0.06 W; 2 V · 0.02 A = 0.04 W"],
  ["led-resistor?supply=5&forward=2.1&current=20", { headline: "145 Ω", shows: ["150 Ω: 19.3 mA, 56.1 mW"] }, "2.9 / 0.02 = 145; 2.9 / 150 = 19.33 mA; 0.01933² · 150 = 56.07 mW"],
  ["led-resistor?supply=3.3&forward=2&current=10", { headline: "130 Ω", shows: ["E12, next higher: 150 Ω: 8.67 mA", "E24, next higher: 130 Ω: 10 mA, 13 mW"] }, "1.3 / 0.01 = 130 (E24); E12 above is 150: 1.3 / 150 = 8.667 mA; 0.01² · 130 = 13 mW"],
  ["led-resistor?supply=12&forward=2&current=20", { headline: "500 Ω", shows: ["E12, next higher: 560 Ω: 17.9 mA", "E24, next higher: 510 Ω: 19.6 mA"] }, "10 / 0.02 = 500; 10 / 560 = 17.86 mA; 10 / 510 = 19.61 mA"],
  ["led-resistor?supply=5&forward=3.1&current=20", { headline: "95 Ω", shows: ["100 Ω: 19 mA, 36.1 mW"] }, "1.9 / 0.02 = 95, next higher 100; 1.9 / 100 = 19 mA; 0.019² · 100 = 36.1 mW"],
  ["led-resistor?supply=9&forward=2&current=15", { headline: "467 Ω", shows: ["470 Ω: 14.9 mA"] }, "7 / 0.015 = 466.7; 7 / 470 = 14.89 mA"],
  ["led-resistor?supply=5&forward=2&current=20mA", { headline: "150 Ω", shows: ["LED current read as 20 mA"] }, "20mA says its unit: 0.02 A"],
  ["led-resistor?supply=5&forward=2&current=20m", { headline: "150 Ω" }, "20m is 20 milli, whatever the field's unit"],
  ["led-resistor?supply=5&forward=2&current=0.02A", { headline: "150 Ω", shows: ["LED current read as 20 mA"] }, "0.02A is 0.02 A: no question asked, the unit is written"],
  ["led-resistor?supply=5V&forward=2 V&current=20 mA", { headline: "150 Ω", shows: ["Supply voltage read as 5 V", "LED forward voltage read as 2 V"] }, "units after the numbers, with and without a space"],
  ["led-resistor?supply=5&forward=2&current=1", { headline: "3 kΩ", shows: ["LED current read as 1 mA"] }, "3 / 0.001 = 3000; 1 is not below 1, so no question"],
  ["led-resistor?supply=5&forward=2&current=500u", { headline: "6 kΩ", shows: ["LED current read as 500 µA"] }, "3 / 0.0005 = 6000; a prefix was written, so no question"],
  ["led-resistor?supply=5&forward=2&current=0.02", { headline: "150 kΩ", shows: ["LED current read as 20 µA"], warns: "0.02 mA — did you mean 20 mA?" }, "0.02 mA: 3 / 0.00002 = 150 000"],
  ["led-resistor?supply=5&forward=2&current=0.5", { headline: "6 kΩ", warns: "0.5 mA — did you mean 500 mA?" }, "0.5 mA: 3 / 0.0005 = 6000"],
  ["led-resistor?supply=5&forward=2&current=.1", { headline: "30 kΩ", warns: "0.1 mA — did you mean 100 mA?" }, "0.1 mA: 3 / 0.0001 = 30 000"],
  ["led-resistor?supply=5&forward=2&current=20.5", { headline: "146 Ω", warns: "above 20 mA, the usual rating" }, "3 / 0.0205 = 146.3; above 20 mA"],
  ["led-resistor?supply=5&forward=2&current=30", { headline: "100 Ω", shows: ["100 Ω: 30 mA, 90 mW in the resistor; use a 1/4 W"], warns: "30 mA is above 20 mA, the usual rating of an indicator LED" }, "3 / 0.03 = 100; 0.03² · 100 = 90 mW, twice is 180 mW: 1/4 W"],
  ["led-resistor?supply=5&forward=2&current=50", { headline: "60 Ω", shows: ["E12, next higher: 68 Ω", "E24, next higher: 62 Ω"], warns: "50 mA is above 20 mA" }, "3 / 0.05 = 60; 50 mA is not above the 50 mA maximum, still above 20"],
  ["led-resistor?supply=5&forward=2&current=51", { headline: "58.8 Ω", warns: "above 50 mA, beyond the absolute maximum" }, "3 / 0.051 = 58.82"],
  ["led-resistor?supply=5&forward=2&current=60", { headline: "50 Ω", shows: ["E12, next higher: 56 Ω: 53.6 mA", "E24, next higher: 51 Ω: 58.8 mA"], warns: "60 mA is above 50 mA" }, "3 / 0.06 = 50; 3 / 56 = 53.57 mA; 3 / 51 = 58.82 mA"],
  ["led-resistor?supply=24&forward=2&current=20", { headline: "1.1 kΩ", shows: ["1.2 kΩ: 18.3 mA, 403 mW in the resistor; use a 1 W resistor or larger", "1.1 kΩ: 20 mA, 440 mW in the resistor; use a 1 W resistor or larger"] }, "22 / 0.02 = 1100; 22 / 1200 = 18.33 mA, 0.01833² · 1200 = 403 mW; 0.02² · 1100 = 440 mW, twice is 880 mW: 1 W"],
  ["led-resistor?supply=5&forward=5&current=20", { headline: null, error: ["forward", "below the supply voltage"] }, "no voltage left for the resistor"],
  ["led-resistor?supply=5,5&forward=2&current=20", { headline: null, error: ["supply", "For a decimal, write a point: 5.5"] }, "a decimal comma is refused, never guessed"],
  ["led-resistor?supply=5&forward=2&current=0", { headline: null, error: ["current", "must be above zero"] }, "zero current"],
  ["led-resistor?supply=5&forward=2", { headline: null, error: ["current", "Enter the LED current"] }, "missing value"],
  ["led-resistor?supply=1T&forward=2&current=1000", { headline: "1 TΩ", shows: ["Supply voltage read as 1 TV", "too much power for a single resistor"], warns: "1 A is above 50 mA" }, "(1e12 − 2) / 1 A ≈ 1e12 Ω, the top of the range, shown as 1 TΩ"],
  ["led-resistor?supply=1.1T&forward=2&current=20", { headline: null, error: ["supply", "from 1 femto (1f, 1e-15) to 1 tera (1T, 1e12)"] }, "1.1e12 is past 1 tera"],
  ["led-resistor?supply=1T&forward=1&current=1f", { headline: null, shows: ["outside 1 femto to 999 tera", "LED current read as 1 fA"] }, "1e12 / 1e-15 = 1e27 Ω: refused, never written with an exponent"],

  // Voltage divider: Vout = Vin · R2 / (R1 + R2); I = Vin / (R1 + R2); Rout = R1 ∥ R2.
  ["voltage-divider?vin=5&r1=10k&r2=10k", { headline: "2.5 V", shows: ["250 µA", "5 kΩ", "R1 read as 10 kΩ", "R2 read as 10 kΩ"] }, "5 · 10 / 20 = 2.5; 5 / 20 000 = 250 µA; 10k ∥ 10k = 5k"],
  ["voltage-divider?vin=5&r1=10,000&r2=10k", { headline: "2.5 V", shows: ["R1 read as 10 kΩ"] }, "10,000 is ten thousand, not 10"],
  ["voltage-divider?vin=5&r1=10 000&r2=10k", { headline: "2.5 V", shows: ["R1 read as 10 kΩ"] }, "a space between groups of three digits"],
  ["voltage-divider?vin=5&r1=1,000,000&r2=1M", { headline: "2.5 V", shows: ["R1 read as 1 MΩ"] }, "two thousands separators"],
  ["voltage-divider?vin=5&r1=1,500&r2=1k", { headline: "2 V", shows: ["R1 read as 1.5 kΩ"] }, "5 · 1000 / 2500 = 2"],
  ["voltage-divider?vin=5&r1=1,000.5&r2=1k", { headline: "2.5 V", shows: ["R1 read as 1.0005 kΩ"] }, "5 · 1000 / 2000.5 = 2.4994"],
  ["voltage-divider?vin=12&r1=10k&r2=4.7k", { headline: "3.84 V", shows: ["816 µA", "3.2 kΩ"] }, "12 · 4.7 / 14.7 = 3.837; 12 / 14 700 = 816.3 µA; 47 / 14.7 = 3.197 kΩ"],
  ["voltage-divider?vin=5&r1=4k7Ω&r2=10kΩ", { headline: "3.4 V", shows: ["R1 read as 4.7 kΩ"] }, "5 · 10 / 14.7 = 3.401"],
  ["voltage-divider?vin=5&r1=4k7 ohm&r2=4K7", { headline: "2.5 V", shows: ["R1 read as 4.7 kΩ", "R2 read as 4.7 kΩ"] }, "equal resistors halve the input"],
  ["voltage-divider?vin=3.3&r1=1M5&r2=1M", { headline: "1.32 V", shows: ["R1 read as 1.5 MΩ"] }, "3.3 · 1 / 2.5 = 1.32"],
  ["voltage-divider?vin=9&r1=2R2&r2=2R2", { headline: "4.5 V", shows: ["2.05 A", "R1 read as 2.2 Ω"] }, "9 / 4.4 = 2.045 A"],
  ["voltage-divider?vin=5&r1=10 k ohm&r2=4.7kohms", { headline: "1.6 V", shows: ["R1 read as 10 kΩ", "R2 read as 4.7 kΩ"] }, "5 · 4.7 / 14.7 = 1.599"],
  ["voltage-divider?vin=5&r1=R47&r2=47R", { headline: "4.95 V", shows: ["R1 read as 470 mΩ", "R2 read as 47 Ω"] }, "R47 is 0.47 Ω: 5 · 47 / 47.47 = 4.950"],
  ["voltage-divider?vin=5&r1=10kohm&r2=10KΩ", { headline: "2.5 V" }, "kohm and KΩ"],
  ["voltage-divider?vin=5&r1=10k&vout=3.3", { headline: "19.4 kΩ", shows: ["E12, nearest: 18 kΩ, giving 3.21 V", "E24, nearest: 20 kΩ, giving 3.33 V"] }, "10k · 3.3 / 1.7 = 19.41k; 5 · 18 / 28 = 3.214; 5 · 20 / 30 = 3.333"],
  ["voltage-divider?vin=5&r1=10k&vout=2.5", { headline: "10 kΩ" }, "10k · 2.5 / 2.5 = 10k"],
  ["voltage-divider?vin=12&r1=10k&vout=5", { headline: "7.14 kΩ", shows: ["E12, nearest: 6.8 kΩ, giving 4.86 V", "E24, nearest: 7.5 kΩ, giving 5.14 V"] }, "10k · 5 / 7 = 7.143k; 12 · 6.8 / 16.8 = 4.857; 12 · 7.5 / 17.5 = 5.143"],
  ["voltage-divider?vin=5&r1=10k&r2=10k&vout=3.3", { headline: "2.5 V", shows: ["R2 is given, so the wanted output was not used."] }, "R2 wins over the wanted output"],
  ["voltage-divider?vin=5&r1=10k&vout=6", { headline: null, error: ["vout", "below its input"] }, "a divider cannot raise a voltage"],
  ["voltage-divider?vin=5&r1=1,5k&r2=10k", { headline: null, error: ["r1", "“1,5k” is ambiguous"] }, "1,5k could be 1.5k or a typo for 15k"],
  ["voltage-divider?vin=5&r1=1,5&r2=10k", { headline: null, error: ["r1", "write a point: 1.5"] }, "1,5 is refused with the way to write it"],
  ["voltage-divider?vin=5&r1=10,00&r2=10k", { headline: null, error: ["r1", "between groups of three digits"] }, "groups of two are not thousands"],
  ["voltage-divider?vin=5&r1=1.000,5&r2=10k", { headline: null, error: ["r1", "is ambiguous"] }, "European grouping is refused"],
  ["voltage-divider?vin=1T&r1=1T&r2=1T", { headline: "500 GV", shows: ["500 mA", "500 GΩ", "Input voltage read as 1 TV"] }, "1e12 / 2 = 5e11 V; 1e12 / 2e12 = 0.5 A"],
  ["voltage-divider?vin=1f&r1=1f&r2=1f", { headline: null, shows: ["outside 1 femto to 999 tera", "Input voltage read as 1 fV"] }, "1e-15 · 1e-15 / 2e-15 = 5e-16 V, under 1 femto: refused"],
  ["voltage-divider?vin=5&r1=10u&r2=10µ", { headline: "2.5 V", shows: ["250 kA", "R1 read as 10 µΩ", "R2 read as 10 µΩ"] }, "u and µ are both micro: 5 / 20e-6 = 250 000 A"],
  ["voltage-divider?vin=5&r1=10μ&r2=10u", { headline: "2.5 V", shows: ["R1 read as 10 µΩ"] }, "the Greek mu too"],

  // Resistor colour code, colours to value (IEC 60062).
  ["resistor-color-code?bands=brown,black,red,gold", { headline: "1 kΩ ±5 %", shows: ["950 Ω to 1.05 kΩ"] }, "1 0 × 100 = 1000, gold ±5 %"],
  ["resistor-color-code?bands=brown,black,red", { headline: "1 kΩ ±20 %", shows: ["800 Ω to 1.2 kΩ", "Three bands: no tolerance band, so ±20 %."] }, "no tolerance band: ±20 %"],
  ["resistor-color-code?bands=brown black red none", { headline: "1 kΩ ±20 %" }, "none as the fourth band"],
  ["resistor-color-code?bands=red,red,pink", { headline: "22 mΩ ±20 %" }, "22 × 0.001 = 0.022 Ω"],
  ["resistor-color-code?bands=yellow,violet,orange,silver", { headline: "47 kΩ ±10 %", shows: ["42.3 kΩ to 51.7 kΩ"] }, "47 × 1000, silver ±10 %"],
  ["resistor-color-code?bands=red,red,brown,brown", { headline: "220 Ω ±1 %" }, "22 × 10, brown ±1 %"],
  ["resistor-color-code?bands=red,red,black,black,brown", { headline: "220 Ω ±1 %" }, "220 × 1"],
  ["resistor-color-code?bands=brown,black,black,brown,red", { headline: "1 kΩ ±2 %", shows: ["980 Ω to 1.02 kΩ"] }, "100 × 10, red ±2 %"],
  ["resistor-color-code?bands=brown,black,black,brown,green", { headline: "1 kΩ ±0.5 %", shows: ["995 Ω to 1.005 kΩ"] }, "green ±0.5 %"],
  ["resistor-color-code?bands=brown,black,black,brown,blue", { headline: "1 kΩ ±0.25 %", shows: ["997.5 Ω to 1.0025 kΩ"] }, "blue ±0.25 %"],
  ["resistor-color-code?bands=brown,black,black,brown,violet", { headline: "1 kΩ ±0.1 %", shows: ["999 Ω to 1.001 kΩ"] }, "violet ±0.1 %"],
  ["resistor-color-code?bands=brown,black,black,brown,orange", { headline: "1 kΩ ±0.05 %", shows: ["999.5 Ω to 1.0005 kΩ"] }, "orange ±0.05 %"],
  ["resistor-color-code?bands=brown,black,black,brown,yellow", { headline: "1 kΩ ±0.02 %", shows: ["999.8 Ω to 1.0002 kΩ"] }, "yellow ±0.02 %"],
  ["resistor-color-code?bands=brown,black,black,brown,grey", { headline: "1 kΩ ±0.01 %", shows: ["999.9 Ω to 1.0001 kΩ"] }, "grey ±0.01 %"],
  ["resistor-color-code?bands=brown,black,black,brown,silver", { headline: "1 kΩ ±10 %" }, "silver ±10 %"],
  ["resistor-color-code?bands=yellow,violet,gold,gold", { headline: "4.7 Ω ±5 %" }, "47 × 0.1"],
  ["resistor-color-code?bands=brown,black,silver,gold", { headline: "100 mΩ ±5 %" }, "10 × 0.01"],
  ["resistor-color-code?bands=brown,black,pink,gold", { headline: "10 mΩ ±5 %" }, "10 × 0.001"],
  ["resistor-color-code?bands=red,red,black,pink,brown", { headline: "220 mΩ ±1 %" }, "220 × 0.001"],
  ["resistor-color-code?bands=white,white,white,gold", { headline: "99 GΩ ±5 %" }, "99 × 1e9"],
  ["resistor-color-code?bands=brown,black,black,brown,brown,red", { headline: "1 kΩ ±1 %", shows: ["50 ppm/K"] }, "red sixth band: 50 ppm/K"],
  ["resistor-color-code?bands=brown,black,black,orange,brown,yellow", { headline: "100 kΩ ±1 %", shows: ["25 ppm/K"] }, "100 × 1000; yellow sixth band: 25 ppm/K"],
  ["resistor-color-code?bands=gray,purple,brown,gold", { headline: "870 Ω ±5 %", shows: ["Not an E24 value: check the reading direction."] }, "87 × 10, not in E24"],
  ["resistor-color-code?bands=pink,black,red,gold", { headline: null, error: ["bands", "first band is a digit"] }, "pink is only a multiplier"],
  ["resistor-color-code?bands=brown,black,red,white", { headline: null, error: ["bands", "fourth band is the tolerance"] }, "white is no tolerance"],
  ["resistor-color-code?bands=brown,black", { headline: null, error: ["bands", "Give 3, 4, 5 or 6 colours"] }, "too few"],
  ["resistor-color-code?bands=brown,black,black,brown,brown,white", { headline: null, error: ["bands", "sixth band is the temperature coefficient"] }, "white is no tempco"],
  ["resistor-color-code?bands=brown,black,teal,gold", { headline: null, error: ["bands", "“teal” is not a band colour"] }, "unknown colour"],

  // Resistor colour code, value to colours.
  ["resistor-color-code?value=4.7k", { headline: "yellow, violet, red, gold", shows: ["4.7 kΩ ±5 %", "Resistance read as 4.7 kΩ"] }, "47 × 100, usual ±5 % on 4 bands"],
  ["resistor-color-code?value=4.7k&count=3", { headline: "yellow, violet, red", shows: ["4.7 kΩ ±20 %"] }, "3 bands: no tolerance band"],
  ["resistor-color-code?value=4.75k&count=5", { headline: "yellow, violet, green, brown, brown" }, "475 × 10, ±1 %"],
  ["resistor-color-code?value=100k&count=6&tempco=50", { headline: "brown, black, black, orange, brown, red" }, "100 × 1000, ±1 %, 50 ppm/K"],
  ["resistor-color-code?value=10", { headline: "brown, black, black, gold" }, "10 × 1"],
  ["resistor-color-code?value=0.47&tolerance=10", { headline: "yellow, violet, silver, silver" }, "47 × 0.01, ±10 %"],
  ["resistor-color-code?value=47m", { headline: "yellow, violet, pink, gold", shows: ["47 mΩ ±5 %"] }, "47 × 0.001"],
  ["resistor-color-code?value=1k&count=5&tolerance=0.05", { headline: "brown, black, black, brown, orange" }, "orange ±0.05 %"],
  ["resistor-color-code?value=1k&count=5&tolerance=0.02", { headline: "brown, black, black, brown, yellow" }, "yellow ±0.02 %"],
  ["resistor-color-code?value=1k&count=5&tolerance=0.01", { headline: "brown, black, black, brown, grey" }, "grey ±0.01 %"],
  ["resistor-color-code?value=4k7Ω", { headline: "yellow, violet, red, gold", shows: ["Resistance read as 4.7 kΩ"] }, "a part code with its unit"],
  ["resistor-color-code?value=4.7k&tolerance=20", { headline: null, error: ["value", "choose 3 bands"] }, "±20 % has no colour"],
  ["resistor-color-code?value=4.7k&count=3&tolerance=5", { headline: null, error: ["value", "A 3-band resistor has no tolerance band"] }, "3 bands are always ±20 %"],
  ["resistor-color-code?value=4.75k", { headline: null, error: ["value", "choose 5 or 6 bands"] }, "three significant digits on 4 bands"],
  ["resistor-color-code?value=100G", { headline: null, error: ["value", "more than the colour code can show"] }, "10 × 1e10: past white"],
  ["resistor-color-code?value=0.5m", { headline: null, error: ["value", "less than the colour code can show"] }, "below 0.001 Ω"],

  // Ohm's law: V = I · R, P = V · I.
  ["ohms-law?v=12&r=1k", { headline: "12 mA", shows: ["144 mW"] }, "12 / 1000 = 12 mA; 12 · 0.012 = 0.144 W"],
  ["ohms-law?i=20m&p=0.5", { headline: "25 V", shows: ["1.25 kΩ"] }, "0.5 / 0.02 = 25 V; 0.5 / 0.0004 = 1250 Ω"],
  ["ohms-law?v=5&i=20m", { headline: "250 Ω", shows: ["100 mW"] }, "5 / 0.02 = 250; 5 · 0.02 = 0.1"],
  ["ohms-law?v=230&p=60", { headline: "261 mA", shows: ["882 Ω"] }, "60 / 230 = 0.2609 A; 230² / 60 = 881.7 Ω"],
  ["ohms-law?i=2&r=2R2", { headline: "4.4 V", shows: ["8.8 W", "Resistance read as 2.2 Ω"] }, "2 · 2.2 = 4.4; 4 · 2.2 = 8.8"],
  ["ohms-law?r=1k&p=0.25", { headline: "15.8 V", shows: ["15.8 mA"] }, "√(0.25 · 1000) = 15.81 V; √(0.25 / 1000) = 15.81 mA"],
  ["ohms-law?v=1,000&r=1k", { headline: "1 A", shows: ["1 kW", "Voltage read as 1 kV"] }, "1000 / 1000 = 1 A; 1000 · 1 = 1000 W"],
  ["ohms-law?v=1T&r=1T", { headline: "1 A", shows: ["1 TW"] }, "1e12 / 1e12 = 1 A; 1e12 · 1 = 1e12 W: the top end is shown"],
  ["ohms-law?v=1f&r=1f", { headline: "1 A", shows: ["1 fW", "Voltage read as 1 fV"] }, "1e-15 / 1e-15 = 1 A; 1e-15 W: the bottom end is shown"],
  ["ohms-law?v=1T&r=1f", { headline: null, shows: ["outside 1 femto to 999 tera"] }, "1e12 / 1e-15 = 1e27 A: refused, no exponent"],
  ["ohms-law?v=1f&r=1T", { headline: null, shows: ["outside 1 femto to 999 tera"] }, "1e-15 / 1e12 = 1e-27 A"],
  ["ohms-law?v=12&r=1k&i=1", { headline: null, shows: ["Enter only two of the four values"] }, "three values"],
  ["ohms-law?v=12", { headline: null, shows: ["Enter one more value"] }, "one value"],
  ["ohms-law?v=12&r=0", { headline: null, error: ["r", "must be above zero"] }, "zero ohms"],
  ["ohms-law?v=12&r=1e13", { headline: null, error: ["r", "to 1 tera (1T, 1e12)"] }, "past 1 tera"],
  ["ohms-law?v=12&r=0.9f", { headline: null, error: ["r", "from 1 femto (1f, 1e-15)"] }, "below 1 femto"],
  ["ohms-law?v=12&r=1,2k", { headline: null, error: ["r", "write a point: 1.2k"] }, "decimal comma with a prefix"],

  // 555 astable: t high = ln 2 · (R1 + R2) · C (ln 2 · R1 · C with the diode), t low = ln 2 · R2 · C.
  ["555-astable?r1=1k&r2=10k&c=10u", { headline: "6.87 Hz", shows: ["52.4 %", "146 ms", "76.2 ms", "69.3 ms"] }, "0.6931 · 21k · 10 µ = 145.6 ms; 1 / 0.1456 = 6.87 Hz; 11 / 21 = 52.4 %"],
  ["555-astable?r1=10k&r2=10k&c=100n&diode=yes", { headline: "721 Hz", shows: ["50 %", "693 µs"] }, "0.6931 · 10k · 100n = 693 µs each half; 1 / 1.386 ms = 721 Hz"],
  ["555-astable?r1=12k&r2=120k&c=10u&diode=yes", { headline: "1.09 Hz", shows: ["9.09 %", "83.2 ms", "832 ms"] }, "0.6931 · 12k · 10µ = 83.18 ms; 0.6931 · 120k · 10µ = 831.8 ms; 1 / 0.915 = 1.093 Hz; 12 / 132 = 9.09 %"],
  ["555-astable?r1=470&r2=4k7&c=1u", { headline: "146 Hz", shows: ["52.4 %", "Keep R1 at 1 kΩ or more"] }, "0.6931 · 9870 · 1µ = 6.841 ms → 146.2 Hz; 5170 / 9870 = 52.4 %"],
  ["555-astable?r1=1k&r2=10k&c=4n7", { headline: "14.6 kHz" }, "0.6931 · 21k · 4.7n = 68.41 µs → 14.62 kHz"],
  ["555-astable?r1=1k&r2=1T&c=1u&diode=yes", { headline: "1.44 µHz", shows: ["below 0.001 %"] }, "t low = 0.6931 · 1e12 · 1e-6 = 693 147 s; duty 1k / 1T: far below 0.001 %"],
  ["555-astable?r1=1f&r2=1f&c=1fF", { headline: null, shows: ["outside 1 femto to 999 tera"] }, "0.6931 · 3e-15 · 1e-15 = 2.1e-30 s: too short to show"],
  ["555-astable?r1=1k&r2=10k&c=1e999", { headline: null, error: ["c", "out of range"] }, "1e999 is not a finite number"],

  // RC time constant: τ = R · C; 95 % after 3τ, 99 % after 4.6τ; f = 1 / (2π R C).
  ["rc-time-constant?r=10k&c=100u", { headline: "1 s", shows: ["3 s", "4.61 s", "159 mHz"] }, "10k · 100µ = 1 s; −ln 0.05 = 2.996; −ln 0.01 = 4.605; 1 / 2π = 0.159"],
  ["rc-time-constant?r=1k&c=1u", { headline: "1 ms", shows: ["159 Hz"] }, "1k · 1µ = 1 ms"],
  ["rc-time-constant?r=4k7&c=100n", { headline: "470 µs", shows: ["339 Hz"] }, "4.7k · 100n = 470 µs; 1 / (2π · 470 µ) = 338.6 Hz"],
  ["rc-time-constant?r=1k&c=1,000u", { headline: "1 s", shows: ["Capacitance read as 1 mF"] }, "1,000 µF = 1 mF; 1k · 1m = 1 s"],
  ["rc-time-constant?r=10 kΩ&c=10uF", { headline: "100 ms" }, "units written out"],
  ["rc-time-constant?r=1k&c=10f", { headline: "10 ks", shows: ["Capacitance read as 10 F"] }, "a lone f after the number in a farad field is the unit: 10 F"],
  ["rc-time-constant?r=1k&c=10fF", { headline: "10 ps", shows: ["Capacitance read as 10 fF"] }, "10 fF · 1k = 1e-11 s"],
  ["rc-time-constant?r=1T&c=1", { headline: "1 Ts", shows: ["159 fHz"] }, "1e12 · 1 = 1e12 s; 1 / (2π · 1e12) = 1.59e-13 Hz"],
  ["rc-time-constant?r=1f&c=1", { headline: "1 fs", shows: ["159 THz"] }, "1e-15 · 1 = 1e-15 s; 1 / (2π · 1e-15) = 1.59e14 Hz: the bottom end is shown"],
  ["rc-time-constant?r=1f&c=1fF", { headline: null, shows: ["outside 1 femto to 999 tera", "Resistance read as 1 fΩ", "Capacitance read as 1 fF"] }, "1e-15 · 1e-15 = 1e-30 s: refused"],
  ["rc-time-constant?r=10k&c=", { headline: null, error: ["c", "Enter the capacitance"] }, "missing value"],
];

/** Everything the answer area shows, as one text: message, headline, warnings, results, readings, notes, field messages. */
function shown(outcome: Outcome): string {
  return [
    outcome.message ?? "",
    ...outcome.results.map((line) => `${line.label}: ${line.value}`),
    ...outcome.warnings,
    ...outcome.readings,
    ...outcome.notes,
    ...Object.values(outcome.errors),
  ].join("\n");
}

function outcomeOf(path: string): Outcome {
  const [address = "", query = ""] = path.split("?");
  const calculator = calculatorByAddress(address);
  if (!calculator) throw new Error(`No calculator at ${address}`);
  const params = new URLSearchParams(query);
  return computeOutcome(
    calculator,
    readValues(calculator, (name) => params.get(name) ?? undefined),
  );
}

describe("calculator cases checked by hand", () => {
  it("has at least 100 cases, covering every calculator", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
    const addresses = new Set(CASES.map(([path]) => path.split("?")[0]));
    expect([...addresses].sort()).toEqual(
      ["555-astable", "led-resistor", "ohms-law", "rc-time-constant", "resistor-color-code", "voltage-divider"].sort(),
    );
  });

  it.each(CASES)("%s", (path, expected, hand) => {
    const outcome = outcomeOf(path);
    const text = shown(outcome);
    expect(outcome.results[0]?.value ?? null, hand).toBe(expected.headline);
    for (const part of expected.shows ?? []) expect(text, hand).toContain(part);
    if (expected.error) expect(outcome.errors[expected.error[0]], hand).toContain(expected.error[1]);
    else expect(outcome.errors, hand).toEqual({});
    if (expected.warns) expect(outcome.warnings.join("\n"), hand).toContain(expected.warns);
    else expect(outcome.warnings, hand).toEqual([]);
    // No answer or reading is ever written with an exponent.
    const values = [...outcome.results.map((line) => line.value), ...outcome.readings].join("\n");
    expect(values, hand).not.toMatch(/\d[eE][+-]?\d/);
  });
});
