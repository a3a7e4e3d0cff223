import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import type { CourseDetail, SubmitAnswerRequest } from '../src/contract/course';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
import '../widgets/course-player/element';
// One of the seeded lesson videos (about 16 KB), so the video stories really play.
import lessonVideoUrl from '../server/db/seed/videos/video-2.mp4';
import {
  demoAnswersFailed,
  demoAnswersPassed,
  demoAttempt,
  demoAttemptResumed,
  demoCourseCertified,
  demoCourseDetail,
  demoCourseList,
  demoCourseMustRepeat,
  demoCourseTestOpen,
  demoExamHistory,
  demoExamInfoResumable,
  demoFinalExamInfo,
  demoFinalExamWaiting,
  demoGradeFailed,
  demoLessonExamInfo,
  demoLibraryList,
} from './fixtures';
import { withMockApi, type MockHandler } from './mockApi';

const ok =
  (result: unknown): MockHandler =>
  () => ({ code: ResultCode.success, message: 'OK', result });

/** The seeded video lasts 12 s; the fixtures' 120 s lessons are scaled to it. */
const videoSeconds = 12;

const withVideo = (course: CourseDetail): CourseDetail => ({
  ...course,
  lessons: course.lessons.map((lesson) => ({
    ...lesson,
    videoUrl: lessonVideoUrl,
    durationSeconds: videoSeconds,
    positionSeconds: (lesson.positionSeconds * videoSeconds) / lesson.durationSeconds,
  })),
});

/** The server's rule in small: percent from the position, the test opens at 95%. */
const progress: MockHandler = ({ body }) => {
  const { positionSeconds } = body as { positionSeconds: number };
  const videoPercent = Math.min(100, Math.round((positionSeconds / videoSeconds) * 100));
  return { code: ResultCode.success, message: 'OK', result: { videoPercent, positionSeconds, testOpen: videoPercent >= 95 } };
};

/** Saves answer "saved"; the final submit grades the attempt as failed (1 of 3). */
const submitAnswer: MockHandler = ({ body }) => {
  const request = body as SubmitAnswerRequest;
  const saved = { ...demoGradeFailed, passed: null, correctPercent: null, correctCount: null, completionTime: null, timeTakenSeconds: null, attemptsUsed: 0 };
  return { code: ResultCode.success, message: 'OK', result: request.final ? demoGradeFailed : saved };
};

/** A whole journey's worth of answers, so every button in every story leads somewhere. */
const journey: Record<string, MockHandler> = {
  '/course/list': ({ url }) => {
    const status = url.searchParams.get('status');
    const source = url.searchParams.get('kind') === 'library' ? demoLibraryList : demoCourseList;
    const list = source.list.filter((course) => !status || course.status === status);
    return { code: ResultCode.success, message: 'OK', result: { list, total: list.length } };
  },
  '/related/getInstallerCourseRelated': ok(withVideo(demoCourseDetail)),
  '/related/updateInstallerCourseRelated': progress,
  '/exam/getExamInfo': ({ url }) => ({
    code: ResultCode.success,
    message: 'OK',
    result: url.searchParams.get('examId') === 'exam-final' ? demoFinalExamInfo : demoLessonExamInfo,
  }),
  '/question/listExamQuestion': ok(demoAttempt),
  '/question/getLastExamQuestion': ok(null),
  '/answer/submitAnswer': submitAnswer,
  '/answer/listAnswer': ok(demoAnswersFailed),
  '/api-installer/exam/listHistoryExam': ok(demoExamHistory),
};

/** A story's own answers over the journey's: mockApi replaces the whole fake API, so the rest must come along. */
const withJourney = (overrides: Record<string, MockHandler>) => withMockApi({ ...journey, ...overrides });

/** Queries inside the widget's shadow root once r2wc has rendered its heading. */
const widget = async (canvasElement: HTMLElement) => {
  const root = await waitFor(() => {
    const shadow = canvasElement.querySelector('tc-course-player')?.shadowRoot;
    if (!shadow?.querySelector('h2')) throw new Error('<tc-course-player> has not rendered yet');
    return shadow;
  });
  return within(root as unknown as HTMLElement);
};

type PlayerArgs = {
  view: 'list' | 'detail' | 'video' | 'exam' | 'result';
  courseId?: string;
  lessonId?: string;
  examId?: string;
  attemptId?: string;
  kind: 'certification' | 'library';
};

const meta: Meta<PlayerArgs> = {
  title: 'Widgets/tc-course-player',
  args: { view: 'list', kind: 'certification' },
  argTypes: {
    view: { control: 'select', options: ['list', 'detail', 'video', 'exam', 'result'] },
    kind: { control: 'inline-radio', options: ['certification', 'library'] },
  },
  decorators: [withMockApi(journey)],
  render: (args) => (
    <tc-course-player
      view={args.view}
      course-id={args.courseId}
      lesson-id={args.lessonId}
      exam-id={args.examId}
      attempt-id={args.attemptId}
      kind={args.kind}
    />
  ),
};
export default meta;

type Story = StoryObj<PlayerArgs>;

/** The certification courses with audience, percent complete, total time and lesson count. Open one to move on. */
export const ListWithCourses: Story = {};

