import { countryListResult, loginResult, userInfo, type CountryVersion, type LoginResult, type UserInfo } from '../src/contract/auth';

/**
 * Contract fixtures for stories. Each goes through its zod schema, so a contract change that the
 * fixtures no longer satisfy fails the story at once instead of showing stale data.
 */
export const demoUser: UserInfo = userInfo.parse({
  id: 'u-1001',
  account: 'installer.demo',
  name: 'Dana Installer',
  email: 'dana.installer@example.com',
  company: 'Sunrise Solar LLC',
  companyNumber: 'BP-20431',
  audience: 'installer',
  role: 'learner',
  version_code: 'US',
  lang: 'en',
});

export const demoSpanishUser: UserInfo = userInfo.parse({
  ...demoUser,
  id: 'u-1002',
  account: 'instalador.demo',
  name: 'Lucía Instaladora',
  email: 'lucia.instaladora@example.com',
  company: 'Energía del Sol S.A.',
  version_code: 'MX',
  lang: 'es',
});

export const demoLogin: LoginResult = loginResult.parse({ token: 'demo-token', pdfToken: 'demo-pdf-token', user: demoUser });

export const demoCountries: CountryVersion[] = countryListResult.parse([
  { versionCode: 'US', name: 'United States', lang: 'en' },
  { versionCode: 'MX', name: 'México', lang: 'es' },
]);

/* Course player (issue 3): one certification course seen at several moments of the learner's journey. */
import {
  answerReviewList,
  attempt,
  attemptGrade,
  courseDetail,
  courseListResult,
  examHistory,
  examInfo,
  type AnswerReview,
  type Attempt,
  type AttemptGrade,
  type CourseDetail,
  type CourseListResult,
  type ExamInfo,
  type LessonView,
} from '../src/contract/course';

export const demoVideoUrl = '/training-api/media/video/lesson-1.mp4';

const demoLesson = (n: number, overrides: Partial<LessonView>): LessonView => ({
  lessonId: `lesson-${n}`,
  title: ['Safety and site survey', 'Mounting the battery', 'Wiring and the gateway', 'Commissioning with the app'][n - 1] ?? `Lesson ${n}`,
  locked: true,
  status: 'not_started',
  videoUrl: demoVideoUrl,
  durationSeconds: 120,
  videoPercent: 0,
  positionSeconds: 0,
  examId: `exam-lesson-${n}`,
  testOpen: false,
  attemptsUsed: 0,
  attemptsAllowed: 2,
  mustRepeat: false,
  ...overrides,
});

const passedLesson = (n: number): LessonView =>
  demoLesson(n, { locked: false, status: 'completed', videoPercent: 100, positionSeconds: 120, testOpen: true, attemptsUsed: 1 });

export const demoCourseList: CourseListResult = courseListResult.parse({
  list: [
    {
      courseId: 'course-install',
      title: 'Installation Certification',
      description: 'Install and commission the home battery safely, step by step.',
      audience: 'installer',
      kind: 'certification',
      percent: 25,
      status: 'in_progress',
      totalMinutes: 95,
      lessonCount: 4,
    },
    {
      courseId: 'course-service',
      title: 'Service and Maintenance',
      description: 'Diagnose faults, replace modules and keep systems healthy.',
      audience: 'installer',
      kind: 'certification',
      percent: 0,
      status: 'not_started',
      totalMinutes: 40,
      lessonCount: 3,
    },
  ],
  total: 2,
});

export const demoLibraryList: CourseListResult = courseListResult.parse({
  list: [
    {
      courseId: 'course-sales',
      title: 'Selling Home Energy Storage',
      description: 'Explain backup power and savings to homeowners.',
      audience: 'sales',
      kind: 'library',
      percent: 100,
      status: 'completed',
      totalMinutes: 30,
      lessonCount: 2,
    },
    {
      courseId: 'course-design',
      title: 'Designing a Storage System',
      description: 'Size batteries and inverters for a household.',
      audience: 'designer',
      kind: 'library',
      percent: 0,
      status: 'not_started',
      totalMinutes: 45,
      lessonCount: 3,
    },
  ],
  total: 2,
});

