import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminCourses/README.md).
import { adminCourseFixture } from '../src/testing/fixtures/adminCourses';
import { authFixture } from '../src/testing/fixtures/auth';
import '../widgets/admin-courses/element';
import { ok, withMockApi, type MockHandler } from './mockApi';
import { withSession } from './questionnaireStories';

const draft = adminCourseFixture('detail.draft');
const certification = adminCourseFixture('detail.certification');
/** The recorded course whose id the editor asks for. */
const detail: MockHandler = ({ url }) => {
  const courseId = url.searchParams.get('courseId');
  const course = [draft, certification].find((candidate) => candidate.courseId === courseId) ?? draft;
  return { code: ResultCode.success, message: 'OK', result: course };
};

/** The server names the versions in the reader's language. */
const countries: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: i18n.language === 'es' ? authFixture('countries.es') : adminCourseFixture('countries') });

const meta: Meta = {
  title: 'Widgets/tc-admin-courses',
  decorators: [
    withMockApi({
      '/admin/course/list': ok(adminCourseFixture('list.withDraft')),
      '/admin/course/detail': detail,
      '/country/list': countries,
      'POST /admin/course/publish': ok(adminCourseFixture('detail.published')),
      'POST /admin/course/exam/save': ok(draft),
    }),
  ],
  render: () => <tc-admin-courses />,
};
export default meta;

type Story = StoryObj;

const shadowOf = async (canvasElement: HTMLElement, ready: string) => {
  const root = await waitFor(() => {
    const shadow = canvasElement.querySelector('tc-admin-courses')?.shadowRoot;
    if (!shadow?.querySelector(ready)) throw new Error('<tc-admin-courses> has not loaded yet');
    return shadow;
  });
  return within(root as unknown as HTMLElement);
};

/** Every course, drafts included. */
export const List: Story = {};

/** A portal with no course yet. */
export const Empty: Story = { decorators: [withMockApi({ '/admin/course/list': ok(adminCourseFixture('list.empty')) })] };

/** A search nothing matches: the filters stay, the table says so. */
export const NoMatch: Story = { decorators: [withMockApi({ '/admin/course/list': ok(adminCourseFixture('list.noMatch')) })] };

/** Two courses per page: the pager, on the second page of three courses sorted by title. */
export const Paged: Story = {
  decorators: [withMockApi({ '/admin/course/list': ok(adminCourseFixture('list.page2')) })],
  render: () => <tc-admin-courses page-size={2} />,
};

/** A draft with one lesson and its test. */
export const Draft: Story = { render: () => <tc-admin-courses course-id={draft.courseId} /> };

/** A certification course learners have studied: final exams per country, lessons that cannot be deleted. */
export const Certification: Story = { render: () => <tc-admin-courses course-id={certification.courseId} /> };

/** The lesson test opened by its attributes (a host's `/admin/courses/:courseId/lessons/:lessonId/test`): settings and the question pool. */
export const TestOpen: Story = {
  render: () => <tc-admin-courses view="lesson-test" course-id={draft.courseId} lesson-id={draft.lessons[0]?.lessonId} />,
};

/** A certification's final exam for one country version, opened by its attributes (`/admin/courses/:courseId/final-exams/:versionCode`). */
export const FinalExamOpen: Story = {
  render: () => <tc-admin-courses view="final-exam" course-id={certification.courseId} version-code="US" />,
};

/** An address naming a lesson the course does not have: the editor says so above the course. */
export const ExamNotInCourse: Story = {
  render: () => <tc-admin-courses view="lesson-test" course-id={draft.courseId} lesson-id="00000000-0000-4000-8000-00000000dead" />,
};

/** A course that does not exist (an old link): the server's not-found message and the way back to the list, no Try again. */
export const CourseNotFound: Story = {
  decorators: [
    withMockApi({
      '/admin/course/list': ok(adminCourseFixture('list.withDraft')),
      '/admin/course/detail': () => ({ code: ResultCode.notFound, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].notFound }),
      '/country/list': countries,
    }),
  ],
  render: () => <tc-admin-courses view="course" course-id="00000000-0000-4000-8000-00000000dead" />,
};

/** A test learners were graded on, its questions saved again: the answer's version 2, the save said beside the button. */
export const TestNewVersion: Story = {
  decorators: [withMockApi({ '/admin/course/detail': detail, '/country/list': countries, 'POST /admin/course/exam/save': ok(adminCourseFixture('detail.examNewVersion')) })],
  render: () => <tc-admin-courses course-id={certification.courseId} />,
  play: async ({ canvasElement }) => {
    const screen = await shadowOf(canvasElement, '[part~="exam-toggle"]');
    const [toggle] = screen.getAllByRole('button', { expanded: false });
    if (toggle) await userEvent.click(toggle);
    await userEvent.click(await waitFor(() => screen.getByRole('button', { name: /^(Save the exam|Guardar el examen)$/ })));
  },
};

/** Publishing refused by the server: the reason is shown. */
export const PublishRefused: Story = {
  decorators: [
    withMockApi({ '/admin/course/detail': detail, '/country/list': countries, 'POST /admin/course/publish': () => adminCourseFixture(i18n.language === 'es' ? 'publish.refused.es' : 'publish.refused') }),
  ],
  render: () => <tc-admin-courses course-id={draft.courseId} />,
  play: async ({ canvasElement }) => {
    const screen = await shadowOf(canvasElement, '[part~="publish"] button');
    await userEvent.click(screen.getByRole('button', { name: /^(Publish|Publicar)$/ }));
  },
};

/** The draft's lesson with English captions uploaded: Remove answers the course without them. */
export const Captioned: Story = {
  decorators: [
    withMockApi({
      '/admin/course/detail': ok(adminCourseFixture('detail.captioned')),
      '/country/list': countries,
      'POST /admin/course/lesson/caption/delete': ok(adminCourseFixture('detail.captionRemoved')),
    }),
  ],
  render: () => <tc-admin-courses course-id={draft.courseId} />,
};

/** A new course: its form, with the country versions to choose. */
export const NewCourse: Story = {
  play: async ({ canvasElement }) => {
    const screen = await shadowOf(canvasElement, 'tbody tr');
    await userEvent.click(screen.getByRole('button', { name: /^(New course|Nuevo curso)$/ }));
  },
};

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/course/list': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/course/list': () => adminCourseFixture('list.forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/course/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** The editor at phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } }, render: () => <tc-admin-courses course-id={draft.courseId} /> };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };

/** A column's sort pressed and its answer not here yet: the last courses stay, marked busy, and the header keeps the focus. */
export const SortLoading: Story = {
  decorators: [
    withMockApi({ '/admin/course/list': (request) => (request.url.searchParams.get('sort') === 'position' ? ok(adminCourseFixture('list.withDraft'))(request) : new Promise(() => undefined)) }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await shadowOf(canvasElement, 'table');
    await userEvent.click(screen.getByRole('button', { name: /^(Lessons|Lecciones)/ }));
  },
};
