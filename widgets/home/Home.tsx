import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateListCall, listCertificates } from '../../src/api/certificate';
import { getHomeSummary, homeSummaryCall, listNotifications, listWebinars, notificationListCall, webinarListCall } from '../../src/api/home';
import type { CertificateListResult } from '../../src/contract/certificate';
import type { ContinueTraining, HomeReminder, HomeSummary } from '../../src/contract/home';
import { notificationPages, type NotificationListResult } from '../../src/contract/notification';
import type { WebinarListResult } from '../../src/contract/webinar';
import type { WidgetProps } from '../../src/elements/defineWidget';
import type { Emit } from '../../src/elements/events';
import { certificateUrlTemplate, fillUrlTemplate } from '../../src/elements/portalLinks';
import { AppLink } from '../../src/ui/AppLink';
import { NotificationTitle } from '../../src/ui/NotificationTitle';
import { formatDate } from '../../src/ui/formatDate';
import { formatDuration } from '../../src/ui/formatDuration';
import { ResourceView } from '../../src/ui/ResourceView';
import { useResource } from '../../src/ui/useResource';
import { useTellUnreadCount } from '../../src/ui/useTellUnreadCount';
import { WebinarCard } from '../../src/ui/WebinarCard';
import { lessonPath, reminderPath } from './links';

export type HomeProps = WidgetProps;

/** Latest notifications and upcoming webinars shown on home. */
const latestCount = notificationPages.homeLatest.pageSize;
const upcomingCount = 2;

function Block({ id, heading, part, children, wide }: { id: string; heading: string; part: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`tc-block tc-blocks-page__block${wide ? ' tc-blocks-page__block--wide' : ''}`} part={`block ${part}`} aria-labelledby={id}>
      <h3 id={id} className="tc-block__heading">
        {heading}
      </h3>
      {children}
    </section>
  );
}

function ReminderText({ reminder }: { reminder: HomeReminder }) {
  const { t, i18n } = useTranslation('home');
  switch (reminder.kind) {
    case 'startCourse':
    case 'watchNext':
    case 'unfinishedLesson':
    case 'repeatLesson':
      return <>{t(`home.reminder.${reminder.kind}`, { title: reminder.title })}</>;
    case 'takeTest':
    case 'retakeTest':
      return <>{t(`home.reminder.${reminder.kind}`, { title: reminder.title, count: reminder.attemptsLeft })}</>;
    case 'finalExam':
      return <>{t('home.reminder.finalExam')}</>;
    case 'waitForExam':
      return <>{t('home.reminder.waitForExam', { date: formatDate(reminder.availableAt, i18n.language) })}</>;
    case 'certificateExpiring':
      return <>{t('home.reminder.certificateExpiring', { course: reminder.courseTitle, date: formatDate(reminder.validUntil, i18n.language) })}</>;
    case 'partnerCertificateExpiring':
      return <>{t('home.reminder.partnerCertificateExpiring', { date: formatDate(reminder.validUntil, i18n.language) })}</>;
  }
}

/** The link to the lesson, named by its video button as the server chose it (Start, Continue, Replay). */
const continueLabel = { start: 'home.startAt', continue: 'home.continueAt', replay: 'home.replayAt' } as const satisfies Record<ContinueTraining['videoAction'], string>;

/** Where the lesson's video starts, as the server decided (`resumeSeconds`); a watched video is replayed from the start. */
function ContinueFrom({ continueTraining }: { continueTraining: ContinueTraining }) {
  const { t } = useTranslation('home');
  if (continueTraining.videoAction === 'replay') return <span className="tc-item__meta">{t('home.replayFrom')}</span>;
  if (continueTraining.resumeSeconds === 0) return null;
  return <span className="tc-item__meta">{t('home.continueFrom', { position: formatDuration(continueTraining.resumeSeconds, t) })}</span>;
}

