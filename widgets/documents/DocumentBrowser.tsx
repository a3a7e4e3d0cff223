import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { listDocumentCategories, listDocuments } from '../../src/api/document';
import { defaultDocumentPageSize, maxSearchLength } from '../../src/contract/document';
import { languages, toLanguage, type Language } from '../../src/contract/languages';
import { EmptyState } from '../../src/ui/EmptyState';
import { Pager } from '../../src/ui/Pager';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';
import { useListAddress } from '../../src/ui/listAddress';
import type { Emit } from '../../src/elements/events';
import { DocumentTable } from './DocumentTable';
import { documentQueryFields } from './documentQuery';

export type DocumentBrowserProps = {
  /** `index`: categories, language and search; `list`: the flat list with search. */
  mode: 'index' | 'list';
  initialCategory: string;
  detailUrl: string;
  pageSize: number;
  /** The search, category, language and page as an address's query (`?q=inverter&category=datasheets&page=2`), set by a page that keeps them in its address. */
  address?: string;
  emit: Emit;
};

/** The document index (/document/index) and the flat list (/documents): the server filters, searches and pages. */
export function DocumentBrowser({ mode, initialCategory, detailUrl, pageSize, address, emit }: DocumentBrowserProps) {
  const { t, i18n } = useTranslation('documents');
  const headingId = useId();
  // The search, category, language and page: the page's address when it keeps them there, else this widget's own.
  const fields = useMemo(() => documentQueryFields(mode === 'index' ? initialCategory : ''), [mode, initialCategory]);
  const list = useListAddress(fields, address, emit);
  const { q, page } = list.query;
  const category = mode === 'index' ? list.query.category : '';
  const language = mode === 'index' ? (list.query.language as Language | '') : '';
  const [draft, setDraft] = useState(q);
  // A search that arrives from the address (Back, Forward) replaces what the box holds.
  const [draftFor, setDraftFor] = useState(q);
  if (draftFor !== q) {
    setDraftFor(q);
    setDraft(q);
  }
  const shownLanguage = language || toLanguage(i18n.language);
  const query = { category, language: mode === 'index' ? shownLanguage : undefined, q, page, pageSize: pageSize || defaultDocumentPageSize };
  // Another page, search or category keeps the last documents (busy) until it arrives: the control just used keeps the focus.
  const { resource, reload, busy } = useResource(() => listDocuments(query), JSON.stringify(query), { language: i18n.language, keepWhileLoading: true });
  // The last categories stay while another language's load, so the layout does not collapse and move.
  const categories = useResource(() => (mode === 'index' ? listDocumentCategories() : Promise.resolve({ list: [] })), `${mode}|${i18n.language}`, { keepLastData: true });

  const [layoutShown, setLayoutShown] = useState(mode !== 'index');
  if (!layoutShown && categories.resource.status !== 'loading') setLayoutShown(true);
  const allButton = useRef<HTMLButtonElement>(null);
  const retryCategories = () => {
    categories.reload();
    // The retry button goes with the error: focus stays in the categories instead of falling to the page.
    allButton.current?.focus();
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({ q: draft.trim() });
  };
  const choose = (slug: string) => list.search({ category: slug });

  const heading = (
    <h2 id={headingId} className="tc-documents__heading" part="heading">
      {mode === 'index' ? t('index.heading') : t('list.heading')}
    </h2>
  );
  // On a phone the categories stand above the list: the layout waits for them so the list never moves down.
  if (!layoutShown) {
    return (
      <section className="tc-documents" part="base" aria-labelledby={headingId}>
        {heading}
        <p className="tc-block__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      </section>
    );
  }

  return (
    <section className="tc-documents" part="base" aria-labelledby={headingId}>
      {heading}
      <div className="tc-documents__layout">
        {mode === 'index' ? (
          <nav className="tc-documents__categories" part="categories" aria-label={t('index.categories')}>
            {categories.resource.status === 'error' ? (
              <div className="tc-block__error" part="error">
                <p className="tc-error">{t('index.categoriesError')}</p>
                <ThrottledButton className="tc-button tc-button--secondary" onClick={retryCategories}>
                  {t('common:actions.retry')}
                </ThrottledButton>
              </div>
            ) : null}
            <ul>
              <li>
                <button ref={allButton} type="button" className="tc-documents__category" aria-pressed={category === ''} onClick={() => choose('')}>
                  {t('index.allCategories')}
                </button>
              </li>
              {categories.resource.status === 'ready'
                ? categories.resource.data.list.map((item) => (
                    <li key={item.slug}>
                      <button type="button" className="tc-documents__category" aria-pressed={category === item.slug} onClick={() => choose(item.slug)}>
                        {t('index.categoryCount', { title: item.title, count: item.documentCount })}
                      </button>
                    </li>
                  ))
                : null}
            </ul>
          </nav>
        ) : null}
        <div className="tc-documents__main">
          <form role="search" className="tc-filters" onSubmit={search} part="search">
            <TextField label={t('list.searchLabel')} name="q" type="search" value={draft} onChange={setDraft} maxLength={maxSearchLength} />
            <button type="submit" className="tc-button" part="button search">
              {t('list.searchButton')}
            </button>
            {mode === 'index' ? (
              <SelectField
                label={t('list.languageLabel')}
                name="language"
                value={shownLanguage}
                onChange={(value) => list.search({ language: toLanguage(value) })}
                options={languages.map((code) => ({ value: code, label: t(`common:language.${code}`), lang: code }))}
              />
            ) : null}
          </form>
          {resource.status === 'loading' ? (
            <p className="tc-block__loading" part="loading" aria-busy="true">
              {t('common:loading')}
            </p>
          ) : resource.status === 'error' ? (
            <div className="tc-block__error" part="error" role="alert">
              <p>{userMessage(resource.error) ?? t('list.loadError')}</p>
              <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
                {t('common:actions.retry')}
              </button>
            </div>
          ) : (
            <div className="tc-documents__results" aria-busy={busy || undefined}>
              <p className="tc-documents__summary" role="status">
                {q ? t('list.searchSummary', { count: resource.data.total, total: resource.data.total, q }) : t('list.summary', { count: resource.data.total, total: resource.data.total })}
              </p>
              {resource.data.list.length === 0 ? (
                <EmptyState message={q ? t('list.empty') : t('list.emptyCategory')} />
              ) : (
                <DocumentTable documents={resource.data.list} detailUrl={detailUrl} showCategory={mode === 'list' || category === ''} requestedLanguage={shownLanguage} />
              )}
              <Pager page={page} pageSize={query.pageSize} total={resource.data.total} onPage={list.setPage} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
