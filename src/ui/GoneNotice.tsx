import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type GoneNoticeProps = {
  /** The server's words for what is missing (40004), e.g. "This notice does not exist." */
  message: string;
  /** The way back: reload the list the missing thing was shown in. */
  onBack: () => void;
  /** "Back to the list" unless given. */
  backLabel?: string;
};

/**
 * What an action found gone (40004): the server's message and the way back, in place of the form or
 * question that asked. Asking again cannot help, so there is no Try again; the way back takes the
 * focus, since the button that was pressed is gone.
 */
export function GoneNotice({ message, onBack, backLabel }: GoneNoticeProps) {
  const { t } = useTranslation('common');
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="tc-actions" part="error not-found">
      <p className="tc-alert" role="alert">
        {message}
      </p>
      <button ref={back} type="button" className="tc-button tc-button--secondary" part="button back" onClick={onBack}>
        {backLabel ?? t('actions.backToList')}
      </button>
    </div>
  );
}
