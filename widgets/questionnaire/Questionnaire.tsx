import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../src/api/apiError';
import { openQuestionnaire } from '../../src/api/questionnaire';
import { ResultCode } from '../../src/contract/codes';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { formatDate } from '../../src/ui/formatDate';
import { ResourceView } from '../../src/ui/ResourceView';
import { useResource } from '../../src/ui/useResource';
import { clearDraft, codeFromPage, loadDraft, type QuestionnaireDraft } from './draft';
import { QuestionnaireForm } from './QuestionnaireForm';

export type QuestionnaireProps = WidgetProps & {
  /** The training session's QR code value; default: the page's `?code=`. */
  code?: string;
};

// A code of no training (or of a deactivated instructor) stays so: the page offers no Try again, only the server's words.
const isUnknownCode = (error: unknown): boolean => error instanceof ApiError && error.code === ResultCode.unknownTrainingCode;

type Opened = { draft: QuestionnaireDraft | null; questionnaire: Awaited<ReturnType<typeof openQuestionnaire>> };

/**
 * The training questionnaire an attendee opens from the instructor's QR code (spec 2 `/questionnaire`,
 * issue 12): the form, then the thank-you page. The scan is recorded by the server once per browser
 * (the draft keeps its token); what was typed survives a reload.
 */
export function Questionnaire({ code: codeAttribute, emit }: QuestionnaireProps) {
  const { t, i18n } = useTranslation('questionnaire');
  const headingId = useId();
  const code = (codeAttribute || codeFromPage()).trim();
  const [submitted, setSubmitted] = useState<{ title: string } | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const { resource, reload } = useResource<Opened | null>(async () => {
    if (!code) return null;
    const draft = loadDraft(code);
    return { draft, questionnaire: await openQuestionnaire(code, draft?.scanToken) };
  }, code);

  useEffect(() => {
    if (submitted) thanksRef.current?.focus();
  }, [submitted]);

  if (submitted) {
    return (
      <section className="tc-questionnaire tc-questionnaire--thanks" part="base thanks" aria-labelledby={headingId}>
        <h2 id={headingId} className="tc-questionnaire__heading" part="heading" tabIndex={-1} ref={thanksRef}>
          {t('form.thanks.heading')}
        </h2>
        <p>{t('form.thanks.text', { title: submitted.title })}</p>
      </section>
    );
  }

  const opened = resource.status === 'ready' ? resource.data : null;
  return (
    <section className="tc-questionnaire" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-questionnaire__heading" part="heading">
        {opened ? opened.questionnaire.title : t('form.heading')}
      </h2>
      <ResourceView resource={resource} reload={reload} loadError={t('form.loadError')} isGone={isUnknownCode} notFound={null}>
        {(data) =>
          !data ? (
            <p className="tc-questionnaire__no-code" part="no-code">
              {t('form.noCode')}
            </p>
          ) : (
            <>
              <div className="tc-questionnaire__session" part="session">
                <p>{t('form.intro')}</p>
                <p>{t('form.instructor', { name: data.questionnaire.instructor.name })}</p>
                <p>
                  {t('form.place', { place: data.questionnaire.session.place })} · {formatDate(data.questionnaire.session.startsAt, i18n.language)}
                </p>
              </div>
              <QuestionnaireForm
                questionnaire={data.questionnaire}
                draft={data.draft}
                onSubmitted={(submissionId) => {
                  clearDraft(code);
                  setSubmitted({ title: data.questionnaire.title });
                  emit('tc-questionnaire-submitted', { submissionId, sessionId: data.questionnaire.session.sessionId });
                }}
              />
            </>
          )
        }
      </ResourceView>
    </section>
  );
}
