import { Island } from "../hydration/Island";
import { calculators } from "../tools/calculators";
import { computeOutcome, type Calculator, type Values } from "../tools/types";

/** /tools/{address}: one calculator, its formulas and links to the others. */
export function CalculatorPage({ calculator, values }: { calculator: Calculator; values: Values }) {
  return (
    <div className="container calculator-page">
      <header className="page-intro">
        <h1>{calculator.title}</h1>
        <p className="lead">{calculator.description}</p>
        <p className="calculator-tip">
          Values take SI prefixes from f (femto) to T (tera) and part codes: 10k, 4k7, 4.7M, 100u, 10n, 2R2, 10 kΩ. A comma
          separates thousands only (10,000); write decimals with a point. The answer says how each value was read.
        </p>
      </header>
      <Island
        name="Calculator"
        props={{
          address: calculator.address,
          inputs: calculator.inputs,
          groups: calculator.groups,
          values,
          outcome: computeOutcome(calculator, values),
        }}
      />
      <section className="calculator-formulas" aria-labelledby="calculator-formulas-heading">
        <h2 id="calculator-formulas-heading">How it is calculated</h2>
        <ul>
          {calculator.formulas.map((formula) => (
            <li key={formula}>{formula}</li>
          ))}
        </ul>
      </section>
      <nav className="calculator-others" aria-labelledby="calculator-others-heading">
        <h2 id="calculator-others-heading">Other calculators</h2>
        <ul>
          {calculators
            .filter((other) => other !== calculator)
            .map((other) => (
              <li key={other.address}>
                <a href={`/tools/${other.address}`}>{other.title}</a>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
