import { useId, type ReactNode } from 'react';

/** What a field's control carries so its label, hint and error are read with it. */
export type FieldControl = {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldFrameProps = {
  label: string;
  required?: boolean;
  /** Help text under the label, read with the control. */
  hint?: string;
  /** Message shown under the control; also marks it invalid. */
  error?: string;
  /** The control itself, given the attributes that tie it to the frame. */
  children: (control: FieldControl) => ReactNode;
};

/**
 * The frame every form field shares: visible `<label for>`, the hint and the error read with the
 * control (`aria-describedby`), `aria-invalid`. The error region is always present so screen
 * readers announce new errors. `required` is announced (aria-required) but left to the form's
 * schema: native bubbles are not translated.
 */
export function FieldFrame({ label, required, hint, error, children }: FieldFrameProps) {
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
      {children({ id, 'aria-required': required || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <p className="tc-error" id={errorId} aria-live="polite" part="error">
        {error ?? ''}
      </p>
    </div>
  );
}
