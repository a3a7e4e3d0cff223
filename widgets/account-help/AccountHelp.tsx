import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { verificationCodeValidMinutes } from '../../src/contract/limits';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AppLink } from '../../src/ui/AppLink';

export type AccountHelpProps = WidgetProps & {
  /** The log-in page; its forgot-password view is `?view=forgot`. */
  loginUrl?: string;
  /** The partner application. */
  applyUrl?: string;
  /** The contact/support form. */
  contactUrl?: string;
};

export const helpTopics = ['forgot', 'throttled', 'noAccount', 'expired', 'passwordRules', 'support'] as const;
export type HelpTopic = (typeof helpTopics)[number];

const withQuery = (url: string, name: string, value: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

/** The topic named by the page's hash (`#forgot`) starts open, so a link can point straight at an answer. */
const topicInHash = (): string => window.location.hash.replace(/^#/, '');

/**
 * The help page for login problems (spec 2 `/account/help`): one native disclosure per problem,
 * so Enter and Space open and close them in every browser without script.
 */
export function AccountHelp({ loginUrl = '/login', applyUrl = '/portal', contactUrl = '/account/contact' }: AccountHelpProps) {
  const { t } = useTranslation('accountHelp');
  const titleId = useId();
  const openTopic = topicInHash();

  const answers: Record<HelpTopic, ReactNode> = {
    forgot: (
      <>
        <p>{t('forgot.answer', { minutes: verificationCodeValidMinutes })}</p>
        <AppLink href={withQuery(loginUrl, 'view', 'forgot')}>{t('forgot.action')}</AppLink>
      </>
    ),
    throttled: (
      <>
        <p>{t('throttled.answer')}</p>
        <p>{t('throttled.tips')}</p>
        <AppLink href={loginUrl}>{t('throttled.action')}</AppLink>
      </>
    ),
    noAccount: (
      <>
        <p>{t('noAccount.answer')}</p>
        <AppLink href={applyUrl}>{t('noAccount.action')}</AppLink>
      </>
    ),
    expired: (
      <>
        <p>{t('expired.answer')}</p>
        <AppLink href={loginUrl}>{t('expired.action')}</AppLink>
      </>
    ),
    passwordRules: <p>{t('passwordRules.answer')}</p>,
    support: (
      <>
        <p>{t('support.answer', { hours: t('common:supportHours') })}</p>
        <AppLink href={contactUrl}>{t('support.action')}</AppLink>
      </>
    ),
  };

  return (
    <section className="tc-card tc-account-help" part="base" aria-labelledby={titleId}>
      <h2 className="tc-account-help__title" id={titleId} part="title">
        {t('title')}
      </h2>
      <p className="tc-account-help__intro">{t('intro')}</p>
      <div className="tc-account-help__topics">
        {helpTopics.map((topic) => (
          <details key={topic} id={topic} className="tc-account-help__topic" part="topic" open={openTopic === topic || undefined}>
            <summary className="tc-account-help__question" part="question">
              {t(`${topic}.question`)}
            </summary>
            <div className="tc-account-help__answer" part="answer">
              {answers[topic]}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
