import type { Colour } from "./color-code";
import {
  formatNumber,
  formatQuantity,
  LARGEST,
  OutOfShownRange,
  parseQuantity,
  RANGE_TEXT,
  SHOWN_RANGE_TEXT,
  SMALLEST,
} from "./si";

/** What the reader typed, by input name, exactly as in the query string. */
export type Values = Record<string, string>;

interface InputBase {
  /** The query-string name. */
  name: string;
  label: string;
  /** The label inside a sentence, when shorter than `label` ("R1" for "R1 (top)"). */
  short?: string;
  /** The alternative this input belongs to, when the calculator has alternatives. */
  group?: string;
}

/** A number with an optional SI prefix and unit. */
export interface QuantityInput extends InputBase {
  kind: "quantity";
  /** The base unit's symbol ("V", "A", "Ω", "F"), which the reader may also type after the number. */
  unit: string;
  /** The unit a bare number is in, shown beside the field, when it is not the base unit ("mA"). */
  fieldUnit?: string;
  /** `fieldUnit` in base units (mA is 1e-3). */
  scale?: number;
  placeholder: string;
}

/** One of a few fixed options; the first is the default. */
export interface ChoiceInput extends InputBase {
  kind: "choice";
  options: { value: string; label: string }[];
}

/** Free text, read by the calculator itself (the colour bands). */
export interface TextInput extends InputBase {
  kind: "text";
  placeholder: string;
  hint: string;
}

export type CalculatorInput = QuantityInput | ChoiceInput | TextInput;

/** Inputs that answer the same question another way; filling one group is enough. */
export interface InputGroup {
  id: string;
  legend: string;
}

export interface ResultLine {
  label: string;
  value: string;
}

export interface Outcome {
  /** Messages shown next to the field they are about, by input name. */
  errors: Record<string, string>;
  /** What to fill in (an empty form), or a message about the form as a whole. */
  message?: string;
  /** The answer; the first line is the headline. Empty while the input is incomplete or wrong. */
  results: ResultLine[];
  /** Colour bands to draw beside the answer. */
  bands?: Colour[];
  /** How each value used was read, in the form's order: "R1 read as 10 kΩ". */
  readings: string[];
  /** What may be wrong with the input or harmful in the answer: shown before the answer's details. */
  warnings: string[];
  /** Explanations of the answer: which value was chosen and why. */
  notes: string[];
}

/** What a calculation adds to the reading of its input. */
export type Answer = Pick<Outcome, "results"> & Partial<Pick<Outcome, "bands" | "notes" | "warnings">>;

/** One calculator: its address, its words, its inputs and its pure calculation. */
export interface Calculator {
  /** The page is /tools/{address}. */
  address: string;
  title: string;
  /** One sentence for the index, the meta description and the page's lead. */
  description: string;
  keywords: string[];
  inputs: CalculatorInput[];
  groups?: InputGroup[];
  /** The formulas used, as text, shown under the form. */
  formulas: string[];
  /** A worked example, as query values, linked from the index. */
  example: Values;
  /** The example in words, as its link text. */
  exampleLabel: string;
  compute: (values: Values) => Outcome;
}

/** The path of a calculator with these values as its query (empty values and default choices left out). */
export function calculatorHref(calculator: Calculator, values: Values): string {
  const query = new URLSearchParams();
  for (const input of calculator.inputs) {
    const value = (values[input.name] ?? "").trim();
    if (!value || (input.kind === "choice" && value === input.options[0]?.value)) continue;
    query.set(input.name, value);
  }
  // Commas are safe in a query and keep ?bands=brown,black,red,gold readable.
  const text = query.toString().replace(/%2C/gi, ",");
  return `/tools/${calculator.address}${text ? `?${text}` : ""}`;
}

/** Longest value read from the query, per input: enough for any number or six colour names. */
export const MAX_VALUE_LENGTH = 80;

