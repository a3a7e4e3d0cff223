import { useId, type Ref } from 'react';

export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Value → visible text, in order; `lang` where a choice is in a language of its own (a language's own name). */
  options: readonly { value: string; label: string; lang?: string }[];
  /** The first, empty choice ("Choose…"); absent when a value is always chosen. */
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (the phone's own picker): `aria-invalid` and the error read with it, like `TextField`. */
export function SelectField({ label, name, value, onChange, options, placeholder, error, required, disabled, ref }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="tc-field" part="field">
      <label className="tc-label" htmlFor={id} part="label">
        {label}
        {required ? <span className="tc-required" aria-hidden="true"> *</span> : null}
      </label>
      <select
        ref={ref}
        id={id}
        className="tc-input"
        part="input"
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <p className="tc-error" id={errorId} aria-live="polite" part="error">
        {error ?? ''}
      </p>
    </div>
  );
}
