import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getPortalSummary } from '../../src/api/home';
import type { PortalSummary } from '../../src/contract/home';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AppLink } from '../../src/ui/AppLink';
import { formatDuration } from '../../src/ui/formatDuration';
import { ResourceView } from '../../src/ui/ResourceView';
import { useResource } from '../../src/ui/useResource';
import { centralTimeZone, formatMoment } from '../../src/ui/webinarTime';

export type PortalProps = WidgetProps & {
  loginUrl?: string;
  /** The partner application ('Get an account'). */
  applyUrl?: string;
  /** The ticket form. */
  ticketUrl?: string;
};

export const defaultPortalLinks = { loginUrl: '/login', applyUrl: '/apply', ticketUrl: '/account/contact' } as const;

/**
 * The anonymous portal landing (spec 2 `/portal`, issue 11): get started, new courses, featured videos,
 * the next webinar, submit a ticket, join us. Public data only (`GET /portal/summary`).
 */
export function Portal({ loginUrl, applyUrl, ticketUrl }: PortalProps) {
  const { t, i18n } = useTranslation('home');
  const ids = { heading: useId(), start: useId(), courses: useId(), videos: useId(), webinar: useId(), ticket: useId(), join: useId() };
  const { resource, reload } = useResource(getPortalSummary, 'portal', { language: i18n.language });
  const links = { loginUrl: loginUrl || defaultPortalLinks.loginUrl, applyUrl: applyUrl || defaultPortalLinks.applyUrl, ticketUrl: ticketUrl || defaultPortalLinks.ticketUrl };
  return (
    <div className="tc-blocks-page" part="base">
      <h2 id={ids.heading} className="tc-blocks-page__heading" part="heading">
        {t('portal.heading')}
      </h2>
      <p>{t('portal.intro')}</p>
      <div className="tc-blocks-page__grid">
        <section className="tc-block tc-blocks-page__block" part="block start" aria-labelledby={ids.start}>
          <h3 id={ids.start} className="tc-block__heading">
            {t('portal.getStarted')}
          </h3>
          <div className="tc-item__actions">
            <AppLink className="tc-button" href={links.loginUrl} part="button login">
              {t('portal.login')}
            </AppLink>
            <AppLink className="tc-button tc-button--secondary" href={links.applyUrl} part="button apply">
              {t('portal.apply')}
            </AppLink>
          </div>
        </section>
        <section className="tc-block tc-blocks-page__block" part="block courses" aria-labelledby={ids.courses}>
          <h3 id={ids.courses} className="tc-block__heading">
            {t('portal.newCourses')}
          </h3>
          <ResourceView resource={resource} reload={reload} isEmpty={(data) => data.newCourses.length === 0} emptyMessage={t('portal.noCourses')}>
            {(data: PortalSummary) => (
              <ul className="tc-list">
                {data.newCourses.map((course) => (
                  <li key={course.courseId} className="tc-item">
                    <h4 className="tc-item__title">{course.title}</h4>
                    <p>{course.description}</p>
                    <p className="tc-item__meta">
                      {t('portal.lessons', { count: course.lessonCount })} · {formatDuration(course.totalSeconds, t)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </ResourceView>
        </section>
        <section className="tc-block tc-blocks-page__block" part="block videos" aria-labelledby={ids.videos}>
          <h3 id={ids.videos} className="tc-block__heading">
            {t('portal.featuredVideos')}
          </h3>
          <ResourceView resource={resource} reload={reload} isEmpty={(data) => data.featuredVideos.length === 0} emptyMessage={t('portal.noVideos')}>
            {(data: PortalSummary) => (
              <ul className="tc-list">
                {data.featuredVideos.map((video) => (
                  <li key={video.lessonId} className="tc-item">
                    <h4 className="tc-item__title">{video.title}</h4>
                    <p className="tc-item__meta">
                      {video.courseTitle} · {formatDuration(video.durationSeconds, t)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </ResourceView>
        </section>
        <section className="tc-block tc-blocks-page__block" part="block webinar" aria-labelledby={ids.webinar}>
          <h3 id={ids.webinar} className="tc-block__heading">
            {t('portal.nextWebinar')}
          </h3>
          <ResourceView resource={resource} reload={reload} isEmpty={(data) => data.nextWebinar === null} emptyMessage={t('portal.noWebinar')}>
            {(data: PortalSummary) =>
              data.nextWebinar ? (
                <div className="tc-item">
                  <h4 className="tc-item__title">{data.nextWebinar.title}</h4>
                  <p className="tc-item__meta">
                    <time dateTime={data.nextWebinar.startsAt}>{t('webinars.yourTime', { time: formatMoment(data.nextWebinar.startsAt, i18n.language) })}</time>
                    <br />
                    {t('webinars.centralTime', { time: formatMoment(data.nextWebinar.startsAt, i18n.language, centralTimeZone) })}
                    <br />
                    {t('webinars.duration', { duration: formatDuration(data.nextWebinar.durationMinutes * 60, t) })}
                  </p>
                </div>
              ) : null
            }
          </ResourceView>
        </section>
        <section className="tc-block tc-blocks-page__block" part="block ticket" aria-labelledby={ids.ticket}>
          <h3 id={ids.ticket} className="tc-block__heading">
            {t('portal.ticket')}
          </h3>
          <p>{t('portal.ticketText', { hours: t('common:supportHours') })}</p>
          <AppLink className="tc-button tc-button--secondary" href={links.ticketUrl} part="button ticket">
            {t('portal.ticketAction')}
          </AppLink>
        </section>
        <section className="tc-block tc-blocks-page__block" part="block join" aria-labelledby={ids.join}>
          <h3 id={ids.join} className="tc-block__heading">
            {t('portal.joinUs')}
          </h3>
          <p>{t('portal.joinUsText')}</p>
          <AppLink className="tc-button tc-button--secondary" href={links.applyUrl} part="button join">
            {t('portal.joinUsAction')}
          </AppLink>
        </section>
      </div>
    </div>
  );
}
