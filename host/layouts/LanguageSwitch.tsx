import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, toLanguage } from '../../src/contract/languages';
import { setLanguage } from '../../src/i18n/i18n';

/** English or Spanish for the whole page, widgets included (they share the i18n instance). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={toLanguage(i18n.language)} onChange={(event) => void setLanguage(event.target.value)}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
