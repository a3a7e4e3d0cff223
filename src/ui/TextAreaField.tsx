import type { Ref } from 'react';
import { FieldFrame } from './FieldFrame';

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

/** `TextField` for several lines, in the same frame (`FieldFrame`). */
export function TextAreaField({ label, name, value, onChange, error, required, hint, autoFocus, rows = 6, maxLength, ref }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          className="tc-input tc-textarea"
          part="input textarea"
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
        />
      )}
    </FieldFrame>
  );
}
