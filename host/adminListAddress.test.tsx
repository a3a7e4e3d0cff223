import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { fakeApi, type FakeHandler } from '../src/testing/fakeApi';
import { adminContentFixture } from '../src/testing/fixtures/adminContent';
import { adminCourseFixture } from '../src/testing/fixtures/adminCourses';
import { adminDocumentFixture } from '../src/testing/fixtures/adminDocuments';
import { adminFaqFixture } from '../src/testing/fixtures/adminFaq';
import { adminInstructorFixture } from '../src/testing/fixtures/adminInstructors';
import { adminReportFixture } from '../src/testing/fixtures/adminReports';
import { adminUserFixture } from '../src/testing/fixtures/adminUsers';
import { partnerFixture } from '../src/testing/fixtures/partner';
import { questionnaireFixture } from '../src/testing/fixtures/questionnaire';
import { documentFixture } from '../src/testing/fixtures/documents';
import { homeFixture } from '../src/testing/fixtures/home';
import { replaceText } from '../src/testing/replaceText';
import { demoUser, renderHost, signInWithToken } from './testing/renderHost';
import { quietUnservedCalls } from './testing/unservedCalls';

// The host and the real admin lists together: the list's search, filters, sort and page are the address's query, both ways.

const ok = (result: unknown) => () => ({ code: ResultCode.success, result });

quietUnservedCalls();

/** Signs an admin in and opens `path` with the fake API; resolves once the page's h1 is there. */
async function openAt(path: string, tag: string, handlers: Record<string, FakeHandler>) {
  signInWithToken();
  const api = fakeApi({ '/getUserInfo': ok({ ...demoUser, role: 'admin' }), ...handlers });
  const view = renderHost(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const element = () => {
    const found = view.container.querySelector(tag);
    if (!found) throw new Error(`no <${tag}> on the page`);
    return found as HTMLElement;
  };
  const section = () => within(element().shadowRoot as unknown as HTMLElement);
  return { ...view, api, element, section };
}

const lastAsked = (api: ReturnType<typeof fakeApi>, path: string) => Object.fromEntries(api.to(path).at(-1)?.url.searchParams ?? []);

describe('the admin users list has an address', () => {
  const users = { '/admin/users': ok(adminUserFixture('users.list')) };

  it('opens the search and page its address names, as a reload or a shared link does', { timeout: 20_000 }, async () => {
    const { api, section } = await openAt('/admin/users?q=lena&status=active&page=2', 'tc-admin-users', users);
    await waitFor(() => expect(lastAsked(api, '/admin/users')).toMatchObject({ q: 'lena', status: 'active', page: '2' }));
    expect((section().getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('lena');
    expect(api.to('/admin/users')).toHaveLength(1);
  });

  it('puts a submitted search in the address with a history entry; Back returns to the earlier search, Forward to it again', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section, element } = await openAt('/admin/users?page=2', 'tc-admin-users', users);
    const shown = element();
    const user = userEvent.setup();
    await waitFor(() => section().getByRole('button', { name: 'Open Lena Learner' }));
    await user.type(section().getByRole('searchbox', { name: 'Search' }), 'lena');
    // Typing is not a move.
    expect(fullPath()).toBe('/admin/users?page=2');
    await user.click(section().getByRole('button', { name: 'Search' }));
    // A new search starts at page 1.
    await waitFor(() => expect(fullPath()).toBe('/admin/users?q=lena'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/users')).toMatchObject({ q: 'lena', page: '1' }));
    expect(element()).toBe(shown);

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/users?page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/users')).toEqual({ sort: 'name', order: 'asc', page: '2', pageSize: '20' }));
    await waitFor(() => expect((section().getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(''));

    await act(() => router.navigate(1));
    expect(fullPath()).toBe('/admin/users?q=lena');
    await waitFor(() => expect(lastAsked(api, '/admin/users')).toMatchObject({ q: 'lena', page: '1' }));
  });

  it('opens the first page of everyone for an address it cannot read', { timeout: 20_000 }, async () => {
    const { api, section } = await openAt('/admin/users?page=abc&status=unknown&sort=%E0%A4%A', 'tc-admin-users', users);
    await waitFor(() => section().getByRole('button', { name: 'Open Lena Learner' }));
    expect(lastAsked(api, '/admin/users')).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '20' });
  });
});

describe('the admin companies list has an address', () => {
  const companies = { '/admin/companies': ok(adminUserFixture('companies.list')) };
  const company = adminUserFixture('companies.list').list[0]!;

  it('opens the search and page of its address; a sort pressed is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/companies?q=aurora&page=2', 'tc-admin-companies', companies);
    await waitFor(() => expect(lastAsked(api, '/admin/companies')).toMatchObject({ q: 'aurora', page: '2' }));
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('button', { name: /Members/ })));
    await waitFor(() => expect(fullPath()).toBe('/admin/companies?q=aurora&sort=members'));
    await waitFor(() => expect(lastAsked(api, '/admin/companies')).toMatchObject({ q: 'aurora', sort: 'members', page: '1' }));
    expect(section().getByRole('button', { name: `Open ${company.name}` })).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/companies?q=aurora&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/companies')).toMatchObject({ q: 'aurora', sort: 'name', page: '2' }));
  });
});

