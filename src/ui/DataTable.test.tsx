import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { axeViolations } from '../testing/widgetChecks';
import { DataTable, type DataTableColumn } from './DataTable';
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
