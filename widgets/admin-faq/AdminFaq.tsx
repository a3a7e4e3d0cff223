import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { createFaq, deleteFaq, listAdminFaq, moveFaq, publishFaq, updateFaq } from '../../src/api/faqAdmin';
import { faqAdminLanguages, faqAdminSorts, faqAdminStatuses, type AdminFaqCategory, type AdminFaqEntry, type AdminFaqListResult } from '../../src/contract/faqAdmin';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { EmptyState } from '../../src/ui/EmptyState';
import { formatDate } from '../../src/ui/formatDate';
import { oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { Pager } from '../../src/ui/Pager';
import { ResourceView } from '../../src/ui/ResourceView';
import { SelectField } from '../../src/ui/SelectField';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { faqForm, faqFormLimits } from '../../src/validation/faqAdminForms';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { FormFooter } from '../../src/ui/FormFooter';
import { FormAlert } from '../../src/ui/FormAlert';

export type AdminFaqProps = WidgetProps & {
  /** Entries per page (the server caps it). */
  pageSize?: number;
  /** The search, filters, sort and page as an address's query (`?q=warranty&category=installation&status=draft&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

type Filters = { q: string; category: string; status: 'all' | 'published' | 'draft'; language: 'all' | 'es' | 'en'; sort: 'order' | 'question' | 'updated' };
const statuses = faqAdminStatuses;
const languages = faqAdminLanguages;
const sorts = faqAdminSorts;

/** The list's query parameters (`?q=&category=&status=&language=&sort=&page=`): anything else in an address falls back to these. */
export const faqListFields = {
  q: searchText,
  // A topic's key as the server takes it; one it does not know shows no entry.
  category: { fallback: '', valid: (value: string) => /^[a-z0-9-]{1,40}$/.test(value) },
  status: { fallback: 'all', valid: oneOf(statuses) },
  language: { fallback: 'all', valid: oneOf(languages) },
  sort: { fallback: 'order', valid: oneOf(sorts) },
} satisfies ListQueryFields;

/** Which control takes the focus once the list shows the change (`list`: its heading, after a delete). */
type FocusAfter = { faqId: string; control: 'up' | 'down' | 'edit' } | { control: 'list' } | null;

const categoryLabel = (categories: AdminFaqCategory[], key: string, spanish: boolean): string => {
  const category = categories.find((item) => item.key === key);
  return category ? (spanish ? category.labelEs : category.labelEn) : key;
};

/**
 * The FAQ section of the admin console (issue 13): write an entry in English (and Spanish), find
 * entries (search, topic, status, language, sort; the server filters and pages), order them inside
 * their topic, publish or unpublish, correct and delete. The server checks, stores and audits.
 */
export function AdminFaq({ emit, pageSize = 10, query: address }: AdminFaqProps) {
  const { t, i18n } = useTranslation('adminFaq');
  const headingId = useId();
  // The search, filters, sort and page: the page's address when it keeps them there, else this widget's own.
  const list = useListAddress(faqListFields, address, emit);
  const { page, ...applied } = list.query;
  const filters = applied as Filters;
  const filtered = Object.entries(faqListFields).some(([name, field]) => applied[name as keyof typeof applied] !== field.fallback);
  const [search, setSearch] = useState(filters.q);
  // Another search arrived (submitted, or Back to an earlier one): the field shows it.
  const [searchFor, setSearchFor] = useState(filters.q);
  if (searchFor !== filters.q) {
    setSearchFor(filters.q);
    setSearch(filters.q);
  }
  const [notice, setNotice] = useState<string | null>(null);
  const focusAfterRef = useRef<FocusAfter>(null);
  const size = pageSize > 0 ? pageSize : 10;
  // The last list stays on screen while the next loads (busy), so the focused button is not lost after a move.
  // A reload after a change that fails keeps it too (an open correction with it), with the error and Try again above.
  const { resource, reload, busy, reloadFailed } = useResource<AdminFaqListResult>(() => listAdminFaq({ ...filters, page, pageSize: size }), `${list.key}:${size}`, {
    keepWhileLoading: true,
    keepOnFailedReload: true,
  });
  const data = resource.status === 'ready' ? resource.data : null;
  const spanish = i18n.language.startsWith('es');
  const changed = (text: string, focus: FocusAfter = null) => {
    focusAfterRef.current = focus;
    setNotice(text);
    reload();
  };
  const filter = (next: Partial<Filters>) => list.search(next);
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter({ q: search.trim() });
  };
  // The topics of the last answer: the new-entry form and the filters stay through a search that fails, with what was typed.
  const [categories, setCategories] = useState<AdminFaqCategory[] | null>(null);
  if (data && data.categories !== categories) setCategories(data.categories);
  const categoryOptions = (categories ?? []).map((category) => ({ value: category.key, label: spanish ? category.labelEs : category.labelEn }));
  // A topic the address names that the server does not list: shown as chosen (by its key), so the empty list is explained.
  const filterOptions = filters.category && !(categories ?? []).some((category) => category.key === filters.category) ? [...categoryOptions, { value: filters.category, label: filters.category }] : categoryOptions;

  return (
    <section className="tc-admin-section" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-section__heading" part="heading">
        {t('heading')}
      </h2>
      <p className="tc-admin-section__notice" role="status" part="notice">
        {notice}
      </p>
      {categories ? <FaqEditor heading={t('new')} submitLabel={t('create')} categories={categoryOptions} onSaved={(saved) => changed(t('created', { question: saved.questionEn }))} /> : null}
      <section className="tc-admin-section__panel" aria-labelledby={`${headingId}-list`} part="list">
        <h3
          id={`${headingId}-list`}
          tabIndex={-1}
          ref={(heading) => {
            if (heading && focusAfterRef.current?.control === 'list') {
              focusAfterRef.current = null;
              heading.focus();
            }
          }}
        >
          {t('listHeading')}
        </h3>
        {categories ? (
          <form className="tc-filters" role="search" aria-label={t('filters.label')} onSubmit={submitSearch} part="filters">
            <TextField label={t('filters.search')} name="q" type="search" value={search} onChange={setSearch} maxLength={100} />
            <SelectField label={t('filters.category')} name="category" value={filters.category} placeholder={t('filters.allCategories')} options={filterOptions} onChange={(category) => filter({ category })} />
            <SelectField label={t('filters.status')} name="status" value={filters.status} options={statuses.map((value) => ({ value, label: t(`filters.statuses.${value}`) }))} onChange={(status) => filter({ status: status as Filters['status'] })} />
            <SelectField label={t('filters.language')} name="language" value={filters.language} options={languages.map((value) => ({ value, label: t(`filters.languages.${value}`) }))} onChange={(language) => filter({ language: language as Filters['language'] })} />
            <SelectField label={t('filters.sort')} name="sort" value={filters.sort} options={sorts.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))} onChange={(sort) => filter({ sort: sort as Filters['sort'] })} />
            <button type="submit" className="tc-button tc-button--secondary" part="button search">
              {t('filters.apply')}
            </button>
          </form>
        ) : null}
        <ResourceView resource={resource} reload={reload} reloadFailed={reloadFailed} loadError={t('loadError')}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState message={filtered ? t('noMatch') : t('empty')} />
            ) : (
              <>
                <p className="tc-hint">{t('total', { count: data.total })}</p>
                <ul className="tc-admin-section__items" aria-busy={busy || undefined}>
                  {data.list.map((item) => (
                    <FaqItem key={item.faqId} item={item} categories={data.categories} categoryOptions={categoryOptions} focusAfterRef={focusAfterRef} onChanged={changed} />
                  ))}
                </ul>
                <Pager page={page} pageSize={size} total={data.total} onPage={list.setPage} />
              </>
            )
          }
        </ResourceView>
      </section>
    </section>
  );
}