/** Lesson 1 passed, lesson 2 half watched, lessons 3 and 4 locked, final test locked. */
export const demoCourseDetail: CourseDetail = courseDetail.parse({
  courseId: 'course-install',
  title: 'Installation Certification',
  description: 'Install and commission the home battery safely, step by step. Pass the test after each lesson, then the final test.',
  audience: 'installer',
  kind: 'certification',
  percent: 25,
  status: 'in_progress',
  totalMinutes: 95,
  lessons: [passedLesson(1), demoLesson(2, { locked: false, status: 'in_progress', videoPercent: 40, positionSeconds: 48 }), demoLesson(3, {}), demoLesson(4, {})],
  finalExamId: 'exam-final',
  finalExamLocked: true,
  certificateId: null,
});

/** Lesson 2 failed twice: its watched time was reset and it must be watched again. */
export const demoCourseMustRepeat: CourseDetail = courseDetail.parse({
  ...demoCourseDetail,
  lessons: [
    passedLesson(1),
    demoLesson(2, { locked: false, status: 'in_progress', videoPercent: 0, positionSeconds: 0, attemptsUsed: 2, mustRepeat: true }),
    demoLesson(3, {}),
    demoLesson(4, {}),
  ],
});

/** Lesson 2 watched to the end: its test is open. */
export const demoCourseTestOpen: CourseDetail = courseDetail.parse({
  ...demoCourseDetail,
  lessons: [
    passedLesson(1),
    demoLesson(2, { locked: false, status: 'in_progress', videoPercent: 100, positionSeconds: 120, testOpen: true }),
    demoLesson(3, {}),
    demoLesson(4, {}),
  ],
});

/** Every lesson and the final test passed: the certificate exists. */
export const demoCourseCertified: CourseDetail = courseDetail.parse({
  ...demoCourseDetail,
  percent: 100,
  status: 'completed',
  lessons: [passedLesson(1), passedLesson(2), passedLesson(3), passedLesson(4)],
  finalExamLocked: false,
  certificateId: 'cert-7f3a',
});

export const demoLessonExamInfo: ExamInfo = examInfo.parse({
  examId: 'exam-lesson-2',
  kind: 'lesson',
  courseId: 'course-install',
  lessonId: 'lesson-2',
  title: 'Test: Mounting the battery',
  questionCount: 3,
  passPercent: 70,
  attemptsAllowed: 2,
  attemptsUsed: 0,
  canStart: true,
  reason: null,
  availableAt: null,
  attemptInProgress: null,
});

export const demoExamInfoResumable: ExamInfo = examInfo.parse({ ...demoLessonExamInfo, attemptInProgress: 'attempt-21' });

export const demoFinalExamWaiting: ExamInfo = examInfo.parse({
  examId: 'exam-final',
  kind: 'final',
  courseId: 'course-install',
  lessonId: null,
  title: 'Final comprehensive test',
  questionCount: 10,
  passPercent: 70,
  attemptsAllowed: 2,
  attemptsUsed: 2,
  canStart: false,
  reason: 'waiting_period',
  availableAt: '2030-05-02T15:30:00.000Z',
  attemptInProgress: null,
});

export const demoFinalExamInfo: ExamInfo = examInfo.parse({
  ...demoFinalExamWaiting,
  attemptsUsed: 1,
  canStart: true,
  reason: null,
  availableAt: null,
});

