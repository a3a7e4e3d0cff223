import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { PlayerLink } from './PlayerLink';

/** The way back a view offers when what it shows does not exist: the course list, or the course it belongs to. */
export type ListLink = { href: string; label: string; onFollow: () => void };

/**
 * Where the user acts, the reason a call failed: the server's message says what to do next (it was
 * also toasted, spec 8); other failures get a generic text. `onRetry`
 * adds a retry button, except for a not-found given `listLink`: asking again cannot help, the list can.
 */
export function ErrorNotice({ error, onRetry, listLink }: { error: unknown; onRetry?: () => void; listLink?: ListLink }) {
  const { t } = useTranslation('course');
  const gone = listLink !== undefined && isNotFound(error);
  return (
    <div className="tc-player__error" part={gone ? 'error not-found' : 'error'}>
      <p>{userMessage(error) ?? t('errors.load')}</p>
      {gone ? (
        <PlayerLink href={listLink.href} onFollow={listLink.onFollow}>
          {listLink.label}
        </PlayerLink>
      ) : onRetry ? (
        <button type="button" className="tc-button tc-button--secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
