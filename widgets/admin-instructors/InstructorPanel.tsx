import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { deactivateInstructor, reactivateInstructor, regenerateInstructorQr } from '../../src/api/instructorAdmin';
import { downloadQrCode } from '../../src/api/questionnaire';
import type { AdminInstructor } from '../../src/contract/questionnaire';
import { formatDate } from '../../src/ui/formatDate';
import { printImage } from '../../src/ui/printImage';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { InstructorForm } from '../../src/ui/InstructorForm';
import { FormAlert } from '../../src/ui/FormAlert';

type Mode = 'view' | 'edit' | 'confirmDeactivate' | 'confirmRegenerate';

/** One instructor: the QR code of the current session (show, download, print, regenerate), correction, deactivation. */
export function InstructorPanel({
  instructor,
  onChanged,
  onNotice,
  onClose,
}: {
  instructor: AdminInstructor;
  /** After a change: announce it and reload the list. */
  onChanged: (text: string) => void;
  /** Announce only (a download changes nothing). */
  onNotice: (text: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('adminContent');
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const returnFocus = useRef(false);
  const session = instructor.currentSession;
  const name = instructor.name;

  const back = () => {
    returnFocus.current = true;
    setMode('view');
  };
  const act = async (action: () => Promise<unknown>, done: string, announce = onChanged) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setMode('view');
      announce(done);
    } catch (error) {
      setFailure(userMessage(error) ?? t('instructors.actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  const download = (format: 'png' | 'svg') =>
    act(async () => {
      if (!session) return;
      // download() saves the file under the server's name.
      await downloadQrCode({ sessionId: session.sessionId, format });
      }, t('instructors.downloaded', { name, format: format.toUpperCase() }), onNotice);
  const qrAlt = t('instructors.qrAlt', { name });

  if (mode === 'edit') {
    return (
      <InstructorForm
        className="tc-admin-instructors__panel"
        heading={t('instructors.editHeading', { name })}
        submitLabel={t('common:actions.save')}
        existing={instructor}
        onSaved={(saved) => {
          back();
          onChanged(t('instructors.saved', { name: saved.name }));
        }}
        onCancel={back}
      />
    );
  }

  return (
    <section className="tc-admin-instructors__panel tc-admin-instructors__detail" aria-labelledby={headingId} part="detail">
      <h3 id={headingId}>{name}</h3>
      <p className="tc-hint">
        {instructor.email} · {t(`instructors.kinds.${instructor.kind}`)} ·{' '}
        <strong part={`status status-${instructor.status}`}>{t(`instructors.statuses.${instructor.status}`)}</strong>
        {instructor.deactivatedAt ? ` · ${t('instructors.deactivatedOn', { date: formatDate(instructor.deactivatedAt, i18n.language) })}` : ''}
      </p>
      {session ? (
        <figure className="tc-admin-instructors__qr" part="qr">
          <img src={session.qrImage} alt={qrAlt} width={192} height={192} />
          <figcaption>
            {t('instructors.sessionOf', { questionnaire: session.questionnaireTitle, place: session.place, date: formatDate(session.startsAt, i18n.language) })}
            <br />
            <span className="tc-admin-instructors__link" part="link">
              {session.link}
            </span>
          </figcaption>
        </figure>
      ) : (
        <p part="no-session">{t('instructors.noSessionHint')}</p>
      )}
      <FormAlert message={failure} />
      {mode === 'confirmDeactivate' || mode === 'confirmRegenerate' ? (
        <div className="tc-admin-instructors__actions" role="group" aria-label={mode === 'confirmDeactivate' ? t('instructors.confirmDeactivate', { name }) : t('instructors.confirmRegenerate', { name })}>
          <span>{mode === 'confirmDeactivate' ? t('instructors.confirmDeactivate', { name }) : t('instructors.confirmRegenerate', { name })}</span>
          {mode === 'confirmDeactivate' ? (
            <ThrottledButton className="tc-button" busy={busy} autoFocus part="button confirm-deactivate" onClick={() => void act(() => deactivateInstructor(instructor.instructorId), t('instructors.deactivated', { name }))}>
              {t('instructors.deactivate')}
            </ThrottledButton>
          ) : (
            <ThrottledButton
              className="tc-button"
              busy={busy}
              autoFocus
              part="button confirm-regenerate"
              onClick={() => void act(() => regenerateInstructorQr(instructor.instructorId, session!.sessionId, session!.code), t('instructors.regenerated', { name }))}
            >
              {t('instructors.regenerate')}
            </ThrottledButton>
          )}
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={back}>
            {t('instructors.keep')}
          </button>
        </div>
      ) : (
        <div className="tc-admin-instructors__actions">
          {session ? (
            <>
              <ThrottledButton className="tc-button tc-button--secondary" busy={busy} part="button download-png" onClick={() => void download('png')}>
                {t('instructors.downloadPng')}
              </ThrottledButton>
              <ThrottledButton className="tc-button tc-button--secondary" busy={busy} part="button download-svg" onClick={() => void download('svg')}>
                {t('instructors.downloadSvg')}
              </ThrottledButton>
              <button
                type="button"
                className="tc-button tc-button--secondary"
                part="button print"
                onClick={() => printImage({ src: session.qrImage, alt: qrAlt }, [name, session.place, session.link], t('instructors.printTitle', { name }))}
              >
                {t('instructors.print')}
              </button>
              <button type="button" className="tc-button tc-button--secondary" part="button regenerate" onClick={() => setMode('confirmRegenerate')}>
                {t('instructors.regenerate')}
              </button>
            </>
          ) : null}
          <button
            ref={(button) => {
              if (button && returnFocus.current) {
                returnFocus.current = false;
                button.focus();
              }
            }}
            type="button"
            className="tc-button tc-button--secondary"
            part="button edit"
            onClick={() => setMode('edit')}
          >
            {t('instructors.edit')}
          </button>
          {instructor.status === 'active' ? (
            <button type="button" className="tc-button tc-button--secondary" part="button deactivate" onClick={() => setMode('confirmDeactivate')}>
              {t('instructors.deactivate')}
            </button>
          ) : (
            <ThrottledButton className="tc-button tc-button--secondary" busy={busy} part="button reactivate" onClick={() => void act(() => reactivateInstructor(instructor.instructorId), t('instructors.reactivated', { name }))}>
              {t('instructors.reactivate')}
            </ThrottledButton>
          )}
          <button type="button" className="tc-button tc-button--secondary" part="button close" onClick={onClose}>
            {t('instructors.close')}
          </button>
        </div>
      )}
    </section>
  );
}
