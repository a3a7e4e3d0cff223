import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../src/api/document';
import type { DocumentSummary } from '../../src/contract/document';
import type { Language } from '../../src/contract/languages';
import { fillUrlTemplate } from '../../src/elements/portalLinks';
import { AppLink } from '../../src/ui/AppLink';
import { formatFileSize } from '../../src/ui/formatFileSize';
import { formatDate } from '../../src/ui/formatDate';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { ThrottledButton } from '../../src/ui/ThrottledButton';

export type DocumentTableProps = {
  documents: DocumentSummary[];
  detailUrl: string;
  showCategory: boolean;
  /** The language the list was asked in: a document in another one is an English fallback. */
  requestedLanguage: Language;
};

/** One page of documents: the title links to the detail, Download saves the PDF under the server's name. */
export function DocumentTable({ documents, detailUrl, showCategory, requestedLanguage }: DocumentTableProps) {
  const { t, i18n } = useTranslation('documents');
  const [busy, setBusy] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = async (document: DocumentSummary) => {
    setBusy(document.documentId);
    try {
      setSaved((await downloadDocument(document.documentId, document.language)).fileName);
    } catch {
      // The client toasted why.
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ScrollRegion label={t('list.caption')} part="table" cards>
        <table className="tc-table">
          <caption className="tc-visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.column.title')}</th>
              {showCategory ? <th scope="col">{t('list.column.category')}</th> : null}
              <th scope="col">{t('list.column.language')}</th>
              <th scope="col">{t('list.column.size')}</th>
              <th scope="col">{t('list.column.published')}</th>
              <th scope="col">{t('list.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.documentId} part="row">
                <th scope="row" className="tc-documents__title-cell">
                  <AppLink href={fillUrlTemplate(detailUrl, { documentId: document.documentId })} lang={document.language}>
                    {document.title}
                  </AppLink>
                  <span className="tc-documents__description" lang={document.language}>
                    {document.description}
                  </span>
                </th>
                {showCategory ? <td data-label={t('list.column.category')}>{document.categoryTitle}</td> : null}
                <td data-label={t('list.column.language')}>
                  {t(`languageName.${document.language}`)}
                  {document.language !== requestedLanguage ? <span className="tc-documents__note">{t('list.fallbackNote')}</span> : null}
                </td>
                <td data-label={t('list.column.size')}>
                  {formatFileSize(document.fileSize, i18n.language)}
                  <span className="tc-documents__note">{t('list.pages', { count: document.pageCount })}</span>
                </td>
                <td data-label={t('list.column.published')}>{formatDate(document.publishedAt, i18n.language)}</td>
                <td>
                  <ThrottledButton
                    className="tc-button tc-button--secondary"
                    part="button download"
                    aria-label={t('list.downloadLabel', { title: document.title })}
                    busy={busy === document.documentId}
                    onClick={() => void save(document)}
                  >
                    {t('list.download')}
                  </ThrottledButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="tc-documents__saved" role="status">
        {saved ? t('list.downloaded', { fileName: saved }) : ''}
      </p>
    </>
  );
}
