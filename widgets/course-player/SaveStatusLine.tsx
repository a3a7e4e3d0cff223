import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './answerSaver';

/** Whether the chosen answers are on the server; a failed save says so and offers to try again at once. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useTranslation('course');
  if (status === 'failed') {
    return (
      <div className="tc-player__warning" part="notice">
        <p>{t('exam.saveFailed')}</p>
        <button type="button" className="tc-button tc-button--secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  return <p className="tc-hint">{t(`exam.saveStatus.${status}`)}</p>;
}
