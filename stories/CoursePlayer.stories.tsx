import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { courseKinds, courseStatuses, type AttemptResult, type CourseDetail, type CourseKind, type CourseStatus, type ExamInfo, type ProgressEvent } from '../src/contract/course';
import type { Language } from '../src/contract/languages';
import { coursePlayerViews, type CoursePlayerView } from '../src/elements/events';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/course/README.md): every state below is one the server gave.
import { courseFixture, type CourseFixtureName } from '../src/testing/fixtures/course';
import '../widgets/course-player/element';
// One of the seeded lesson videos, so the video stories really play.
import lessonVideoUrl from '../server/db/seed/videos/video-2.mp4';
import { captionVtt } from '../server/db/seed/captions';
import { installationLessons } from '../server/db/seed/content/installationLessons';
import { typeInto, widgetScreen } from './widgetScreen';
import { withMockApi, type MockHandler } from './mockApi';

const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });
const ok =
  (result: unknown): MockHandler =>
  () => answer(result);

/** That video's seeded captions, in one language, as the server would send the file. */
const captionUrl = (language: Language): string => {
  const lines = installationLessons[1]?.captions ?? [];
  return `data:text/vtt;charset=utf-8,${encodeURIComponent(captionVtt(lines.map((line) => line[language] ?? line.en), 12))}`;
};

/** The recorded signed video and caption paths only work on the recording server: the stories play the seeded files. */
const withVideo = (course: CourseDetail): CourseDetail => ({
  ...course,
  lessons: course.lessons.map((lesson) =>
    lesson.videoUrl ? { ...lesson, videoUrl: lessonVideoUrl, captions: lesson.captions.map((caption) => ({ ...caption, url: captionUrl(caption.language) })) } : lesson,
  ),
});

const detail = (name: Exclude<CourseFixtureName & `courseDetail.${string}`, `courseDetail.notFound${string}`>): MockHandler => ok(withVideo(courseFixture(name)));

/** The recorded reports: the play report, a pause part way, and the report at the end of one viewing that opened the test. */
const progress: MockHandler = ({ body }) => {
  const { event, positionSeconds } = body as { event: ProgressEvent; positionSeconds: number };
  const opened = courseFixture('progress.testOpened');
  const atEnd = event !== 'play' && positionSeconds >= opened.positionSeconds - 0.5;
  return answer(atEnd ? opened : courseFixture(event === 'play' ? 'progress.play' : 'progress.paused'));
};

const results: AttemptResult[] = (
  ['result.lessonFailed1', 'result.lessonFailed2', 'result.lessonPassed', 'result.finalFailed2', 'result.finalPassed'] as const
).map((name) => courseFixture(name));
const examInfos: ExamInfo[] = (['examInfo.lessonOpen', 'examInfo.finalOpen'] as const).map((name) => courseFixture(name));

/** A whole journey's worth of recorded answers, so every button in every story leads somewhere. */
const journey: Record<string, MockHandler> = {
  '/course/list': ({ url }) => {
    // The server filters by status; the recorded list of a new learner, filtered the same way.
    const status = url.searchParams.get('status');
    const list = courseFixture('courseList.fresh').list.filter((course) => !status || course.status === status);
    return answer({ list, total: list.length });
  },
  '/related/getInstallerCourseRelated': detail('courseDetail.fresh'),
  '/related/updateInstallerCourseRelated': progress,
  '/exam/getExamInfo': ({ url }) => answer(examInfos.find((info) => info.examId === url.searchParams.get('examId')) ?? courseFixture('examInfo.lessonOpen')),
  '/question/listExamQuestion': ({ url }) =>
    answer(url.searchParams.get('examId') === courseFixture('examInfo.finalOpen').examId ? courseFixture('attempt.final') : courseFixture('attempt.lesson')),
  '/question/getLastExamQuestion': ok(null),
  // The recorded grade of a failed first attempt; its result is `result.lessonFailed1`.
  '/answer/submitAnswer': ok(courseFixture('grade.lessonFailed1')),
  '/exam/getAttemptResult': ({ url }) => answer(results.find((result) => result.attemptId === url.searchParams.get('attemptId')) ?? courseFixture('result.lessonFailed1')),
};

/** A story's own answers over the journey's: mockApi replaces the whole fake API, so the rest must come along. */
const withJourney = (overrides: Record<string, MockHandler>) => withMockApi({ ...journey, ...overrides });

/** Queries inside the widget's shadow root once r2wc has rendered its heading. */
const widget = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-course-player', 'h2');

type PlayerArgs = {
  view: CoursePlayerView;
  courseId?: string;
  lessonId?: string;
  examId?: string;
  attemptId?: string;
  status?: CourseStatus | 'all';
  kind: CourseKind;
};

