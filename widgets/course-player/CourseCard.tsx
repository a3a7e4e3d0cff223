import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '../../src/contract/course';
import { formatDuration } from '../../src/ui/formatDuration';
import { PlayerLink } from './PlayerLink';
import { ProgressBar } from './ProgressBar';

/** One course of the list: title (a link that opens it), audience, status, percent complete, total time and lesson count. */
export function CourseCard({ course, href, onOpen }: { course: CourseSummary; href: string; onOpen: () => void }) {
  const { t } = useTranslation('course');
  return (
    <li className="tc-course-card" part="course">
      <h3 className="tc-course-card__title">
        <PlayerLink href={href} onFollow={onOpen}>
          {course.title}
        </PlayerLink>
      </h3>
      <p className="tc-course-card__meta">
        <span className="tc-badge">{t(`audience.${course.audience}`)}</span>
        <span>{t(`status.${course.status}`)}</span>
      </p>
      <p className="tc-course-card__description">{course.description}</p>
      {course.lockedBy ? (
        <p className="tc-course-card__locked" part="locked">
          {t('lockedBy', { title: course.lockedBy.title })}
        </p>
      ) : null}
      <ProgressBar percent={course.percent} label={t('list.progressOf', { title: course.title })} text={t('percentComplete', { percent: course.percent })} />
      <ul className="tc-facts">
        <li>{t('list.totalTime', { time: formatDuration(course.totalSeconds, t) })}</li>
        <li>{t('list.lessonCount', { count: course.lessonCount })}</li>
      </ul>
    </li>
  );
}
