import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NextStep } from '../../src/contract/course';
import { CertificateNotice } from './CertificateNotice';
import { formatDateTime } from '../../src/ui/formatDateTime';

export type NextStepActions = {
  onLesson: (lessonId: string) => void;
  onExam: (examId: string, lessonId?: string) => void;
};

/**
 * The next step the server decided (retake, repeat the lesson, next lesson, its test, the final
 * test, a wait, the certificate), in words and as a button; `children` adds more ways (back to the course).
 */
export function NextSteps({ step, certificateUrl, actions, children }: { step: NextStep; certificateUrl: string; actions: NextStepActions; children?: ReactNode }) {
  const { t, i18n } = useTranslation('course');
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="tc-button" onClick={onClick}>
      {label}
    </button>
  );
  const says = (): { text: string | null; action: ReactNode } => {
    switch (step.kind) {
      case 'retake':
        return { text: t('next.retake', { count: step.attemptsLeft }), action: button(t('next.retakeButton'), () => actions.onExam(step.examId)) };
      case 'repeatLesson':
        return { text: t('next.repeatLesson', { title: step.title }), action: button(t('next.repeatLessonButton'), () => actions.onLesson(step.lessonId)) };
      case 'nextLesson':
        return { text: null, action: button(t('next.nextLesson', { title: step.title }), () => actions.onLesson(step.lessonId)) };
      case 'takeTest':
        return { text: t('next.takeTest', { title: step.title }), action: button(t('startAssessment'), () => actions.onExam(step.examId, step.lessonId)) };
      case 'finalExam':
        return { text: t('next.finalExam'), action: button(t('next.finalExamButton'), () => actions.onExam(step.examId)) };
      case 'wait':
        return { text: t('next.wait', { availableAt: formatDateTime(step.availableAt, i18n.language) }), action: null };
      case 'certificate':
        return { text: null, action: null };
      case 'course':
        return { text: t('next.course'), action: null };
    }
  };
  const { text, action } = says();
  return (
    <section className="tc-next" part="next-steps">
      <h3>{t('next.heading')}</h3>
      {step.kind === 'certificate' ? <CertificateNotice certificateId={step.certificateId} certificateUrl={certificateUrl} /> : null}
      {text ? <p>{text}</p> : null}
      {action || children ? (
        <div className="tc-actions">
          {action}
          {children}
        </div>
      ) : null}
    </section>
  );
}
