import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Root error boundary: a page that failed to load or render (e.g. a chunk gone after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('host');
  useEffect(() => {
    console.error(error);
    document.title = t('titleTemplate', { page: t('titles.error') });
  }, [error, t]);
  return (
    <main id="main" className="page error-page">
      <h1>{t('titles.error')}</h1>
      <p>{t('error.body')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <a href="/home">{t('error.home')}</a>
      </p>
    </main>
  );
}
