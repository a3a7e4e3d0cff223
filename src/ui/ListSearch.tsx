import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './SelectField';
import { maxListSearchLength } from './listAddress';
import { TextField } from './TextField';

export type ListSearchSelect = {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice (e.g. "Any status"). */
  placeholder?: string;
};

export type ListSearchProps = {
  /** The search region's accessible name ("Search the notices"). */
  label: string;
  /** The text field's label ("Title contains"). */
  searchLabel: string;
  q: string;
  selects: readonly ListSearchSelect[];
  /** The search text and every select's value, when the text is submitted or a select changes. */
  onSearch: (values: Record<string, string>) => void;
};

/**
 * The search above a console list the server searches, filters and sorts: the text applies on
 * Search (or Enter), a select as soon as it changes; each time the list starts again at page 1.
 */
export function ListSearch({ label, searchLabel, q, selects, onSearch }: ListSearchProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(q);
  // Another search arrived (submitted, or Back to an earlier one in the address): the field shows it.
  const [textFor, setTextFor] = useState(q);
  if (textFor !== q) {
    setTextFor(q);
    setText(q);
  }
  const values = (changed: Record<string, string> = {}) => ({ q: text.trim(), ...Object.fromEntries(selects.map((select) => [select.name, select.value])), ...changed });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(values());
  };
  return (
    <form className="tc-filters" role="search" aria-label={label} noValidate onSubmit={submit} part="search">
      {/* No longer than the address keeps: a longer search would fall back on reload. */}
      <TextField label={searchLabel} name="q" type="search" value={text} onChange={setText} maxLength={maxListSearchLength} />
      {selects.map((select) => (
        <SelectField
          key={select.name}
          label={select.label}
          name={select.name}
          value={select.value}
          placeholder={select.placeholder}
          options={select.options}
          onChange={(value) => onSearch(values({ [select.name]: value }))}
        />
      ))}
      <button type="submit" className="tc-button tc-button--secondary" part="button search">
        {t('actions.search')}
      </button>
    </form>
  );
}
