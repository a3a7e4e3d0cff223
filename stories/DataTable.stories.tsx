import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { adoptStyles } from '../src/elements/adoptStyles';
import baseCss from '../src/elements/base.css?inline';
import { i18n } from '../src/i18n/i18n';
import { DataTable, type DataTableColumn, type DataTableSort } from '../src/ui/DataTable';
import formsCss from '../src/ui/forms.css?inline';
import tableCss from '../src/ui/table.css?inline';

/** Draws its children in a shadow root with the styles a widget adopts, as a widget's DataTable is drawn. */
function InShadowRoot({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptStyles(shadow, [baseCss, formsCss, tableCss]);
    setRoot(shadow);
  }, []);
  return <div ref={host}>{root ? createPortal(children, root) : null}</div>;
}

type MaterialFile = { id: string; fileName: string; language: string; fileSize: number };

const files: MaterialFile[] = [
  { id: 'f1', fileName: 'Home-Battery-Brochure.pdf', language: 'English', fileSize: 2_400_000 },
  { id: 'f2', fileName: 'Folleto-Batería-Doméstica.pdf', language: 'Español', fileSize: 2_600_000 },
  { id: 'f3', fileName: 'Battery-Data-Sheet.pdf', language: 'English', fileSize: 480_000 },
  { id: 'f4', fileName: 'Installer-Checklist.pdf', language: 'English', fileSize: 150_000 },
];

const columns: DataTableColumn<MaterialFile>[] = [
  { key: 'fileName', header: 'File name', sortable: true, cell: (file) => <strong>{file.fileName}</strong> },
  { key: 'language', header: 'Language', sortable: true, cell: (file) => file.language },
  { key: 'fileSize', header: 'File size', sortable: true, cell: (file) => `${(file.fileSize / 1_000_000).toFixed(1)} MB` },
];

type Args = { cards: boolean; width?: string; initiallySelected: string[] };

/** Sorted in the browser here (a widget asks the server): pressing the sorted column again turns its direction. */
function FilesTable({ cards, width, initiallySelected }: Args) {
  const [selected, setSelected] = useState(() => new Set(initiallySelected));
  const [sort, setSort] = useState<DataTableSort>({ key: 'fileName', descending: false });
  const key = sort.key as keyof MaterialFile;
  const rows = [...files].sort((a, b) => String(a[key]).localeCompare(String(b[key]), undefined, { numeric: true }) * (sort.descending ? -1 : 1));
  return (
    <I18nextProvider i18n={i18n}>
      <InShadowRoot>
        <div style={{ maxWidth: width }}>
          <DataTable
            caption="Marketing files"
            columns={columns}
            rows={rows}
            rowKey={(file) => file.id}
            rowLabel={(file) => file.fileName}
            selected={selected}
            onSelectionChange={setSelected}
            sort={sort}
            onSortChange={(pressed) => setSort((current) => ({ key: pressed, descending: pressed === current.key && !current.descending }))}
            cards={cards}
          />
        </div>
      </InShadowRoot>
    </I18nextProvider>
  );
}

const meta: Meta<Args> = {
  title: 'Core/DataTable',
  args: { cards: true, initiallySelected: [] },
  argTypes: { width: { control: 'text', description: 'The room the table has (a CSS width): below 36rem, with `cards`, rows are cards' } },
  render: (args) => <FilesTable {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** With room (36rem or more): the table, its header's sort buttons and select-all box; the card bar is not drawn. */
export const Table: Story = {};

/** `cards` in a narrow column (22rem, a partner page's sidebar): each row a card, and a bar above with Sort by, Order and Select all. */
export const Cards: Story = { args: { width: '22rem' } };

/** Some rows selected: the bar's Select all box shows the mixed state, as the header's does. */
export const CardsSomeSelected: Story = { args: { width: '22rem', initiallySelected: ['f2'] } };

export const CardsSpanish: Story = { ...CardsSomeSelected, globals: { lang: 'es' } };

/** Without `cards` a narrow table scrolls sideways in a named region (the admin console's tables). */
export const NarrowWithoutCards: Story = { args: { width: '22rem', cards: false } };

/** On a phone (320 px): the cards. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
