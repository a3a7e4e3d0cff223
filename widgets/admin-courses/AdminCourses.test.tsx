import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { errorMessages } from '../../src/contract/messages';
import { setLanguage } from '../../src/i18n/i18n';
import { deferred, fakeApi, holdAfterFirst, type FakeEnvelope, type FakeHandler, type FakeRequest } from '../../src/testing/fakeApi';
import { FakeXhr } from '../../src/testing/fakeXhr';
import { adminCourseFixture } from '../../src/testing/fixtures/adminCourses';
import { authFixture } from '../../src/testing/fixtures/auth';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminCoursesTag, defineAdminCourses } from './element';

const list = adminCourseFixture('list.withDraft');
const draft = adminCourseFixture('detail.draft');
const draftRow = list.list.find((course) => !course.published)!;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/admin/course/list': ok(list) });
  });
  runWidgetSuite({ tag: adminCoursesTag, define: defineAdminCourses, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /Nuevo curso/ });
});

describe('<tc-admin-courses>', () => {
  it('keeps the courses, marked busy, and the focus on the sort just pressed while the sorted list loads', { timeout: 20_000 }, async () => {
    const held = holdAfterFirst(ok(list));
    const { root, screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, { '/admin/course/list': held.handler });
    const sort = await find(() => screen.getByRole('button', { name: /^Lessons/ }));
    await user.click(sort);
    await find(() => expect(held.calls()).toBe(2));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: `Edit ${draftRow.title.en}` })).toBeTruthy();
    expect(root.activeElement).toBe(sort);
    held.release();
    await find(() => expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false));
    expect(root.activeElement).toBe(sort);
  });

  it('lists every course with its status and opens one in the editor', { timeout: 20_000 }, async () => {
    const { screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, {
      '/admin/course/list': ok(list),
      '/admin/course/detail': ok(draft),
    });
    await find(() => screen.getByRole('table', { name: 'Courses, drafts included, sorted by Order' }));
    expect(screen.getAllByRole('row')).toHaveLength(list.list.length + 1);
    expect(screen.getAllByText('Draft', { selector: 'span' }).length).toBe(1);
    await user.click(screen.getByRole('button', { name: `Edit ${draftRow.title.en}` }));
    await find(() => screen.getByRole('heading', { name: `Edit course: ${draft.title.en}` }));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /Lesson title \(English\)/ }).length).toBe(2);
  });

  it('moves the focus from Edit to the heading of the editor once it has loaded', { timeout: 20_000 }, async () => {
    const { root, screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, {
      '/admin/course/list': ok(list),
      '/admin/course/detail': ok(draft),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${draftRow.title.en}` })));
    const heading = await find(() => screen.getByRole('heading', { name: `Edit course: ${draft.title.en}` }));
    await find(() => expect(root.activeElement).toBe(heading));
  });

  it("gives the focus back to the course's Edit on Back, and to New course from a new course's form", { timeout: 20_000 }, async () => {
    const { root, screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, {
      '/admin/course/list': ok(list),
      '/admin/course/detail': ok(draft),
      '/country/list': ok(adminCourseFixture('countries')),
    });
    const edit = `Edit ${draftRow.title.en}`;
    await user.click(await find(() => screen.getByRole('button', { name: edit })));
    await user.click(await find(() => screen.getByRole('button', { name: 'Back to the courses' })));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: edit })));

    await user.click(screen.getByRole('button', { name: 'New course' }));
    await user.click(await find(() => screen.getByRole('button', { name: 'Back to the courses' })));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: 'New course' })));
  });

  it("gives the focus to the list's heading on Back when the course is not on the list's page", { timeout: 20_000 }, async () => {
    const { root, screen, user } = await mountPartnerWidget(
      adminCoursesTag,
      defineAdminCourses,
      { '/admin/course/list': ok(adminCourseFixture('list.empty')), '/admin/course/detail': ok(draft), '/country/list': ok(adminCourseFixture('countries')) },
      { 'course-id': draft.courseId },
    );
    await user.click(await find(() => screen.getByRole('button', { name: 'Back to the courses' })));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Courses' })));
  });

  it('searches, filters, sorts and pages on the server, and keeps the search when coming back from the editor', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, {
      '/admin/course/list': (request) =>
        ok(request.url.searchParams.get('page') === '2' ? adminCourseFixture('list.page2') : request.url.searchParams.get('q') ? adminCourseFixture('list.noMatch') : list)(request),
      '/admin/course/detail': ok(draft),
    });
    await find(() => screen.getByRole('button', { name: `Edit ${draftRow.title.en}` }));
    expect(Object.fromEntries(api.to('/admin/course/list')[0]?.url.searchParams ?? [])).toEqual({ sort: 'position', order: 'asc', page: '1', pageSize: '20' });
    await user.click(screen.getByRole('button', { name: /Course/ }));
    await find(() => screen.getByRole('table', { name: 'Courses, drafts included, sorted by Course' }));
    expect(Object.fromEntries(api.to('/admin/course/list').at(-1)?.url.searchParams ?? [])).toMatchObject({ sort: 'title', order: 'asc', page: '1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'no such course');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await find(() => screen.getByText('No course matches this search.'));
    expect(Object.fromEntries(api.to('/admin/course/list').at(-1)?.url.searchParams ?? [])).toMatchObject({ q: 'no such course', status: 'draft', sort: 'title', page: '1' });
    expect(screen.queryByText('No courses yet. Start with New course.')).toBeNull();
  });

  it('pages what the server counted', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, { '/admin/course/list': ok(adminCourseFixture('list.page2')) }, { 'page-size': '2' });
    await find(() => screen.getByText('Page 1 of 2'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await find(() => expect(api.to('/admin/course/list').at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('says there is no course yet on an empty portal', { timeout: 20_000 }, async () => {
    const { screen } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, { '/admin/course/list': ok(adminCourseFixture('list.empty')) });
    await find(() => screen.getByText('No courses yet. Start with New course.'));
    expect(screen.getByRole('button', { name: 'New course' })).toBeTruthy();
  });

  it('checks the exam form with the shared schema before sending, and shows the server refusal when publishing', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(
      adminCoursesTag,
      defineAdminCourses,
      {
        '/admin/course/detail': ok(adminCourseFixture('detail.new')),
        '/admin/course/publish': answer(adminCourseFixture('publish.refused')),
      },
      { 'course-id': draft.courseId },
    );
    await user.click(await find(() => screen.getByRole('button', { name: 'Publish' })));
    await find(() => screen.getByText(adminCourseFixture('publish.refused').message));
    expect(api.to('/admin/course/publish')[0]?.body).toEqual({ courseId: draft.courseId, published: true });
  });

  it("names a course's country versions in the reader's language, asking again when it changes", { timeout: 20_000 }, async () => {
    const spanishList = deferred<FakeEnvelope>();
    const { api, screen } = await mountPartnerWidget(
      adminCoursesTag,
      defineAdminCourses,
      {
        '/admin/course/detail': ok(draft),
        // The server names the versions in the language of the request; the Spanish answer waits.
        '/country/list': ({ headers }: FakeRequest) => (headers.get('lang') === 'es' ? spanishList.promise : { code: 200, message: 'OK', result: adminCourseFixture('countries') }),
      },
      { 'course-id': draft.courseId },
    );
    // The detail holds the stored names ("México"); the editor shows the reader's.
    await find(() => screen.getByRole('checkbox', { name: 'Mexico (MX)' }));
    expect((screen.getByRole('checkbox', { name: 'United States (US)' }) as HTMLInputElement).checked).toBe(true);
    await setLanguage('es');
    await find(() => screen.getByText('Versiones de país que ofrecen el curso'));
    expect(screen.getByRole('checkbox', { name: 'Mexico (MX)' })).toBeTruthy();
    spanishList.resolve({ code: 200, message: 'OK', result: authFixture('countries.es') });
    await find(() => screen.getByRole('checkbox', { name: 'México (MX)' }));
    // The course's choice stays through the new names.
    expect((screen.getByRole('checkbox', { name: 'Estados Unidos (US)' }) as HTMLInputElement).checked).toBe(true);
    expect(api.to('/country/list').map((request) => request.headers.lang)).toEqual(['en', 'es']);
  });

  it('says when the country versions of a new course cannot load, and asks again on Try again', { timeout: 20_000 }, async () => {
    let calls = 0;
    const { screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, {
      '/admin/course/list': ok(adminCourseFixture('list.empty')),
      '/country/list': () => (++calls === 1 ? { code: ResultCode.internal, message: errorMessages.en.internal } : { code: 200, message: 'OK', result: adminCourseFixture('countries') }),
    });
    await user.click(await find(() => screen.getByRole('button', { name: 'New course' })));
    await find(() => screen.getByText(errorMessages.en.internal));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('checkbox', { name: 'Mexico (MX)' }));
    expect(screen.getByRole('button', { name: 'Create the course' })).toBeTruthy();
  });

  it('refuses a pass mark of 0 without calling the server', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, { '/admin/course/detail': ok(draft) }, { 'course-id': draft.courseId });
    const lesson = draft.lessons[0]!;
    await user.click(await find(() => screen.getByRole('button', { name: new RegExp(`Edit the test of ${lesson.title.en}`) })));
    const passMark = await find(() => screen.getByRole('textbox', { name: 'Pass mark (%)' }));
    await user.tripleClick(passMark);
    await user.keyboard('0');
    await user.click(screen.getByRole('button', { name: 'Save the exam' }));
    await find(() => screen.getByText('Enter the pass mark as a whole percent from 1 to 100'));
    expect(api.to('/admin/course/exam/save')).toHaveLength(0);
  });
});

describe('<tc-admin-courses>: the exam editor', () => {
  const certification = adminCourseFixture('detail.certification');
  const newVersion = adminCourseFixture('detail.examNewVersion');
  const lesson = certification.lessons[0]!;

  const openTest = async () => {
    const mounted = await mountPartnerWidget(
      adminCoursesTag,
      defineAdminCourses,
      { '/admin/course/detail': ok(certification), '/admin/course/exam/save': ok(newVersion) },
      { 'course-id': certification.courseId },
    );
    await mounted.user.click(await find(() => mounted.screen.getByRole('button', { name: new RegExp(`Edit the test of ${lesson.title.en}`) })));
    return { ...mounted, form: within(await find(() => mounted.screen.getByRole('form', { name: `Test of ${lesson.title.en}` }))) };
  };

  it('names the next question version, then describes the version the save answered', { timeout: 20_000 }, async () => {
    // Recorded after a learner's two attempts on version 1; the save answers version 2, with no attempt on it yet.
    expect(lesson.test).toMatchObject({ questionVersion: 1, attemptsOnVersion: 2 });
    expect(newVersion.lessons[0]!.test).toMatchObject({ questionVersion: 2, attemptsOnVersion: 0 });
    const { screen, user, form } = await openTest();
    form.getByText('2 attempts were started on these questions (version 1). Changing the questions starts version 2; attempts keep the version they were started on.');
    await user.click(form.getByRole('button', { name: 'Save the exam' }));
    await find(() => form.getByText('No attempt was started on version 2 yet: changing the questions replaces them. Earlier attempts keep their version.'));
    expect(form.queryByText(/attempts were started/)).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(`Edit the test of ${lesson.title.en} \\(\\d+ questions, version 2\\)`) })).toBeTruthy();
  });

  it('says the save beside the Save button, once', { timeout: 20_000 }, async () => {
    const { root, user, form } = await openTest();
    const save = form.getByRole('button', { name: 'Save the exam' });
    await user.click(save);
    const status = await find(() => form.getByRole('status'));
    await find(() => expect(status.textContent).toBe('The exam is saved.'));
    expect(status.parentElement).toBe(save.parentElement);
    // The course's notice at the top stays silent: the same words twice would be announced twice.
    expect(root.querySelector('[part~="notice"]')?.textContent).toBe('');
  });

  it('offers Remove answer as a secondary button', { timeout: 20_000 }, async () => {
    const { user, form } = await openTest();
    await user.click(form.getAllByRole('button', { name: 'Add an answer' })[0]!);
    const remove = form.getAllByRole('button', { name: /^Remove answer \d+$/ })[0]!;
    expect(remove.className.split(' ')).toEqual(['tc-button', 'tc-button--secondary']);
  });

  it('counts the attempts in Spanish', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const { screen, user } = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, { '/admin/course/detail': ok(certification) }, { 'course-id': certification.courseId });
    await user.click(await find(() => screen.getByRole('button', { name: new RegExp(`Editar la prueba de ${lesson.title.es}`) })));
    await find(() => screen.getByText('Se han iniciado 2 intentos con estas preguntas (versión 1). Si cambia las preguntas, se inicia la versión 2; los intentos conservan la versión con la que se iniciaron.'));
    // The form is named as a title ("Prueba de …"); the toggle says it inside its sentence ("Editar la prueba de …").
    expect(screen.getByRole('form', { name: `Prueba de ${lesson.title.es}` })).toBeTruthy();
  });
});

describe("<tc-admin-courses>: a lesson video's captions", () => {
  const captioned = adminCourseFixture('detail.captioned');
  const lesson = draft.lessons[0]!;
  const title = lesson.title.en;
  const vttFile = (text: string) => new File([text], 'captions.vtt', { type: 'text/vtt' });
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  /** The draft's editor, its detail answered from `detail()` (the server's answer changes after an upload). */
  const mountEditor = async (detail: () => unknown, handlers: Record<string, FakeHandler> = {}) => {
    const mounted = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, { '/admin/course/detail': (request) => ok(detail())(request), ...handlers }, { 'course-id': draft.courseId });
    const captions = within(await find(() => mounted.screen.getByRole('group', { name: `Captions of ${title}` })));
    return { ...mounted, captions };
  };

  it("uploads a WebVTT file for a language, shows the server's refusal, and once saved reads the course again and says so", { timeout: 20_000 }, async () => {
    let detail: unknown = draft;
    const { root, screen, user, captions } = await mountEditor(() => detail);
    expect(captions.getAllByText('None yet.')).toHaveLength(2);
    expect(captions.queryByRole('button', { name: /Remove/ })).toBeNull();
    // Each language says how learners get its file, as the server says: the course is taught in English.
    expect(draft.captionKinds).toEqual({ en: 'captions', es: 'subtitles' });
    const status = (label: string) => root.getElementById(captions.getByLabelText(label).getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    expect(status('English captions')).toBe('None yet. Learners get this file as captions.');
    expect(status('Spanish captions')).toBe('None yet. Learners get this file as subtitles (a translation).');

    await user.upload(captions.getByLabelText('English captions'), vttFile('Wire the DC side first.'));
    const refusedUpload = FakeXhr.last!;
    expect(refusedUpload.url).toMatch(/\/admin\/course\/lesson\/caption\/upload$/);
    expect(Object.fromEntries([...refusedUpload.body!.entries()].filter(([name]) => name !== 'file'))).toEqual({ lessonId: lesson.lessonId, language: 'en' });
    const refused = adminCourseFixture('caption.refused');
    refusedUpload.answer(200, JSON.stringify(refused));
    await find(() => captions.getByText(`captions.vtt could not be uploaded: ${refused.message}`));

    detail = captioned;
    await user.upload(captions.getByLabelText('English captions'), vttFile('WEBVTT\n\n00:00.000 --> 00:04.000\nWire the DC side first.\n'));
    FakeXhr.last!.answer(200, JSON.stringify({ code: ResultCode.success, message: 'OK', result: captioned }));
    await find(() => screen.getByText(`The English captions of ${title} are saved.`));
    await find(() => captions.getByText('Uploaded. Choose a file to replace them.'));
    expect(captions.getByText('None yet.')).toBeTruthy();
    expect(captions.getByRole('button', { name: `Remove the English captions of ${title}` })).toBeTruthy();
  });

  it('removes the captions of a language and shows the course as the server answered', { timeout: 20_000 }, async () => {
    const { api, screen, user, captions } = await mountEditor(() => captioned, { '/admin/course/lesson/caption/delete': ok(adminCourseFixture('detail.captionRemoved')) });
    await user.click(captions.getByRole('button', { name: `Remove the English captions of ${title}` }));
    await find(() => screen.getByText(`The English captions of ${title} are removed.`));
    expect(api.to('/admin/course/lesson/caption/delete')[0]?.body).toEqual({ lessonId: lesson.lessonId, language: 'en' });
    expect(captions.getAllByText('None yet.')).toHaveLength(2);
  });

  it('names the languages in Spanish', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const mounted = await mountPartnerWidget(adminCoursesTag, defineAdminCourses, { '/admin/course/detail': ok(captioned) }, { 'course-id': draft.courseId });
    const spanishTitle = lesson.title.es;
    const captions = within(await find(() => mounted.screen.getByRole('group', { name: `Subtítulos de ${spanishTitle}` })));
    expect(captions.getByLabelText('Subtítulos en inglés')).toBeTruthy();
    expect(captions.getByRole('button', { name: `Quitar los subtítulos en inglés de ${spanishTitle}` })).toBeTruthy();
  });
});
