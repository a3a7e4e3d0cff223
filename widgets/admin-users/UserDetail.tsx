import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserDetail, resetAccountPassword, resetAttempts, setAccountActive } from '../../src/api/accounts';
import { userMessage } from '../../src/api/apiError';
import type { AccountDetail, LearnerTest } from '../../src/contract/accounts';
import { formatDate } from '../../src/ui/formatDate';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { resetAttemptsForm } from '../../src/validation/accountForms';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { FormAlert } from '../../src/ui/FormAlert';

/** One user: the facts, the account actions and each course's tests with their attempts, as the server counts them. */
export function UserDetail({ userId, onNotice, onClose }: { userId: string; onNotice: (text: string) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminUsers');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onlyAdminId = useId();
  const { resource, reload } = useResource<AccountDetail>(() => getUserDetail(userId), userId, { language: i18n.language });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = resource.status === 'ready';
  // The detail replaces the list: its heading takes the focus so keyboard and screen reader users land on it.
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready]);

  const act = async (action: () => Promise<unknown>, text: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onNotice(text);
      reload();
    } catch (error) {
      setFailure(userMessage(error) ?? t('detail.loadError'));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <button type="button" className="tc-button tc-button--secondary" part="button close" onClick={onClose}>
      {t('detail.close')}
    </button>
  );
  if (resource.status === 'loading')
    return (
      <p className="tc-admin-users__loading" part="loading" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  if (resource.status === 'error')
    return (
      <div className="tc-admin-users__error" part="error">
        <p>{userMessage(resource.error) ?? t('detail.loadError')}</p>
        {back}
      </div>
    );
  const user = resource.data;
  const name = user.name || user.account;
  return (
    <article className="tc-admin-users__detail" part="detail">
      <div className="tc-admin-users__toolbar">{back}</div>
      <h3 ref={headingRef} tabIndex={-1}>
        {name}{' '}
        <span className={`tc-admin-users__status tc-admin-users__status--${user.status}`} part={`status status-${user.status}`}>
          {t(`users.statuses.${user.status}`)}
        </span>
      </h3>
      <dl className="tc-admin-users__facts">
        <dt>{t('detail.account')}</dt>
        <dd>{user.account}</dd>
        <dt>{t('detail.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('users.column.role')}</dt>
        <dd>
          {t(`users.roles.${user.role}`)} · {t(`users.audiences.${user.audience}`)}
        </dd>
        <dt>{t('detail.company')}</dt>
        <dd>
          {user.company || t('users.noCompany')}
          {user.companyAdmin ? ` · ${t('companies.companyAdmin')}` : ''}
        </dd>
        <dt>{t('detail.country')}</dt>
        <dd>{user.country}</dd>
        <dt>{t('detail.created')}</dt>
        <dd>{formatDate(user.createdAt, i18n.language)}</dd>
      </dl>
      {user.mustChangePassword ? <p className="tc-hint">{t('detail.mustChange')}</p> : null}
      <h4>{t('detail.actions')}</h4>
      <FormAlert message={failure} />
      {/* Said before Deactivate: the company would be left without anyone to run its team. */}
      {user.companyAdmin && user.status === 'active' ? (
        <p className="tc-hint" id={onlyAdminId}>
          {t('detail.onlyAdmin', { name, company: user.company })}
        </p>
      ) : null}
      <div className="tc-admin-users__actions">
        {user.status === 'active' ? (
          <ThrottledButton
            className="tc-button tc-button--secondary"
            busy={busy}
            part="button deactivate"
            aria-describedby={user.companyAdmin ? onlyAdminId : undefined}
            onClick={() => void act(() => setAccountActive(user.userId, false), t('detail.deactivated', { account: user.account }))}>
            {t('detail.deactivate')}
          </ThrottledButton>
        ) : (
          <ThrottledButton className="tc-button tc-button--secondary" busy={busy} part="button reactivate" onClick={() => void act(() => setAccountActive(user.userId, true), t('detail.reactivated', { account: user.account }))}>
            {t('detail.reactivate')}
          </ThrottledButton>
        )}
        <ThrottledButton className="tc-button tc-button--secondary" busy={busy} part="button reset-password" onClick={() => void act(() => resetAccountPassword(user.userId), t('detail.passwordReset', { account: user.account }))}>
          {t('detail.resetPassword')}
        </ThrottledButton>
      </div>
      <h4>{t('detail.training')}</h4>
      {user.courses.length === 0 ? <p className="tc-hint">{t('detail.noCourses')}</p> : null}
      {user.courses.map((course) => (
        <ScrollRegion key={course.courseId} label={t('detail.testsCaption', { course: course.title })} part="table">
          <table className="tc-table">
            <caption>
              {t('detail.testsCaption', { course: course.title })} · {course.percent}%
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.test')}</th>
                <th scope="col">{t('detail.attempts')}</th>
                <th scope="col">{t('detail.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {course.tests.map((test) => (
                <TestRow
                  key={test.examId}
                  test={test}
                  userId={user.userId}
                  learner={name}
                  onReset={(count) => {
                    onNotice(t('detail.attemptsReset', { count, test: test.title }));
                    reload();
                  }}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
      <h4>{t('detail.certificates')}</h4>
      {user.certificates.length === 0 ? (
        <p className="tc-hint">{t('detail.noCertificates')}</p>
      ) : (
        <ul>
          {user.certificates.map((certificate) => (
            <li key={certificate.certificateId}>
              {certificate.title} · {certificate.serial} · {t(`certificates:status.${certificate.status}`, { defaultValue: certificate.status })} · {formatDate(certificate.validUntil, i18n.language)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

const reasonFields = ['reason'] as const;

/** One test: attempts used of allowed, and Reset attempts (asks for the reason in place) when the server says some count. */
function TestRow({ test, userId, learner, onReset }: { test: LearnerTest; userId: string; learner: string; onReset: (count: number) => void }) {
  const { t } = useTranslation('adminUsers');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(reasonFields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetAttemptsForm.safeParse({ userId, examId: test.examId, reason });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      const result = await resetAttempts(parsed.data);
      setOpen(false);
      setReason('');
      onReset(result.resetAttempts);
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr part="row">
      <th scope="row">
        {test.title}
        <br />
        <span className="tc-hint">{t(`detail.kind.${test.kind}`)}</span>
      </th>
      <td>{test.passed ? t('detail.passed') : t('detail.attemptsUsed', { used: test.attemptsUsed, allowed: test.attemptsAllowed })}</td>
      <td>
        <FormAlert message={errors.alert} />
        {test.resettable === 0 ? null : open ? (
          <form className="tc-form" noValidate onSubmit={submit} part="reset-form">
            <TextAreaField label={t('detail.reason', { test: test.title })} hint={t('detail.reasonHint')} {...errors.field('reason')} value={reason} onChange={setReason} rows={2} autoFocus />
            <div className="tc-admin-users__actions">
              <ThrottledButton type="submit" className="tc-button" busy={busy} part="button confirm-reset">
                {t('detail.confirmReset')}
              </ThrottledButton>
              <button
                type="button"
                className="tc-button tc-button--secondary"
                part="button"
                onClick={() => {
                  setOpen(false);
                  errors.clear();
                }}
              >
                {t('common:actions.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="tc-button tc-button--secondary" part="button reset-attempts" aria-label={t('detail.resetAttemptsLabel', { name: learner, test: test.title })} onClick={() => setOpen(true)}>
            {t('detail.resetAttempts')}
          </button>
        )}
      </td>
    </tr>
  );
}