/** The calculator's own values from a query string; anything else is ignored. */
export function readValues(calculator: Calculator, query: (name: string) => string | undefined): Values {
  const values: Values = {};
  for (const input of calculator.inputs) {
    const value = query(input.name);
    if (value !== undefined) values[input.name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

/** A label inside a sentence: "Supply voltage" becomes "supply voltage"; "LED current" and "R1" stay. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** How a value is written when saying how it was read: enough digits to show what was typed. */
const READING_DIGITS = 6;

/**
 * Reads a calculator's quantities: each that is filled in is parsed and must be above zero
 * and within range, each problem is a message for its field. `need` lists what the answer
 * requires; when nothing at all is filled in, missing values are not errors, only `prompt`
 * is shown. Each value needed is reported as read ("R1 read as 10 kΩ"), and a bare number
 * below 1 in a field with its own unit (mA) asks whether the base unit was meant.
 */
export class Reading {
  readonly errors: Record<string, string> = {};
  private readonly numbers = new Map<string, number>();
  private readonly bareNumbers = new Map<string, number>();
  private readonly used = new Set<string>();
  readonly filled: boolean;

  constructor(
    private readonly inputs: CalculatorInput[],
    private readonly values: Values,
  ) {
    this.filled = inputs.some((input) => input.kind !== "choice" && (values[input.name] ?? "").trim() !== "");
    for (const input of inputs) {
      if (input.kind !== "quantity" || !this.has(input.name)) continue;
      const parsed = parseQuantity(values[input.name]!, input.unit, input.scale);
      if (!parsed.ok) this.errors[input.name] = parsed.message;
      else if (!(parsed.value > 0)) this.errors[input.name] = `${input.label} must be above zero.`;
      else if (parsed.value < SMALLEST || parsed.value > LARGEST) this.errors[input.name] = `Use a value ${RANGE_TEXT}.`;
      else {
        this.numbers.set(input.name, parsed.value);
        if (parsed.bare && input.scale !== undefined && input.scale !== 1) this.bareNumbers.set(input.name, parsed.number);
      }
    }
  }

  /** Whether the reader typed anything in this field. */
  has(name: string): boolean {
    return (this.values[name] ?? "").trim() !== "";
  }

  /** The choice made, or the default. */
  choice(name: string): string {
    const input = this.inputs.find((candidate) => candidate.name === name);
    const options = input?.kind === "choice" ? input.options : [];
    const value = this.values[name] ?? "";
    return options.some((option) => option.value === value) ? value : (options[0]?.value ?? "");
  }

  /** Asks for each missing value (once something is filled in) and reports whether all are usable. */
  need(...names: string[]): boolean {
    for (const name of names) {
      this.used.add(name);
      if (!this.has(name) && this.filled) {
        const input = this.inputs.find((candidate) => candidate.name === name);
        this.errors[name] = `Enter the ${input ? inSentence(input.label) : name}.`;
      }
    }
    return names.every((name) => this.numbers.has(name)) && Object.keys(this.errors).length === 0;
  }

  number(name: string): number {
    const value = this.numbers.get(name);
    if (value === undefined) throw new RangeError(`No usable value for ${name}.`);
    return value;
  }

  /** "R1 read as 10 kΩ", for each value needed that could be read, in the form's order. */
  readings(): string[] {
    return this.usedQuantities().map(
      (input) =>
        `${input.short ?? input.label} read as ${formatQuantity(this.numbers.get(input.name)!, input.unit, READING_DIGITS)}`,
    );
  }

  /** "LED current: 0.02 mA — did you mean 20 mA?": a value below 1 in a field whose unit is not the base unit. */
  warnings(): string[] {
    return this.usedQuantities().flatMap((input) => {
      const typed = this.bareNumbers.get(input.name);
      if (typed === undefined || typed >= 1 || !input.fieldUnit || !input.scale) return [];
      const meant = formatNumber(typed / input.scale, READING_DIGITS);
      const bare = formatNumber(typed, READING_DIGITS);
      return [
        `${input.short ?? input.label}: ${bare} ${input.fieldUnit} — did you mean ${meant} ${input.fieldUnit}? This field is in ${input.fieldUnit}, so ${bare} ${input.unit} is written ${meant} here.`,
      ];
    });
  }

  /** The answer, with how its values were read and the warnings about them first. */
  answer({ results, bands, notes = [], warnings = [] }: Answer): Outcome {
    return {
      errors: {},
      results,
      ...(bands ? { bands } : {}),
      readings: this.readings(),
      warnings: [...this.warnings(), ...warnings],
      notes,
    };
  }

  /** An outcome with no answer: the field messages, or the prompt when nothing is filled in. */
  incomplete(prompt: string, message?: string): Outcome {
    const fallback = this.filled ? "Correct the value marked above." : prompt;
    return {
      errors: this.errors,
      message: message ?? fallback,
      results: [],
      readings: this.readings(),
      warnings: this.warnings(),
      notes: [],
    };
  }

  private usedQuantities(): QuantityInput[] {
    return this.inputs.filter(
      (input): input is QuantityInput => input.kind === "quantity" && this.used.has(input.name) && this.numbers.has(input.name),
    );
  }
}

/**
 * A calculator's outcome for these values. The calculations check their input, so this is
 * a last guard: an answer that is not a finite number, or a calculation that throws, is a
 * message to the reader, never a failed page.
 */
export function computeOutcome(calculator: Calculator, values: Values): Outcome {
  try {
    const outcome = calculator.compute(values);
    if (outcome.results.some((line) => /NaN|Infinity|—/.test(line.value))) throw new RangeError("Not a finite answer");
    return outcome;
  } catch (error) {
    // Say how the values were read all the same: "1T" read as 1 TΩ explains an answer past the range.
    const reading = new Reading(calculator.inputs, values);
    reading.need(
      ...calculator.inputs.filter((input) => input.kind === "quantity" && reading.has(input.name)).map((input) => input.name),
    );
    return {
      errors: {},
      message:
        error instanceof OutOfShownRange
          ? `These values give an answer outside ${SHOWN_RANGE_TEXT}, the range this calculator shows; check them.`
          : "These values are outside what this calculator can work out; check them.",
      results: [],
      readings: reading.readings(),
      warnings: [],
      notes: [],
    };
  }
}
