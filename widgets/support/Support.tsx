import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { getSupportInfo } from '../../src/api/support';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';

export type SupportProps = WidgetProps;

// A page left open past the hour asks again (setTimeout takes at most about 24.8 days; the wait is hours).
const maxWaitMs = 12 * 60 * 60 * 1000;

/**
 * The support desk (issue 11): hours ('8 AM - 8 PM CST, Sun-Sat'), whether it is open now as the
 * server decides it in US Central time, phone and e-mail. The page puts the ticket form beside it.
 */
export function Support(_props: SupportProps) {
  const { t } = useTranslation('support');
  const titleId = useId();
  const { resource, reload } = useResource(getSupportInfo, 'support-info');

  // When the desk opens or closes, ask the server again rather than work the hours out here.
  useEffect(() => {
    if (resource.status !== 'ready') return;
    const wait = Math.min(maxWaitMs, Math.max(1000, Date.parse(resource.data.nextChangeAt) - Date.now() + 1000));
    const timer = setTimeout(reload, wait);
    return () => clearTimeout(timer);
  }, [resource, reload]);

  return (
    <section className="tc-card tc-support" part="base" aria-labelledby={titleId}>
      <h2 className="tc-support__title" id={titleId} part="heading">
        {t('desk.title')}
      </h2>
      <dl className="tc-support__facts" part="details">
        <div>
          <dt>{t('desk.hoursLabel')}</dt>
          <dd>
            <span part="hours">{t('common:supportHours')}</span>
            {resource.status === 'ready' ? (
              <span className={`tc-support__state tc-support__state--${resource.data.openNow ? 'open' : 'closed'}`} part={`state ${resource.data.openNow ? 'open' : 'closed'}`}>
                {resource.data.openNow ? t('desk.openNow') : t('desk.closedNow')}
              </span>
            ) : null}
          </dd>
        </div>
        {resource.status === 'ready' ? (
          <>
            <div>
              <dt>{t('desk.phoneLabel')}</dt>
              <dd>
                <a className="tc-link" href={`tel:${resource.data.phone.replace(/[^\d+]/g, '')}`} part="phone">
                  {resource.data.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('desk.emailLabel')}</dt>
              <dd>
                <a className="tc-link" href={`mailto:${resource.data.email}`} part="email">
                  {resource.data.email}
                </a>
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {resource.status === 'loading' ? (
        <p className="tc-loading" role="status" part="loading">
          <span className="tc-spinner" aria-hidden="true" />
          {t('desk.loading')}
        </p>
      ) : null}
      {resource.status === 'error' ? (
        <div className="tc-support__failed" role="alert" part="error">
          <p>{t('desk.loadFailed')}</p>
          {userMessage(resource.error) ? <p>{userMessage(resource.error)}</p> : null}
          <ThrottledButton onClick={reload}>{t('common:actions.retry')}</ThrottledButton>
        </div>
      ) : null}
    </section>
  );
}
