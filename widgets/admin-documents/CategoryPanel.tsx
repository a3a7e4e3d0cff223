import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { createCategory, removeCategory, renameCategory } from '../../src/api/documentAdmin';
import type { AdminDocumentCategory } from '../../src/contract/documentAdmin';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { GoneNotice } from '../../src/ui/GoneNotice';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { documentCategoryForm, documentFormLimits } from '../../src/validation/documentAdminForms';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['titleEn', 'titleEs'] as const;

/** A category's names: a new one, or a rename of `existing` (`onGone` when the server no longer has it, 40004). */
function CategoryForm({
  existing,
  onSaved,
  onCancel,
  onGone,
}: {
  existing?: AdminDocumentCategory;
  onSaved: (text: string) => void;
  onCancel?: () => void;
  onGone?: (message: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  const headingId = useId();
  const [draft, setDraft] = useState({ titleEn: existing?.titleEn ?? '', titleEs: existing?.titleEs ?? '' });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(fields);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = documentCategoryForm.safeParse(draft);
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const saved = existing ? await renameCategory(existing.categoryId, parsed.data) : await createCategory(parsed.data);
      errors.clear();
      if (!existing) setDraft({ titleEn: '', titleEs: '' });
      onSaved(t(existing ? 'documents.categoryRenamed' : 'documents.categoryCreated', { title: saved.titleEn }));
    } catch (error) {
      if (onGone && isNotFound(error)) onGone(userMessage(error) ?? t('documents.loadError'));
      else errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="tc-form" noValidate onSubmit={submit} aria-labelledby={headingId} part="category-form">
      <h4 id={headingId}>{existing ? t('documents.renameHeading', { title: existing.titleEn }) : t('documents.newCategory')}</h4>
      <TextField label={t('documents.categoryEn')} {...errors.field('titleEn')} value={draft.titleEn} onChange={(titleEn) => setDraft((d) => ({ ...d, titleEn }))} maxLength={documentFormLimits.title} required />
      <TextField label={t('documents.categoryEs')} {...errors.field('titleEs')} value={draft.titleEs} onChange={(titleEs) => setDraft((d) => ({ ...d, titleEs }))} maxLength={documentFormLimits.title} />
      <FormAlert message={errors.alert} />
      <div className="tc-actions">
        <ThrottledButton type="submit" className="tc-button" busy={busy} part="button save-category">
          {existing ? t('common:actions.save') : t('documents.createCategory')}
        </ThrottledButton>
        {onCancel ? (
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
            {t('common:actions.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The categories: create, rename, and delete after a confirmation (the server refuses one that still holds documents). */
export function CategoryPanel({ categories, onChanged, onReload }: { categories: AdminDocumentCategory[]; onChanged: (text: string) => void; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const headingId = useId();
  return (
    <section className="tc-admin-section__panel" aria-labelledby={headingId} part="categories">
      <h3 id={headingId}>{t('documents.categoriesHeading')}</h3>
      <ul className="tc-admin-documents__categories">
        {categories.map((category) => (
          <CategoryItem key={category.categoryId} category={category} onChanged={onChanged} onReload={onReload} />
        ))}
      </ul>
      <CategoryForm onSaved={onChanged} />
    </section>
  );
}

/** One category: its names and count; Rename opens its form in place, Delete asks first. */
function CategoryItem({ category, onChanged, onReload }: { category: AdminDocumentCategory; onChanged: (text: string) => void; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Another admin deleted the category (40004): its message and the way back replace the form or question.
  const [gone, setGone] = useState<string | null>(null);
  const [focusTarget, returnFocus] = useFocusReturn();
  const back = () => {
    returnFocus();
    setMode('view');
  };
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await removeCategory(category.categoryId);
      onChanged(t('documents.categoryDeleted', { title: category.titleEn }));
      // The panel stays while the list reloads: it leaves the question itself.
      setMode('view');
    } catch (error) {
      if (isNotFound(error)) setGone(userMessage(error) ?? t('documents.loadError'));
      else {
        setFailure(userMessage(error) ?? t('documents.loadError'));
        back();
      }
    } finally {
      setBusy(false);
    }
  };
  if (gone !== null) {
    return (
      <li part="category">
        <GoneNotice
          message={gone}
          onBack={() => {
            setGone(null);
            setMode('view');
            onReload();
          }}
        />
      </li>
    );
  }
  if (mode === 'rename') {
    return (
      <li part="category">
        <CategoryForm
          existing={category}
          onSaved={(text) => {
            setMode('view');
            onChanged(text);
          }}
          onCancel={back}
          onGone={setGone}
        />
      </li>
    );
  }
  return (
    <li part="category">
      <span>
        {category.titleEn}
        {category.titleEs ? ` / ${category.titleEs}` : ''} · {t('documents.documentCount', { count: category.documentCount })}
      </span>
      {mode === 'delete' ? (
        <ConfirmRow
          question={t('documents.confirmDeleteCategory', { title: category.titleEn })}
          quote={{ text: category.titleEn, lang: 'en' }}
          confirmLabel={t('documents.delete')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={back}
          confirmPart="confirm-delete-category"
        />
      ) : (
        <>
          <button type="button" className="tc-button tc-button--secondary" aria-label={t('documents.renameLabel', { title: category.titleEn })} part="button rename" onClick={() => setMode('rename')}>
            {t('documents.rename')}
          </button>
          <button
            ref={focusTarget}
            type="button"
            className="tc-button tc-button--secondary"
            aria-label={t('documents.deleteCategoryLabel', { title: category.titleEn })}
            part="button delete-category"
            onClick={() => setMode('delete')}
          >
            {t('documents.delete')}
          </button>
        </>
      )}
      <FormAlert message={failure} />
    </li>
  );
}
