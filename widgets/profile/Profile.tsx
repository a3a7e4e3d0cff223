import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserInfo, listCountries } from '../../src/api/auth';
import { userMessage } from '../../src/api/apiError';
import type { UserInfo } from '../../src/contract/auth';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { session } from '../../src/session/session';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { CountrySwitch, type CountryList } from './CountrySwitch';
import { Preferences } from './Preferences';
import { OtherSessions } from './OtherSessions';
import { PasswordChangeForm } from './PasswordChangeForm';

export type ProfileProps = WidgetProps;

type Load = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'loaded'; user: UserInfo };

const detailFields = ['account', 'name', 'email', 'company', 'companyNumber'] as const;

/** My profile (spec 2 `/user`): account details, country/version, password change, signing out other devices. */
export function Profile({ emit }: ProfileProps) {
  const { t, i18n } = useTranslation('profile');
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [countries, setCountries] = useState<CountryList>('loading');
  const [attempt, setAttempt] = useState(0);
  const [countryAttempt, setCountryAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    getUserInfo().then(
      (user) => current && setLoad({ status: 'loaded', user }),
      (error: unknown) => current && setLoad({ status: 'failed', message: userMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // The server names the versions in the reader's language: a language change asks again, and the
  // names shown stay until the new ones arrive (a failed second ask keeps them).
  useEffect(() => {
    let current = true;
    listCountries().then(
      (list) => current && setCountries(list),
      () => current && setCountries((shown) => (Array.isArray(shown) ? shown : 'failed')),
    );
    return () => {
      current = false;
    };
  }, [attempt, countryAttempt, i18n.language]);

  // A login in another widget of the page (or a sign-out) changes the token: load the new user's profile.
  useEffect(() => {
    let token = session.token();
    return session.subscribe(() => {
      if (session.token() === token) return;
      token = session.token();
      setLoad({ status: 'loading' });
      setCountries('loading');
      setAttempt((count) => count + 1);
    });
  }, []);

  const retryCountries = () => {
    setCountries('loading');
    setCountryAttempt((count) => count + 1);
  };

  const retry = () => {
    setLoad({ status: 'loading' });
    setCountries('loading');
    setAttempt((count) => count + 1);
    // The retry button goes away with the error: focus waits on the heading instead of falling to the page.
    headingRef.current?.focus();
  };

  return (
    <section className="tc-card tc-profile" part="base" aria-labelledby={titleId} aria-busy={load.status === 'loading' || undefined}>
      <h2 className="tc-profile__title" id={titleId} ref={headingRef} tabIndex={-1} part="title">
        {t('title')}
      </h2>
      {load.status === 'loading' ? (
        <p className="tc-profile__loading" role="status" part="loading">
          <span className="tc-profile__spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : null}
      {load.status === 'failed' ? (
        <div className="tc-profile__failed" part="load-error">
          <div role="alert" className="tc-alert" part="alert">
            <p>{t('loadFailed')}</p>
            {load.message ? <p>{load.message}</p> : null}
          </div>
          <ThrottledButton onClick={retry}>{t('common:actions.retry')}</ThrottledButton>
        </div>
      ) : null}
      {load.status === 'loaded' ? (
        <>
          <div className="tc-profile__section">
            <h3 className="tc-profile__subtitle">{t('details.title')}</h3>
            <dl className="tc-profile__details" part="details">
              {detailFields.map((field) => (
                <div key={field} className="tc-profile__detail">
                  <dt>{t(`details.${field}`)}</dt>
                  <dd>{load.user[field]}</dd>
                </div>
              ))}
              <div className="tc-profile__detail">
                <dt>{t('details.audience')}</dt>
                <dd>{t(`audience.${load.user.audience}`)}</dd>
              </div>
            </dl>
          </div>
          <CountrySwitch user={load.user} countries={countries} onRetryList={retryCountries} onUserChange={(user) => setLoad({ status: 'loaded', user })} emit={emit} />
          <Preferences />
          <PasswordChangeForm account={load.user.account} emit={emit} />
          <OtherSessions />
        </>
      ) : null}
    </section>
  );
}