/*
 * The blocks fed by a call of their own hold their resource: an answer renders its block alone, not
 * the whole home page again (four answers, four renders of every block before). `memo`: the summary's
 * answer renders the page around them and leaves them as they are.
 */
const CertificatesBlock = memo(function CertificatesBlock({ id }: { id: string }) {
  const { t, i18n } = useTranslation('home');
  const certificates = useResource(listCertificates, 'certificates', { arrived: () => certificateListCall.arrived({}), language: i18n.language });
  return (
    <Block id={id} heading={t('home.certificatesHeading')} part="certificates">
      <ResourceView resource={certificates.resource} reload={certificates.reload} isEmpty={(data) => data.list.length === 0} emptyMessage={t('common:empty.certificates')}>
        {(data: CertificateListResult) => (
          <>
            <ul className="tc-list">
              {data.list.slice(0, latestCount).map((certificate) => (
                <li key={certificate.certificateId} className="tc-item">
                  <AppLink href={fillUrlTemplate(certificateUrlTemplate, { certificateId: certificate.certificateId })}>{certificate.courseTitle}</AppLink>
                  <span className="tc-item__meta">
                    {t(`certificates:status.${certificate.status}`)} · {t('home.validUntil', { date: formatDate(certificate.validUntil, i18n.language) })}
                  </span>
                </li>
              ))}
            </ul>
            <AppLink href="/certificate">{t('home.allCertificates')}</AppLink>
          </>
        )}
      </ResourceView>
    </Block>
  );
});

const NotificationsBlock = memo(function NotificationsBlock({ id, emit }: { id: string; emit: Emit }) {
  const { t, i18n } = useTranslation('home');
  const notifications = useResource(() => listNotifications(notificationPages.homeLatest), `notifications/${i18n.language}`, {
    arrived: () => notificationListCall.arrived(notificationPages.homeLatest),
  });
  useTellUnreadCount(notifications.resource, emit);
  return (
    <Block id={id} heading={t('home.notificationsHeading')} part="notifications">
      <ResourceView resource={notifications.resource} reload={notifications.reload} isEmpty={(data) => data.total === 0} emptyMessage={t('common:empty.notifications')}>
        {(data: NotificationListResult) => (
          <>
            <ul className="tc-list">
              {data.list.map((item) => (
                <li key={item.notificationId} className={`tc-item${item.read ? '' : ' tc-item--unread'}`}>
                  {item.link ? (
                    <AppLink href={item.link}>
                      <NotificationTitle title={item.title} titleQuote={item.titleQuote} />
                    </AppLink>
                  ) : (
                    <span>
                      <NotificationTitle title={item.title} titleQuote={item.titleQuote} />
                    </span>
                  )}
                  <span className="tc-item__meta">
                    <time dateTime={item.createTime}>{formatDate(item.createTime, i18n.language)}</time>
                  </span>
                </li>
              ))}
            </ul>
            <AppLink href="/notifications">{t('home.allNotifications')}</AppLink>
          </>
        )}
      </ResourceView>
    </Block>
  );
});

const WebinarsBlock = memo(function WebinarsBlock({ id }: { id: string }) {
  const { t, i18n } = useTranslation('home');
  const webinars = useResource(listWebinars, 'webinars', { arrived: () => webinarListCall.arrived({}), language: i18n.language });
  return (
    <Block id={id} heading={t('home.webinarsHeading')} part="webinars" wide>
      <ResourceView resource={webinars.resource} reload={webinars.reload} isEmpty={(data) => !data.list.some((webinar) => webinar.status !== 'ended')} emptyMessage={t('home.noUpcomingWebinars')}>
        {(data: WebinarListResult) => (
          <ul className="tc-list">
            {data.list
              .filter((webinar) => webinar.status !== 'ended')
              .slice(0, upcomingCount)
              .map((webinar) => (
                <WebinarCard key={webinar.webinarId} webinar={webinar} headingLevel={4} />
              ))}
          </ul>
        )}
      </ResourceView>
    </Block>
  );
});

