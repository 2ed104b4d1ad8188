import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from "react";

interface FieldProps {
  /** The accessible name (UI contract). */
  readonly label: string;
  /** Said after the label, e.g. the format expected. */
  readonly hint?: string;
  /** The service's words about this field (a validation `details` entry). */
  readonly error?: string | undefined;
}

const describedBy = (hintId: string, errorId: string, props: FieldProps) =>
  [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;

const FieldFrame = ({ id, label, hint, error, children }: FieldProps & { id: string; children: ReactNode }) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    {children}
    {hint && (
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
    )}
    {error && (
      <span id={`${id}-error`} className="field-error">
        {error}
      </span>
    )}
  </div>
);

/**
 * A labelled native input (text, email, password, number, date, file): native controls give every
 * browser's keyboard, autofill, phone keyboards and date pickers for free.
 */
export const InputField = ({ label, hint, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) => {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, { label, hint, error })}
        {...input}
      />
    </FieldFrame>
  );
};

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** A labelled native select; `placeholder` adds a first empty choice. */
export const SelectField = ({
  label,
  hint,
  error,
  options,
  placeholder,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }) => {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, { label, hint, error })}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};

/** The message of a validation failure's `details` entry for one body field, if any. */
export const detailFor = (
  details: ReadonlyArray<{ path: string; message: string }> | undefined,
  field: string,
): string | undefined => details?.find((detail) => detail.path === field || detail.path.endsWith(`.${field}`))?.message;
