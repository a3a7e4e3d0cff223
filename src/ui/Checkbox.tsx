import { useId } from 'react';

export type CheckboxProps = {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A native checkbox with its visible label; Space toggles it, as in any form. */
export function Checkbox({ label, name, checked, onChange, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <div className="tc-checkbox" part="checkbox">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