export const demoAttempt: Attempt = attempt.parse({
  attemptId: 'attempt-21',
  examId: 'exam-lesson-2',
  startTime: '2030-05-01T15:00:00.000Z',
  questions: [
    {
      questionId: 'q-anchor',
      kind: 'single',
      text: 'Which anchors does a concrete wall need for the battery bracket?',
      options: [
        { optionId: 'o-anchor-1', text: 'Plastic plugs' },
        { optionId: 'o-anchor-2', text: 'Heavy-duty expansion anchors' },
        { optionId: 'o-anchor-3', text: 'No anchors, only adhesive' },
      ],
      chosenOptionIds: [],
    },
    {
      questionId: 'q-clearance',
      kind: 'multiple',
      text: 'Which clearances must be kept around the battery?',
      options: [
        { optionId: 'o-clear-1', text: 'Above the unit' },
        { optionId: 'o-clear-2', text: 'On both sides' },
        { optionId: 'o-clear-3', text: 'None' },
      ],
      chosenOptionIds: [],
    },
    {
      questionId: 'q-level',
      kind: 'true_false',
      text: 'The bracket must be level before the battery is hung.',
      options: [
        { optionId: 'o-level-right', text: 'Right' },
        { optionId: 'o-level-wrong', text: 'Wrong' },
      ],
      chosenOptionIds: [],
    },
  ],
});

/** The same attempt after a reload: the first two answers were saved. */
export const demoAttemptResumed: Attempt = attempt.parse({
  ...demoAttempt,
  questions: demoAttempt.questions.map((question) =>
    question.questionId === 'q-anchor'
      ? { ...question, chosenOptionIds: ['o-anchor-2'] }
      : question.questionId === 'q-clearance'
        ? { ...question, chosenOptionIds: ['o-clear-1', 'o-clear-2'] }
        : question,
  ),
});

const gradeBase = {
  attemptId: 'attempt-21',
  examId: 'exam-lesson-2',
  questionCount: 3,
  attemptsAllowed: 2,
  startTime: '2030-05-01T15:00:00.000Z',
  completionTime: '2030-05-01T15:04:30.000Z',
  timeTakenSeconds: 270,
  certificateId: null,
};

export const demoGradePassed: AttemptGrade = attemptGrade.parse({ ...gradeBase, passed: true, correctPercent: 100, correctCount: 3, attemptsUsed: 1 });
export const demoGradeFailed: AttemptGrade = attemptGrade.parse({ ...gradeBase, passed: false, correctPercent: 33, correctCount: 1, attemptsUsed: 1 });
export const demoGradeFailedTwice: AttemptGrade = attemptGrade.parse({ ...gradeBase, passed: false, correctPercent: 33, correctCount: 1, attemptsUsed: 2 });
export const demoGradeFinalPassed: AttemptGrade = attemptGrade.parse({
  ...gradeBase,
  attemptId: 'attempt-final-1',
  examId: 'exam-final',
  questionCount: 10,
  passed: true,
  correctPercent: 90,
  correctCount: 9,
  attemptsUsed: 1,
  certificateId: 'cert-7f3a',
});

/** Answers of the failed attempt: right or wrong and the learner's choice, never the right options. */
export const demoAnswersFailed: AnswerReview[] = answerReviewList.parse(
  demoAttempt.questions.map((question, index) => ({
    questionId: question.questionId,
    text: question.text,
    options: question.options,
    chosenOptionIds: [question.options[index === 0 ? 0 : 1]?.optionId ?? ''],
    result: index === 2 ? 'right' : 'wrong',
  })),
);

export const demoAnswersPassed: AnswerReview[] = answerReviewList.parse(demoAnswersFailed.map((answer) => ({ ...answer, result: 'right' })));

/** The graded history as the server lists it after a reload of the result view. */
export const demoExamHistory = examHistory.parse([
  {
    attemptId: 'attempt-final-1',
    examId: 'exam-final',
    kind: 'final',
    title: 'Final comprehensive test',
    courseId: 'course-install',
    lessonId: null,
    passed: true,
    correctPercent: 90,
    startTime: '2030-05-03T15:00:00.000Z',
    completionTime: '2030-05-03T15:12:10.000Z',
    timeTakenSeconds: 730,
  },
  {
    attemptId: 'attempt-21',
    examId: 'exam-lesson-2',
    kind: 'lesson',
    title: 'Test: Mounting the battery',
    courseId: 'course-install',
    lessonId: 'lesson-2',
    passed: false,
    correctPercent: 33,
    startTime: gradeBase.startTime,
    completionTime: gradeBase.completionTime,
    timeTakenSeconds: gradeBase.timeTakenSeconds,
  },
]);