describe('the admin courses list has an address', () => {
  const courses = adminCourseFixture('list.withDraft');
  const course = adminCourseFixture('detail.certification');
  const row = courses.list.find((summary) => summary.courseId === course.courseId)!;
  const handlers = { '/admin/course/list': ok(courses), '/admin/course/detail': ok(course), '/country/list': ok(adminCourseFixture('countries')) };

  it("opens the search and page of its address; Edit links to the editor, whose way back returns to the same search and page", { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/courses?q=install&page=2', 'tc-admin-courses', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/course/list')).toMatchObject({ q: 'install', page: '2' }));
    const edit = await waitFor(() => section().getByRole('link', { name: `Edit ${row.title.en}` }));
    expect(edit.getAttribute('href')).toBe(`/admin/courses/${course.courseId}`);
    const user = userEvent.setup();
    await user.click(edit);
    await waitFor(() => expect(fullPath()).toBe(`/admin/courses/${course.courseId}`));
    await user.click(await waitFor(() => section().getByRole('button', { name: 'Back to the courses' })));
    await waitFor(() => expect(fullPath()).toBe('/admin/courses?q=install&page=2'));
    await waitFor(() => expect(lastAsked(api, '/admin/course/list')).toMatchObject({ q: 'install', page: '2' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe(`/admin/courses/${course.courseId}`);
    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/courses?q=install&page=2');
    await waitFor(() => expect((section().getByRole('searchbox', { name: /Search/ }) as HTMLInputElement).value).toBe('install'));
  });
});

describe('the admin certificates list has an address', () => {
  it('opens the search and page of its address; a submitted search is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/certificates?status=valid&page=2', 'tc-admin-certificates', { '/admin/certificate/list': ok(adminReportFixture('certificates.filled')) });
    await waitFor(() => expect(lastAsked(api, '/admin/certificate/list')).toMatchObject({ status: 'valid', page: '2' }));
    const user = userEvent.setup();
    await user.type(await waitFor(() => section().getByRole('searchbox', { name: 'Search' })), 'zamora');
    await user.click(section().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fullPath()).toBe('/admin/certificates?q=zamora&status=valid'));
    await waitFor(() => expect(lastAsked(api, '/admin/certificate/list')).toMatchObject({ q: 'zamora', status: 'valid', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/certificates?status=valid&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/certificate/list')).toMatchObject({ status: 'valid', page: '2' }));
    expect(lastAsked(api, '/admin/certificate/list').q).toBeUndefined();
  });
});

describe('the admin audit log has an address', () => {
  const audit = { '/admin/audit': ok(adminUserFixture('audit.list')) };

  it('opens the filters and page of its address; submitted filters are a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/audit?action=exam.attempts.reset&page=2', 'tc-admin-audit', audit);
    await waitFor(() => expect(lastAsked(api, '/admin/audit')).toEqual({ action: 'exam.attempts.reset', page: '2', pageSize: '25' }));
    const user = userEvent.setup();
    await user.type(await waitFor(() => section().getByRole('textbox', { name: 'Who' })), 'olivia');
    expect(fullPath()).toBe('/admin/audit?action=exam.attempts.reset&page=2');
    await user.click(section().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fullPath()).toBe('/admin/audit?actor=olivia&action=exam.attempts.reset'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/audit')).toMatchObject({ actor: 'olivia', action: 'exam.attempts.reset', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/audit?action=exam.attempts.reset&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/audit')).toEqual({ action: 'exam.attempts.reset', page: '2', pageSize: '25' }));
    await waitFor(() => expect((section().getByRole('textbox', { name: 'Who' }) as HTMLInputElement).value).toBe(''));
  });

  it('opens the first page of the whole log for an address it cannot read', { timeout: 20_000 }, async () => {
    const { api, section } = await openAt('/admin/audit?page=0&action=user.fly&from=yesterday', 'tc-admin-audit', audit);
    await waitFor(() => section().getByRole('table'));
    expect(lastAsked(api, '/admin/audit')).toEqual({ page: '1', pageSize: '25' });
  });
});

