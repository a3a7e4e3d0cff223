import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, userMessage } from '../../src/api/apiError';
import { cancelWebinar, createWebinar, listAdminWebinars, updateWebinar } from '../../src/api/webinarAdmin';
import { ResultCode } from '../../src/contract/codes';
import { adminWebinarStatuses, type AdminWebinar, type AdminWebinarListResult, type AdminWebinarStatus } from '../../src/contract/webinar';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AdminListPanel, AdminSection } from '../../src/ui/AdminSection';
import { ListSearch } from '../../src/ui/ListSearch';
import { oneOf, searchText, type ListQueryFields } from '../../src/ui/listAddress';
import { useListQuery } from '../../src/ui/useListQuery';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { formatDate } from '../../src/ui/formatDate';
import { FormFooter } from '../../src/ui/FormFooter';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { webinarForm, webinarFormLimits } from '../../src/validation/webinarAdminForms';
import { formatDateTime } from '../../src/ui/formatDateTime';
import { FormAlert } from '../../src/ui/FormAlert';

export type AdminWebinarsProps = WidgetProps & {
  /** Webinars per page (the server caps it). */
  pageSize?: number;
  /** The search, status, order and page as an address's query (`?q=storage&status=scheduled&order=asc&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

/** The list's query parameters (`?q=&status=&order=&page=`): anything else in an address falls back to these. */
export const webinarListFields = {
  q: searchText,
  status: { fallback: '', valid: oneOf(adminWebinarStatuses) },
  order: { fallback: 'desc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;

/** An instant as the value of a `datetime-local` input, on the administrator's own clock. */
const toLocalInput = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A `datetime-local` value as an instant ('' stays '' so the schema names the field). */
const fromLocalInput = (value: string): string => {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/**
 * The webinars section of the admin console (issue 13): schedule a webinar, correct one, or cancel
 * one. The server checks, stores and audits; the list shows what it stored, paged by the server.
 */
export function AdminWebinars({ emit, pageSize = 10, query: address }: AdminWebinarsProps) {
  const { t } = useTranslation('adminContent');
  // The search, status, order and page: the page's address when it keeps them there, else this widget's own.
  const list = useListQuery(webinarListFields, address, emit);
  const [notice, setNotice] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : 10;
  // Another search, page or a reload after a change keeps the last items (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<AdminWebinarListResult>(
    () => listAdminWebinars({ q: list.filters.q, status: (list.filters.status as AdminWebinarStatus) || undefined, order: list.filters.order as 'asc' | 'desc', page: list.page, pageSize: size }),
    `${list.key}:${size}`,
    { keepWhileLoading: true },
  );
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  /*
   * After a row's action the list reloads: that row's Edit button takes the focus (Cancel webinar may
   * be gone), and a refusal stays in the row, beside the status the server now states (e.g. ended).
   */
  const [afterAction, focusAfterAction] = useFocusReturn();
  const [acted, setActed] = useState<{ webinarId: string; listKey: string; failure: string | null } | null>(null);
  const settled = (webinarId: string, text: string | null, failure: string | null = null) => {
    setActed({ webinarId, listKey: list.key, failure });
    focusAfterAction();
    if (text !== null) setNotice(text);
    reload();
  };
  // Only the reload of the list it happened in: not a later search or page that shows the same webinar.
  if (acted && (acted.listKey !== list.key || (resource.status === 'ready' && !resource.data.list.some((item) => item.webinarId === acted.webinarId)))) setActed(null);

  return (
    <AdminSection heading={t('webinars.heading')} notice={notice}>
      <WebinarEditor heading={t('webinars.new')} submitLabel={t('webinars.create')} onSaved={(saved) => changed(t('webinars.created', { title: saved.titleEn }))} />
      <AdminListPanel
        heading={t('webinars.listHeading')}
        resource={resource}
        reload={reload}
        busy={busy}
        loadError={t('webinars.loadError')}
        emptyMessage={list.filtered ? t('search.noMatch') : t('webinars.empty')}
        page={list.page}
        pageSize={size}
        onPage={list.setPage}
        search={
          <ListSearch
            label={t('webinars.searchLabel')}
            searchLabel={t('search.title')}
            q={list.filters.q}
            selects={[
              { name: 'status', label: t('search.status'), value: list.filters.status, placeholder: t('search.anyStatus'), options: adminWebinarStatuses.map((value) => ({ value, label: t(`webinars.status.${value}`) })) },
              { name: 'order', label: t('search.order'), value: list.filters.order, options: [{ value: 'desc', label: t('search.latestStart') }, { value: 'asc', label: t('search.earliestStart') }] },
            ]}
            onSearch={list.search}
          />
        }
      >
        {(item) => (
          <WebinarItem
            key={item.webinarId}
            item={item}
            onSettled={settled}
            onStale={reload}
            editRef={item.webinarId === acted?.webinarId ? afterAction : undefined}
            failure={item.webinarId === acted?.webinarId ? acted.failure : null}
          />
        )}
      </AdminListPanel>
    </AdminSection>
  );
}

const webinarFields = ['titleEn', 'titleEs', 'descriptionEn', 'descriptionEs', 'startsAt', 'durationMinutes', 'joinUrl', 'recordingUrl'] as const;
type Draft = Record<(typeof webinarFields)[number], string>;
const emptyDraft: Draft = { titleEn: '', titleEs: '', descriptionEn: '', descriptionEs: '', startsAt: '', durationMinutes: '60', joinUrl: '', recordingUrl: '' };
const draftOf = (item: AdminWebinar): Draft => ({ ...item, startsAt: toLocalInput(item.startsAt), durationMinutes: String(item.durationMinutes) });

/** The form of a new webinar, or of a correction when `existing` is given. */
function WebinarEditor({
  heading,
  submitLabel,
  existing,
  onSaved,
  onCancel,
  onStale,
}: {
  heading: string;
  submitLabel: string;
  existing?: AdminWebinar;
  onSaved: (saved: AdminWebinar) => void;
  onCancel?: () => void;
  /** The server refused the change as out of date (40009: it ended meanwhile): the list reads the webinar again. */
  onStale?: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(existing ? draftOf(existing) : emptyDraft);
  // What took place stays: a webinar that has ended shows its start, duration and join link read-only (the server refuses changes).
  const held = existing?.status === 'ended';
  // Ended while the form was open (the list read it again): its start, duration and join link show what is stored, read-only.
  const [shownHeld, setShownHeld] = useState(held);
  if (shownHeld !== held) {
    setShownHeld(held);
    if (held && existing) setDraft((current) => ({ ...current, startsAt: toLocalInput(existing.startsAt), durationMinutes: String(existing.durationMinutes), joinUrl: existing.joinUrl }));
  }
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(webinarFields);
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const duration = draft.durationMinutes.trim() === '' ? Number.NaN : Number(draft.durationMinutes);
    // An untouched start is sent as stored: the field shows minutes, the stored instant may hold seconds.
    const startsAt = existing && draft.startsAt === toLocalInput(existing.startsAt) ? existing.startsAt : fromLocalInput(draft.startsAt);
    const facts = held && existing ? { startsAt: existing.startsAt, durationMinutes: existing.durationMinutes, joinUrl: existing.joinUrl } : { startsAt, durationMinutes: duration };
    const parsed = webinarForm.safeParse({ ...draft, ...facts });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const saved = existing ? await updateWebinar(existing.webinarId, parsed.data) : await createWebinar(parsed.data);
      errors.clear();
      if (!existing) setDraft(emptyDraft);
      onSaved(saved);
    } catch (error) {
      errors.showFailure(error);
      if (error instanceof ApiError && error.code === ResultCode.conflict) onStale?.();
    } finally {
      setBusy(false);
    }
  };

  const limits = webinarFormLimits;
  return (
    <form className="tc-form tc-admin-section__panel" noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
      <h3 id={headingId}>{heading}</h3>
      <TextField label={t('webinars.titleEn')} {...errors.field('titleEn')} value={draft.titleEn} onChange={set('titleEn')} maxLength={limits.title} required />
      <TextField label={t('webinars.titleEs')} {...errors.field('titleEs')} value={draft.titleEs} onChange={set('titleEs')} maxLength={limits.title} required />
      <TextAreaField label={t('webinars.descriptionEn')} {...errors.field('descriptionEn')} value={draft.descriptionEn} onChange={set('descriptionEn')} rows={3} required />
      <TextAreaField label={t('webinars.descriptionEs')} {...errors.field('descriptionEs')} value={draft.descriptionEs} onChange={set('descriptionEs')} rows={3} required />
      {held ? (
        <p className="tc-hint" part="held-hint">
          {t('webinars.heldHint')}
        </p>
      ) : null}
      <TextField label={t('webinars.startsAt')} {...errors.field('startsAt')} type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} readOnly={held} required={!held} />
      <TextField
        label={t('webinars.durationMinutes')}
        {...errors.field('durationMinutes')}
        type="number"
        inputMode="numeric"
        value={draft.durationMinutes}
        onChange={set('durationMinutes')}
        readOnly={held}
        required={!held}
      />
      <TextField label={t('webinars.joinUrl')} {...errors.field('joinUrl')} type="url" value={draft.joinUrl} onChange={set('joinUrl')} maxLength={limits.url} readOnly={held} required={!held} />
      <TextField label={t('webinars.recordingUrl')} {...errors.field('recordingUrl')} type="url" hint={t('webinars.recordingHint')} value={draft.recordingUrl} onChange={set('recordingUrl')} maxLength={limits.url} />
      <FormFooter alert={errors.alert} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/**
 * One webinar: title, time, the status the server states; Edit opens the correction form, Cancel
 * webinar (only while it is scheduled) asks first. Every outcome goes to `onSettled`, which reloads
 * the list and gives this row's Edit the focus (`editRef`), with a refusal (`failure`) shown here.
 */
function WebinarItem({
  item,
  onSettled,
  onStale,
  editRef,
  failure,
}: {
  item: AdminWebinar;
  onSettled: (webinarId: string, notice: string | null, failure?: string | null) => void;
  /** Reads the list again, this row's form staying open (a change refused because the webinar ended meanwhile). */
  onStale: () => void;
  editRef?: (button: HTMLButtonElement | null) => void;
  failure: string | null;
}) {
  const { t, i18n } = useTranslation('adminContent');
  const [mode, setMode] = useState<'view' | 'edit' | 'cancel'>('view');
  const [busy, setBusy] = useState(false);
  const [focusTarget, returnFocus] = useFocusReturn();
  const back = () => {
    returnFocus();
    setMode('view');
  };
  const title = i18n.language.startsWith('es') ? item.titleEs : item.titleEn;
  // The list keeps this row while it reloads: it closes its form or question itself.
  const settle = (notice: string | null, refusal: string | null = null) => {
    onSettled(item.webinarId, notice, refusal);
    setMode('view');
    setBusy(false);
  };

  if (mode === 'edit') {
    return (
      <li part="item">
        <WebinarEditor
          heading={t('webinars.editHeading', { title })}
          submitLabel={t('common:actions.save')}
          existing={item}
          onSaved={(saved) => settle(t('webinars.saved', { title: saved.titleEn }))}
          onCancel={back}
          onStale={onStale}
        />
      </li>
    );
  }

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelWebinar(item.webinarId);
      settle(t('webinars.cancelled', { title }));
    } catch (error) {
      // Refused (it has ended meanwhile, or was cancelled elsewhere): the list shows the status the server states now.
      settle(null, userMessage(error) ?? t('webinars.loadError'));
    }
  };

  return (
    <li className="tc-admin-section__item" part="item">
      <h4>{title}</h4>
      <p className="tc-hint">
        {t('webinars.when', { date: formatDateTime(item.startsAt, i18n.language, 'long'), minutes: item.durationMinutes })}
        {item.updatedAt ? ` · ${t('webinars.updatedOn', { date: formatDate(item.updatedAt, i18n.language) })}` : ''}
        {' · '}
        <strong part={`status status-${item.status}`}>{t(`webinars.status.${item.status}`)}</strong>
      </p>
      <FormAlert message={failure} />
      {mode === 'cancel' ? (
        <ConfirmRow
          question={t('webinars.confirmCancel', { title })}
          quote={{ text: title, lang: i18n.language.startsWith('es') ? 'es' : 'en' }}
          confirmLabel={t('webinars.cancel')}
          cancelLabel={t('webinars.keep')}
          busy={busy}
          onConfirm={() => void cancel()}
          onCancel={back}
          confirmPart="confirm-cancel"
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
            aria-label={t('webinars.editLabel', { title })}
            part="button edit"
            onClick={() => setMode('edit')}
          >
            {t('webinars.edit')}
          </button>
          {item.status === 'scheduled' ? (
            <button type="button" className="tc-button tc-button--secondary" aria-label={t('webinars.cancelLabel', { title })} part="button cancel-webinar" onClick={() => setMode('cancel')}>
              {t('webinars.cancel')}
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
