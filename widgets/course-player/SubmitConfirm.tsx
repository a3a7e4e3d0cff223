import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SubmitConfirmProps = { unanswered: number; onConfirm: () => void; onCancel: () => void };

/** Asks before a submit that leaves questions unanswered; focus moves to the safe choice (keep answering). */
export function SubmitConfirm({ unanswered, onConfirm, onCancel }: SubmitConfirmProps) {
  const { t } = useTranslation('course');
  const messageId = useId();
  const keepAnswering = useRef<HTMLButtonElement>(null);
  useEffect(() => keepAnswering.current?.focus(), []);
  return (
    <div className="tc-confirm" role="alertdialog" aria-labelledby={messageId} part="confirm">
      <p id={messageId}>{t('exam.confirmUnanswered', { count: unanswered })}</p>
      <div className="tc-actions">
        <button type="button" className="tc-button" onClick={onConfirm}>
          {t('exam.submitAnyway')}
        </button>
        <button ref={keepAnswering} type="button" className="tc-button tc-button--secondary" onClick={onCancel}>
          {t('exam.keepAnswering')}
        </button>
      </div>
    </div>
  );
}
