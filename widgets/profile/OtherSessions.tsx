import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endOtherSessions } from '../../src/api/auth';
import { ThrottledButton } from '../../src/ui/ThrottledButton';

/** "Sign out everywhere else": the server ends every session of the user but this one and says how many. */
export function OtherSessions() {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);

  const endOthers = async () => {
    if (busy) return;
    setBusy(true);
    setEnded(null);
    try {
      setEnded((await endOtherSessions()).sessionsEnded);
    } catch {
      // The client already showed the server's message as an error toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tc-profile__section" part="sessions">
      <h3 className="tc-profile__subtitle">{t('sessions.title')}</h3>
      <p className="tc-hint">{t('sessions.hint')}</p>
      <ThrottledButton className="tc-button tc-button--secondary" busy={busy} onClick={() => void endOthers()}>
        {t('sessions.action')}
      </ThrottledButton>
      <p className="tc-hint" role="status">
        {ended === null ? '' : ended === 0 ? t('sessions.noneEnded') : t('sessions.ended', { count: ended })}
      </p>
    </div>
  );
}
