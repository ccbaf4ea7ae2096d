import { calculatorByAddress } from "./calculators";
import { calculatorHref, computeOutcome, type Outcome, type Values } from "./types";

/**
 * What the calculator island loads when the reader first touches a field: the calculations
 * and the table, kept out of the page's first download (the server already drew the answer).
 */
export function run(address: string, values: Values): { outcome: Outcome; href: string } | null {
  const calculator = calculatorByAddress(address);
  return calculator ? { outcome: computeOutcome(calculator, values), href: calculatorHref(calculator, values) } : null;
}
