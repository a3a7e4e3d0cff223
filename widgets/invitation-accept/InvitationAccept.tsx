import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isNotFound } from '../../src/api/apiError';
import { acceptInvitation, getInvitation } from '../../src/api/partner';
import { ResultCode } from '../../src/contract/codes';
import type { InvitationInfo } from '../../src/contract/partner';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AppLink } from '../../src/ui/AppLink';
import { ResourceView } from '../../src/ui/ResourceView';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { acceptInvitationForm } from '../../src/validation/partnerForms';
import { FormAlert } from '../../src/ui/FormAlert';

export type InvitationAcceptProps = WidgetProps & {
  /** The invitation's token; else the page's `?token=` (the e-mailed link). */
  token?: string;
  /** Where the log-in page is (`?account=` is added). */
  loginUrl?: string;
};

const fields = ['password', 'confirmPassword'] as const;

/** A used, expired, withdrawn or replaced link stays dead: the server's words alone, no Try again. */
const isDeadLink = (error: unknown): boolean => isNotFound(error) || (error instanceof ApiError && error.code === ResultCode.invitationInvalid);

const pageToken = (): string => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? ''));

/** An invited technician sets a password; the server creates the account once, while the link is live. */
export function InvitationAccept({ token: tokenProp, loginUrl = '/login' }: InvitationAcceptProps) {
  const { t } = useTranslation('partner');
  const headingId = useId();
  const [token] = useState(() => tokenProp || pageToken());
  const invitation = useResource<InvitationInfo | null>(() => (token ? getInvitation(token) : Promise.resolve(null)), token);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const errors = useFormErrors(fields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = acceptInvitationForm.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      setCreated((await acceptInvitation(parsed.data)).account);
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (created) {
      return (
        <>
          <p className="tc-invitation-accept__done" role="status" part="done">
            {t('invitation.created', { account: created })}
          </p>
          <AppLink className="tc-button" href={`${loginUrl}?${new URLSearchParams({ account: created }).toString()}`} part="login">
            {t('invitation.login')}
          </AppLink>
        </>
      );
    }
    return (
      <ResourceView
        resource={invitation.resource}
        reload={invitation.reload}
        loadError={t('invitation.loadError')}
        isGone={isDeadLink}
        notFound={null}
      >
        {(info) => (info === null ? <p className="tc-alert" role="alert" part="error">{t('invitation.missing')}</p> : form(info))}
      </ResourceView>
    );
  };

  const form = (info: InvitationInfo) => (
    <>
      <p className="tc-hint">{t('invitation.intro', { name: info.name, company: info.company })}</p>
      <form className="tc-form" noValidate onSubmit={submit} aria-labelledby={headingId} part="form">
        <FormAlert message={errors.alert} />
        <TextField label={t('invitation.account')} name="username" value={info.account} onChange={() => undefined} autoComplete="username" disabled />
        <TextField
          {...errors.field('password')}
          label={t('invitation.password')}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={t('invitation.passwordHint')}
          required
        />
        <TextField {...errors.field('confirmPassword')} label={t('invitation.confirmPassword')} type="password" value={confirmPassword} onChange={setConfirmPassword} autoComplete="new-password" required />
        <ThrottledButton type="submit" className="tc-button" busy={busy} part="submit">
          {t('invitation.submit')}
        </ThrottledButton>
      </form>
    </>
  );

  return (
    <section className="tc-invitation-accept" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-invitation-accept__heading" part="heading">
        {t('invitation.heading')}
      </h2>
      {body()}
    </section>
  );
}
