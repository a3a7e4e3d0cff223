import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { downloadQrCode, listInstructors } from '../../src/api/questionnaire';
import type { InstructorsResult } from '../../src/contract/questionnaire';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { session } from '../../src/session/session';
import { EmptyState } from '../../src/ui/EmptyState';
import { formatUsTime } from '../../src/ui/formatUsTime';
import { SignInPrompt } from '../../src/ui/SignInPrompt';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';

export type InstructorDetailProps = WidgetProps;

/** Instructors (spec 3: name, email, type, QR code), each with the QR code of the current session to print as PNG or SVG. */
export function InstructorDetail(_props: InstructorDetailProps) {
  const { t, i18n } = useTranslation('questionnaire');
  const headingId = useId();
  const signedIn = Boolean(session.token());
  const [saved, setSaved] = useState('');
  const { resource, reload } = useResource<InstructorsResult | null>(() => (signedIn ? listInstructors() : Promise.resolve(null)), String(signedIn));
  const save = async (sessionId: string, format: 'png' | 'svg') => {
    // download() already saves the file: saving it here again downloaded it twice.
    const { fileName } = await downloadQrCode({ sessionId, format });
    setSaved(t('instructors.downloaded', { fileName }));
  };
  return (
    <section className="tc-instructor-detail" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-instructor-detail__heading" part="heading">
        {t('instructors.heading')}
      </h2>
      {resource.status === 'loading' ? (
        <p part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-instructor-detail__error" part="error">
          <p>{userMessage(resource.error) ?? t('instructors.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : resource.data === null ? (
        <SignInPrompt message={t('instructors.signIn')} linkText={t('logIn')} />
      ) : resource.data.list.length === 0 ? (
        <EmptyState message={t('instructors.empty')} />
      ) : (
        <ul className="tc-instructor-detail__list" part="list">
          {resource.data.list.map((instructor) => (
            <li key={instructor.instructorId} className="tc-instructor-detail__card" part="instructor">
              <h3 className="tc-instructor-detail__name">{instructor.name}</h3>
              <dl className="tc-instructor-detail__facts">
                <div>
                  <dt>{t('instructors.email')}</dt>
                  <dd>
                    <a className="tc-link" href={`mailto:${instructor.email}`}>
                      {instructor.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('instructors.kind')}</dt>
                  <dd>{t(`instructorKind.${instructor.kind}`)}</dd>
                </div>
                <div>
                  <dt>{t('instructors.currentSession')}</dt>
                  <dd>
                    {instructor.currentSession
                      ? `${instructor.currentSession.questionnaireTitle} · ${instructor.currentSession.place} · ${formatUsTime(instructor.currentSession.startsAt, i18n.language)}`
                      : t('instructors.noSession')}
                  </dd>
                </div>
              </dl>
              {instructor.currentSession ? (
                <div className="tc-instructor-detail__qr" part="qr">
                  <p className="tc-instructor-detail__link">
                    {t('instructors.link')}{' '}
                    <a className="tc-link" href={instructor.currentSession.link} part="link">
                      {instructor.currentSession.link}
                    </a>
                  </p>
                  <img src={instructor.currentSession.qrImage} width={192} height={192} alt={t('instructors.qrAlt', { name: instructor.name, place: instructor.currentSession.place })} />
                  <div className="tc-instructor-detail__actions">
                    <ThrottledButton className="tc-button tc-button--secondary" part="button download-png" aria-label={t('instructors.downloadPngLabel', { name: instructor.name })} onClick={() => void save(instructor.currentSession!.sessionId, 'png').catch(() => undefined)}>
                      {t('instructors.downloadPng')}
                    </ThrottledButton>
                    <ThrottledButton className="tc-button tc-button--secondary" part="button download-svg" aria-label={t('instructors.downloadSvgLabel', { name: instructor.name })} onClick={() => void save(instructor.currentSession!.sessionId, 'svg').catch(() => undefined)}>
                      {t('instructors.downloadSvg')}
                    </ThrottledButton>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="tc-instructor-detail__saved" role="status">
        {saved}
      </p>
    </section>
  );
}
