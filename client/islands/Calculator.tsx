import { useState, type ChangeEvent, type FormEvent } from "react";
import { calculatorByAddress } from "../tools/calculators";
import {
  calculatorHref,
  computeOutcome,
  type Calculator as CalculatorData,
  type CalculatorInput,
  type Outcome,
  type Values,
} from "../tools/types";

export interface CalculatorProps {
  address: string;
  values: Values;
}

const fieldId = (name: string) => `calc-${name}`;

function Field({
  input,
  value,
  error,
  onChange,
}: {
  input: CalculatorInput;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}) {
  const id = fieldId(input.name);
  const hintId = input.kind === "text" ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const unit = input.kind === "quantity" ? (input.fieldUnit ?? input.unit) : undefined;
  return (
    <div className="field calculator-field">
      <label htmlFor={id}>
        {input.label}
        {unit ? <span className="calculator-unit"> ({unit})</span> : null}
      </label>
      {input.kind === "choice" ? (
        <select id={id} name={input.name} value={value} onChange={onChange}>
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
          value={value}
          placeholder={`e.g. ${input.placeholder}`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {input.kind === "text" ? (
        <p id={hintId} className="field-hint">
          {input.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The answer: the headline in an <output>, the rest as a list, inside a polite live region. */
function Answer({ calculator, outcome }: { calculator: CalculatorData; outcome: Outcome }) {
  const [headline, ...rest] = outcome.results;
  const inputIds = calculator.inputs.map((input) => fieldId(input.name)).join(" ");
  return (
    <section className="calculator-answer" aria-labelledby="calculator-answer-heading">
      <h2 id="calculator-answer-heading">Result</h2>
      <div aria-live="polite">
        {outcome.message ? <p className="calculator-message">{outcome.message}</p> : null}
        {headline ? (
          <p className="calculator-headline">
            <span className="calculator-label">{headline.label}: </span>
            <output htmlFor={inputIds}>{headline.value}</output>
          </p>
        ) : null}
        {outcome.bands ? (
          <ol className="resistor-bands" aria-label="Colour bands">
            {outcome.bands.map((colour, index) => (
              <li key={index} className={`band band--${colour}`}>
                {colour}
              </li>
            ))}
          </ol>
        ) : null}
        {rest.length > 0 ? (
          <dl className="calculator-results">
            {rest.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {outcome.notes.length > 0 ? (
          <ul className="calculator-notes">
            {outcome.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        {!headline && !outcome.message ? <p className="calculator-message">Correct the value marked above.</p> : null}
      </div>
    </section>
  );
}

/**
 * A calculator's form and answer. Without JavaScript it is a GET form whose answer the
 * server computed; once hydrated it recomputes as the reader types, with the same function,
 * and keeps the address in step (history.replaceState) so the answer stays a link.
 */
export function Calculator({ address, values: initial }: CalculatorProps) {
  const calculator = calculatorByAddress(address);
  const [values, setValues] = useState<Values>(initial);
  if (!calculator) return null;
  const outcome = computeOutcome(calculator, values);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    const input = calculator.inputs.find((candidate) => candidate.name === name);
    const next = { ...values, [name]: value };
    // Filling in one alternative clears the typed values of the others, so the answer follows what was just typed.
    if (input?.group && input.kind !== "choice" && value.trim() !== "") {
      for (const other of calculator.inputs) {
        if (other.group && other.group !== input.group && other.kind !== "choice") next[other.name] = "";
      }
    }
    setValues(next);
    window.history.replaceState(window.history.state, "", calculatorHref(calculator, next));
  };

  // The answer is already on screen and in the address; submitting would only reload it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  const ungrouped = calculator.inputs.filter((input) => !input.group);
  const field = (input: CalculatorInput) => (
    <Field
      key={input.name}
      input={input}
      value={values[input.name] ?? ""}
      error={outcome.errors[input.name]}
      onChange={onChange}
    />
  );
  return (
    <div className="calculator">
      <form className="calculator-form" method="get" action={`/tools/${calculator.address}`} onSubmit={onSubmit} noValidate>
        {ungrouped.map(field)}
        {calculator.groups?.map((group) => (
          <fieldset key={group.id} className="calculator-group">
            <legend>{group.legend}</legend>
            {calculator.inputs.filter((input) => input.group === group.id).map(field)}
          </fieldset>
        ))}
        <button className="button" type="submit">
          Calculate
        </button>
      </form>
      <Answer calculator={calculator} outcome={outcome} />
    </div>
  );
}