describe('the admin notices, webinars and notifications lists have an address', () => {
  const lists: { path: string; tag: string; api: string; handlers: Record<string, FakeHandler> }[] = [
    { path: '/admin/notices', tag: 'tc-admin-notices', api: '/admin/notice/list', handlers: { '/admin/notice/list': ok(adminContentFixture('notices.list')) } },
    { path: '/admin/webinars', tag: 'tc-admin-webinars', api: '/admin/webinar/list', handlers: { '/admin/webinar/list': ok(adminContentFixture('webinars.list')) } },
    {
      path: '/admin/notifications',
      tag: 'tc-admin-notifications',
      api: '/admin/notification/list',
      handlers: { '/admin/notification/list': ok(adminContentFixture('notifications.list')), '/admin/notification/options': ok(adminContentFixture('notifications.options')) },
    },
  ];

  it.each(lists)('$path opens the search and page of its address; a changed order is a history entry that Back undoes', { timeout: 20_000 }, async ({ path, tag, api: listPath, handlers }) => {
    const { api, router, fullPath, section } = await openAt(`${path}?q=new&page=2`, tag, handlers);
    await waitFor(() => expect(lastAsked(api, listPath)).toEqual({ q: 'new', order: 'desc', page: '2', pageSize: '10' }));
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => section().getByRole('combobox', { name: 'Order' })), 'asc');
    await waitFor(() => expect(fullPath()).toBe(`${path}?q=new&order=asc`));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, listPath)).toMatchObject({ q: 'new', order: 'asc', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe(`${path}?q=new&page=2`);
    await waitFor(() => expect(lastAsked(api, listPath)).toEqual({ q: 'new', order: 'desc', page: '2', pageSize: '10' }));
    expect((section().getByRole('combobox', { name: 'Order' }) as HTMLSelectElement).value).toBe('desc');
  });

  it.each(lists)('$path opens the first page of every item for an address it cannot read', { timeout: 20_000 }, async ({ path, tag, api: listPath, handlers }) => {
    const { api } = await openAt(`${path}?page=abc&status=lost&order=up`, tag, handlers);
    await waitFor(() => expect(lastAsked(api, listPath)).toEqual({ order: 'desc', page: '1', pageSize: '10' }));
  });
});

describe('the admin documents list has an address', () => {
  const handlers = { '/admin/document/list': ok(adminDocumentFixture('list')), '/admin/document/options': ok(adminDocumentFixture('options')) };

  it('opens the search and page of its address; a submitted search is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/documents?language=es&page=2', 'tc-admin-documents', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/document/list')).toEqual({ language: 'es', published: 'all', sort: '-updated', page: '2', pageSize: '10' }));
    const user = userEvent.setup();
    const search = await waitFor(() => section().getByRole('searchbox', { name: 'Search title, description or file name' }));
    await user.type(search, 'roof');
    expect(fullPath()).toBe('/admin/documents?language=es&page=2');
    await user.click(section().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fullPath()).toBe('/admin/documents?q=roof&language=es'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/document/list')).toMatchObject({ q: 'roof', language: 'es', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/documents?language=es&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/document/list')).toEqual({ language: 'es', published: 'all', sort: '-updated', page: '2', pageSize: '10' }));
    await waitFor(() => expect((section().getByRole('searchbox', { name: 'Search title, description or file name' }) as HTMLInputElement).value).toBe(''));
  });
});

