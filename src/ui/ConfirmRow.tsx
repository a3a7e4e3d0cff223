import { useTranslation } from 'react-i18next';
import { ThrottledButton } from './ThrottledButton';

export type ConfirmRowProps = {
  /** The question, also the group's accessible name ("Delete “x”? …"). */
  question: string;
  confirmLabel: string;
  /** The way back; "Cancel" unless given. */
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's part names besides `button` (e.g. `confirm-delete`). */
  confirmPart: string;
};

/** Asks before a one-time action, in place of the buttons that started it: the action takes the focus first. */
export function ConfirmRow({ question, confirmLabel, cancelLabel, busy, onConfirm, onCancel, confirmPart }: ConfirmRowProps) {
  const { t } = useTranslation('common');
  return (
    <div className="tc-actions" role="group" aria-label={question}>
      <span>{question}</span>
      <ThrottledButton className="tc-button" busy={busy} onClick={onConfirm} autoFocus part={`button ${confirmPart}`}>
        {confirmLabel}
      </ThrottledButton>
      <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </button>
    </div>
  );
}
