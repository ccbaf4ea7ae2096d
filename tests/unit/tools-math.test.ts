import { describe, expect, it } from "vitest";
import { calculatorByAddress, calculators } from "../../client/tools/calculators";
import { decodeBands, encodeBands, parseBands, type Colour } from "../../client/tools/color-code";
import { inSeries, standardValue } from "../../client/tools/e-series";
import {
  astable555,
  dividerOutput,
  dividerR2,
  ledResistor,
  ohmsLaw,
  rcTimes,
  suggestedRating,
} from "../../client/tools/formulas";
import { formatQuantity, parseQuantity } from "../../client/tools/si";
import { calculatorHref, computeOutcome, readValues, type Calculator } from "../../client/tools/types";

const value = (text: string, unit = "Ω", scale = 1) => {
  const parsed = parseQuantity(text, unit, scale);
  return parsed.ok ? parsed.value : parsed.message;
};

describe("SI quantities", () => {
  it.each([
    ["10k", 10_000],
    ["4.7M", 4_700_000],
    ["100u", 100e-6],
    ["100µ", 100e-6],
    ["100μ", 100e-6],
    ["10n", 10e-9],
    ["22p", 22e-12],
    ["1G", 1e9],
    ["4k7", 4700],
    ["4R7", 4.7],
    ["47R", 47],
    ["10 kΩ", 10_000],
    ["10kohm", 10_000],
    ["1e3", 1000],
    [".5", 0.5],
    ["10,000", 10_000],
    ["  330 ", 330],
  ])("reads %s as %d", (text, expected) => {
    expect(value(text)).toBeCloseTo(expected, 15);
  });

  it("tells m (milli) from M (mega), and reads a bare number in the field's unit", () => {
    expect(value("1m")).toBeCloseTo(1e-3, 15);
    expect(value("1M")).toBe(1e6);
    // A current field in mA: "20" is 20 mA, while "20m", "20mA" and "0.02A" say so themselves.
    expect(value("20", "A", 1e-3)).toBeCloseTo(0.02, 15);
    expect(value("20m", "A", 1e-3)).toBeCloseTo(0.02, 15);
    expect(value("20mA", "A", 1e-3)).toBeCloseTo(0.02, 15);
    expect(value("0.02A", "A", 1e-3)).toBeCloseTo(0.02, 15);
    expect(value("10uF", "F")).toBeCloseTo(10e-6, 15);
    expect(value("5V", "V")).toBe(5);
  });

  it.each(["", "abc", "10x", "1..2", "k", "1e999", "--1", "10 k k", "2,2k", "1,5"])("refuses %j with a message", (text) => {
    expect(typeof value(text)).toBe("string");
  });

  it.each([
    [150.00000000000003, "Ω", "150 Ω"],
    [2.5, "V", "2.5 V"],
    [1000, "Ω", "1 kΩ"],
    [0.012, "A", "12 mA"],
    [4700, "Ω", "4.7 kΩ"],
    [100e-6, "F", "100 µF"],
    [6.8714, "Hz", "6.87 Hz"],
    [999.9, "V", "1 kV"],
    [0.0561, "W", "56.1 mW"],
    [1, "s", "1 s"],
    [2.2e6, "Ω", "2.2 MΩ"],
    [0, "V", "0 V"],
  ])("writes %d %s as %s", (number, unit, text) => {
    expect(formatQuantity(number, unit)).toBe(text);
  });
});

