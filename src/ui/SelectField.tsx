import type { Ref } from 'react';
import { FieldFrame } from './FieldFrame';

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
  /** Help text under the label, read with the select. */
  hint?: string;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (the phone's own picker) in the shared frame (`FieldFrame`), like `TextField`. */
export function SelectField({ label, name, value, onChange, options, placeholder, error, required, hint, disabled, ref }: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <select {...control} ref={ref} className="tc-input" part="input" name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
