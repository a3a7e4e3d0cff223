import { useCallback, useMemo, useState } from 'react';
import type { AttemptGrade } from '../../src/contract/course';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { CourseDetail } from './CourseDetail';
import { CourseList } from './CourseList';
import { ExamResult } from './ExamResult';
import { ExamView } from './ExamView';
import { LessonVideo } from './LessonVideo';
import { MissingTarget } from './MissingTarget';
import { defaultCertificateUrl, navigateDetail, toCourseKind, toLocation, viewKey, type PlayerLocation } from './navigation';
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
  /** Where the certificate is shown; `{certificateId}` is replaced. */
  certificateUrl?: string;
};

type PlayerState = { location: PlayerLocation; propsKey: string; focusHeading: boolean };

type Announcement = { text: string; count: number };

/**
 * The course player (issue 3): list, detail, video, exam and result in one element. It moves between
 * views by itself and reports every move with `tc-navigate`; when the page changes the attributes
 * (its own routing), the player follows them.
 */
export function CoursePlayer({ emit, view, courseId, lessonId, examId, attemptId, kind: kindAttribute, certificateUrl }: CoursePlayerProps) {
  const kind = toCourseKind(kindAttribute);
  const certificateTemplate = certificateUrl || defaultCertificateUrl;
  const fromProps = toLocation(view, { courseId, lessonId, examId, attemptId });
  const propsKey = viewKey(fromProps);
  const [state, setState] = useState<PlayerState>({ location: fromProps, propsKey, focusHeading: false });
  const [lastGrade, setLastGrade] = useState<AttemptGrade | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', count: 0 });

  if (state.propsKey !== propsKey) {
    // New attributes: a page that only confirms the player's own move changes nothing; any other is followed.
    const moved = viewKey(state.location) !== propsKey;
    setState({ location: moved ? fromProps : state.location, propsKey, focusHeading: moved || state.focusHeading });
  }

  const announce = useCallback((text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 })), []);
  const context = useMemo(() => ({ announce, focusHeading: state.focusHeading }), [announce, state.focusHeading]);

  const go = (location: PlayerLocation) => {
    setState((previous) => ({ ...previous, location, focusHeading: true }));
    emit('tc-navigate', navigateDetail(location, kind));
  };
  const toList = () => go({ view: 'list' });
  const toCourse = (id: string | undefined) => (id ? go({ view: 'detail', courseId: id }) : toList());

  const { location } = state;
  const renderView = () => {
    switch (location.view) {
      case 'list':
        return <CourseList kind={kind} onOpenCourse={(id) => go({ view: 'detail', courseId: id })} />;
      case 'detail':
        if (!location.courseId) return <MissingTarget onBack={toList} />;
        return (
          <CourseDetail
            courseId={location.courseId}
            kind={kind}
            certificateUrl={certificateTemplate}
            onBack={toList}
            onWatch={(id) => go({ view: 'video', courseId: location.courseId, lessonId: id })}
            onStartExam={(id, lesson) => go({ view: 'exam', courseId: location.courseId, lessonId: lesson, examId: id })}
          />
        );
      case 'video': {
        const { courseId: course, lessonId: lesson } = location;
        if (!course || !lesson) return <MissingTarget onBack={toList} />;
        return (
          <LessonVideo
            courseId={course}
            lessonId={lesson}
            onBack={() => toCourse(course)}
            onStartExam={(id) => go({ view: 'exam', courseId: course, lessonId: lesson, examId: id })}
          />
        );
      }
      case 'exam': {
        const exam = location.examId;
        if (!exam) return <MissingTarget onBack={toList} />;
        return (
          <ExamView
            examId={exam}
            courseId={location.courseId}
            onBack={toCourse}
            onWatchLesson={(info, lesson) => go({ view: 'video', courseId: info.courseId, lessonId: lesson })}
            onSubmitted={(info, grade) => {
              setLastGrade(grade);
              go({ view: 'result', courseId: info.courseId, lessonId: info.lessonId ?? undefined, examId: exam, attemptId: grade.attemptId });
            }}
            onOpenResult={(info, attempt) =>
              go({ view: 'result', courseId: info.courseId, lessonId: info.lessonId ?? undefined, examId: exam, attemptId: attempt })
            }
          />
        );
      }
      case 'result': {
        const attempt = location.attemptId;
        if (!attempt) return <MissingTarget onBack={toList} />;
        return (
          <ExamResult
            attemptId={attempt}
            grade={lastGrade}
            certificateUrl={certificateTemplate}
            courseId={location.courseId}
            onBack={toCourse}
            actions={({ info }) => ({
              onNextLesson: (lesson) => go({ view: 'video', courseId: info.courseId, lessonId: lesson }),
              onFinalExam: (exam) => go({ view: 'exam', courseId: info.courseId, examId: exam }),
              onRetake: () => go({ view: 'exam', courseId: info.courseId, lessonId: info.lessonId ?? undefined, examId: info.examId }),
              onRepeatLesson: (lesson) => go({ view: 'video', courseId: info.courseId, lessonId: lesson }),
              onCourse: () => toCourse(info.courseId),
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
