import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { resolveApiUrl } from '../../src/api/config';
import { downloadDocument, getDocumentDetail } from '../../src/api/document';
import type { Language } from '../../src/contract/languages';
import { AppLink } from '../../src/ui/AppLink';
import { formatFileSize } from '../../src/ui/formatFileSize';
import { formatDate } from '../../src/ui/formatDate';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';

export type DocumentDetailViewProps = { documentId: string; indexUrl: string };

/** /document/detail: the document's facts, its PDF inline (signed address, no header needed) and Download. */
export function DocumentDetailView({ documentId, indexUrl }: DocumentDetailViewProps) {
  const { t, i18n } = useTranslation('documents');
  const headingId = useId();
  const [language, setLanguage] = useState<Language | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { resource, reload } = useResource(
    () => (documentId ? getDocumentDetail(documentId, language) : Promise.reject(new Error('no document id'))),
    `${documentId}|${language ?? ''}`,
    { language: i18n.language },
  );

  const back = (
    <AppLink href={indexUrl} part="back">
      {t('detail.back')}
    </AppLink>
  );
  if (!documentId) {
    return (
      <section className="tc-documents" part="base">
        <p className="tc-block__error" part="error">
          {t('detail.missingId')}
        </p>
        {back}
      </section>
    );
  }
  if (resource.status === 'loading') {
    return (
      <section className="tc-documents" part="base" aria-busy="true">
        <p className="tc-block__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      </section>
    );
  }
  if (resource.status === 'error') {
    // Asking again for a document the server does not know cannot help: the Back link below stays.
    const gone = isNotFound(resource.error);
    return (
      <section className="tc-documents" part="base">
        <div className="tc-block__error" part={gone ? 'error not-found' : 'error'}>
          <p>{userMessage(resource.error) ?? t('detail.loadError')}</p>
          {gone ? null : (
            <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
              {t('common:actions.retry')}
            </button>
          )}
        </div>
        {back}
      </section>
    );
  }
  const document = resource.data;
  const save = async () => {
    setBusy(true);
    try {
      setSaved((await downloadDocument(document.documentId, document.language)).fileName);
    } catch {
      // The client toasted why.
    } finally {
      setBusy(false);
    }
  };
  const others = document.languages.filter((code) => code !== document.language);
  return (
    <article className="tc-documents tc-documents--detail" part="base" aria-labelledby={headingId}>
      {back}
      <h2 id={headingId} className="tc-documents__heading" part="heading" lang={document.language}>
        {document.title}
      </h2>
      <p className="tc-documents__lead" lang={document.language}>
        {document.description}
      </p>
      <dl className="tc-documents__facts" aria-label={t('detail.meta')}>
        <dt>{t('detail.category')}</dt>
        <dd>{document.categoryTitle}</dd>
        <dt>{t('detail.language')}</dt>
        <dd>{t(`languageName.${document.language}`)}</dd>
        <dt>{t('detail.pages')}</dt>
        <dd>{document.pageCount}</dd>
        <dt>{t('detail.size')}</dt>
        <dd>{formatFileSize(document.fileSize, i18n.language)}</dd>
        <dt>{t('detail.published')}</dt>
        <dd>{formatDate(document.publishedAt, i18n.language)}</dd>
      </dl>
      <div className="tc-documents__actions">
        <ThrottledButton className="tc-button" part="button download" busy={busy} onClick={() => void save()} aria-label={t('list.downloadLabel', { title: document.title })}>
          {t('list.download')}
        </ThrottledButton>
        {others.length > 0 ? (
          <span className="tc-documents__languages">
            {others.map((code) => (
              // The visible text is the name, all in the page's language ("Show in Spanish"), so a spoken command says what it sees and no lang is needed.
              <button key={code} type="button" className="tc-button tc-button--secondary" onClick={() => setLanguage(code)}>
                {t('detail.showIn', { language: t(`common:languageInSentence.${code}`) })}
              </button>
            ))}
          </span>
        ) : null}
      </div>
      <p className="tc-documents__saved" role="status">
        {saved ? t('list.downloaded', { fileName: saved }) : ''}
      </p>
      <iframe className="tc-documents__preview" part="preview" src={resolveApiUrl(document.previewUrl)} title={t('detail.previewTitle', { title: document.title })} />
      <p className="tc-documents__hint">{t('detail.previewFallback')}</p>
    </article>
  );
}
