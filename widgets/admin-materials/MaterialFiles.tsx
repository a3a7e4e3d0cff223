import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listAdminMaterials, removeMaterial, updateMaterial } from '../../src/api/materialAdmin';
import type { AdminMaterialFile, AdminMaterialListResult } from '../../src/contract/materialAdmin';
import { materialLanguages, type MaterialLanguage } from '../../src/contract/materials';
import { ResourceView } from '../../src/ui/ResourceView';
import { formatDate } from '../../src/ui/formatDate';
import { formatFileSize } from '../../src/ui/formatFileSize';
import { Pager } from '../../src/ui/Pager';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { FormFooter } from '../../src/ui/FormFooter';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { materialAdminLimits, materialEditForm } from '../../src/validation/materialAdminForms';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { FormAlert } from '../../src/ui/FormAlert';
import { maxListSearchLength, oneOf, searchText, useListAddress } from '../../src/ui/listAddress';
import type { Emit } from '../../src/elements/events';

type Props = {
  pageSize: number;
  version: number;
  onNotice: (text: string) => void;
  /** The search, language and page as an address's query (`?q=manual&language=es&page=2`), set by a page that keeps them in its address. */
  address?: string;
  emit: Emit;
};

/** The file table's query parameters (`?q=&language=&page=`): anything else in an address falls back to these. */
export const materialListFields = {
  q: searchText,
  language: { fallback: '', valid: oneOf(materialLanguages) },
};