const faqFields = ['category', 'questionEn', 'answerEn', 'questionEs', 'answerEs'] as const;
type Draft = Record<(typeof faqFields)[number], string>;
const emptyDraft: Draft = { category: '', questionEn: '', answerEn: '', questionEs: '', answerEs: '' };
const draftOf = (item: AdminFaqEntry): Draft => ({ category: item.category, questionEn: item.questionEn, answerEn: item.answerEn, questionEs: item.questionEs, answerEs: item.answerEs });

/** The form of a new entry, or of a correction when `existing` is given. */
function FaqEditor({
  heading,
  submitLabel,
  categories,
  existing,
  onSaved,
  onCancel,
}: {
  heading: string;
  submitLabel: string;
  categories: { value: string; label: string }[];
  existing?: AdminFaqEntry;
  onSaved: (saved: AdminFaqEntry) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('adminFaq');
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(existing ? draftOf(existing) : emptyDraft);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(faqFields);
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = faqForm.safeParse(draft);
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const saved = existing ? await updateFaq(existing.faqId, parsed.data) : await createFaq(parsed.data);
      errors.clear();
      if (!existing) setDraft(emptyDraft);
      onSaved(saved);
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const limits = faqFormLimits;
  return (
    <form className="tc-form tc-admin-section__panel" noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
      <h3 id={headingId}>{heading}</h3>
      <SelectField label={t('category')} {...errors.field('category')} value={draft.category} placeholder={t('choose')} options={categories} onChange={set('category')} required />
      <TextField label={t('questionEn')} {...errors.field('questionEn')} value={draft.questionEn} onChange={set('questionEn')} maxLength={limits.question} required />
      <TextAreaField label={t('answerEn')} {...errors.field('answerEn')} value={draft.answerEn} onChange={set('answerEn')} rows={4} required />
      <TextField label={t('questionEs')} {...errors.field('questionEs')} hint={t('spanishHint')} value={draft.questionEs} onChange={set('questionEs')} maxLength={limits.question} />
      <TextAreaField label={t('answerEs')} {...errors.field('answerEs')} value={draft.answerEs} onChange={set('answerEs')} rows={4} />
      <FormFooter alert={errors.alert} submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** One entry: its question, topic, place and state; move, edit, publish and delete (after a confirmation). */
function FaqItem({
  item,
  categories,
  categoryOptions,
  focusAfterRef,
  onChanged,
}: {
  item: AdminFaqEntry;
  categories: AdminFaqCategory[];
  categoryOptions: { value: string; label: string }[];
  focusAfterRef: { current: FocusAfter };
  onChanged: (text: string, focus?: FocusAfter) => void;
}) {
  const { t, i18n } = useTranslation('adminFaq');
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const spanish = i18n.language.startsWith('es');
  const question = spanish && item.questionEs ? item.questionEs : item.questionEn;
  const topic = categoryLabel(categories, item.category, spanish);
  const back = () => {
    focusAfterRef.current = { faqId: item.faqId, control: 'edit' };
    setMode('view');
    setFailure(null);
  };
  // Focuses the control named in focusAfterRef once it is on screen (after a move, an edit or a cancelled confirmation).
  const focusIf = (control: 'up' | 'down' | 'edit') => (element: HTMLButtonElement | null) => {
    const wanted = focusAfterRef.current;
    if (!element || !wanted || wanted.control === 'list' || wanted.faqId !== item.faqId) return;
    const target = wanted.control === 'edit' ? 'edit' : wanted.control === 'up' ? (item.first ? 'down' : 'up') : item.last ? 'up' : 'down';
    if (target !== control) return;
    focusAfterRef.current = null;
    element.focus();
  };

  if (mode === 'edit') {
    return (
      <li part="item">
        <FaqEditor
          heading={t('editHeading', { question })}
          submitLabel={t('common:actions.save')}
          categories={categoryOptions}
          existing={item}
          onSaved={(saved) => {
            setMode('view');
            onChanged(t('saved', { question: saved.questionEn }), { faqId: saved.faqId, control: 'edit' });
          }}
          onCancel={back}
        />
      </li>
    );
  }

  const act = async (action: () => Promise<unknown>, done: string, focus: FocusAfter = null) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setBusy(false);
      onChanged(done, focus);
    } catch (error) {
      setFailure(userMessage(error) ?? t('actionError'));
      setBusy(false);
    }
  };
  const move = (direction: 'up' | 'down') =>
    void act(() => moveFaq(item.faqId, direction), t(direction === 'up' ? 'movedUp' : 'movedDown', { question, place: item.place + (direction === 'up' ? -1 : 1), topic }), { faqId: item.faqId, control: direction });

  return (
    <li className="tc-admin-section__item" part="item">
      <h4>{question}</h4>
      <p className="tc-admin-faq__answer">{spanish && item.answerEs ? item.answerEs : item.answerEn}</p>
      <p className="tc-hint">
        {t('placeIn', { place: item.place, topic })}
        {' · '}
        {item.questionEs ? t('hasSpanish') : t('noSpanish')}
        {item.updatedAt ? ` · ${t('updatedOn', { date: formatDate(item.updatedAt, i18n.language) })}` : ''}
        {' · '}
        <strong part={`status status-${item.published ? 'published' : 'draft'}`}>{item.published ? t('published') : t('draft')}</strong>
      </p>
      <FormAlert message={failure} />
      {mode === 'delete' ? (
        <ConfirmRow
          question={t('confirmDelete', { question })}
          quote={{ text: question, lang: spanish && item.questionEs ? 'es' : 'en' }}
          confirmLabel={t('delete')}
          cancelLabel={t('keep')}
          busy={busy}
          onConfirm={() => void act(() => deleteFaq(item.faqId), t('deleted', { question }), { control: 'list' })}
          onCancel={back}
          confirmPart="confirm-delete"
        />
      ) : (
        <div className="tc-actions">
          <button ref={focusIf('up')} type="button" className="tc-button tc-button--secondary" disabled={item.first || busy} aria-label={t('moveUpLabel', { question })} part="button move-up" onClick={() => move('up')}>
            {t('moveUp')}
          </button>
          <button ref={focusIf('down')} type="button" className="tc-button tc-button--secondary" disabled={item.last || busy} aria-label={t('moveDownLabel', { question })} part="button move-down" onClick={() => move('down')}>
            {t('moveDown')}
          </button>
          <button ref={focusIf('edit')} type="button" className="tc-button tc-button--secondary" aria-label={t('editLabel', { question })} part="button edit" onClick={() => setMode('edit')}>
            {t('edit')}
          </button>
          <ThrottledButton
            className="tc-button tc-button--secondary"
            busy={busy}
            aria-label={t(item.published ? 'unpublishLabel' : 'publishLabel', { question })}
            part={item.published ? 'button unpublish' : 'button publish'}
            onClick={() => void act(() => publishFaq(item.faqId, !item.published), t(item.published ? 'unpublishedNotice' : 'publishedNotice', { question }), { faqId: item.faqId, control: 'edit' })}
          >
            {item.published ? t('unpublish') : t('publish')}
          </ThrottledButton>
          <button type="button" className="tc-button tc-button--secondary" aria-label={t('deleteLabel', { question })} part="button delete" onClick={() => setMode('delete')}>
            {t('delete')}
          </button>
        </div>
      )}
    </li>
  );
}
