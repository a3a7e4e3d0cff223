import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { getCompanyTeam, inviteTechnician, resendInvitation, withdrawInvitation } from '../../src/api/partner';
import { languages, toLanguage, type Language } from '../../src/contract/languages';
import type { InvitationSummary, TeamMember, TeamResult } from '../../src/contract/partner';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { formatDate } from '../../src/ui/formatDate';
import { ResourceView } from '../../src/ui/ResourceView';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { inviteTechnicianForm, partnerRoles } from '../../src/validation/partnerForms';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { SelectField } from '../../src/ui/SelectField';
import { FormAlert } from '../../src/ui/FormAlert';

export type CompanyTeamProps = WidgetProps;

const inviteFields = ['name', 'email', 'audience', 'language'] as const;
type Role = (typeof partnerRoles)[number];

/**
 * The company admin's team (issue 13): invite technicians by e-mail, resend or withdraw an open
 * invitation, and follow everyone's course progress and certificates, as the server states them for
 * the caller's own company.
 */
export function CompanyTeam(_props: CompanyTeamProps) {
  const { t, i18n } = useTranslation('partner');
  const headingId = useId();
  const { resource, reload } = useResource<TeamResult>(getCompanyTeam, 'team', { language: i18n.language });
  return (
    <section className="tc-company-team" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-company-team__heading" part="heading">
        {t('team.heading')}
      </h2>
      <ResourceView resource={resource} reload={reload} loadError={t('team.loadError')}>
        {(team) => <Team team={team} />}
      </ResourceView>
    </section>
  );
}

