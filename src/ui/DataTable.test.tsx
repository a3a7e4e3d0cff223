import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../i18n/i18n';
import { axeViolations } from '../testing/widgetChecks';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';
import { requireSelection } from './requireSelection';
import { toastStore } from './toastStore';

type MaterialFile = { id: string; fileName: string; language: string };

const files: MaterialFile[] = [
  { id: 'f1', fileName: 'Brochure.pdf', language: 'English' },
  { id: 'f2', fileName: 'Folleto.pdf', language: 'Spanish' },
  { id: 'f3', fileName: 'Datasheet.pdf', language: 'English' },
];

const columns: DataTableColumn<MaterialFile>[] = [
  { key: 'fileName', header: 'File name', cell: (file) => file.fileName },
  { key: 'language', header: 'Language', cell: (file) => file.language },
];

function FilesTable({ rows = files }: { rows?: MaterialFile[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <I18nextProvider i18n={i18n}>
      <DataTable
        caption="Marketing files"
        columns={columns}
        rows={rows}
        rowKey={(file) => file.id}
        rowLabel={(file) => file.fileName}
        selected={selected}
        onSelectionChange={setSelected}
        emptyMessage="There are no files here."
      />
      <output data-testid="selection">{[...selected].join(',')}</output>
    </I18nextProvider>
  );
}

const selection = () => screen.getByTestId('selection').textContent;

describe('<DataTable>', () => {
  it('is named by its caption and labels each row checkbox with the row', () => {
    render(<FilesTable />);
    const table = screen.getByRole('table', { name: 'Marketing files' });
    expect(within(table).getByRole('checkbox', { name: 'Select Folleto.pdf' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'File name', 'Language']);
  });

  it('selects rows one by one and shows a mixed select-all state', () => {
    render(<FilesTable />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Brochure.pdf' }));
    expect(selection()).toBe('f1');
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    expect(screen.getByText('1 item selected')).toBeTruthy();
  });

  it('selects and clears every row with select all', () => {
    render(<FilesTable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    fireEvent.click(all);
    expect(selection()).toBe('f1,f2,f3');
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    expect(screen.getByText('3 items selected')).toBeTruthy();
    fireEvent.click(all);
    expect(selection()).toBe('');
  });

  it('shows the empty message across the columns when there are no rows', () => {
    render(<FilesTable rows={[]} />);
    const cell = screen.getByText('There are no files here.').closest('td');
    expect(cell?.colSpan).toBe(3);
    expect((screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement).checked).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = render(<FilesTable />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders without checkboxes when selection is not wired', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DataTable caption="Files" columns={columns} rows={files} rowKey={(file) => file.id} rowLabel={(file) => file.fileName} />
      </I18nextProvider>,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});

const sortableColumns: DataTableColumn<MaterialFile>[] = columns.map((column) => ({ ...column, sortable: true }));

/** Sorted and selected as a widget does it: pressing the sorted column's header again turns its direction (MaterialsPackage). */
function CardFilesTable({ cards = true }: { cards?: boolean }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState<DataTableSort>({ key: 'fileName', descending: false });
  const key = sort.key as keyof MaterialFile;
  const rows = [...files].sort((a, b) => a[key].localeCompare(b[key]) * (sort.descending ? -1 : 1) || a.id.localeCompare(b.id));
  return (
    <I18nextProvider i18n={i18n}>
      <DataTable
        caption="Marketing files"
        columns={sortableColumns}
        rows={rows}
        rowKey={(file) => file.id}
        rowLabel={(file) => file.fileName}
        selected={selected}
        onSelectionChange={setSelected}
        sort={sort}
        onSortChange={(pressed) => setSort((current) => ({ key: pressed, descending: pressed === current.key && !current.descending }))}
        cards={cards}
      />
      <output data-testid="selection">{[...selected].join(',')}</output>
    </I18nextProvider>
  );
}

/** The file names of the rows, top to bottom. */
const order = () => screen.getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent);
const bar = () => screen.getByRole('group', { name: 'Sort and select' });
const header = () => within(screen.getByRole('table')).getAllByRole('row')[0] as HTMLElement;

describe('<DataTable cards> (the card layout on a phone)', () => {
  it("the bar's Sort by and Order put the rows in the order the header's buttons do", () => {
    const { unmount } = render(<CardFilesTable />);
    fireEvent.click(within(header()).getByRole('button', { name: /Language/ }));
    const byHeader = order();
    fireEvent.click(within(header()).getByRole('button', { name: /Language/ }));
    const byHeaderTwice = order();
    unmount();
    expect(byHeader).toEqual(['Brochure.pdf', 'Datasheet.pdf', 'Folleto.pdf']);
    expect(byHeaderTwice).toEqual(['Folleto.pdf', 'Brochure.pdf', 'Datasheet.pdf']);

    render(<CardFilesTable />);
    const sortBy = within(bar()).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sortBy.options].map((option) => option.text)).toEqual(['File name', 'Language']);
    expect(sortBy.value).toBe('fileName');
    fireEvent.change(sortBy, { target: { value: 'language' } });
    expect(order()).toEqual(byHeader);
    const direction = within(bar()).getByRole('combobox', { name: 'Order' }) as HTMLSelectElement;
    expect(direction.value).toBe('ascending');
    fireEvent.change(direction, { target: { value: 'descending' } });
    expect(order()).toEqual(byHeaderTwice);
    // The header says the same sort the bar chose.
    expect(within(header()).getByRole('columnheader', { name: /Language/ }).getAttribute('aria-sort')).toBe('descending');
    expect(sortBy.value).toBe('language');
    fireEvent.change(direction, { target: { value: 'ascending' } });
    expect(order()).toEqual(byHeader);
  });

  it("the bar's Select all selects every row and clears them, in step with the header's", () => {
    render(<CardFilesTable />);
    const barAll = within(bar()).getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    const headerAll = within(header()).getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    fireEvent.click(barAll);
    expect(selection()).toBe('f1,f3,f2');
    expect([barAll.checked, headerAll.checked]).toEqual([true, true]);
    expect(screen.getAllByRole('checkbox', { name: /^Select .*\.pdf$/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('3 items selected')).toBeTruthy();
    fireEvent.click(barAll);
    expect(selection()).toBe('');
    expect([barAll.checked, headerAll.checked]).toEqual([false, false]);
  });

  it("the bar's Select all shows the mixed state when some rows are selected, and selects the rest", () => {
    render(<CardFilesTable />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Folleto.pdf' }));
    const barAll = within(bar()).getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    const headerAll = within(header()).getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect([barAll.indeterminate, barAll.checked]).toEqual([true, false]);
    expect([headerAll.indeterminate, headerAll.checked]).toEqual([true, false]);
    fireEvent.click(barAll);
    expect(selection()).toBe('f2,f1,f3');
    expect([barAll.indeterminate, barAll.checked]).toEqual([false, true]);
    expect(headerAll.indeterminate).toBe(false);
  });

  it('names each value by its column for the card, and each header cell in plain text for when its controls are hidden', () => {
    render(<CardFilesTable />);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'File name', 'Language']);
    expect(header().querySelectorAll('.tc-table__header-text').length).toBe(3);
  });

  it('in Spanish', async () => {
    await setLanguage('es');
    render(<CardFilesTable />);
    const group = screen.getByRole('group', { name: 'Ordenar y seleccionar' });
    expect(within(group).getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    const direction = within(group).getByRole('combobox', { name: 'Orden' }) as HTMLSelectElement;
    expect([...direction.options].map((option) => option.text)).toEqual(['Ascendente', 'Descendente']);
    expect(within(group).getByRole('checkbox', { name: 'Seleccionar todas las filas' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CardFilesTable />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without cards, no bar and no card labels: the table is as it was', () => {
    render(<CardFilesTable cards={false} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: 'Select all rows' })).toHaveLength(1);
    expect(document.querySelectorAll('[data-label], .tc-table__header-text')).toHaveLength(0);
  });
});

describe('requireSelection (spec 5)', () => {
  it("shows 'Select at least one item in the table' and refuses an empty selection", () => {
    expect(requireSelection(new Set())).toBe(false);
    expect(toastStore.list()).toEqual([expect.objectContaining({ kind: 'error', message: 'Select at least one item in the table' })]);
  });

  it('accepts any selection without a toast', () => {
    expect(requireSelection(['f1'])).toBe(true);
    expect(requireSelection(new Set(['f1']))).toBe(true);
    expect(toastStore.list()).toEqual([]);
  });
});
