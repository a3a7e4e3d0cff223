import { useId, type Ref } from 'react';

export type TextAreaFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Message shown under the text area; also marks it invalid. */
  error?: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** `TextField` for several lines: the same label, `aria-invalid`, `aria-describedby` and live error region. */
export function TextAreaField({ label, name, value, onChange, error, required, rows = 6, maxLength, ref }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="tc-field" part="field">
      <label className="tc-label" htmlFor={id} part="label">
        {label}
        {required ? <span className="tc-required" aria-hidden="true"> *</span> : null}
      </label>
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
        aria-describedby={error ? errorId : undefined}
      />
      <p className="tc-error" id={errorId} aria-live="polite" part="error">
        {error ?? ''}
      </p>
    </div>
  );
}