describe('the admin FAQ list has an address', () => {
  const handlers = { '/admin/faq/list': ok(adminFaqFixture('list')) };

  it('opens the filters and page of its address; a changed filter is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/faq?q=account&page=2', 'tc-admin-faq', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/faq/list')).toMatchObject({ q: 'account', status: 'all', page: '2' }));
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => section().getByRole('combobox', { name: 'Status' })), 'Drafts');
    await waitFor(() => expect(fullPath()).toBe('/admin/faq?q=account&status=draft'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/faq/list')).toMatchObject({ q: 'account', status: 'draft', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/faq?q=account&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/faq/list')).toMatchObject({ q: 'account', status: 'all', page: '2' }));
    await waitFor(() => expect((section().getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('all'));
  });
});

describe('the admin material files have an address', () => {
  const handlers = { '/admin/materials/list': ok(adminContentFixture('materials.list')), '/admin/materials/terms': ok(adminContentFixture('terms')) };

  it('opens the search, language and page of its address; a changed language and a search are history entries that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/materials?q=manual&page=2', 'tc-admin-materials', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/materials/list')).toMatchObject({ q: 'manual', page: '2' }));
    const filters = () => within(section().getByRole('search', { name: 'Search the files' }));
    const search = () => filters().getByRole('searchbox', { name: 'Name or description' }) as HTMLInputElement;
    await waitFor(() => expect(search().value).toBe('manual'));
    const user = userEvent.setup();
    await user.selectOptions(filters().getByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(fullPath()).toBe('/admin/materials?q=manual&language=es'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/materials/list')).toMatchObject({ q: 'manual', language: 'es', page: '1' }));
    await replaceText(user, search(), 'warranty');
    // Typing is not a move.
    expect(fullPath()).toBe('/admin/materials?q=manual&language=es');
    await user.click(filters().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fullPath()).toBe('/admin/materials?q=warranty&language=es'));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/materials?q=manual&language=es');
    await waitFor(() => expect(search().value).toBe('manual'));
    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/materials?q=manual&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/materials/list')).toMatchObject({ q: 'manual', page: '2' }));
    await waitFor(() => expect((filters().getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe(''));
  });

  it('falls back to every file for a language it does not know', { timeout: 20_000 }, async () => {
    const { api } = await openAt('/admin/materials?language=fr&page=abc', 'tc-admin-materials', handlers);
    await waitFor(() => expect(api.to('/admin/materials/list')).toHaveLength(1));
    expect(lastAsked(api, '/admin/materials/list')).toEqual({ page: '1', pageSize: '20' });
  });
});

describe('the admin applications queue has an address', () => {
  const handlers = { '/admin/partner/applications': ok(partnerFixture('applications.all')) };

  it('opens the status and page of its address; a changed status is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/applications?status=all&page=2', 'tc-admin-applications', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/partner/applications')).toEqual({ page: '2', pageSize: '20' }));
    const user = userEvent.setup();
    await user.selectOptions(await waitFor(() => section().getByRole('combobox', { name: 'Status' })), 'Rejected');
    await waitFor(() => expect(fullPath()).toBe('/admin/applications?status=rejected'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/partner/applications')).toEqual({ status: 'rejected', page: '1', pageSize: '20' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/applications?status=all&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/partner/applications')).toEqual({ page: '2', pageSize: '20' }));
    await waitFor(() => expect((section().getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('all'));
  });
});

describe('the admin instructors list has an address', () => {
  const handlers = { '/admin/instructor/list': ok(adminInstructorFixture('list')) };

  it('opens the search and page of its address; a sort pressed is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/instructors?q=maria&page=2', 'tc-admin-instructors', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/instructor/list')).toMatchObject({ search: 'maria', sort: 'name', page: '2' }));
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('button', { name: /E-mail/ })));
    await waitFor(() => expect(fullPath()).toBe('/admin/instructors?q=maria&sort=email'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/instructor/list')).toMatchObject({ search: 'maria', sort: 'email', direction: 'asc', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/instructors?q=maria&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/instructor/list')).toMatchObject({ search: 'maria', sort: 'name', page: '2' }));
  });
});

