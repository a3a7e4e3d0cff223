import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listAdminDocuments, loadDocumentOptions } from '../../src/api/documentAdmin';
import { documentPublishedFilters, documentSorts, type AdminDocumentListResult, type AdminDocumentOptions } from '../../src/contract/documentAdmin';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { EmptyState } from '../../src/ui/EmptyState';
import { oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { Pager } from '../../src/ui/Pager';
import { ResourceView } from '../../src/ui/ResourceView';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { useResource } from '../../src/ui/useResource';
import { CategoryPanel } from './CategoryPanel';
import { DocumentEditor } from './DocumentEditor';
import { DocumentItem } from './DocumentItem';

export type AdminDocumentsProps = WidgetProps & {
  /** Documents per page (the server caps it). */
  pageSize?: number;
  /** The search, filters, sort and page as an address's query (`?q=inverter&language=es&sort=title&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

type Filters = { q: string; categoryId: string; language: '' | 'en' | 'es'; published: (typeof documentPublishedFilters)[number]; sort: (typeof documentSorts)[number] };

/** The list's query parameters (`?q=&categoryId=&language=&published=&sort=&page=`): anything else in an address falls back to these. */
export const documentListFields = {
  q: searchText,
  // A category's id as the server takes it (at most 64 characters, no spaces); one it does not know shows no document.
  categoryId: { fallback: '', valid: (value: string) => /^[\w-]{1,64}$/.test(value) },
  language: { fallback: '', valid: oneOf(['en', 'es']) },
  published: { fallback: 'all', valid: oneOf(documentPublishedFilters) },
  sort: { fallback: '-updated', valid: oneOf(documentSorts) },
} satisfies ListQueryFields;

/**
 * The documents section of the admin console (issue 13): every document, published or not, filtered,
 * sorted and paged by the server; create and correct one, upload its PDF per language, publish or
 * unpublish, delete after a confirmation; manage the categories. The server checks, stores and audits.
 */
export function AdminDocuments({ emit, pageSize = 10, query: address }: AdminDocumentsProps) {
  const { t, i18n } = useTranslation('adminContent');
  const headingId = useId();
  // The search, filters, sort and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(documentListFields, address, emit);
  const { page, ...applied } = list.query;
  const filters = applied as Filters;
  // The search text applies on Search (or Enter), so typing neither reloads nor adds a history entry.
  const [text, setText] = useState(filters.q);
  // Another search arrived (submitted, or Back to an earlier one): the field shows it.
  const [textFor, setTextFor] = useState(filters.q);
  if (textFor !== filters.q) {
    setTextFor(filters.q);
    setText(filters.q);
  }
  const [notice, setNotice] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : 10;
  // Same naming as the create form: the Spanish title for Spanish readers, English when it has none.
  const categoryTitle = (category: AdminDocumentOptions['categories'][number]) => (i18n.language.startsWith('es') && category.titleEs ? category.titleEs : category.titleEn);
  // Two calls: the categories and country versions (the new-entry form, the filters, the categories) and the list.
  // A search that fails replaces only the list, so a half-written new document and the search typed stay.
  // Another search, filter, page or a reload keeps the last list (busy): the field or button just used keeps the focus.
  // A reload after a change that fails keeps it too (an open form with it), with the error and Try again above.
  const kept = { language: i18n.language, keepWhileLoading: true, keepOnFailedReload: true };
  const options = useResource<AdminDocumentOptions>(loadDocumentOptions, 'options', kept);
  const documents = useResource<AdminDocumentListResult>(() => listAdminDocuments({ ...filters, language: filters.language || undefined, page, pageSize: size }), `${list.key}:${size}`, kept);
  // A change can move a category's count as well as the list.
  const reload = () => {
    options.reload();
    documents.reload();
  };
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  // A select applies at once, with the text as typed (as ListSearch does).
  const filter = (name: Exclude<keyof Filters, 'q'>) => (value: string) => list.search({ q: text.trim(), [name]: value });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.search({ q: text.trim() });
  };

  return (
    <section className="tc-admin-section" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-section__heading" part="heading">
        {t('documents.heading')}
      </h2>
      <p className="tc-admin-section__notice" role="status" part="notice">
        {notice}
      </p>
      <ResourceView resource={options.resource} reload={options.reload} reloadFailed={options.reloadFailed} loadError={t('documents.loadError')}>
        {(loaded) => (
          <>
            <DocumentEditor heading={t('documents.new')} submitLabel={t('documents.create')} options={loaded} onSaved={(saved) => changed(t('documents.created', { title: saved.titleEn }))} />
            <section className="tc-admin-section__panel" aria-labelledby={`${headingId}-list`} part="list">
              <h3 id={`${headingId}-list`}>{t('documents.listHeading')}</h3>
              <form className="tc-filters" role="search" noValidate onSubmit={search} part="filters">
                <TextField label={t('documents.search')} name="q" type="search" value={text} onChange={setText} maxLength={100} />
                <SelectField
                  label={t('documents.category')}
                  name="filterCategory"
                  value={filters.categoryId}
                  onChange={filter('categoryId')}
                  options={[
                    { value: '', label: t('documents.allCategories') },
                    ...loaded.categories.map((category) => ({ value: category.categoryId, label: categoryTitle(category) })),
                    // A category the address names that no longer exists (or never did): shown as chosen, so the empty list is explained.
                    ...(filters.categoryId && !loaded.categories.some((category) => category.categoryId === filters.categoryId) ? [{ value: filters.categoryId, label: t('documents.unknownCategory') }] : []),
                  ]}
                />
                <SelectField
                  label={t('documents.languageFilter')}
                  name="filterLanguage"
                  value={filters.language}
                  onChange={filter('language')}
                  options={[
                    { value: '', label: t('documents.allLanguages') },
                    { value: 'en', label: t('documents.language.en') },
                    { value: 'es', label: t('documents.language.es') },
                  ]}
                />
                <SelectField label={t('documents.stateFilter')} name="filterPublished" value={filters.published} onChange={filter('published')} options={documentPublishedFilters.map((value) => ({ value, label: t(`documents.state.${value}`) }))} />
                <SelectField label={t('documents.sort')} name="sort" value={filters.sort} onChange={filter('sort')} options={documentSorts.map((value) => ({ value, label: t(`documents.sorts.${value}`) }))} />
                <button type="submit" className="tc-button tc-button--secondary" part="button search">
                  {t('common:actions.search')}
                </button>
              </form>
              <ResourceView resource={documents.resource} reload={documents.reload} reloadFailed={documents.reloadFailed} loadError={t('documents.loadError')}>
                {(found) => (
                  <div className="tc-admin-section__list" aria-busy={documents.busy || undefined}>
                    {found.list.length === 0 ? (
                      <EmptyState message={t('documents.empty')} />
                    ) : (
                      <>
                        <ul className="tc-admin-section__items">
                          {found.list.map((item) => (
                            <DocumentItem key={item.documentId} item={item} options={loaded} onChanged={changed} onReload={reload} />
                          ))}
                        </ul>
                        <Pager page={page} pageSize={size} total={found.total} onPage={list.setPage} />
                      </>
                    )}
                  </div>
                )}
              </ResourceView>
            </section>
            <CategoryPanel categories={loaded.categories} onChanged={changed} onReload={reload} />
          </>
        )}
      </ResourceView>
    </section>
  );
}
