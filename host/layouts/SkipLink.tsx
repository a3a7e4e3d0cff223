import { useTranslation } from 'react-i18next';

/** First stop of the keyboard: straight past the header to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation('host');
  return (
    <a className="skip-link" href="#main">
      {t('skipLink')}
    </a>
  );
}
