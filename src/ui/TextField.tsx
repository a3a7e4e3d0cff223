import { useId, type HTMLAttributes, type Ref } from 'react';

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

/**
 * A labelled input: visible `<label for>`, `aria-invalid` and `aria-describedby` pointing at the
 * hint and the error. The error region is always present so screen readers announce new errors.
 * `required` is announced (aria-required) but left to the form's schema: native bubbles are not translated.
 */
export function TextField({ label, name, value, onChange, error, type = 'text', autoComplete, required, inputMode, hint, placeholder, disabled, readOnly, maxLength, autoFocus, ref }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tc-field" part="field">
      <label className="tc-label" htmlFor={id} part="label">
        {label}
        {required ? <span className="tc-required" aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p className="tc-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        className="tc-input"
        part="input"
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
      />
      <p className="tc-error" id={errorId} aria-live="polite" part="error">
        {error ?? ''}
      </p>
    </div>
  );
}
