import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, holdAfterFirst, type FakeHandler } from '../../src/testing/fakeApi';
import { adminInstructorFixture } from '../../src/testing/fixtures/adminInstructors';
import { questionnaireFixture } from '../../src/testing/fixtures/questionnaire';
import { signInAs } from '../../src/testing/signedIn';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { session } from '../../src/session/session';
import { catchSavedFiles, find, mount, ok } from '../../src/testing/shadowHarness';
import type { TcEventMap } from '../../src/elements/events';
import { defineQuestionnaireAdmin, questionnaireAdminTag } from './element';

const list = questionnaireFixture('admin.list');
const submissions = questionnaireFixture('admin.submissions');
const csvFile = () => new Response('\uFEFFName\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="questionnaire-submissions.csv"' } });
const handlers = { '/admin/questionnaire/list': ok(list), '/admin/questionnaire/submissions': ok(submissions), '/admin/questionnaire/export': csvFile };
const ready = (root: ShadowRoot) => root.querySelector('tbody tr, [part~="empty"], [part~="sign-in"], [part~="forbidden"]') !== null;
const mountAdmin = (extra = {}) => mount({ tag: questionnaireAdminTag, define: defineQuestionnaireAdmin, ready }, { ...handlers, ...extra });

describe('conformance', () => {
  beforeEach(() => {
    signInAs('admin');
    fakeApi(handlers);
  });
  afterEach(() => session.clear());
  runWidgetSuite({ tag: questionnaireAdminTag, define: defineQuestionnaireAdmin, ready, spanishText: /Cuestionarios/ });
});