describe("E-series", () => {
  it("finds the nearest standard value on a log scale, and the next higher", () => {
    expect(standardValue(145, "E12")).toBe(150);
    expect(standardValue(19_412, "E12")).toBe(18_000);
    expect(standardValue(19_412, "E24")).toBe(20_000);
    expect(standardValue(145, "E12", "up")).toBe(150);
    expect(standardValue(151, "E12", "up")).toBe(180);
    expect(standardValue(151, "E24", "up")).toBe(160);
    expect(standardValue(151, "E24", "down")).toBe(150);
    expect(standardValue(9.5, "E12", "up")).toBe(10);
    expect(standardValue(0.9, "E24", "nearest")).toBe(0.91);
  });

  it("keeps an exact standard value, floating-point noise and all", () => {
    expect(standardValue(3 / 0.02, "E12", "up")).toBe(150);
    expect(standardValue(4700.000000001, "E12", "up")).toBe(4700);
    expect(inSeries(4700, "E12")).toBe(true);
    expect(inSeries(5100, "E12")).toBe(false);
    expect(inSeries(5100, "E24")).toBe(true);
  });

  it("refuses zero and negative values", () => {
    expect(() => standardValue(0, "E12")).toThrow(RangeError);
    expect(() => standardValue(-1, "E24")).toThrow(RangeError);
  });
});

describe("resistor colour code", () => {
  const decode = (text: string) => {
    const parsed = parseBands(text);
    if (!parsed.ok) return parsed.message;
    const decoded = decodeBands(parsed.value);
    return decoded.ok ? decoded.value : decoded.message;
  };
  const encode = (ohms: number, count: 4 | 5 | 6, tolerance: number, tempco?: number) => {
    const result = encodeBands(ohms, count, tolerance, tempco);
    return result.ok ? result.value.join(",") : result.message;
  };

  it("reads 4, 5 and 6 bands", () => {
    expect(decode("brown,black,red,gold")).toEqual({ ohms: 1000, tolerance: 5 });
    expect(decode("Yellow Violet Orange Silver")).toEqual({ ohms: 47_000, tolerance: 10 });
    expect(decode("red,red,black,black,brown")).toEqual({ ohms: 220, tolerance: 1 });
    expect(decode("brown,black,black,brown,brown,red")).toEqual({ ohms: 1000, tolerance: 1, tempco: 50 });
    expect(decode("yellow,violet,gold,gold")).toEqual({ ohms: 4.7, tolerance: 5 });
    expect(decode("brown,black,silver,gold")).toEqual({ ohms: 0.1, tolerance: 5 });
    expect(decode("gray,purple,brown,gold")).toEqual({ ohms: 870, tolerance: 5 });
  });

  it("explains bands that cannot be", () => {
    expect(decode("brown,black")).toContain("Give 3, 4, 5 or 6 colours");
    expect(decode("brown,black,red,gold,gold,gold,gold")).toContain("Give 3, 4, 5 or 6 colours");
    expect(decode("teal,black,red,gold")).toContain("not a band colour");
    expect(decode("pink,black,red,gold")).toContain("first band is a digit");
    expect(decode("gold,black,red,gold")).toContain("first band is a digit");
    expect(decode("brown,black,red,white")).toContain("fourth band is the tolerance");
    expect(decode("brown,black,black,brown,brown,white")).toContain("sixth band is the temperature coefficient");
  });

  it("finds the bands for a value, both ways round", () => {
    expect(encode(1000, 4, 5)).toBe("brown,black,red,gold");
    expect(encode(4700, 4, 5)).toBe("yellow,violet,red,gold");
    expect(encode(0.47, 4, 10)).toBe("yellow,violet,silver,silver");
    expect(encode(4.7, 4, 5)).toBe("yellow,violet,gold,gold");
    expect(encode(4750, 5, 1)).toBe("yellow,violet,green,brown,brown");
    expect(encode(100_000, 6, 1, 50)).toBe("brown,black,black,orange,brown,red");
    expect(encode(10, 4, 5)).toBe("brown,black,black,gold");
    expect(encode(99e9, 4, 5)).toBe("white,white,white,gold");
    for (const ohms of [1, 10, 22, 330, 4700, 56_000, 1e6, 2.2e6, 0.1, 0.33]) {
      const bands = encodeBands(ohms, 4, 5);
      expect(bands.ok && decodeBands(bands.value as Colour[])).toEqual({ ok: true, value: { ohms, tolerance: 5 } });
    }
  });

  it("explains values the code cannot show", () => {
    expect(encode(4750, 4, 5)).toContain("choose 5 or 6 bands");
    expect(encode(4751, 5, 1)).toContain("round the value to three digits");
    expect(encode(1e12, 4, 5)).toContain("more than the colour code can show");
    expect(encode(0.0001, 4, 5)).toContain("less than the colour code can show");
    expect(encode(1000, 4, 3)).toContain("No band colour means ±3 %");
    expect(encode(0, 4, 5)).toContain("above zero");
  });
});

