import { useEffect, useRef } from 'react';
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
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const used = useRef<'previous' | 'next' | null>(null);
  // Next on the last page (Previous on the first) turns disabled under the focus, which falls to the page: the other button takes it.
  useEffect(() => {
    const button = used.current;
    used.current = null;
    if (button === 'next' && page >= pages) previousButton.current?.focus();
    if (button === 'previous' && page <= 1) nextButton.current?.focus();
  }, [page, pages]);
  if (pages <= 1) return null;
  const go = (button: 'previous' | 'next') => {
    used.current = button;
    onPage(button === 'next' ? page + 1 : page - 1);
  };
  return (
    <nav className="tc-pager" part={part} aria-label={t('paging.label')}>
      <button ref={previousButton} type="button" className="tc-button tc-button--secondary" disabled={page <= 1} onClick={() => go('previous')}>
        {t('paging.previous')}
      </button>
      <span className="tc-pager__position" aria-current="page">
        {t('paging.position', { page, pages })}
      </span>
      <button ref={nextButton} type="button" className="tc-button tc-button--secondary" disabled={page >= pages} onClick={() => go('next')}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
