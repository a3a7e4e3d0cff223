import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { ScrollRegion } from './ScrollRegion';
import { SelectField } from './SelectField';

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
  /** Called with the column whose header was pressed (the card bar calls it the same way, see `cards`). */
  onSortChange?: (key: string) => void;
  /**
   * Below about 36rem of room, each row stands as a card with its column names (table.css), and a bar
   * above the cards holds what the hidden header held: Sort by and Order (each a call of `onSortChange`,
   * as pressing a header: a new column, or the sorted one again to turn its direction) and Select all.
   */
  cards?: boolean;
  /** True while the rows shown are the last answer and a newer one loads (`useResource`'s `busy`): the table is marked `aria-busy`. */
  busy?: boolean;
};

type SelectAllProps = { checked: boolean; indeterminate: boolean; onChange: (checked: boolean) => void };

/** Checkbox whose mixed state (some rows selected) can only be set as a DOM property; named by `label`, or by a `<label for>` of `id`. */
function SelectAllCheckbox({ checked, indeterminate, label, id, onChange }: SelectAllProps & { label?: string; id?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  // Before paint, so the box is never drawn cleared for a frame between checked and mixed.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} id={id} type="checkbox" aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}

type CardControlsProps<Row> = {
  sortable: readonly DataTableColumn<Row>[];
  sort?: DataTableSort;
  onSortChange?: (key: string) => void;
  selectAll?: SelectAllProps;
};

/**
 * What the header holds, for the card layout, where the header is out of sight: Sort by, Order and a
 * labelled Select all. table.css shows it only below 36rem and hides the header's own controls there.
 */
function CardControls<Row>({ sortable, sort, onSortChange, selectAll }: CardControlsProps<Row>) {
  const { t } = useTranslation('common');
  const selectAllId = useId();
  const sortedKey = sortable.some((column) => column.key === sort?.key) ? sort?.key : undefined;
  const sortBy = sortable.length > 0 ? onSortChange : undefined;
  if (!sortBy && !selectAll) return null;
  return (
    <div className="tc-filters tc-table__controls" role="group" aria-label={t('table.controls')} part="table-controls">
      {sortBy ? (
        <SelectField
          label={t('table.sortBy')}
          name="sortBy"
          value={sortedKey ?? ''}
          placeholder={sortedKey === undefined ? t('table.unsorted') : undefined}
          options={sortable.map((column) => ({ value: column.key, label: column.header }))}
          onChange={(key) => {
            if (key) sortBy(key);
          }}
        />
      ) : null}
      {sortBy && sortedKey !== undefined && sort ? (
        <SelectField
          label={t('table.sortOrder')}
          name="sortOrder"
          value={sort.descending ? 'descending' : 'ascending'}
          options={[
            { value: 'ascending', label: t('table.ascending') },
            { value: 'descending', label: t('table.descending') },
          ]}
          // The sorted column's header pressed again: the table's owner turns the direction, as on the header.
          onChange={(order) => {
            if ((order === 'descending') !== sort.descending) sortBy(sortedKey);
          }}
        />
      ) : null}
      {selectAll ? (
        <div className="tc-checkbox tc-table__select-all" part="checkbox">
          <SelectAllCheckbox id={selectAllId} {...selectAll} />
          <label htmlFor={selectAllId}>{t('table.selectAll')}</label>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A table with optional row selection: native checkboxes (Tab, Space), a select-all header box
 * with a mixed state, a caption and a live count of the selection. Selection is controlled.
 * With `cards`, a narrow table turns into cards with a bar of the header's controls above them.
 */
export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, rowLabel, selected, onSelectionChange, emptyMessage, sort, onSortChange, cards, busy }: DataTableProps<Row>) {
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

  const selectAll: SelectAllProps = { checked: allSelected, indeterminate: selectedCount > 0 && !allSelected, onChange: toggleAll };
  // In the card layout the header is visually hidden with its controls out of use: its plain text names the cells instead.
  const headerText = (text: string) => (cards ? <span className="tc-table__header-text">{text}</span> : null);

  return (
    <ScrollRegion
      label={caption}
      part="table"
      cards={cards}
      controls={cards ? <CardControls sortable={columns.filter((column) => column.sortable)} sort={sort} onSortChange={onSortChange} selectAll={selectable ? selectAll : undefined} /> : undefined}
    >
      <table className="tc-table" aria-busy={busy || undefined}>
        <caption className={captionHidden ? 'tc-visually-hidden' : 'tc-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="tc-table__select">
                <SelectAllCheckbox {...selectAll} label={t('table.selectAll')} />
                {headerText(t('table.selectColumn'))}
              </th>
            ) : null}
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={column.sortable ? (sorted ?? 'none') : undefined}>
                  {column.sortable && onSortChange ? (
                    <>
                      <button type="button" className="tc-table__sort" onClick={() => onSortChange(column.key)}>
                        {column.header}
                        <span aria-hidden="true" className="tc-table__sort-mark">
                          {sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                      {headerText(column.header)}
                    </>
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
                    <td key={column.key} data-label={cards ? column.header : undefined}>
                      {column.cell(row)}
                    </td>
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