describe("formulas", () => {
  it("LED: (Vs − Vf) / I, and the next higher standard values with their current and power", () => {
    const result = ledResistor(5, 2, 0.02);
    expect(result.exact).toBeCloseTo(150, 9);
    expect(result.standard.map((choice) => [choice.series, choice.ohms])).toEqual([
      ["E12", 150],
      ["E24", 150],
    ]);
    const blue = ledResistor(5, 3.1, 0.02);
    // 95 Ω exact: never the lower 91 Ω (E24) or 82 Ω (E12), which would overdrive the LED.
    expect(blue.standard.map((choice) => choice.ohms)).toEqual([100, 100]);
    expect(blue.standard[0]!.current).toBeCloseTo(0.019, 9);
    expect(blue.standard[0]!.power).toBeCloseTo(0.0361, 9);
    expect(blue.standard[0]!.rating).toBe(0.125);
    expect(suggestedRating(0.2)).toBe(0.5);
    expect(suggestedRating(100)).toBeNull();
  });

  it("divider: output, and R2 for a wanted output", () => {
    expect(dividerOutput(5, 10_000, 10_000)).toBe(2.5);
    expect(dividerOutput(12, 10_000, 4_700)).toBeCloseTo(3.8367, 4);
    expect(dividerR2(5, 10_000, 2.5)).toBe(10_000);
    expect(dividerOutput(5, 10_000, dividerR2(5, 10_000, 3.3))).toBeCloseTo(3.3, 12);
  });

  it("Ohm's law from each pair of quantities", () => {
    const all = { volts: 12, amps: 0.012, ohms: 1000, watts: 0.144 };
    const pairs = [
      ["volts", "amps"],
      ["volts", "ohms"],
      ["volts", "watts"],
      ["amps", "ohms"],
      ["amps", "watts"],
      ["ohms", "watts"],
    ] as const;
    for (const [a, b] of pairs) {
      const got = ohmsLaw({ [a]: all[a], [b]: all[b] });
      for (const key of Object.keys(all) as (keyof typeof all)[]) expect(got[key], `${a}+${b}: ${key}`).toBeCloseTo(all[key], 9);
    }
    expect(() => ohmsLaw({ volts: 1 })).toThrow(RangeError);
  });

  it("555 astable: frequency and duty with and without the diode", () => {
    const plain = astable555(1000, 10_000, 10e-6, false);
    expect(plain.frequency).toBeCloseTo(1.443 / (21_000 * 10e-6), 2);
    expect(plain.frequency).toBeCloseTo(6.87, 2);
    expect(plain.duty).toBeCloseTo(11 / 21, 12);
    expect(plain.high).toBeCloseTo(0.693 * 11_000 * 10e-6, 4);
    const diode = astable555(1000, 10_000, 10e-6, true);
    expect(diode.high).toBeCloseTo(0.693 * 1000 * 10e-6, 5);
    expect(diode.low).toBeCloseTo(0.693 * 10_000 * 10e-6, 4);
    expect(diode.duty).toBeCloseTo(1 / 11, 12);
  });

  it("RC: τ and the times to 63, 95 and 99 %", () => {
    const times = rcTimes(10_000, 100e-6);
    expect(times.tau).toBeCloseTo(1, 12);
    expect(times.to63).toBeCloseTo(1, 12);
    expect(times.to95).toBeCloseTo(2.996, 3);
    expect(times.to99).toBeCloseTo(4.605, 3);
    expect(times.cutoff).toBeCloseTo(0.1592, 4);
  });
});

