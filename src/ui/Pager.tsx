import { useTranslation } from 'react-i18next';

export type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The CSS part of the pager (`paging` where partners were given that name for it). */
  part?: string;
};

/** Previous / next over a list the server pages; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, part = 'pager' }: PagerProps) {
  const { t } = useTranslation('documents');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="tc-pager" part={part} aria-label={t('paging.label')}>
      <button type="button" className="tc-button tc-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </button>
      <span className="tc-pager__position" aria-current="page">
        {t('paging.position', { page, pages })}
      </span>
      <button type="button" className="tc-button tc-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