describe('the admin reports have an address', () => {
  const handlers = { '/admin/report/list': ok(adminReportFixture('report.certificates')) };

  it('opens the report, filters and page of its address; applied filters are a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/reports?report=certificates&status=valid&page=2', 'tc-admin-reports', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/report/list')).toEqual({ report: 'certificates', status: 'valid', page: '2', pageSize: '20' }));
    const user = userEvent.setup();
    await user.type(await waitFor(() => section().getByRole('searchbox', { name: 'Search' })), 'zamora');
    expect(fullPath()).toBe('/admin/reports?report=certificates&status=valid&page=2');
    await user.click(section().getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(fullPath()).toBe('/admin/reports?report=certificates&q=zamora&status=valid'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/admin/report/list')).toMatchObject({ q: 'zamora', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/reports?report=certificates&status=valid&page=2');
    await waitFor(() => expect(lastAsked(api, '/admin/report/list')).toEqual({ report: 'certificates', status: 'valid', page: '2', pageSize: '20' }));
    await waitFor(() => expect((section().getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(''));
  });
});

describe('the questionnaires view has an address', () => {
  const list = questionnaireFixture('admin.list');
  const handlers = { '/admin/questionnaire/list': ok(list), '/admin/questionnaire/submissions': ok(questionnaireFixture('admin.submissions')) };
  const questionnaire = list.list[0]!;

  it('opens the answers and filters of its address; Show answers and Apply filters are history entries that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/admin/questionnaires', 'tc-questionnaire-admin', handlers);
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('button', { name: `Show answers: ${questionnaire.title}` })));
    await waitFor(() => expect(fullPath()).toBe(`/admin/questionnaires?questionnaire=${questionnaire.questionnaireId}`));
    expect(router.state.historyAction).toBe('PUSH');
    const filters = () => within(section().getByRole('form', { name: 'Filters' }));
    await user.selectOptions(await waitFor(() => filters().getByRole('combobox', { name: 'Training type' })), 'sales');
    // Choosing is not a move until the filters are applied.
    expect(fullPath()).toBe(`/admin/questionnaires?questionnaire=${questionnaire.questionnaireId}`);
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(fullPath()).toBe(`/admin/questionnaires?questionnaire=${questionnaire.questionnaireId}&type=sales`));
    await waitFor(() => expect(lastAsked(api, '/admin/questionnaire/submissions')).toEqual({ questionnaireId: questionnaire.questionnaireId, trainingType: 'sales' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastAsked(api, '/admin/questionnaire/submissions')).toEqual({ questionnaireId: questionnaire.questionnaireId }));
    await waitFor(() => expect((filters().getByRole('combobox', { name: 'Training type' }) as HTMLSelectElement).value).toBe(''));
    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/questionnaires');
    await waitFor(() => expect(section().queryByRole('form', { name: 'Filters' })).toBeNull());
  });

  it('opens the filtered answers a reload or a shared link names', { timeout: 20_000 }, async () => {
    const { api } = await openAt(`/admin/questionnaires?questionnaire=${questionnaire.questionnaireId}&from=2031-03-01&type=service`, 'tc-questionnaire-admin', handlers);
    await waitFor(() => expect(lastAsked(api, '/admin/questionnaire/submissions')).toEqual({ questionnaireId: questionnaire.questionnaireId, from: '2031-03-01', trainingType: 'service' }));
    expect(api.to('/admin/questionnaire/submissions')).toHaveLength(1);
  });
});

