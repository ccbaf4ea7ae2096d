import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { CalculatorInput, InputGroup, Outcome, Values } from "../tools/types";

/** Everything the form needs, as data: the server computed the first answer. */
export interface CalculatorProps {
  address: string;
  inputs: CalculatorInput[];
  groups?: InputGroup[];
  values: Values;
  outcome: Outcome;
}

type Engine = typeof import("../tools/engine");

/**
 * A calculator's form and answer. Without JavaScript it is a GET form whose answer the
 * server computed. Once hydrated, it loads the same calculation code (client/tools/) on the
 * first focus, recomputes as the reader types and keeps the address in step with
 * history.replaceState, so the answer stays a link. The calculations are not in this chunk:
 * a page that is only read never downloads them.
 */
export function Calculator({ address, inputs, groups, values: initialValues, outcome: initialOutcome }: CalculatorProps) {
  const [values, setValues] = useState(initialValues);
  const [outcome, setOutcome] = useState(initialOutcome);
  const engine = useRef<Promise<Engine> | null>(null);
  const latest = useRef(values);
  const load = () => (engine.current ??= import("../tools/engine"));

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    const group = inputs.find((input) => input.name === name && input.kind !== "choice")?.group;
    const next = { ...values, [name]: value };
    // Filling in one alternative clears the typed values of the others, so the answer follows what was just typed.
    if (group && value.trim()) {
      for (const other of inputs) if (other.group && other.group !== group && other.kind !== "choice") next[other.name] = "";
    }
    latest.current = next;
    setValues(next);
    void load().then((module) => {
      const result = module.run(address, next);
      // Only the latest values may change the answer; an older computation finishing late is dropped.
      if (!result || latest.current !== next) return;
      setOutcome(result.outcome);
      window.history.replaceState(window.history.state, "", result.href);
    });
  };

  // The answer is already on screen and in the address; submitting would only reload it.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const field = (input: CalculatorInput) => {
    const id = `calc-${input.name}`;
    const error = outcome.errors[input.name];
    const unit = input.kind === "quantity" ? (input.fieldUnit ?? input.unit) : "";
    const describedBy = [input.kind === "text" && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
    return (
      <div key={input.name} className="field calculator-field">
        <label htmlFor={id}>{unit ? `${input.label} (${unit})` : input.label}</label>
        {input.kind === "choice" ? (
          <select id={id} name={input.name} value={values[input.name] ?? ""} onChange={onChange}>
            {input.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={input.name}
            type="text"
            value={values[input.name] ?? ""}
            placeholder={`e.g. ${input.placeholder}`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
        )}
        {input.kind === "text" ? (
          <p id={`${id}-hint`} className="field-hint">
            {input.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const [headline, ...rest] = outcome.results;
  return (
    <div className="calculator">
      <form className="calculator-form" method="get" action={`/tools/${address}`} onSubmit={onSubmit} onFocus={load} noValidate>
        {inputs.filter((input) => !input.group).map(field)}
        {groups?.map((group) => (
          <fieldset key={group.id} className="calculator-group">
            <legend>{group.legend}</legend>
            {inputs.filter((input) => input.group === group.id).map(field)}
          </fieldset>
        ))}
        <button className="button" type="submit">
          Calculate
        </button>
      </form>
      <section className="calculator-answer" aria-labelledby="calculator-answer-heading">
        <h2 id="calculator-answer-heading">Result</h2>
        <div aria-live="polite">
          <p className="calculator-message">{outcome.message}</p>
          {headline ? (
            <p className="calculator-headline">
              {headline.label}: <output htmlFor={inputs.map((input) => `calc-${input.name}`).join(" ")}>{headline.value}</output>
            </p>
          ) : null}
          <ul className="calculator-warnings" aria-label="Warnings">
            {outcome.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          {outcome.bands ? (
            <ol className="resistor-bands" aria-label="Colour bands">
              {outcome.bands.map((colour, index) => (
                <li key={index} className={`band band--${colour}`}>
                  {colour}
                </li>
              ))}
            </ol>
          ) : null}
          <dl className="calculator-results">
            {rest.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="calculator-readings" aria-label="How the values were read">
            {outcome.readings.map((reading) => (
              <li key={reading}>{reading}</li>
            ))}
          </ul>
          <ul className="calculator-notes">
            {outcome.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
