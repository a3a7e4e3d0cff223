import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPreferences, preferencesCall, savePreferences } from '../../src/api/home';
import type { UserPreferences, UserPreferencesChange } from '../../src/contract/auth';
import { languages, type Language } from '../../src/contract/languages';
import { Checkbox } from '../../src/ui/Checkbox';
import { SelectField } from '../../src/ui/SelectField';
import { useResource } from '../../src/ui/useResource';

/** Which preference the last save changed, for the status line under it. */
type Saved = { preferences: UserPreferences; changed: keyof UserPreferences };

/**
 * The account's preferences, loaded once: whether notifications are also e-mailed (issue 11), and the
 * language of its e-mails and certificate PDFs (the page's own language is the header's switch). The
 * server keeps each choice and decides who gets which mail.
 */
export function Preferences() {
  const { t } = useTranslation('profile');
  const { resource, reload } = useResource(getPreferences, 'preferences', { arrived: () => preferencesCall.arrived({}) });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const current = saved?.preferences ?? (resource.status === 'ready' ? resource.data : null);

  const change = async (next: UserPreferencesChange, changed: keyof UserPreferences) => {
    setSaving(true);
    try {
      setSaved({ preferences: await savePreferences(next), changed });
    } catch {
      // The client already showed the error toast; the control keeps the server's value.
    } finally {
      setSaving(false);
    }
  };
  const disabled = current === null || saving;

  if (resource.status === 'error')
    return (
      <div className="tc-profile__section" part="notifications">
        <h3 className="tc-profile__subtitle">{t('notifications.title')}</h3>
        <div role="alert" className="tc-alert" part="alert">
          <p>{t('notifications.loadFailed')}</p>
          <button type="button" className="tc-button tc-button--secondary" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      </div>
    );
  return (
    <>
      <div className="tc-profile__section" part="notifications">
        <h3 className="tc-profile__subtitle">{t('notifications.title')}</h3>
        <Checkbox label={t('notifications.byEmail')} name="notifyByEmail" checked={current?.notifyByEmail ?? false} disabled={disabled} onChange={(value) => void change({ notifyByEmail: value }, 'notifyByEmail')} />
        <p className="tc-hint" role="status">
          {saved?.changed === 'notifyByEmail' ? t(saved.preferences.notifyByEmail ? 'notifications.savedOn' : 'notifications.savedOff') : ''}
        </p>
      </div>
      <div className="tc-profile__section" part="language">
        <h3 className="tc-profile__subtitle">{t('language.title')}</h3>
        <p className="tc-hint">{t('language.hint')}</p>
        <SelectField
          label={t('language.label')}
          name="language"
          value={current?.language ?? ''}
          disabled={disabled}
          options={languages.map((language) => ({ value: language, label: t(`common:language.${language}`), lang: language }))}
          onChange={(value) => void change({ language: value as Language }, 'language')}
        />
        <p className="tc-hint" role="status">
          {saved?.changed === 'language' ? t('language.saved', { language: t(`common:languageInSentence.${saved.preferences.language}`) }) : ''}
        </p>
      </div>
    </>
  );
}
