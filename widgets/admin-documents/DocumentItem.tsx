import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { publishDocument, removeDocument, uploadDocumentFile } from '../../src/api/documentAdmin';
import type { UploadFileEntry } from '../../src/api/upload';
import type { AdminDocument, AdminDocumentOptions } from '../../src/contract/documentAdmin';
import { languages, type Language } from '../../src/contract/languages';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { formatDate } from '../../src/ui/formatDate';
import { formatFileSize } from '../../src/ui/formatFileSize';
import { GoneNotice } from '../../src/ui/GoneNotice';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { DocumentEditor } from './DocumentEditor';
import { FormAlert } from '../../src/ui/FormAlert';

/** One language's PDF: what is uploaded, and a file picker that uploads at once with its progress. */
function FileSlot({ item, language, onChanged }: { item: AdminDocument; language: Language; onChanged: (text: string) => void }) {
  const { t, i18n } = useTranslation('adminContent');
  const inputId = useId();
  const [entry, setEntry] = useState<UploadFileEntry | null>(null);
  const file = item.files[language];
  // Inside a sentence Spanish writes a language name in lower case ("en inglés"); the label form is capitalized.
  const inSentence = t(`common:languageInSentence.${language}`);
  const send = async (chosen: File | undefined) => {
    if (!chosen) return;
    const outcome = await uploadDocumentFile(item.documentId, language, chosen, setEntry);
    if (outcome.status === 'success') onChanged(t('documents.uploaded', { name: chosen.name, language: inSentence }));
  };
  return (
    <div className="tc-admin-documents__file" part="file">
      <span>
        <strong>{t(`documents.language.${language}`)}:</strong>{' '}
        {file ? t('documents.fileFacts', { name: file.fileName, count: file.pageCount, size: formatFileSize(file.fileSize, i18n.language) }) : t('documents.noFile')}
      </span>
      <input
        id={inputId}
        className="tc-admin-documents__input"
        type="file"
        accept="application/pdf,.pdf"
        disabled={entry?.status === 'uploading'}
        onChange={(event) => {
          void send(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <label className="tc-button tc-button--secondary tc-admin-documents__pick" htmlFor={inputId} part="button upload">
        {file ? t('documents.replaceFile', { language: inSentence }) : t('documents.uploadFile', { language: inSentence })}
      </label>
      {entry?.status === 'uploading' ? (
        <div className="tc-admin-section__progress" part="progress">
          <label htmlFor={`${inputId}-progress`}>{t('documents.progress', { name: entry.name, percent: entry.percentage })}</label>
          <progress id={`${inputId}-progress`} max={100} value={entry.percentage} />
        </div>
      ) : entry?.status === 'fail' ? (
        <p className="tc-alert" role="alert">
          {entry.error}
        </p>
      ) : null}
    </div>
  );
}

/** One document: texts, category, state and files; edit, upload, publish or unpublish, and delete after a confirmation. */
export function DocumentItem({ item, options, onChanged, onReload }: { item: AdminDocument; options: AdminDocumentOptions; onChanged: (text: string) => void; onReload: () => void }) {
  const { t, i18n } = useTranslation('adminContent');
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The document is missing on the server (40004): its message and the way back replace the form or buttons.
  const [gone, setGone] = useState<string | null>(null);
  const returnFocus = useRef(false);
  const back = () => {
    returnFocus.current = true;
    setMode('view');
    setFailure(null);
  };
  const titleLanguage: Language = i18n.language.startsWith('es') && item.titleEs ? 'es' : 'en';
  const title = titleLanguage === 'es' ? item.titleEs : item.titleEn;

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
        <DocumentEditor
          heading={t('documents.editHeading', { title })}
          submitLabel={t('common:actions.save')}
          options={options}
          existing={item}
          onSaved={(saved) => {
            onChanged(t('documents.saved', { title: saved.titleEn }));
            // The list keeps this item while it reloads: it closes its form itself.
            back();
          }}
          onCancel={back}
          onGone={setGone}
        />
      </li>
    );
  }

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onChanged(done);
      setMode('view');
    } catch (error) {
      if (isNotFound(error)) setGone(userMessage(error) ?? t('documents.loadError'));
      else setFailure(userMessage(error) ?? t('documents.loadError'));
    } finally {
      setBusy(false);
    }
  };
  const published = item.publishedAt !== null;

  return (
    <li className="tc-admin-section__item" part="item">
      <h4>{title}</h4>
      <p className="tc-hint">
        {item.categoryTitle} · {item.versionCodes.join(', ')} ·{' '}
        <strong part={published ? 'status status-published' : 'status status-unpublished'}>
          {published ? t('documents.publishedOn', { date: formatDate(item.publishedAt ?? '', i18n.language) }) : t('documents.unpublished')}
        </strong>
      </p>
      {languages.map((language) => (
        <FileSlot key={language} item={item} language={language} onChanged={onChanged} />
      ))}
      <FormAlert message={failure} />
      {mode === 'delete' ? (
        <ConfirmRow
          question={t('documents.confirmDelete', { title })}
          quote={{ text: title, lang: titleLanguage }}
          confirmLabel={t('documents.delete')}
          cancelLabel={t('documents.keep')}
          busy={busy}
          onConfirm={() => void act(() => removeDocument(item.documentId), t('documents.deleted', { title }))}
          onCancel={back}
          confirmPart="confirm-delete"
        />
      ) : (
        <div className="tc-actions">
          <button
            ref={(button) => {
              if (button && returnFocus.current) {
                returnFocus.current = false;
                button.focus();
              }
            }}
            type="button"
            className="tc-button tc-button--secondary"
            aria-label={t('documents.editLabel', { title })}
            part="button edit"
            onClick={() => setMode('edit')}
          >
            {t('documents.edit')}
          </button>
          <ThrottledButton
            className="tc-button tc-button--secondary"
            busy={busy}
            aria-label={t(published ? 'documents.unpublishLabel' : 'documents.publishLabel', { title })}
            part="button publish"
            onClick={() => void act(() => publishDocument(item.documentId, !published), t(published ? 'documents.unpublishedNotice' : 'documents.publishedNotice', { title }))}
          >
            {t(published ? 'documents.unpublish' : 'documents.publish')}
          </ThrottledButton>
          <button type="button" className="tc-button tc-button--secondary" aria-label={t('documents.deleteLabel', { title })} part="button delete" onClick={() => setMode('delete')}>
            {t('documents.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
