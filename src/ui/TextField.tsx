import type { HTMLAttributes, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

export type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Message shown under the input; also marks the input invalid. */
  error?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Help text under the label, read with the input. */
  hint?: string;
  /** An example of what to type, shown while the input is empty (never instead of the label). */
  placeholder?: string;
  disabled?: boolean;
  /** Shown and focusable, read aloud, but not editable (a fact that may no longer change; `hint` says why). */
  readOnly?: boolean;
  maxLength?: number;
  /** Takes the focus when it appears (a form opened in place of the button that asked for it). */
  autoFocus?: boolean;
  /** Lets a form focus its first invalid field. */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input in the shared frame (`FieldFrame`: label, hint and error read with it). */
export function TextField({ label, name, value, onChange, error, type = 'text', autoComplete, required, inputMode, hint, placeholder, disabled, readOnly, maxLength, autoFocus, ref }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          className="tc-input"
          part="input"
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
          autoFocus={autoFocus}
        />
      )}
    </FieldFrame>
  );
}
