import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import type { SaveStatus } from './answerSaver';

/**
 * Whether the chosen answers are on the server. A failed save says so and offers to try at once;
 * a refused one shows the server's message, which says what to do next.
 */
export function SaveStatusLine({ status, refusal, onRetry }: { status: SaveStatus; refusal: unknown; onRetry: () => void }) {
  const { t } = useTranslation('course');
  if (status === 'failed' || status === 'refused') {
    return (
      <div className={status === 'refused' ? 'tc-player__error' : 'tc-player__warning'} part="notice">
        <p>{status === 'refused' ? (userMessage(refusal) ?? t('exam.saveFailed')) : t('exam.saveFailed')}</p>
        <button type="button" className="tc-button tc-button--secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  return <p className="tc-hint">{t(`exam.saveStatus.${status}`)}</p>;
}