function Team({ team }: { team: TeamResult }) {
  const { t } = useTranslation('partner');
  const invitationsId = useId();
  // The open invitations as the server last answered them: a new one first, a resent one in place, a withdrawn one gone.
  const [invitations, setInvitations] = useState<InvitationSummary[]>(team.invitations);
  const [invitationNotice, setInvitationNotice] = useState<string | null>(null);
  // A withdrawn row takes its buttons with it: the list's heading takes the focus once the row is gone.
  const heading = useRef<HTMLHeadingElement>(null);
  const [withdrawals, setWithdrawals] = useState(0);
  useEffect(() => {
    if (withdrawals > 0) heading.current?.focus();
  }, [withdrawals]);
  const onInvited = (invitation: InvitationSummary) => setInvitations((current) => [invitation, ...current.filter((open) => open.invitationId !== invitation.invitationId)]);
  const onResent = (invitation: InvitationSummary) => {
    setInvitations((current) => current.map((open) => (open.invitationId === invitation.invitationId ? invitation : open)));
    setInvitationNotice(t('team.resent', { email: invitation.email }));
  };
  const onWithdrawn = (invitation: InvitationSummary) => {
    setWithdrawals((count) => count + 1);
    setInvitations((current) => current.filter((open) => open.invitationId !== invitation.invitationId));
    setInvitationNotice(t('team.withdrawn', { email: invitation.email }));
  };
  return (
    <>
      <p className="tc-company-team__company" part="company">
        {t('team.company', { company: team.company.name, companyNumber: team.company.companyNumber })}
      </p>
      <InviteForm onInvited={onInvited} />
      <ScrollRegion label={t('team.membersCaption')} part="table" cards>
        <table className="tc-table">
          <caption className="tc-visually-hidden">{t('team.membersCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('team.column.person')}</th>
              <th scope="col">{t('team.column.role')}</th>
              <th scope="col">{t('team.column.courses')}</th>
              <th scope="col">{t('team.column.certificates')}</th>
            </tr>
          </thead>
          <tbody>
            {team.members.map((member) => (
              <MemberRow key={member.userId} member={member} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h3 id={invitationsId} ref={heading} tabIndex={-1} className="tc-company-team__subheading">
        {t('team.invitationsHeading')}
      </h3>
      <p className="tc-company-team__notice" role="status" part="invitations-notice">
        {invitationNotice}
      </p>
      {invitations.length === 0 ? (
        <p className="tc-hint" part="empty">
          {t('team.noInvitations')}
        </p>
      ) : (
        <ul className="tc-company-team__invitations" aria-labelledby={invitationsId} part="invitations">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.invitationId} invitation={invitation} onResent={onResent} onWithdrawn={onWithdrawn} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * One open invitation: whom it is for and until when its link works; Resend e-mails a fresh link at
 * once (the server limits it per address), Withdraw asks first. A refusal stays in the row.
 */
function InvitationRow({
  invitation,
  onResent,
  onWithdrawn,
}: {
  invitation: InvitationSummary;
  onResent: (invitation: InvitationSummary) => void;
  onWithdrawn: (invitation: InvitationSummary) => void;
}) {
  const { t, i18n } = useTranslation('partner');
  const [mode, setMode] = useState<'view' | 'withdraw'>('view');
  const [busy, setBusy] = useState<'resend' | 'withdraw' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [withdrawTarget, returnToWithdraw] = useFocusReturn();
  const who = { name: invitation.name, email: invitation.email };

  const resend = async () => {
    setBusy('resend');
    setFailure(null);
    try {
      onResent(await resendInvitation(invitation.invitationId));
    } catch (error) {
      setFailure(userMessage(error) ?? t('team.actionError'));
    } finally {
      setBusy(null);
    }
  };
  const withdraw = async () => {
    setBusy('withdraw');
    setFailure(null);
    try {
      onWithdrawn(await withdrawInvitation(invitation.invitationId));
    } catch (error) {
      setFailure(userMessage(error) ?? t('team.actionError'));
      returnToWithdraw();
      setMode('view');
      setBusy(null);
    }
  };
  const back = () => {
    returnToWithdraw();
    setMode('view');
  };

  return (
    <li className="tc-company-team__invitation" part={`invitation invitation-${invitation.status}`}>
      <span>
        <strong>{invitation.name}</strong> ({invitation.email}, {t(`apply.role.${invitation.audience}`)}, {t('team.invitationLanguage')}{' '}
        <span lang={invitation.language}>{t(`common:language.${invitation.language}`)}</span>):{' '}
        {t(`team.invitationStatus.${invitation.status}`, { date: formatDate(invitation.expiresAt, i18n.language) })}
      </span>
      <FormAlert message={failure} />
      {mode === 'withdraw' ? (
        <ConfirmRow
          question={t('team.confirmWithdraw', who)}
          confirmLabel={t('team.withdrawConfirm')}
          cancelLabel={t('team.keep')}
          busy={busy === 'withdraw'}
          onConfirm={() => void withdraw()}
          onCancel={back}
          confirmPart="confirm-withdraw"
        />
      ) : (
        <div className="tc-actions">
          <ThrottledButton className="tc-button tc-button--secondary" busy={busy === 'resend'} aria-label={t('team.resendLabel', who)} part="button resend" onClick={() => void resend()}>
            {t('team.resend')}
          </ThrottledButton>
          <button
            ref={withdrawTarget}
            type="button"
            className="tc-button tc-button--secondary"
            aria-label={t('team.withdrawLabel', who)}
            part="button withdraw"
            disabled={busy !== null}
            onClick={() => setMode('withdraw')}
          >
            {t('team.withdraw')}
          </button>
        </div>
      )}
    </li>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation('partner');
  return (
    <tr part="row">
      <th scope="row" className="tc-company-team__person">
        <strong>{member.name || member.account}</strong>
        <br />
        <span className="tc-hint">{member.email}</span>
        {member.companyAdmin ? (
          <>
            <br />
            <span className="tc-hint">{t('team.admin')}</span>
          </>
        ) : null}
      </th>
      <td data-label={t('team.column.role')}>{t(`apply.role.${member.audience}`)}</td>
      <td data-label={t('team.column.courses')}>
        <ul className="tc-company-team__list">
          {member.courses.map((course) => (
            <li key={course.courseId}>
              {t('team.courseProgress', { title: course.title, percent: course.percent })} ({t(`course:status.${course.status}`)}
              {course.locked ? `, ${t('team.locked')}` : ''})
            </li>
          ))}
        </ul>
      </td>
      <td data-label={t('team.column.certificates')}>
        {member.certificates.length === 0 ? (
          t('team.noCertificates')
        ) : (
          <ul className="tc-company-team__list">
            {member.certificates.map((certificate) => (
              <li key={certificate.certificateId}>{t('team.certificate', { title: certificate.title, status: t(`certificates:status.${certificate.status}`) })}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function InviteForm({ onInvited }: { onInvited: (invitation: InvitationSummary) => void }) {
  const { t, i18n } = useTranslation('partner');
  const headingId = useId();
  const roleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [audience, setAudience] = useState<Role>('installer');
  // The technician's language, which the inviter knows; first the inviter's own, kept for the next invitation.
  const [language, setLanguage] = useState<Language>(() => toLanguage(i18n.language));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const errors = useFormErrors(inviteFields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const parsed = inviteTechnicianForm.safeParse({ name, email, audience, language });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      const invitation = await inviteTechnician(parsed.data);
      setName('');
      setEmail('');
      setNotice(t('team.invited', { email: invitation.email }));
      onInvited(invitation);
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tc-form tc-company-team__invite" noValidate onSubmit={submit} aria-labelledby={headingId} part="invite-form">
      <h3 id={headingId} className="tc-company-team__subheading">
        {t('team.inviteHeading')}
      </h3>
      <p className="tc-company-team__notice" role="status" part="notice">
        {notice}
      </p>
      <FormAlert message={errors.alert} />
      <TextField {...errors.field('name')} label={t('team.name')} value={name} onChange={setName} autoComplete="off" required />
      <TextField {...errors.field('email')} label={t('team.email')} type="email" value={email} onChange={setEmail} autoComplete="off" required />
      <div className="tc-field" part="field">
        <label className="tc-label" htmlFor={roleId}>
          {t('team.audience')}
        </label>
        <select id={roleId} className="tc-input" name="audience" value={audience} onChange={(event) => setAudience(event.target.value as Role)}>
          {partnerRoles.map((role) => (
            <option key={role} value={role}>
              {t(`apply.role.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        {...errors.field('language')}
        label={t('team.mailLanguage')}
        value={language}
        onChange={(value) => setLanguage(value as Language)}
        options={languages.map((code) => ({ value: code, label: t(`common:language.${code}`), lang: code }))}
      />
      <ThrottledButton type="submit" className="tc-button" busy={busy} part="button invite">
        {t('team.invite')}
      </ThrottledButton>
    </form>
  );
}
