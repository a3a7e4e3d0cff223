import { useTranslation } from 'react-i18next';
import { ThrottledButton } from './ThrottledButton';
import { FormAlert } from './FormAlert';

export type FormFooterProps = {
  /** The form's refusal (the server's message or a summary of invalid fields), announced. */
  alert?: string | null;
  submitLabel: string;
  busy: boolean;
  /** Shows a Cancel button when given (a correction form closing). */
  onCancel?: () => void;
  /** The submit button's part name besides `button`. */
  submitPart?: string;
};

/** A form's last lines: its alert, the submit button (throttled, busy while sending) and Cancel. */
export function FormFooter({ alert, submitLabel, busy, onCancel, submitPart = 'save' }: FormFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <FormAlert message={alert} />
      <div className="tc-actions">
        <ThrottledButton type="submit" className="tc-button" busy={busy} part={`button ${submitPart}`}>
          {submitLabel}
        </ThrottledButton>
        {onCancel ? (
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
