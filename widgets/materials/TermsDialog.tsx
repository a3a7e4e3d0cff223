import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialTerms } from '../../src/contract/materials';

export type TermsDialogProps = {
  terms: MaterialTerms;
  busy: boolean;
  onAgree: () => void;
  onRefuse: () => void;
};

/** The terms of use, read before any download: agree, or refuse (then nothing can be downloaded). */
export function TermsDialog({ terms, busy, onAgree, onRefuse }: TermsDialogProps) {
  const { t } = useTranslation('materials');
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The dialog asks for a decision: focus moves into it when it opens.
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div ref={dialog} className="tc-materials__terms" part="terms" role="dialog" aria-labelledby={titleId} aria-describedby={bodyId} tabIndex={-1}>
      <h3 id={titleId} className="tc-materials__terms-title">
        {terms.title}
      </h3>
      <div id={bodyId} className="tc-materials__terms-body" tabIndex={0} role="document">
        {terms.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="tc-actions">
        <button type="button" className="tc-button" part="button agree" onClick={onAgree} disabled={busy}>
          {t('terms.agree')}
        </button>
        <button type="button" className="tc-button tc-button--secondary" part="button refuse" onClick={onRefuse} disabled={busy}>
          {t('terms.refuse')}
        </button>
      </div>
    </div>
  );
}