/** The library: courses that are not certifications, for sales and designers. */
export const Library: Story = { args: { kind: 'library' } };

/** The in-progress filter finds nothing: 'No Courses in Progress'. */
export const ListEmptyInProgress: Story = {
  decorators: [withJourney({ '/course/list': ok({ list: [], total: 0 }) })],
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: /^(In progress|En curso)$/ }));
    await waitFor(() => screen.getByText(/^(No Courses in Progress|No hay cursos en curso)$/));
  },
};

/** The completed filter finds nothing: 'No Course Completed'. */
export const ListEmptyCompleted: Story = {
  decorators: [withJourney({ '/course/list': ok({ list: [], total: 0 }) })],
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: /^(Completed|Completados)$/ }));
    await waitFor(() => screen.getByText(/^(No Course Completed|Ningún curso completado)$/));
  },
};

/** Lesson 1 passed, lesson 2 half watched, lessons 3 and 4 and the final test locked (aria-disabled, with the reason). */
export const DetailWithLockedLessons: Story = { args: { view: 'detail', courseId: 'course-install' } };

/** Both attempts of lesson 2 failed: the lesson must be watched again. */
export const DetailMustRepeat: Story = {
  args: { view: 'detail', courseId: 'course-install' },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': ok(withVideo(demoCourseMustRepeat)) })],
};

/** Every lesson and the final test passed: the certification message and the certificate link. */
export const DetailWithCertificate: Story = {
  args: { view: 'detail', courseId: 'course-install' },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': ok(withVideo(demoCourseCertified)) })],
};

/** Lesson 2 resumes at 0:48 with 40% watched; play it to the end to open the test. */
export const Video: Story = { args: { view: 'video', courseId: 'course-install', lessonId: 'lesson-2' } };

/** Lesson 2 watched to the end: Start Assessment is enabled. */
export const VideoTestOpen: Story = {
  args: { view: 'video', courseId: 'course-install', lessonId: 'lesson-2' },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': ok(withVideo(demoCourseTestOpen)) })],
};

/** The lesson test before it starts: its facts and Start. Submitting grades it as failed. */
export const ExamFresh: Story = { args: { view: 'exam', examId: 'exam-lesson-2', courseId: 'course-install' } };

/** An attempt in progress comes back as it was: same order, two answers already chosen. */
export const ExamResumed: Story = {
  args: { view: 'exam', examId: 'exam-lesson-2', courseId: 'course-install' },
  decorators: [
    withJourney({
      '/exam/getExamInfo': ok(demoExamInfoResumable),
      // Started three minutes before the story opens, so the elapsed time reads as in a real attempt.
      '/question/getLastExamQuestion': () => ({
        code: ResultCode.success,
        message: 'OK',
        result: { ...demoAttemptResumed, startTime: new Date(Date.now() - 180_000).toISOString() },
      }),
    }),
  ],
};

/** The final test after both attempts failed: new attempts open after the waiting period. */
export const ExamWaitingPeriod: Story = {
  args: { view: 'exam', examId: 'exam-final', courseId: 'course-install' },
  decorators: [withJourney({ '/exam/getExamInfo': ok(demoFinalExamWaiting) })],
};

/** A passed lesson test: the figures and the next lesson. */
export const ResultPassed: Story = {
  args: { view: 'result', attemptId: 'attempt-21' },
  decorators: [
    withJourney({
      '/api-installer/exam/listHistoryExam': ok(demoExamHistory.map((entry) => (entry.attemptId === 'attempt-21' ? { ...entry, passed: true, correctPercent: 100 } : entry))),
      '/answer/listAnswer': ok(demoAnswersPassed),
      '/exam/getExamInfo': ok({ ...demoLessonExamInfo, attemptsUsed: 1 }),
      '/related/getInstallerCourseRelated': ok(
        withVideo({ ...demoCourseTestOpen, lessons: demoCourseTestOpen.lessons.map((lesson) => (lesson.lessonId === 'lesson-3' ? { ...lesson, locked: false } : lesson)) }),
      ),
    }),
  ],
};

/** A failed first attempt: the spec text, the questions answered wrong (never the right options) and Retake. */
export const ResultFailed: Story = {
  args: { view: 'result', attemptId: 'attempt-21' },
  decorators: [withJourney({ '/exam/getExamInfo': ok({ ...demoLessonExamInfo, attemptsUsed: 1 }) })],
};

/** The final test passed: the certification message and the link to the certificate. */
export const ResultFinalPassed: Story = {
  args: { view: 'result', attemptId: 'attempt-final-1' },
  decorators: [
    withJourney({
      // Ten reviewed questions, nine right: as the final test of the fixtures was graded (90%).
      '/answer/listAnswer': ok(
        Array.from({ length: 10 }, (_, index) => ({
          ...demoAnswersPassed[index % demoAnswersPassed.length],
          questionId: `q-final-${index + 1}`,
          result: index === 9 ? 'wrong' : 'right',
        })),
      ),
      '/related/getInstallerCourseRelated': ok(withVideo(demoCourseCertified)),
    }),
  ],
};

/** The server fails (code 50000): its message as a toast and inline, with a retry. */
export const ServerError: Story = {
  decorators: [
    withJourney({
      '/course/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }),
    }),
  ],
};
