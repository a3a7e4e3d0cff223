import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  return (
    <div className="not-found">
      <h1>{t('titles.notFound')}</h1>
      <p>{t('notFound.body', { path: pathname })}</p>
      <Link to="/home">{t('notFound.home')}</Link>
    </div>
  );
}

export { NotFoundPage as Component };