/**
 * The signed-in home page (spec 2 `/home`, issue 11). Every block loads on its own (the summary, the
 * certificates, the notifications, the webinars), with its own loading, empty and error state, so a
 * slow one holds nothing else. What to continue and what to remind of are the server's decisions.
 */
export function Home({ emit }: HomeProps) {
  const { t, i18n } = useTranslation('home');
  const ids = { heading: useId(), progress: useId(), continueAt: useId(), time: useId(), reminder: useId(), certificates: useId(), notifications: useId(), webinars: useId() };
  const summary = useResource(getHomeSummary, 'summary', { arrived: () => homeSummaryCall.arrived({}), language: i18n.language });

  return (
    <div className="tc-blocks-page" part="base">
      <h2 id={ids.heading} className="tc-blocks-page__heading" part="heading">
        {summary.resource.status === 'ready' ? t('home.welcome', { name: summary.resource.data.name }) : t('common:loading')}
      </h2>
      <div className="tc-blocks-page__grid">
        <Block id={ids.progress} heading={t('home.progressHeading')} part="progress">
          <ResourceView resource={summary.resource} reload={summary.reload} isEmpty={(data) => !data.course} emptyMessage={t('home.noCourse')}>
            {(data: HomeSummary) =>
              data.course ? (
                <>
                  <p className="tc-item__title">{data.course.title}</p>
                  <progress className="tc-home__progress" max={100} value={data.course.percent} aria-label={t('home.progressLabel')} aria-valuetext={t('home.percent', { percent: data.course.percent })} />
                  <p>{t('home.percent', { percent: data.course.percent })}</p>
                  <p>{t('home.lessonsDone', { done: data.course.lessonsDone, total: data.course.lessonCount })}</p>
                </>
              ) : null
            }
          </ResourceView>
        </Block>
        <Block id={ids.continueAt} heading={t('home.continueHeading')} part="continue">
          <ResourceView resource={summary.resource} reload={summary.reload} isEmpty={(data) => !data.course} emptyMessage={t('home.noCourse')}>
            {(data: HomeSummary) =>
              data.continueTraining ? (
                <p>
                  <AppLink className="tc-button" href={lessonPath(data.continueTraining.courseId, data.continueTraining.lessonId)} part="button continue">
                    {t(continueLabel[data.continueTraining.videoAction], { title: data.continueTraining.lessonTitle })}
                  </AppLink>{' '}
                  <ContinueFrom continueTraining={data.continueTraining} />
                </p>
              ) : (
                <p>{t('home.continueDone')}</p>
              )
            }
          </ResourceView>
        </Block>
        <Block id={ids.time} heading={t('home.timeHeading')} part="time">
          <ResourceView resource={summary.resource} reload={summary.reload} isEmpty={(data) => !data.course} emptyMessage={t('home.noCourse')}>
            {(data: HomeSummary) => <p className="tc-home__figure">{formatDuration(data.course?.totalSeconds ?? 0, t)}</p>}
          </ResourceView>
        </Block>
        <Block id={ids.reminder} heading={t('home.reminderHeading')} part="reminder">
          <ResourceView resource={summary.resource} reload={summary.reload} isEmpty={(data) => !data.reminder} emptyMessage={t('home.noReminder')}>
            {(data: HomeSummary) =>
              data.reminder ? (
                <p data-kind={data.reminder.kind}>
                  <ReminderText reminder={data.reminder} />{' '}
                  <AppLink href={reminderPath(data.reminder)}>{t('home.reminder.go')}</AppLink>
                </p>
              ) : null
            }
          </ResourceView>
        </Block>
        <CertificatesBlock id={ids.certificates} />
        <NotificationsBlock id={ids.notifications} emit={emit} />
        <WebinarsBlock id={ids.webinars} />
      </div>
    </div>
  );
}
