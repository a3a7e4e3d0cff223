import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPreferences, preferencesCall, savePreferences } from '../../src/api/home';
import { Checkbox } from '../../src/ui/Checkbox';
import { useResource } from '../../src/ui/useResource';

/** Whether notifications are also e-mailed (issue 11); the server keeps the choice and decides who gets mail. */
export function NotificationPreference() {
  const { t } = useTranslation('profile');
  const { resource, reload } = useResource(getPreferences, 'preferences', { arrived: () => preferencesCall.arrived({}) });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<boolean | null>(null);
  const checked = saved ?? (resource.status === 'ready' ? resource.data.notifyByEmail : false);

  const change = async (notifyByEmail: boolean) => {
    setSaving(true);
    try {
      setSaved((await savePreferences({ notifyByEmail })).notifyByEmail);
    } catch {
      // The client already showed the error toast; the box keeps the server's value.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="tc-profile__section" part="notifications">
      <h3 className="tc-profile__subtitle">{t('notifications.title')}</h3>
      {resource.status === 'error' ? (
        <div role="alert" className="tc-alert" part="alert">
          <p>{t('notifications.loadFailed')}</p>
          <button type="button" className="tc-button tc-button--secondary" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <Checkbox label={t('notifications.byEmail')} name="notifyByEmail" checked={checked} disabled={resource.status !== 'ready' || saving} onChange={(value) => void change(value)} />
          <p className="tc-hint" role="status">
            {saved === null ? '' : t(saved ? 'notifications.savedOn' : 'notifications.savedOff')}
          </p>
        </>
      )}
    </div>
  );
}
