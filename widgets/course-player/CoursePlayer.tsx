import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamInfo } from '../../src/contract/course';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { CourseDetail } from './CourseDetail';
import { CourseList } from './CourseList';
import type { ListLink } from './ErrorNotice';
import { ExamResult } from './ExamResult';
import { ExamView } from './ExamView';
import { LessonVideo } from './LessonVideo';
import { MissingTarget } from './MissingTarget';
import { certificateUrlTemplate, fillUrlTemplate } from '../../src/elements/portalLinks';
import { defaultCourseUrl, defaultListUrl, locationKey, navigateDetail, toCourseKind, toLocation, viewKey, type PlayerLocation, type PlayerTarget } from './navigation';
import { PlayerContext } from './playerContext';

export type CoursePlayerProps = WidgetProps & {
  /** `list` | `detail` | `video` | `exam` | `result`; anything else shows the list. */
  view?: string;
  courseId?: string;
  lessonId?: string;
  examId?: string;
  attemptId?: string;
  /** `certification` (default) or `library`: which courses the list shows. */
  kind?: string;
  /** The list's filter: `not_started`, `in_progress` or `completed`; anything else shows every course. */
  status?: string;
  /** The address of a course's detail, for the course links of the list; `{courseId}` is replaced. */
  courseUrl?: string;
  /** Where the certificate is shown; `{certificateId}` is replaced. */
  certificateUrl?: string;
  /** The address of the course list, linked from a course that does not exist. */
  listUrl?: string;
};

type PlayerState = { location: PlayerLocation; propsKey: string; focusHeading: boolean };

type Announcement = { text: string; count: number };

/**
 * The course player (issue 3): list, detail, video, exam and result in one element. It moves between
 * views by itself and reports every move with `tc-navigate`; when the page changes the attributes
 * (its own routing), the player follows them.
 */
export function CoursePlayer(props: CoursePlayerProps) {
  const { emit, view, courseId, lessonId, examId, attemptId, status, kind: kindAttribute, courseUrl, certificateUrl, listUrl } = props;
  const { t } = useTranslation('course');
  const kind = toCourseKind(kindAttribute);
  const certificateTemplate = certificateUrl || certificateUrlTemplate;
  const courseTemplate = courseUrl || defaultCourseUrl;
  const fromProps = toLocation(view, { courseId, lessonId, examId, attemptId, status });
  const propsKey = locationKey(fromProps);
  const [state, setState] = useState<PlayerState>({ location: fromProps, propsKey, focusHeading: false });
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', count: 0 });

  if (state.propsKey !== propsKey) {
    // New attributes: a page that only confirms the player's own move changes nothing; any other is followed.
    const moved = locationKey(state.location) !== propsKey;
    setState({ location: moved ? fromProps : state.location, propsKey, focusHeading: moved || state.focusHeading });
  }

  const announce = useCallback((text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 })), []);
  const context = useMemo(() => ({ announce, focusHeading: state.focusHeading }), [announce, state.focusHeading]);

  const go = (target: PlayerTarget) => {
    setState((previous) => ({ ...previous, location: target, focusHeading: true }));
    emit('tc-navigate', navigateDetail(target, kind));
  };
  // A new filter reloads the list where it is: focus stays on the filter.
  const filterList = (filter: PlayerLocation['status']) => {
    const target: PlayerTarget = filter ? { view: 'list', status: filter } : { view: 'list' };
    setState((previous) => ({ ...previous, location: target }));
    emit('tc-navigate', navigateDetail(target, kind));
  };
  const toList = () => go({ view: 'list' });
  const listLink: ListLink = { href: listUrl || defaultListUrl, label: t(`notFound.list.${kind}`), onFollow: toList };
  const toCourse = (id: string | undefined) => (id ? go({ view: 'detail', courseId: id }) : toList());
  // A test or attempt that does not exist leads to the course the address named, else to the list.
  const wayBackTo = (id: string | undefined): ListLink =>
    id ? { href: fillUrlTemplate(courseTemplate, { courseId: id }), label: t('notFound.course'), onFollow: () => go({ view: 'detail', courseId: id }) } : listLink;

  const { location } = state;
  const renderView = () => {
    switch (location.view) {
      case 'list':
        return (
          <CourseList
            kind={kind}
            status={location.status}
            courseUrl={courseTemplate}
            onFilter={filterList}
            onOpenCourse={(id) => go({ view: 'detail', courseId: id })}
          />
        );
      case 'detail': {
        const course = location.courseId;
        if (!course) return <MissingTarget onBack={toList} />;
        return (
          <CourseDetail
            courseId={course}
            kind={kind}
            certificateUrl={certificateTemplate}
            listLink={listLink}
            onBack={toList}
            onWatch={(lesson) => go({ view: 'video', courseId: course, lessonId: lesson })}
            onStartExam={(exam, lesson) => go({ view: 'exam', courseId: course, lessonId: lesson, examId: exam })}
            onOpenResult={(attempt, exam, lesson) => go({ view: 'result', courseId: course, lessonId: lesson, examId: exam, attemptId: attempt })}
          />
        );
      }
      case 'video': {
        const { courseId: course, lessonId: lesson } = location;
        if (!course || !lesson) return <MissingTarget onBack={toList} />;
        return (
          <LessonVideo
            courseId={course}
            lessonId={lesson}
            listLink={listLink}
            onBack={() => toCourse(course)}
            onStartExam={(exam) => go({ view: 'exam', courseId: course, lessonId: lesson, examId: exam })}
            onOpenResult={(attempt, exam) => go({ view: 'result', courseId: course, lessonId: lesson, examId: exam, attemptId: attempt })}
          />
        );
      }
      case 'exam': {
        const exam = location.examId;
        if (!exam) return <MissingTarget onBack={toList} />;
        const toResult = (info: ExamInfo, attempt: string) =>
          go({ view: 'result', courseId: info.courseId, lessonId: info.lessonId ?? undefined, examId: exam, attemptId: attempt });
        return (
          <ExamView
            examId={exam}
            courseId={location.courseId}
            wayBack={wayBackTo(location.courseId)}
            onBack={toCourse}
            onWatchLesson={(info, lesson) => go({ view: 'video', courseId: info.courseId, lessonId: lesson })}
            onSubmitted={(info, grade) => toResult(info, grade.attemptId)}
            onOpenResult={toResult}
          />
        );
      }
      case 'result': {
        const attempt = location.attemptId;
        if (!attempt) return <MissingTarget onBack={toList} />;
        return (
          <ExamResult
            attemptId={attempt}
            certificateUrl={certificateTemplate}
            courseId={location.courseId}
            wayBack={wayBackTo(location.courseId)}
            onBack={toCourse}
            actions={(result) => ({
              onLesson: (lesson) => go({ view: 'video', courseId: result.courseId, lessonId: lesson }),
              onExam: (exam, lesson) => go({ view: 'exam', courseId: result.courseId, lessonId: lesson ?? (exam === result.examId ? (result.lessonId ?? undefined) : undefined), examId: exam }),
            })}
          />
        );
      }
    }
  };

  return (
    <PlayerContext.Provider value={context}>
      <div className="tc-player" part="base">
        <div key={viewKey(location)} className="tc-player__body">
          {renderView()}
        </div>
        {/* One polite region for the whole player; the counter makes a repeated text count as new. */}
        <p className="tc-visually-hidden" role="status" part="announcer">
          {announcement.text}
          {announcement.count % 2 === 1 ? '\u00a0' : ''}
        </p>
      </div>
    </PlayerContext.Provider>
  );
}
