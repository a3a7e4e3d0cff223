import { useTranslation } from 'react-i18next';

/** The placeholder of a view whose data is on its way; the page-wide indicator announces it. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className="tc-player__loading" aria-busy="true">
      {t('loading')}
    </p>
  );
}