describe("the calculator table", () => {
  it("has six calculators with unique addresses and input names, each example answering", () => {
    expect(calculators.map((calculator) => calculator.address).sort()).toEqual([
      "555-astable",
      "led-resistor",
      "ohms-law",
      "rc-time-constant",
      "resistor-color-code",
      "voltage-divider",
    ]);
    for (const calculator of calculators) {
      const names = calculator.inputs.map((input) => input.name);
      expect(new Set(names).size, calculator.address).toBe(names.length);
      for (const input of calculator.inputs)
        if (input.group) expect(calculator.groups?.map((group) => group.id)).toContain(input.group);
      const outcome = calculator.compute(calculator.example);
      expect(outcome.errors, calculator.address).toEqual({});
      expect(outcome.results.length, calculator.address).toBeGreaterThan(0);
      // An empty form asks for values and blames no field.
      const empty = calculator.compute({});
      expect(empty.message, calculator.address).toBeTruthy();
      expect(empty.errors).toEqual({});
    }
  });

  it("questions a four-band reading outside E24, as a hint to read from the other end", () => {
    const colours = calculatorByAddress("resistor-color-code")!;
    expect(colours.compute({ bands: "brown,black,red,gold" }).notes).toEqual([]);
    expect(colours.compute({ bands: "gold,red,black,brown" }).errors.bands).toContain("first band is a digit");
    expect(colours.compute({ bands: "brown,grey,red,gold" }).notes).toEqual([]);
    expect(colours.compute({ bands: "brown,violet,red,gold" }).notes.join(" ")).toContain("check the reading direction");
    // 4.75 kΩ, an E96 value, is ordinary on a five-band part.
    expect(colours.compute({ bands: "yellow,violet,green,brown,brown" }).notes).toEqual([]);
  });

  it("writes an answer's address with only the values given, in the table's order", () => {
    const led = calculatorByAddress("led-resistor")!;
    expect(calculatorHref(led, { current: "20", supply: "5", forward: "2", other: "x" })).toBe(
      "/tools/led-resistor?supply=5&forward=2&current=20",
    );
    const colours = calculatorByAddress("resistor-color-code")!;
    expect(calculatorHref(colours, { bands: "brown,black,red,gold", count: "4", tempco: "100", value: "" })).toBe(
      "/tools/resistor-color-code?bands=brown,black,red,gold",
    );
    expect(calculatorHref(colours, { value: "4.7k", count: "5" })).toBe("/tools/resistor-color-code?value=4.7k&count=5");
    expect(calculatorHref(led, {})).toBe("/tools/led-resistor");
  });

  it("keeps values within a working range, and turns a failing calculation into a message", () => {
    const led = calculatorByAddress("led-resistor")!;
    expect(computeOutcome(led, { supply: "1e13", forward: "2", current: "20" }).errors.supply).toContain("from 1 femto");
    expect(computeOutcome(led, { supply: "5", forward: "2", current: "1e-16" }).errors.current).toContain("from 1 femto");
    const broken: Calculator = {
      ...led,
      compute: () => {
        throw new RangeError("boom");
      },
    };
    expect(computeOutcome(broken, {}).message).toContain("outside what this calculator can work out");
    const infinite: Calculator = {
      ...led,
      compute: () => ({ errors: {}, results: [{ label: "R", value: "Infinity Ω" }], readings: [], warnings: [], notes: [] }),
    };
    expect(computeOutcome(infinite, {}).results).toEqual([]);
  });

  it("reads only its own values from a query, each cut to a sane length", () => {
    const led = calculatorByAddress("led-resistor")!;
    const query = new URLSearchParams({ supply: "5".repeat(500), forward: "2", evil: "<script>" });
    const values = readValues(led, (name) => query.get(name) ?? undefined);
    expect(Object.keys(values).sort()).toEqual(["forward", "supply"]);
    expect(values.supply).toHaveLength(80);
  });
});
