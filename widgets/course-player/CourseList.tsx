import { useTranslation } from 'react-i18next';
import { courseListCall, listCourses } from '../../src/api/course';
import type { CourseKind, CourseStatus } from '../../src/contract/course';
import { fillUrlTemplate } from '../../src/elements/portalLinks';
import { EmptyState } from '../../src/ui/EmptyState';
import { CourseCard } from './CourseCard';
import { CourseFilter, type CourseFilterValue } from './CourseFilter';
import { ErrorNotice } from './ErrorNotice';
import { Loading } from './Loading';
import { useResource } from '../../src/ui/useResource';
import { ViewHeading } from './ViewHeading';

const emptyTextKey: Record<CourseFilterValue, string> = {
  all: 'list.empty.all',
  not_started: 'list.empty.not_started',
  in_progress: 'list.empty.in_progress',
  completed: 'list.empty.completed',
};

export type CourseListProps = {
  kind: CourseKind;
  /** The filter (from the page's address); undefined: every course. */
  status: CourseStatus | undefined;
  /** The address of a course's detail; `{courseId}` is replaced. */
  courseUrl: string;
  onFilter: (status: CourseStatus | undefined) => void;
  onOpenCourse: (courseId: string) => void;
};

/** The list view: certification courses or the library, filtered by the learner's progress. */
export function CourseList({ kind, status, courseUrl, onFilter, onOpenCourse }: CourseListProps) {
  const { t, i18n } = useTranslation('course');
  const filter: CourseFilterValue = status ?? 'all';
  const { resource, reload } = useResource(() => listCourses({ kind, status }), `${kind}|${filter}`, {
    arrived: () => courseListCall.arrived({ kind, status }),
    language: i18n.language,
  });
  return (
    <section className="tc-player__view">
      <ViewHeading>{t(`list.heading.${kind}`)}</ViewHeading>
      <CourseFilter value={filter} onChange={(value) => onFilter(value === 'all' ? undefined : value)} />
      {resource.status === 'loading' ? <Loading /> : null}
      {resource.status === 'error' ? <ErrorNotice error={resource.error} onRetry={reload} /> : null}
      {resource.status === 'ready' && resource.data.list.length === 0 ? <EmptyState message={t(emptyTextKey[filter])} /> : null}
      {resource.status === 'ready' && resource.data.list.length > 0 ? (
        <ul className="tc-course-list" aria-label={t(`list.heading.${kind}`)}>
          {resource.data.list.map((course) => (
            <CourseCard
              key={course.courseId}
              course={course}
              href={fillUrlTemplate(courseUrl, { courseId: course.courseId })}
              onOpen={() => onOpenCourse(course.courseId)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
