import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { ScrollRegion } from './ScrollRegion';

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The header becomes a button that asks for this sort (the server sorts; `sort` says what it did). */
  sortable?: boolean;
};

/** The sort the rows are in: a column key and its direction. */
export type DataTableSort = { key: string; descending: boolean };

export type DataTableProps<Row> = {
  /** Names the table for assistive technology; visible unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Short text naming a row, read as the label of its checkbox ("Select {label}"). */
  rowLabel: (row: Row) => string;
  /** With both, each row gets a checkbox and the header a select-all one. */
  selected?: ReadonlySet<string>;
  onSelectionChange?: (selected: Set<string>) => void;
  /** Shown in the table body when there are no rows. */
  emptyMessage?: string;
  sort?: DataTableSort;
  /** Called with the column whose header was pressed. */
  onSortChange?: (key: string) => void;
};

/** Checkbox whose mixed state (some rows selected) can only be set as a DOM property. */
function SelectAllCheckbox({ checked, indeterminate, label, onChange }: { checked: boolean; indeterminate: boolean; label: string; onChange: (checked: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}

/**
 * A table with optional row selection: native checkboxes (Tab, Space), a select-all header box
 * with a mixed state, a caption and a live count of the selection. Selection is controlled.
 */
export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, rowLabel, selected, onSelectionChange, emptyMessage, sort, onSortChange }: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const selectable = selected !== undefined && onSelectionChange !== undefined;
  const keys = rows.map(rowKey);
  const isSelected = (key: string): boolean => selectable && selected.has(key);
  const selectedCount = keys.filter(isSelected).length;
  const allSelected = keys.length > 0 && selectedCount === keys.length;

  const toggleRow = (key: string, checked: boolean) => {
    if (!selectable) return;
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onSelectionChange(next);
  };
  const toggleAll = (checked: boolean) => {
    if (!selectable) return;
    const next = new Set(selected);
    for (const key of keys) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    onSelectionChange(next);
  };

  return (
    <ScrollRegion label={caption} part="table">
      <table className="tc-table">
        <caption className={captionHidden ? 'tc-visually-hidden' : 'tc-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="tc-table__select">
                <SelectAllCheckbox
                  checked={allSelected}
                  indeterminate={selectedCount > 0 && !allSelected}
                  label={t('table.selectAll')}
                  onChange={toggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={column.sortable ? (sorted ?? 'none') : undefined}>
                  {column.sortable && onSortChange ? (
                    <button type="button" className="tc-table__sort" onClick={() => onSortChange(column.key)}>
                      {column.header}
                      <span aria-hidden="true" className="tc-table__sort-mark">
                        {sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (selectable ? 1 : 0)}>
                <EmptyState message={emptyMessage} />
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const key = keys[index] as string;
              return (
                <tr key={key}>
                  {selectable ? (
                    <td className="tc-table__select">
                      <input
                        type="checkbox"
                        aria-label={t('table.selectRow', { label: rowLabel(row) })}
                        checked={isSelected(key)}
                        onChange={(event) => toggleRow(key, event.target.checked)}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td key={column.key}>{column.cell(row)}</td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      {selectable ? (
        <p className="tc-visually-hidden" aria-live="polite">
          {t('table.selected', { count: selectedCount })}
        </p>
      ) : null}
    </ScrollRegion>
  );
}
