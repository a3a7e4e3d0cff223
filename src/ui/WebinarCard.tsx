import { useTranslation } from 'react-i18next';
import type { WebinarItem } from '../contract/webinar';
import { webinarCalendarUrl } from '../api/home';
import { formatDuration } from './formatDuration';
import { centralTimeZone, formatMoment } from './webinarTime';

/** A webinar as the server sent it: the join link and the recording appear only when it sent them. */
export function WebinarCard({ webinar, headingLevel = 3 }: { webinar: WebinarItem; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation('home');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const language = i18n.language;
  return (
    <li className="tc-item" part="item webinar" data-status={webinar.status}>
      <Heading className="tc-item__title">{webinar.title}</Heading>
      <span className="tc-badge" part="status">
        {t(`webinars.status.${webinar.status}`)}
      </span>
      {webinar.description ? <p>{webinar.description}</p> : null}
      <p className="tc-item__meta">
        <time dateTime={webinar.startsAt}>{t('webinars.yourTime', { time: formatMoment(webinar.startsAt, language) })}</time>
        <br />
        {t('webinars.centralTime', { time: formatMoment(webinar.startsAt, language, centralTimeZone) })}
        <br />
        {t('webinars.duration', { duration: formatDuration(webinar.durationMinutes * 60, t) })}
      </p>
      <div className="tc-item__actions">
        {webinar.joinUrl ? (
          <a className="tc-button" part="button join" href={webinar.joinUrl} target="_blank" rel="noopener noreferrer" aria-label={t('webinars.joinLabel', { title: webinar.title })}>
            {t('webinars.join')}
          </a>
        ) : null}
        {webinar.status === 'upcoming' ? (
          <>
            <span className="tc-item__meta">{t('webinars.joinOpensAt', { time: formatMoment(webinar.joinOpensAt, language) })}</span>
            <a className="tc-button tc-button--secondary" part="button calendar" href={webinarCalendarUrl(webinar.webinarId)} download aria-label={t('webinars.addToCalendarLabel', { title: webinar.title })}>
              {t('webinars.addToCalendar')}
            </a>
          </>
        ) : null}
        {webinar.recordingUrl ? (
          <a className="tc-button tc-button--secondary" part="button recording" href={webinar.recordingUrl} target="_blank" rel="noopener noreferrer" aria-label={t('webinars.recordingLabel', { title: webinar.title })}>
            {t('webinars.recording')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
