import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';

/**
 * Where the user acts, the reason a call failed: the server's message says what to do next (it was
 * also toasted); other failures get a generic text. `onRetry` adds a retry button.
 */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('course');
  return (
    <div className="tc-player__error" part="error">
      <p>{userMessage(error) ?? t('errors.load')}</p>
      {onRetry ? (
        <button type="button" className="tc-button tc-button--secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
