import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, userMessage } from '../../src/api/apiError';
import { agreeToMaterialTerms, downloadMaterials, getMaterialTerms, listMaterials } from '../../src/api/materials';
import { ResultCode } from '../../src/contract/codes';
import { defaultMaterialPageSize, defaultMaterialSort, materialLanguages, type MaterialFile, type MaterialLanguage, type MaterialSort, type MaterialSortField } from '../../src/contract/materials';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { formatDate } from '../../src/ui/formatDate';
import { formatFileSize } from '../../src/ui/formatFileSize';
import { requireSelection } from '../../src/ui/requireSelection';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { toastStore } from '../../src/ui/toastStore';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { useResource } from '../../src/ui/useResource';
import { TermsDialog } from './TermsDialog';

type Query = { q: string; language: MaterialLanguage | ''; sort: MaterialSort; page: number; pageSize: number };
type Progress = { target: 'selected' | 'all'; percent: number | null };

const pageSizes = [10, 20, 50, 100];

/** Terms, then the table: everything here is what the server answered for this user or browser session. */
export type MaterialsPackageProps = {
  website?: string;
  /** Shown above the terms once they are known (the installer's name), so the loading line never moves down. */
  intro?: ReactNode;
};

export function MaterialsPackage({ website, intro }: MaterialsPackageProps) {
  const { t, i18n } = useTranslation('materials');
  const [termsAttempt, setTermsAttempt] = useState(0);
  const { resource: terms, reload: reloadTerms } = useResource(() => getMaterialTerms(website), `terms:${website ?? ''}:${termsAttempt}`, {
    language: i18n.language,
  });
  const [refused, setRefused] = useState(false);
  const [agreeing, setAgreeing] = useState(false);
  // The terms' buttons go away on an answer: the focus follows to what takes their place.
  const [readAgainButton, focusReadAgain] = useFocusReturn();
  const [agreedLine, focusAgreed] = useFocusReturn();
  const [query, setQuery] = useState<Query>({ q: '', language: '', sort: defaultMaterialSort, page: 1, pageSize: defaultMaterialPageSize });
  const [searchText, setSearchText] = useState('');
  // While another sort or page loads, the last list stays, marked busy: the control just used (a sort, Next page) keeps the focus.
  const {
    resource: list,
    reload: reloadList,
    busy: listBusy,
  } = useResource(
    () => listMaterials({ website, q: query.q || undefined, language: query.language || undefined, sort: query.sort, page: query.page, pageSize: query.pageSize }),
    `list:${website ?? ''}:${JSON.stringify(query)}`,
    { keepWhileLoading: true },
  );
  const shownList = list.status === 'ready' ? list.data : null;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [progress, setProgress] = useState<Progress | null>(null);

  const agree = async (version: number) => {
    setAgreeing(true);
    try {
      await agreeToMaterialTerms(version, website);
      focusAgreed();
      setRefused(false);
      setTermsAttempt((attempt) => attempt + 1);
    } catch {
      // The client toasted the server's answer; a changed version shows when the terms reload.
      setTermsAttempt((attempt) => attempt + 1);
    } finally {
      setAgreeing(false);
    }
  };

  const startDownload = async (target: Progress['target']) => {
    if (target === 'selected' && !requireSelection(selected)) return;
    setProgress({ target, percent: null });
    try {
      const saved = await downloadMaterials(target === 'all' ? 'all' : [...selected], {
        website,
        onProgress: ({ loaded, total }) => setProgress({ target, percent: total ? Math.min(100, Math.floor((loaded / total) * 100)) : null }),
      });
      toastStore.show('success', t('downloaded', { fileName: saved.fileName }));
    } catch (error) {
      // The server closed the gate (terms changed or never agreed): show the terms again.
      if (error instanceof ApiError && error.code === ResultCode.termsNotAgreed) {
        setRefused(false);
        setTermsAttempt((attempt) => attempt + 1);
      }
    } finally {
      setProgress(null);
    }
  };

  const change = (next: Partial<Query>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const sortField = (query.sort.startsWith('-') ? query.sort.slice(1) : query.sort) as MaterialSortField;
  const onSortChange = (key: string) => change({ sort: (key === sortField && !query.sort.startsWith('-') ? `-${key}` : key) as MaterialSort });
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: searchText.trim() });
  };

  const columns: DataTableColumn<MaterialFile>[] = [
    { key: 'fileName', header: t('column.fileName'), cell: (file) => <span className="tc-materials__file-name">{file.fileName}</span>, sortable: true },
    { key: 'description', header: t('column.description'), cell: (file) => file.description },
    { key: 'language', header: t('column.language'), cell: (file) => t(`language.${file.language}`), sortable: true },
    { key: 'createTime', header: t('column.createTime'), cell: (file) => formatDate(file.createTime, i18n.language), sortable: true },
    { key: 'fileSize', header: t('column.fileSize'), cell: (file) => formatFileSize(file.fileSize, i18n.language), sortable: true },
  ];

  const pages = shownList ? Math.max(1, Math.ceil(shownList.total / query.pageSize)) : 1;
  const buttonText = (target: Progress['target']) => {
    if (progress?.target !== target) return target === 'all' ? t('downloadAll') : t('download');
    return progress.percent === null ? t('downloadingUnknown') : t('downloading', { percent: progress.percent });
  };

  // Until the terms are known, one loading line: the terms block (about 400 px) arriving above a drawn
  // toolbar pushed it down (Lighthouse: CLS 0.24 on a partner page). The list call is already under way.
  if (terms.status === 'loading') {
    return (
      <div className="tc-materials__package">
        <p className="tc-materials__loading" part="loading" aria-busy="true">
          {t('loading')}
        </p>
      </div>
    );
  }

  return (
    <div className="tc-materials__package">
      {intro}
      {terms.status === 'error' ? (
        <div className="tc-materials__error" part="error">
          <p>{userMessage(terms.error) ?? t('loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reloadTerms}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : terms.status === 'ready' && !terms.data.agreed ? (
        refused ? (
          <div className="tc-materials__refused" part="refused" role="alert">
            <p>{t('terms.refused')}</p>
            <button ref={readAgainButton} type="button" className="tc-button tc-button--secondary" part="button" onClick={() => setRefused(false)}>
              {t('terms.readAgain')}
            </button>
          </div>
        ) : (
          <TermsDialog
            terms={terms.data}
            busy={agreeing}
            onAgree={() => void agree(terms.data.version)}
            onRefuse={() => {
              focusReadAgain();
              setRefused(true);
            }}
          />
        )
      ) : (
        <p ref={agreedLine} className="tc-materials__agreed" part="agreed" tabIndex={-1}>
          {t('terms.agreed', { version: terms.data.version })}
        </p>
      )}

      <div className="tc-filters" part="toolbar">
        <form className="tc-filters tc-materials__search" role="search" onSubmit={search} part="search">
          <TextField label={t('filters.search')} name="q" type="search" value={searchText} placeholder={t('filters.searchPlaceholder')} onChange={setSearchText} />
          <button type="submit" className="tc-button tc-button--secondary" part="button search">
            {t('filters.search')}
          </button>
          <SelectField
            label={t('filters.language')}
            name="language"
            value={query.language}
            placeholder={t('filters.allLanguages')}
            options={materialLanguages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
            onChange={(language) => change({ language: language as MaterialLanguage | '' })}
          />
        </form>
        <button type="button" className="tc-button" part="button download" onClick={() => void startDownload('selected')} disabled={progress !== null} aria-live="polite">
          {buttonText('selected')}
        </button>
        <button type="button" className="tc-button tc-button--secondary" part="button download-all" onClick={() => void startDownload('all')} disabled={progress !== null} aria-live="polite">
          {buttonText('all')}
        </button>
      </div>

      {list.status === 'error' ? (
        <div className="tc-materials__error" part="error">
          <p>{userMessage(list.error) ?? t('loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reloadList}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : !shownList ? (
        <p className="tc-materials__loading" part="loading" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <div className="tc-materials__list" aria-busy={listBusy || undefined}>
          <DataTable
            caption={t('caption')}
            captionHidden
            columns={columns}
            rows={shownList.list}
            rowKey={(file) => file.fileId}
            rowLabel={(file) => file.fileName}
            selected={selected}
            onSelectionChange={setSelected}
            emptyMessage={t('empty')}
            sort={{ key: sortField, descending: query.sort.startsWith('-') }}
            onSortChange={onSortChange}
            cards
          />
          <nav className="tc-pager" part="pages" aria-label={t('page.status', { page: query.page, pages, total: shownList.total })}>
            <button type="button" className="tc-button tc-button--secondary" part="button previous" disabled={query.page <= 1} onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}>
              {t('page.previous')}
            </button>
            <span aria-live="polite">{t('page.status', { page: query.page, pages, total: shownList.total })}</span>
            <button type="button" className="tc-button tc-button--secondary" part="button next" disabled={query.page >= pages} onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}>
              {t('page.next')}
            </button>
            <SelectField
              label={t('filters.pageSize')}
              name="pageSize"
              value={String(query.pageSize)}
              options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
              onChange={(size) => change({ pageSize: Number(size) })}
            />
          </nav>
        </div>
      )}
    </div>
  );
}
