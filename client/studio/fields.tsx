import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** What every labelled field has: a visible label, an optional hint and an error slot. */
interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/**
 * The error slot is always in the page and polite-live, so an error that appears while the
 * author types (or after a save) is read out without taking focus from the field.
 */
function Frame({ id, label, hint, error, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}

/** The aria attributes that tie a control to its hint and its error. */
function described({ id, hint, error }: Omit<FieldFrame, "label">) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return { "aria-describedby": ids.length ? ids.join(" ") : undefined, "aria-invalid": error ? true : undefined };
}

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> & {
    value: string;
    onValue: (value: string) => void;
    inputRef?: Ref<HTMLInputElement>;
  };

export function TextField({ id, label, hint, error, value, onValue, inputRef, type = "text", ...input }: TextFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        {...described({ id, hint, error })}
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </Frame>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "onChange" | "value"> & {
    value: string;
    onValue: (value: string) => void;
  };

export function TextAreaField({ id, label, hint, error, value, onValue, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea
        {...textarea}
        {...described({ id, hint, error })}
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </Frame>
  );
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "onChange" | "value"> & {
    value: string;
    onValue: (value: string) => void;
    options: ReadonlyArray<{ value: string; label: string }>;
  };

export function SelectField({ id, label, hint, error, value, onValue, options, ...select }: SelectFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        {...described({ id, hint, error })}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  checked,
  onChecked,
  disabled,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChecked(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
