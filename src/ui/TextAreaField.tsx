import { useId, type Ref } from 'react';

export type TextAreaFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Message shown under the text area; also marks it invalid. */
  error?: string;
  required?: boolean;
  /** Help text under the label, read with the text area. */
  hint?: string;
  /** Takes the focus when it appears (a form opened in place of the button that asked for it). */
  autoFocus?: boolean;
  rows?: number;
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** `TextField` for several lines: the same label, `aria-invalid`, `aria-describedby` and live error region. */
export function TextAreaField({ label, name, value, onChange, error, required, hint, autoFocus, rows = 6, maxLength, ref }: TextAreaFieldProps) {
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
      <textarea
        ref={ref}
        id={id}
        className="tc-input tc-textarea"
        part="input textarea"
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
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
