import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo and product name, linking home. */
export function Brand() {
  const { t } = useTranslation('host');
  return (
    <Link to="/home" className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="6" y="5" width="20" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <rect x="12" y="2" width="8" height="4" rx="1" fill="currentColor" />
        <path d="M17 10l-5 8h4l-1 6 5-8h-4z" fill="currentColor" />
      </svg>
      <span className="brand__name">{t('brand')}</span>
    </Link>
  );
}