const course = courseFixture('courseDetail.fresh');
const lesson1 = course.lessons[0];
const onCourse = { courseId: course.courseId };
const resultOf = (name: 'result.lessonFailed1' | 'result.lessonFailed2' | 'result.lessonPassed' | 'result.finalFailed2' | 'result.finalPassed') => ({
  view: 'result' as const,
  attemptId: courseFixture(name).attemptId,
  courseId: courseFixture(name).courseId,
});

const meta: Meta<PlayerArgs> = {
  title: 'Widgets/tc-course-player',
  args: { view: 'list', kind: 'certification', status: 'all' },
  argTypes: {
    view: { control: 'select', options: coursePlayerViews },
    status: { control: 'select', options: ['all', ...courseStatuses] },
    kind: { control: 'inline-radio', options: courseKinds },
  },
  decorators: [withMockApi(journey)],
  render: (args) => (
    <tc-course-player
      view={args.view}
      course-id={args.courseId}
      lesson-id={args.lessonId}
      exam-id={args.examId}
      attempt-id={args.attemptId}
      status={args.status}
      kind={args.kind}
    />
  ),
};
export default meta;

type Story = StoryObj<PlayerArgs>;

/** The certification courses of a new learner: audience, percent complete, total time (the videos' length) and lesson count. The title links to the course. */
export const ListWithCourses: Story = {};

/** The list while the server has not answered yet. */
export const ListLoading: Story = {
  decorators: [withJourney({ '/course/list': () => new Promise(() => undefined) })],
};

/** The in-progress filter (from the page's address) finds nothing: 'No Courses in Progress'. */
export const ListEmptyInProgress: Story = { args: { status: 'in_progress' } };

/** The completed filter, chosen in the list, finds nothing: 'No Course Completed'. */
export const ListEmptyCompleted: Story = {
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: /^(Completed|Completados)$/ }));
    await waitFor(() => screen.getByText(/^(No Course Completed|Ningún curso completado)$/));
  },
};

/** After the certificate: the course is completed at 100%. */
export const ListCertified: Story = { decorators: [withJourney({ '/course/list': ok(courseFixture('courseList.certified')) })] };

/** The server fails (code 50000): its message as a toast and inline, with a retry. */
export const ServerError: Story = {
  decorators: [
    withJourney({
      '/course/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }),
    }),
  ],
};

/** A new learner's course: lesson 1 offers Start and says how much to watch; lessons 2 to 4 and the final test are locked, each with the reason. */
export const DetailFresh: Story = { args: { view: 'detail', ...onCourse } };

/** Lesson 1 half watched: Continue. */
export const DetailVideoPartWatched: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.videoPartWatched') })],
};

/** Lesson 1 skipped to its end without being watched: still Continue (the video resumes where its watched time reaches, not at the end). */
export const DetailVideoSkippedToEnd: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.videoSkippedToEnd') })],
};

/** Lesson 1 watched: its test is open, and the next step says so. */
export const DetailTestOpen: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.testOpen') })],
};

/** Both attempts of lesson 1 failed: watch the lesson again. */
export const DetailRepeatLesson: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.repeatLesson') })],
};

/** Lesson 1 passed: its score and its result, no Start Assessment; lesson 2 is next. */
export const DetailLessonPassed: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.lessonPassed') })],
};

/** Every lesson passed: the final test is open. */
export const DetailFinalExamOpen: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.finalExamOpen') })],
};

/** The final test's attempts are used: new ones open at the time the server gives. */
export const DetailWaiting: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.waiting') })],
};

/** The final test passed: the certification message and the certificate link. */
export const DetailCertified: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.certified') })],
};

/** The same new learner's course in Spanish, as the server answers it with `lang: es`. */
export const DetailFreshSpanish: Story = {
  args: { view: 'detail', ...onCourse },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.fresh.es') })],
};

/** A course address that names no course (recorded 40004): the server's message and All courses, no Try again (the error toast says it too). */
export const DetailNotFound: Story = {
  args: { view: 'detail', courseId: 'no-such-course' },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': () => courseFixture(i18n.language === 'es' ? 'courseDetail.notFound.es' : 'courseDetail.notFound') })],
};

/** The same in Spanish: Todos los cursos. */
export const DetailNotFoundSpanish: Story = { ...DetailNotFound, globals: { lang: 'es' } };

/** Lesson 1 never played: Start. Play it to the end to open the test. Its captions are on in the reader's language (the player's menu changes them). */
export const Video: Story = { args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId } };

/** Lesson 1 half watched: Continue resumes where the server says it stopped; Replay from the start. */
export const VideoPartWatched: Story = {
  args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.videoPartWatched') })],
};

/** Lesson 1 skipped to its end without being watched: the video opens where the server resumes it (`resumeSeconds`), not at the end; Continue plays from there. */
export const VideoSkippedToEnd: Story = {
  args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.videoSkippedToEnd') })],
};

