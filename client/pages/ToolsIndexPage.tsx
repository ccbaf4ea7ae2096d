import { calculators } from "../tools/calculators";
import { calculatorHref } from "../tools/types";

export const TOOLS_INDEX = {
  title: "Electronics calculators",
  description:
    "Free electronics calculators: resistor colour code, LED series resistor, voltage divider, Ohm's law, 555 astable and RC time constant. Every answer is a link.",
};

/** /tools: the calculators, each with a worked example. */
export function ToolsIndexPage() {
  return (
    <div className="container tools-page">
      <header className="page-intro">
        <h1>{TOOLS_INDEX.title}</h1>
        <p className="lead">
          Each calculator works without JavaScript and keeps its inputs in the address, so an answer can be bookmarked or shared
          as a link. Values take SI prefixes such as 10k, 4.7M, 100u and 10n.
        </p>
      </header>
      <ul className="card-grid">
        {calculators.map((calculator) => (
          <li key={calculator.address} className="card">
            <h2 className="card-title">
              <a href={`/tools/${calculator.address}`}>{calculator.title}</a>
            </h2>
            <div className="card-description">
              <p>{calculator.description}</p>
              <p>
                <a href={calculatorHref(calculator, calculator.example)}>Example: {calculator.exampleLabel}</a>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
