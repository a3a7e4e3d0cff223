import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The final comprehensive test of a course: locked (with its reason) until every lesson test is
 * passed. When the next step above already offers it, no second button says the same: the text points there.
 */
export function FinalExamEntry({ locked, passed, offeredAbove, onStart }: { locked: boolean; passed: boolean; offeredAbove: boolean; onStart: () => void }) {
  const { t } = useTranslation('course');
  const reasonId = useId();
  return (
    <section className="tc-final" part="final-exam">
      <h3>{t('detail.finalHeading')}</h3>
      <p id={reasonId}>{passed ? t('detail.finalPassed') : locked ? t('detail.finalLocked') : offeredAbove ? t('detail.finalOfferedAbove') : t('detail.finalOpen')}</p>
      {passed || offeredAbove ? null : (
        <button
          type="button"
          className="tc-button"
          aria-disabled={locked || undefined}
          aria-describedby={locked ? reasonId : undefined}
          onClick={locked ? undefined : onStart}
        >
          {t('detail.finalStart')}
        </button>
      )}
    </section>
  );
}
