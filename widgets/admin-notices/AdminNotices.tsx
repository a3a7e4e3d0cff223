import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { createNotice, listAdminNotices, unpublishNotice, updateNotice } from '../../src/api/noticeAdmin';
import { languages, toLanguage, type Language } from '../../src/contract/languages';
import type { AdminNotice, AdminNoticeListResult } from '../../src/contract/notice';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AdminListPanel, AdminSection } from '../../src/ui/AdminSection';
import { ListSearch } from '../../src/ui/ListSearch';
import { oneOf, searchText, type ListQueryFields } from '../../src/ui/listAddress';
import { useListQuery } from '../../src/ui/useListQuery';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { formatDate } from '../../src/ui/formatDate';
import { FormFooter } from '../../src/ui/FormFooter';
import { GoneNotice } from '../../src/ui/GoneNotice';
import { SelectField } from '../../src/ui/SelectField';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { noticeForm, noticeFormLimits } from '../../src/validation/noticeAdminForms';
import { FormAlert } from '../../src/ui/FormAlert';

export type AdminNoticesProps = WidgetProps & {
  /** Notices per page (the server caps it). */
  pageSize?: number;
  /** The search, status, order and page as an address's query (`?q=closure&status=published&order=asc&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

const noticeStatuses = ['published', 'unpublished'] as const;

/** The list's query parameters (`?q=&status=&order=&page=`): anything else in an address falls back to these. */
export const noticeListFields = {
  q: searchText,
  status: { fallback: '', valid: oneOf(noticeStatuses) },
  order: { fallback: 'desc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;

/**
 * The notices section of the admin console (issue 13): publish a notice (everyone is notified),
 * correct one, or take one down. The server sanitises the HTML and decides; the list shows what it stored.
 */
export function AdminNotices({ emit, pageSize = 10, query: address }: AdminNoticesProps) {
  const { t } = useTranslation('adminContent');
  // The search, status, order and page: the page's address when it keeps them there, else this widget's own.
  const list = useListQuery(noticeListFields, address, emit);
  const [notice, setNotice] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : 10;
  // Another search, page or a reload after a change keeps the last items (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<AdminNoticeListResult>(
    () => listAdminNotices({ q: list.filters.q, status: (list.filters.status as (typeof noticeStatuses)[number]) || undefined, order: list.filters.order as 'asc' | 'desc', page: list.page, pageSize: size }),
    `${list.key}:${size}`,
    { keepWhileLoading: true },
  );
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  // A saved correction goes with the list's reload: its Edit takes the focus, as after Cancel (the status line says it was saved).
  const [savedEdit, focusSavedEdit] = useFocusReturn();
  const [saved, setSaved] = useState<{ noticeId: string; listKey: string } | null>(null);
  const corrected = (noticeId: string) => {
    setSaved({ noticeId, listKey: list.key });
    focusSavedEdit();
  };
  // Only the reload of the list it was saved in may give it the focus: not a later search or page that shows it.
  if (saved && (saved.listKey !== list.key || (resource.status === 'ready' && !resource.data.list.some((item) => item.noticeId === saved.noticeId)))) setSaved(null);
  const savedId = saved?.noticeId ?? null;

  return (
    <AdminSection heading={t('notices.heading')} notice={notice}>
      <NoticeEditor heading={t('notices.new')} submitLabel={t('notices.publish')} onSaved={(saved) => changed(t('notices.published', { title: saved.title }))} />
      <AdminListPanel
        heading={t('notices.listHeading')}
        resource={resource}
        reload={reload}
        busy={busy}
        loadError={t('notices.loadError')}
        emptyMessage={list.filtered ? t('search.noMatch') : t('notices.empty')}
        page={list.page}
        pageSize={size}
        onPage={list.setPage}
        search={
          <ListSearch
            label={t('notices.searchLabel')}
            searchLabel={t('search.title')}
            q={list.filters.q}
            selects={[
              { name: 'status', label: t('search.status'), value: list.filters.status, placeholder: t('search.anyStatus'), options: noticeStatuses.map((value) => ({ value, label: t(`notices.status.${value}`) })) },
              { name: 'order', label: t('search.order'), value: list.filters.order, options: [{ value: 'desc', label: t('search.newest') }, { value: 'asc', label: t('search.oldest') }] },
            ]}
            onSearch={list.search}
          />
        }
      >
        {(item) => <NoticeItem key={item.noticeId} item={item} onChanged={changed} onCorrected={corrected} onReload={reload} editRef={item.noticeId === savedId ? savedEdit : undefined} />}
      </AdminListPanel>
    </AdminSection>
  );
}

const noticeFields = ['title', 'bodyHtml', 'language'] as const;

/** The form of a new notice, or of a correction when `existing` is given. */
function NoticeEditor({
  heading,
  submitLabel,
  existing,
  onSaved,
  onCancel,
  onGone,
}: {
  heading: string;
  submitLabel: string;
  existing?: AdminNotice;
  onSaved: (saved: { title: string }) => void;
  onCancel?: () => void;
  /** The corrected notice does not exist (40004): the server's message, said in place of the form. */
  onGone?: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('adminContent');
  const headingId = useId();
  // A new notice starts in the console's language, the one its author most likely writes in.
  const [language, setLanguage] = useState<string>(existing?.language ?? toLanguage(i18n.language));
  const [title, setTitle] = useState(existing?.title ?? '');
  const [bodyHtml, setBodyHtml] = useState(existing?.bodyHtml ?? '');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(noticeFields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = noticeForm.safeParse({ title, bodyHtml, language });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const saved = existing ? await updateNotice(existing.noticeId, parsed.data) : await createNotice(parsed.data);
      errors.clear();
      if (!existing) {
        setTitle('');
        setBodyHtml('');
      }
      onSaved(saved);
    } catch (error) {
      if (onGone && isNotFound(error)) onGone(userMessage(error) ?? t('notices.loadError'));
      else errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tc-form tc-admin-section__panel" noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
      <h3 id={headingId}>{heading}</h3>
      {/* A correction opens in place of its Edit button, which took the focus with it. */}
      <TextField label={t('notices.title')} {...errors.field('title')} value={title} onChange={setTitle} maxLength={noticeFormLimits.title} required autoFocus={existing !== undefined} />
      <TextAreaField label={t('notices.body')} {...errors.field('bodyHtml')} value={bodyHtml} onChange={setBodyHtml} rows={6} required />
      <p className="tc-hint">{t('notices.bodyHint')}</p>
      <SelectField
        label={t('notices.writtenIn')}
        {...errors.field('language')}
        value={language}
        onChange={setLanguage}
        options={languages.map((value) => ({ value, label: t(`notices.language.${value}`) }))}
        required
      />
      <p className="tc-hint">{t('notices.writtenInHint')}</p>
      <FormFooter alert={errors.alert} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** One notice: title, dates, status; Edit opens the correction form, Take down asks first. */
function NoticeItem({
  item,
  onChanged,
  onCorrected,
  onReload,
  editRef,
}: {
  item: AdminNotice;
  onChanged: (text: string) => void;
  onCorrected: (noticeId: string) => void;
  onReload: () => void;
  editRef?: (button: HTMLButtonElement | null) => void;
}) {
  const { t, i18n } = useTranslation('adminContent');
  const [mode, setMode] = useState<'view' | 'edit' | 'unpublish'>('view');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The notice is missing on the server (40004): its message and the way back replace the form or question.
  const [gone, setGone] = useState<string | null>(null);
  const [focusTarget, returnFocus] = useFocusReturn();
  // Each button is named by its own word and then the title, so the title keeps its lang (a Spanish notice in the English console).
  const titleId = useId();
  const editId = useId();
  const unpublishId = useId();
  const back = () => {
    returnFocus();
    setMode('view');
    setFailure(null);
  };

  if (gone !== null) {
    return (
      <li className="tc-admin-section__item" part="item">
        <GoneNotice
          message={gone}
          onBack={() => {
            setGone(null);
            back();
            onReload();
          }}
        />
      </li>
    );
  }

  if (mode === 'edit') {
    return (
      <li part="item">
        <NoticeEditor
          heading={t('notices.editHeading', { title: item.title })}
          submitLabel={t('common:actions.save')}
          existing={item}
          onSaved={(saved) => {
            onCorrected(item.noticeId);
            onChanged(t('notices.saved', { title: saved.title }));
            // The list keeps this row while it reloads: it closes its form itself.
            setMode('view');
          }}
          onCancel={back}
          onGone={setGone}
        />
      </li>
    );
  }

  const unpublish = async () => {
    setBusy(true);
    try {
      await unpublishNotice(item.noticeId);
      onChanged(t('notices.unpublished', { title: item.title }));
      // The list keeps this row while it reloads: it leaves the question itself, the focus on its Edit.
      returnFocus();
      setMode('view');
      setBusy(false);
    } catch (error) {
      if (isNotFound(error)) setGone(userMessage(error) ?? t('notices.loadError'));
      else setFailure(userMessage(error) ?? t('notices.loadError'));
      setBusy(false);
    }
  };

  const published = item.status === 'published';
  const foreign: Language | undefined = item.language !== toLanguage(i18n.language) ? item.language : undefined;
  return (
    <li className="tc-admin-section__item" part="item">
      <h4 id={titleId} lang={foreign}>
        {item.title}
      </h4>
      <p className="tc-hint">
        <span part="language">{t(`notices.language.${item.language}`)}</span>
        {' · '}
        {t('notices.publishedOn', { date: formatDate(item.publishedAt, i18n.language) })}
        {item.updatedAt ? ` · ${t('notices.updatedOn', { date: formatDate(item.updatedAt, i18n.language) })}` : ''}
        {' · '}
        <strong part={`status status-${item.status}`}>{t(`notices.status.${item.status}`)}</strong>
      </p>
      <FormAlert message={failure} />
      {mode === 'unpublish' ? (
        <ConfirmRow
          question={t('notices.confirmUnpublish', { title: item.title })}
          quote={{ text: item.title, lang: item.language }}
          confirmLabel={t('notices.unpublish')}
          busy={busy}
          onConfirm={() => void unpublish()}
          onCancel={back}
          confirmPart="confirm-unpublish"
        />
      ) : (
        <div className="tc-actions">
          <button
            ref={(button) => {
              focusTarget(button);
              editRef?.(button);
            }}
            type="button"
            className="tc-button tc-button--secondary"
            id={editId}
            aria-labelledby={`${editId} ${titleId}`}
            part="button edit"
            onClick={() => setMode('edit')}
          >
            {t('notices.edit')}
          </button>
          {published ? (
            <button
              id={unpublishId}
              type="button"
              className="tc-button tc-button--secondary"
              aria-labelledby={`${unpublishId} ${titleId}`}
              part="button unpublish"
              onClick={() => setMode('unpublish')}
            >
              {t('notices.unpublish')}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