describe("the documents' index and list have an address", () => {
  const handlers = { '/support/documentList': ok(documentFixture('list.us')), '/document/categories': ok(documentFixture('categories.us')) };

  it('opens the category and page of the index address; a search is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const { api, router, fullPath, section } = await openAt('/document/index?category=datasheets&page=2', 'tc-documents', handlers);
    await waitFor(() => expect(lastAsked(api, '/support/documentList')).toMatchObject({ category: 'datasheets', page: '2' }));
    const user = userEvent.setup();
    const search = () => section().getByRole('searchbox', { name: 'Search documents' }) as HTMLInputElement;
    await user.type(await waitFor(() => search()), 'inverter');
    expect(fullPath()).toBe('/document/index?category=datasheets&page=2');
    await user.click(section().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fullPath()).toBe('/document/index?q=inverter&category=datasheets'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/support/documentList')).toMatchObject({ q: 'inverter', category: 'datasheets', page: '1' }));

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/document/index?category=datasheets&page=2');
    await waitFor(() => expect(lastAsked(api, '/support/documentList')).toMatchObject({ category: 'datasheets', page: '2' }));
    await waitFor(() => expect(search().value).toBe(''));
  });

  it("a document's Back to documents returns to the search and page it was opened from, also after a reload; opened directly, to the index", { timeout: 20_000 }, async () => {
    const list = documentFixture('list.us');
    const opened = list.list[0]!;
    const withDetail = { ...handlers, '/document/detail': ok(documentFixture('detail.us')) };
    const { router, fullPath, section } = await openAt('/document/index?q=guide&page=2', 'tc-documents', withDetail);
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('link', { name: opened.title })));
    await waitFor(() => expect(fullPath()).toBe(`/document/detail?documentId=${opened.documentId}`));
    const back = () => section().getByRole('link', { name: 'Back to documents' }).getAttribute('href');
    await waitFor(() => expect(back()).toBe('/document/index?q=guide&page=2'));
    // A reload keeps the entry's memory of where it was left.
    await act(() => router.navigate(0));
    await waitFor(() => expect(back()).toBe('/document/index?q=guide&page=2'));
    await user.click(section().getByRole('link', { name: 'Back to documents' }));
    await waitFor(() => expect(fullPath()).toBe('/document/index?q=guide&page=2'));

    // Typed or shared, the detail's way back is the index.
    await act(() => router.navigate(`/document/detail?documentId=${opened.documentId}`));
    await waitFor(() => expect(back()).toBe('/document/index'));
  });

  it('opens the search and page of the flat list a reload names', { timeout: 20_000 }, async () => {
    const { api } = await openAt('/documents?q=manual&page=2', 'tc-documents', handlers);
    await waitFor(() => expect(lastAsked(api, '/support/documentList')).toEqual({ q: 'manual', page: '2', pageSize: '10' }));
    expect(api.to('/support/documentList')).toHaveLength(1);
  });
});

describe('the videos page has an address', () => {
  it('opens the page a reload names; Next page is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const videos = documentFixture('videos.us');
    const { api, router, fullPath, section } = await openAt('/videos?page=2', 'tc-videos', { '/video/list': ok({ list: videos.list, total: 40 }) });
    await waitFor(() => expect(lastAsked(api, '/video/list')).toMatchObject({ page: '2' }));
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('button', { name: 'Next page' })));
    await waitFor(() => expect(fullPath()).toBe('/videos?page=3'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/video/list')).toMatchObject({ page: '3' }));
    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/videos?page=2');
    await waitFor(() => expect(lastAsked(api, '/video/list')).toMatchObject({ page: '2' }));
  });
});

describe('the notices index has an address', () => {
  it('opens the page a reload names; Previous page is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const pages = { '1': homeFixture('notices.page.first'), '2': homeFixture('notices.page.second') };
    // Enough notices for two pages of the host's ten.
    const answer = (request: { url: URL }) => ({ code: ResultCode.success, result: { ...pages[request.url.searchParams.get('page') === '2' ? '2' : '1'], total: 15 } });
    const { api, router, fullPath, section } = await openAt('/notice/index?page=2', 'tc-notices', { '/notice/list': answer });
    await waitFor(() => expect(lastAsked(api, '/notice/list')).toMatchObject({ page: '2' }));
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('button', { name: 'Previous page' })));
    await waitFor(() => expect(fullPath()).toBe('/notice/index'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/notice/list')).toMatchObject({ page: '1' }));
    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/notice/index?page=2');
    await waitFor(() => expect(lastAsked(api, '/notice/list')).toMatchObject({ page: '2' }));
  });
});

describe('the notifications page has an address', () => {
  it('asks for the page a reload names; Next page is a history entry that Back undoes', { timeout: 20_000 }, async () => {
    const first = homeFixture('notifications.page.first');
    // Enough notifications for three pages of the host's ten.
    const { api, router, fullPath, section } = await openAt('/notifications?page=2', 'tc-notifications', { '/notification/list': ok({ ...first, total: 25 }), '/webinar/list': ok(homeFixture('webinars.empty')) });
    await waitFor(() => expect(lastAsked(api, '/notification/list')).toMatchObject({ page: '2', pageSize: '10' }));
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('button', { name: 'Next page' })));
    await waitFor(() => expect(fullPath()).toBe('/notifications?page=3'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastAsked(api, '/notification/list')).toMatchObject({ page: '3' }));
    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/notifications?page=2');
    await waitFor(() => expect(lastAsked(api, '/notification/list')).toMatchObject({ page: '2' }));
    // Page 1 (the header's count) was never asked for: the page's own answer told it.
    expect(api.to('/notification/list').some((request) => request.url.searchParams.get('page') === '1')).toBe(false);
  });
});