describe('<tc-questionnaire-admin>', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('lists questionnaires with the counts, satisfaction and score the server computed', async () => {
    signInAs('admin');
    const { root } = await mountAdmin();
    const row = list.list[0]!;
    const cells = Array.from(root.querySelector('tbody tr')!.querySelectorAll('th, td'), (cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([row.title, 'Product', 'Home battery', 'In person', String(row.submissions), `${row.satisfaction} / 5`, String(row.score)]);
  });

  it('shows the answers with filters and exports the CSV of what is shown', { timeout: 30_000 }, async () => {
    signInAs('admin');
    const saved = catchSavedFiles(vi.spyOn);
    const { api, root, screen, user } = await mountAdmin();
    await user.click(screen.getByRole('button', { name: `Show answers: ${list.list[0]!.title}` }));
    await find(() => expect(root.querySelectorAll('[part~="submissions"] tbody tr')).toHaveLength(submissions.list.length));
    const first = submissions.list[0]!;
    expect(screen.getAllByText(first.email).length).toBeGreaterThan(0);
    const filters = within(root.querySelector('[part~="filters"]') as unknown as HTMLElement);
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(filters.getByLabelText('Training type'), { target: { value: 'sales' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await find(() => expect(api.to('/admin/questionnaire/submissions')).toHaveLength(2));
    const query = api.to('/admin/questionnaire/submissions')[1]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ questionnaireId: list.list[0]!.questionnaireId, from: '2026-01-01', trainingType: 'sales' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await find(() => expect(api.to('/admin/questionnaire/export')[0]?.body).toEqual({ questionnaireId: list.list[0]!.questionnaireId, from: '2026-01-01', trainingType: 'sales' }));
    await find(() => expect(saved.map((file) => file.download)).toContain('questionnaire-submissions.csv'));
  });

  it('keeps the answers, marked busy, and the focus on Apply filters while the filtered answers load', { timeout: 20_000 }, async () => {
    signInAs('admin');
    const held = holdAfterFirst(ok(submissions));
    const { root, screen, user } = await mountAdmin({ '/admin/questionnaire/submissions': held.handler });
    await user.click(screen.getByRole('button', { name: `Show answers: ${list.list[0]!.title}` }));
    const answers = () => screen.getByRole('table', { name: 'Submissions, newest first' });
    await find(() => expect(within(answers() as HTMLElement).getAllByRole('row')).toHaveLength(submissions.list.length + 1));
    fireEvent.change(within(root.querySelector('[part~="filters"]') as unknown as HTMLElement).getByLabelText('Training type'), { target: { value: 'sales' } });
    const apply = screen.getByRole('button', { name: 'Apply filters' });
    await user.click(apply);
    await find(() => expect(held.calls()).toBe(2));
    expect(answers().getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByText(submissions.list[0]!.email).length).toBeGreaterThan(0);
    expect(root.querySelector('[part~="submissions"] [part~="loading"]')).toBeNull();
    expect(root.activeElement).toBe(apply);
    held.release();
    await find(() => expect(answers().hasAttribute('aria-busy')).toBe(false));
    expect(root.activeElement).toBe(apply);
  });

  it('says the answers could not load in their own words, and loads them on Try again', async () => {
    signInAs('admin');
    let calls = 0;
    const failFirst: FakeHandler = (request) => (++calls === 1 ? new Response('down', { status: 502 }) : handlers['/admin/questionnaire/submissions'](request));
    const { root, screen, user } = await mountAdmin({ '/admin/questionnaire/submissions': failFirst });
    await user.click(screen.getByRole('button', { name: `Show answers: ${list.list[0]!.title}` }));
    expect((await find(() => screen.getByRole('alert'))).textContent).toContain('The answers could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => expect(root.querySelectorAll('[part~="submissions"] tbody tr')).toHaveLength(submissions.list.length));
  });

  it('creates an instructor with the instructors section\'s form: its fields, its checks, the server\'s refusal under E-mail, the focus on Name and back', { timeout: 30_000 }, async () => {
    signInAs('admin');
    const duplicate = adminInstructorFixture('create.duplicate');
    let calls = 0;
    const { api, root, screen, user } = await mountAdmin({
      '/admin/instructor/create': () => (++calls === 1 ? duplicate : { code: 200, message: 'OK', result: adminInstructorFixture('created') }),
    });
    await user.click(screen.getByRole('button', { name: 'New instructor' }));
    const form = within(screen.getByRole('form', { name: 'New instructor' }) as HTMLElement);
    await find(() => expect(root.activeElement).toBe(form.getByRole('textbox', { name: /Name/ })));
    expect(form.getByRole('combobox', { name: /Type/ })).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Create instructor' }));
    await find(() => form.getByText('This field is required'));
    expect(api.to('/admin/instructor/create')).toHaveLength(0);
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'María Pérez');
    await user.type(form.getByRole('textbox', { name: /E-mail/ }), 'maria.perez@example.test');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(form.getByRole('button', { name: 'Create instructor' }));
    await find(() => form.getByText(duplicate.result.fields.email!));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(form.getByRole('button', { name: 'Create instructor' }));
    await find(() => screen.getByText('María Pérez was created.'));
    expect(api.to('/admin/instructor/create')[1]?.body).toEqual({ name: 'María Pérez', email: 'maria.perez@example.test', kind: 'internal' });
    expect(screen.queryByRole('form', { name: 'New instructor' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New instructor' }));
    await user.click(within(screen.getByRole('form', { name: 'New instructor' }) as HTMLElement).getByRole('button', { name: 'Cancel' }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: 'New instructor' })));
  });

  it('shows learners that only administrators see the answers, and asks anonymous visitors to log in', async () => {
    signInAs('learner');
    const learner = await mountAdmin();
    expect(learner.root.querySelector('[part~="forbidden"]')?.textContent).toBe('Only administrators can see the answers.');
    expect(learner.api.requests).toHaveLength(0);
    session.clear();
    const anonymous = await mountAdmin();
    expect(anonymous.root.querySelector('[part~="sign-in"]')).not.toBeNull();
  });

  it('says when there are no questionnaires', async () => {
    signInAs('admin');
    const { root } = await mountAdmin({ '/admin/questionnaire/list': ok(questionnaireFixture('admin.list.empty')) });
    expect(root.querySelector('[part~="empty"]')?.textContent).toBe('There are no questionnaires here.');
  });

  it('says the questionnaires could not load in its own words when the server gave none, announced, and loads them again on Try again', async () => {
    signInAs('admin');
    let calls = 0;
    const { root, screen, user } = await mount(
      { tag: questionnaireAdminTag, define: defineQuestionnaireAdmin, ready: (shadow) => ready(shadow) || shadow.querySelector('[part~="error"]') !== null },
      { ...handlers, '/admin/questionnaire/list': (request) => (++calls === 1 ? new Response('down', { status: 502 }) : handlers['/admin/questionnaire/list'](request)) },
    );
    expect((await find(() => screen.getByRole('alert'))).textContent).toContain('The questionnaires could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => expect(root.querySelectorAll('tbody tr')).toHaveLength(list.list.length));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('<tc-questionnaire-admin> in an address', () => {
  afterEach(() => session.clear());
  const questionnaire = list.list[0]!;
  const instructor = list.instructors[0]!;
  /** Mounts the view with `attributes` and records the moves it reports. */
  const mountInAddress = async (attributes: Record<string, string>) => {
    signInAs('admin');
    const mounted = await mount({ tag: questionnaireAdminTag, define: defineQuestionnaireAdmin, ready, attributes }, handlers);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const asked = (api: Awaited<ReturnType<typeof mountInAddress>>['api']) => Object.fromEntries(api.to('/admin/questionnaire/submissions').at(-1)?.url.searchParams ?? []);
  const valueOf = (root: ShadowRoot, label: string) => (within(root.querySelector('[part~="filters"]') as unknown as HTMLElement).getByLabelText(label) as HTMLInputElement).value;

  it('opens the answers and filters its query attribute names, the form holding them', { timeout: 20_000 }, async () => {
    const { api, root } = await mountInAddress({ query: `?questionnaire=${questionnaire.questionnaireId}&from=2031-03-01&to=2031-03-31&instructor=${instructor.instructorId}&type=sales` });
    await find(() => expect(asked(api)).toEqual({ questionnaireId: questionnaire.questionnaireId, from: '2031-03-01', to: '2031-03-31', instructorId: instructor.instructorId, trainingType: 'sales' }));
    await find(() => expect(root.querySelectorAll('[part~="submissions"] tbody tr')).toHaveLength(submissions.list.length));
    expect([valueOf(root, 'From'), valueOf(root, 'To'), valueOf(root, 'Instructor'), valueOf(root, 'Training type')]).toEqual(['2031-03-01', '2031-03-31', instructor.instructorId, 'sales']);
    expect(root.querySelector('tbody tr[aria-current="true"] th')?.textContent).toBe(questionnaire.title);
    expect(api.to('/admin/questionnaire/submissions')).toHaveLength(1);
  });

  it('drops what it cannot read: a day that does not exist, an unknown instructor or training type; an unknown questionnaire shows no answers', { timeout: 20_000 }, async () => {
    const { api, root } = await mountInAddress({ query: `?questionnaire=${questionnaire.questionnaireId}&from=2031-02-30&instructor=gone&type=juggling` });
    await find(() => expect(asked(api)).toEqual({ questionnaireId: questionnaire.questionnaireId }));
    expect([valueOf(root, 'From'), valueOf(root, 'Instructor'), valueOf(root, 'Training type')]).toEqual(['', '', '']);
    const unknown = await mountInAddress({ query: '?questionnaire=no-such-questionnaire' });
    expect(unknown.root.querySelector('[part~="submissions"]')).toBeNull();
    expect(unknown.api.to('/admin/questionnaire/submissions')).toHaveLength(0);
  });

  it('reports Show answers and Apply filters as moves; Show answers of the questionnaire shown keeps its filters', { timeout: 20_000 }, async () => {
    const { root, screen, user, moves } = await mountInAddress({ query: '?' });
    await user.click(screen.getByRole('button', { name: `Show answers: ${questionnaire.title}` }));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: `questionnaire=${questionnaire.questionnaireId}` } }]);
    await find(() => root.querySelector('[part~="filters"]'));
    fireEvent.change(within(root.querySelector('[part~="filters"]') as unknown as HTMLElement).getByLabelText('From'), { target: { value: '2031-03-01' } });
    fireEvent.change(within(root.querySelector('[part~="filters"]') as unknown as HTMLElement).getByLabelText('Training type'), { target: { value: 'sales' } });
    // Changing a field is not a move until the filters are applied.
    expect(moves).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: `questionnaire=${questionnaire.questionnaireId}&from=2031-03-01&type=sales` } });
    // Show answers of the questionnaire already shown keeps its filters.
    await user.click(screen.getByRole('button', { name: `Show answers: ${questionnaire.title}` }));
    expect(moves).toHaveLength(2);
  });

  it('follows a new query attribute (Back) without reporting it: the form and the answers', { timeout: 20_000 }, async () => {
    const { api, element, root, moves } = await mountInAddress({ query: `?questionnaire=${questionnaire.questionnaireId}&type=sales` });
    await find(() => expect(asked(api)).toMatchObject({ trainingType: 'sales' }));
    element.setAttribute('query', `?questionnaire=${questionnaire.questionnaireId}`);
    await find(() => expect(asked(api)).toEqual({ questionnaireId: questionnaire.questionnaireId }));
    await find(() => expect(valueOf(root, 'Training type')).toBe(''));
    element.setAttribute('query', '?');
    await find(() => expect(root.querySelector('[part~="submissions"]')).toBeNull());
    expect(moves).toEqual([]);
  });
});