/** The file table as the server pages, searches and filters it; each row corrects or deletes its file. */
export function MaterialFiles({ pageSize, version, onNotice, address, emit }: Props) {
  const { t, i18n } = useTranslation('adminContent');
  const headingId = useId();
  // The search, language and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(materialListFields, address, emit);
  const { q: query, page } = list.query;
  const language = list.query.language as MaterialLanguage | '';
  const [search, setSearch] = useState(query);
  // A search that arrives from the address (Back, Forward) replaces what the box holds.
  const [searchFor, setSearchFor] = useState(query);
  if (searchFor !== query) {
    setSearchFor(query);
    setSearch(query);
  }
  // Another search, page or a reload after a change keeps the last rows (busy): the control just used keeps the focus.
  // A reload after a change that fails keeps them too, with the error and Try again above.
  const { resource, reload, busy, reloadFailed } = useResource<AdminMaterialListResult>(
    () => listAdminMaterials({ q: query || undefined, language: language || undefined, page, pageSize }),
    `${list.key}:${pageSize}:${version}`,
    { keepWhileLoading: true, keepOnFailedReload: true },
  );
  const changed = (text: string) => {
    onNotice(text);
    reload();
  };

  return (
    <section className="tc-admin-section__panel" aria-labelledby={headingId} part="files">
      <h3 id={headingId}>{t('files.heading')}</h3>
      <form
        className="tc-filters"
        role="search"
        aria-label={t('files.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          list.search({ q: search.trim() });
        }}
        part="filters"
      >
        <TextField label={t('files.search')} name="q" type="search" value={search} onChange={setSearch} maxLength={maxListSearchLength} />
        <SelectField
          label={t('files.language')}
          name="language"
          value={language}
          onChange={(value) => list.search({ language: value })}
          options={[{ value: '', label: t('files.allLanguages') }, ...materialLanguages.map((value) => ({ value, label: t(`common:language.${value}`) }))]}
        />
        <button type="submit" className="tc-button tc-button--secondary" part="button">
          {t('files.find')}
        </button>
      </form>
      <ResourceView resource={resource} reload={reload} reloadFailed={reloadFailed} loadError={t('files.loadError')} isEmpty={(data) => data.list.length === 0} emptyMessage={t('files.empty')}>
        {(data) => (
          <>
            <ScrollRegion label={t('files.caption', { total: data.total })} part="table">
              <table className="tc-table" aria-busy={busy || undefined}>
                <caption className="tc-visually-hidden">{t('files.caption', { total: data.total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('files.name')}</th>
                    <th scope="col">{t('files.description')}</th>
                    <th scope="col">{t('files.language')}</th>
                    <th scope="col">{t('files.created')}</th>
                    <th scope="col">{t('files.size')}</th>
                    <th scope="col">{t('files.downloads')}</th>
                    <th scope="col">{t('files.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((file) => (
                    <FileRow key={file.fileId} file={file} language={i18n.language} onChanged={changed} />
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <Pager page={page} pageSize={pageSize} total={data.total} onPage={list.setPage} />
          </>
        )}
      </ResourceView>
    </section>
  );
}

const editFields = ['fileName', 'description', 'language'] as const;

/** One file: its facts, or the correction form in place, or the delete confirmation. */
function FileRow({ file, language, onChanged }: { file: AdminMaterialFile; language: string; onChanged: (text: string) => void }) {
  const { t } = useTranslation('adminContent');
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [form, setForm] = useState({ fileName: file.fileName, description: file.description, language: file.language as string });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(editFields);
  // Set by Cancel: the row's Edit button takes the focus back when it shows again.
  const [focusTarget, returnFocus] = useFocusReturn();
  const cancel = () => {
    returnFocus();
    setMode('view');
    errors.clear();
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = materialEditForm.safeParse({ fileId: file.fileId, ...form });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const saved = await updateMaterial(parsed.data);
      onChanged(t('files.saved', { name: saved.fileName }));
      // The table keeps this row while it reloads: it closes its form itself, the focus back on Edit.
      returnFocus();
      setMode('view');
      setBusy(false);
    } catch (error) {
      errors.showFailure(error);
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeMaterial(file.fileId);
      onChanged(t('files.deleted', { name: file.fileName }));
      setMode('view');
      setBusy(false);
    } catch (error) {
      errors.showFailure(error);
      setBusy(false);
    }
  };

  if (mode === 'edit') {
    return (
      <tr part="row">
        <td colSpan={7}>
          <form className="tc-form" noValidate onSubmit={save} aria-label={t('files.editLabel', { name: file.fileName })} part="edit-form">
            <TextField label={t('files.name')} {...errors.field('fileName')} value={form.fileName} onChange={(value) => setForm({ ...form, fileName: value })} maxLength={materialAdminLimits.fileName} required />
            <TextField
              label={t('files.description')}
              {...errors.field('description')}
              value={form.description}
              onChange={(value) => setForm({ ...form, description: value })}
              maxLength={materialAdminLimits.description}
              required
            />
            <SelectField
              label={t('files.language')}
              {...errors.field('language')}
              value={form.language}
              onChange={(value) => setForm({ ...form, language: value })}
              options={materialLanguages.map((value) => ({ value, label: t(`common:language.${value}`) }))}
            />
            <FormFooter alert={errors.alert} submitLabel={t('common:actions.save')} busy={busy} onCancel={cancel} />
          </form>
        </td>
      </tr>
    );
  }

  return (
    <tr part="row">
      <th scope="row">{file.fileName}</th>
      <td>{file.description}</td>
      <td>{t(`common:language.${file.language}`)}</td>
      <td>{formatDate(file.createTime, language)}</td>
      <td>{formatFileSize(file.fileSize, language)}</td>
      <td>{file.downloads}</td>
      <td>
        <FormAlert message={errors.alert} />
        {mode === 'delete' ? (
          <ConfirmRow
            question={t('files.confirmDelete', { name: file.fileName })}
            confirmLabel={t('files.delete')}
            busy={busy}
            onConfirm={() => void remove()}
            onCancel={cancel}
            confirmPart="confirm-delete"
          />
        ) : (
          <div className="tc-actions">
            <button
              ref={focusTarget}
              type="button"
              className="tc-button tc-button--secondary"
              aria-label={t('files.editLabel', { name: file.fileName })}
              part="button edit"
              onClick={() => setMode('edit')}
            >
              {t('files.edit')}
            </button>
            <button type="button" className="tc-button tc-button--secondary" aria-label={t('files.deleteLabel', { name: file.fileName })} part="button delete" onClick={() => setMode('delete')}>
              {t('files.delete')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
