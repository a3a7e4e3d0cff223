import { useTranslation } from 'react-i18next';
import { formatDateTime } from './formatDateTime';
import { CertificateNotice } from './CertificateNotice';
import type { NextStep } from './nextStep';

export type NextStepActions = {
  onNextLesson: (lessonId: string) => void;
  onFinalExam: (examId: string) => void;
  onRetake: () => void;
  onRepeatLesson: (lessonId: string) => void;
  onCourse: () => void;
};

/** The way forward after a result, and always the way back to the course. */
export function NextSteps({ step, certificateUrl, actions }: { step: NextStep; certificateUrl: string; actions: NextStepActions }) {
  const { t, i18n } = useTranslation('course');
  return (
    <section className="tc-next" part="next-steps">
      <h3>{t('result.nextHeading')}</h3>
      {step.kind === 'certificate' ? <CertificateNotice certificateId={step.certificateId} certificateUrl={certificateUrl} /> : null}
      {step.kind === 'repeatLesson' ? <p>{t('result.repeatExplained')}</p> : null}
      {step.kind === 'wait' ? (
        <p>{t('exam.reason.waiting_period', { availableAt: step.availableAt ? formatDateTime(step.availableAt, i18n.language) : t('exam.later') })}</p>
      ) : null}
      <div className="tc-actions">
        {step.kind === 'nextLesson' ? (
          <button type="button" className="tc-button" onClick={() => actions.onNextLesson(step.lessonId)}>
            {t('result.nextLesson', { title: step.title })}
          </button>
        ) : null}
        {step.kind === 'finalExam' ? (
          <button type="button" className="tc-button" onClick={() => actions.onFinalExam(step.examId)}>
            {t('result.finalExam')}
          </button>
        ) : null}
        {step.kind === 'retake' ? (
          <button type="button" className="tc-button" onClick={actions.onRetake}>
            {t('result.retake')}
          </button>
        ) : null}
        {step.kind === 'repeatLesson' ? (
          <button type="button" className="tc-button" onClick={() => actions.onRepeatLesson(step.lessonId)}>
            {t('result.repeatLesson')}
          </button>
        ) : null}
        <button type="button" className="tc-button tc-button--secondary" onClick={actions.onCourse}>
          {t('back.course')}
        </button>
      </div>
    </section>
  );
}