/** Lesson 1 watched in four parts, a second skipped before each: the bar leaves the server's parts not watched unfilled, and the first three are listed, each a button that plays it. */
export const VideoWatchedInParts: Story = {
  args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.watchedInParts') })],
};

/** Opens lesson 1's transcript and waits for its lines. */
const openTranscript = async (canvasElement: HTMLElement) => {
  const screen = await widgetScreen(canvasElement, 'tc-course-player', 'video');
  await userEvent.click(screen.getByText(/^(Transcript|Transcripción)$/));
  await waitFor(() => screen.getByRole('list', { description: /^(Choose a line|Elija una línea)/ }));
  return screen;
};

/** Lesson 1 with its transcript open: each caption line plays the video from where it is said; the line being said is marked while it plays. */
export const VideoTranscript: Story = {
  args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId },
  play: async ({ canvasElement }) => {
    await openTranscript(canvasElement);
  },
};

/** Lesson 1's transcript searched for "level": the line that contains it, the word marked, and how many lines there are. */
export const VideoTranscriptSearched: Story = {
  args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId },
  play: async ({ canvasElement }) => {
    const screen = await openTranscript(canvasElement);
    typeInto(screen.getByRole('searchbox', { name: /^(Find in the transcript|Buscar en la transcripción)$/ }), 'level');
    await waitFor(() => screen.getByText(/^(1 line contains|1 línea contiene) /));
  },
};

/** Lesson 1 after an admin removed its captions: the description says none are available. */
export const VideoUncaptioned: Story = {
  args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.uncaptioned') })],
};

/** Lesson 1 watched: Start Assessment is enabled. */
export const VideoTestOpen: Story = {
  args: { view: 'video', ...onCourse, lessonId: lesson1?.lessonId },
  decorators: [withJourney({ '/related/getInstallerCourseRelated': detail('courseDetail.testOpen') })],
};

/** The lesson test before it starts: its facts and Start. Submitting grades it as failed. */
export const ExamFresh: Story = { args: { view: 'exam', examId: courseFixture('examInfo.lessonOpen').examId, ...onCourse } };

/** The lesson test after both attempts failed: watch the lesson again first. */
export const ExamRepeatLesson: Story = {
  args: { view: 'exam', examId: courseFixture('examInfo.repeatLesson').examId, ...onCourse },
  decorators: [withJourney({ '/exam/getExamInfo': ok(courseFixture('examInfo.repeatLesson')) })],
};

/** The final test after both attempts failed: new attempts open after the waiting period. */
export const ExamWaitingPeriod: Story = {
  args: { view: 'exam', examId: courseFixture('examInfo.finalWaiting').examId, ...onCourse },
  decorators: [withJourney({ '/exam/getExamInfo': ok(courseFixture('examInfo.finalWaiting')) })],
};

/** A test address that names no test, from a course (recorded 40004): the server's message and Go to the course, no Try again. */
export const ExamNotFound: Story = {
  args: { view: 'exam', examId: 'no-such-exam', ...onCourse },
  decorators: [withJourney({ '/exam/getExamInfo': () => courseFixture(i18n.language === 'es' ? 'examInfo.notFound.es' : 'examInfo.notFound') })],
};

/** The same in Spanish: Ir al curso. */
export const ExamNotFoundSpanish: Story = { ...ExamNotFound, globals: { lang: 'es' } };

/** A failed first attempt: 'Please try again', the questions answered wrong (never the right options) and Retake. */
export const ResultFailedRetake: Story = { args: resultOf('result.lessonFailed1') };

/** The second failure, as a reload shows it: attempt 2 of 2, repeat the lesson, no 'Please try again'. */
export const ResultFailedRepeatLesson: Story = { args: resultOf('result.lessonFailed2') };

/** A passed lesson test: the figures and the next lesson. */
export const ResultPassed: Story = { args: resultOf('result.lessonPassed') };

/** The final test failed twice: new attempts open at the time the server gives. */
export const ResultFinalWaiting: Story = { args: resultOf('result.finalFailed2') };

/** The final test passed: the certification message and the link to the certificate. */
export const ResultFinalPassedCertificate: Story = { args: resultOf('result.finalPassed') };

/** Another learner's result address, with no course named (recorded 40004): the server's message and All courses, no Try again. */
export const ResultNotFound: Story = {
  args: { view: 'result', attemptId: 'not-mine' },
  decorators: [withJourney({ '/exam/getAttemptResult': () => courseFixture(i18n.language === 'es' ? 'result.notFound.es' : 'result.notFound') })],
};

/** The same in Spanish: Todos los cursos. */
export const ResultNotFoundSpanish: Story = { ...ResultNotFound, globals: { lang: 'es' } };
