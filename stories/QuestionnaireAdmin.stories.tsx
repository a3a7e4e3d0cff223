import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import '../src/elements/trainingCenter';
import { questionnaireFixture } from '../src/testing/fixtures/questionnaire';
import '../widgets/questionnaire-admin/element';
import { withMockApi } from './mockApi';
import { failure, file, ok, pending, withSession } from './questionnaireStories';

const handlers = {
  '/admin/questionnaire/list': ok(questionnaireFixture('admin.list')),
  '/admin/questionnaire/submissions': ok(questionnaireFixture('admin.submissions')),
  'POST /admin/questionnaire/export': file('questionnaire-submissions.csv', 'text/csv', '\uFEFFName\r\n'),
};

const meta: Meta = {
  title: 'Widgets/tc-questionnaire-admin',
  decorators: [withMockApi(handlers), withSession('admin')],
  render: () => <tc-questionnaire-admin />,
};
export default meta;

type Story = StoryObj;

/** The demo questionnaire with its submissions, satisfaction rating and score. */
export const Questionnaires: Story = {};

/** Its answers opened, with the filters and the CSV export. */
export const Answers: Story = {
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const shadow = canvasElement.querySelector('tc-questionnaire-admin')?.shadowRoot;
      if (!shadow?.querySelector('tbody tr')) throw new Error('not loaded yet');
      return shadow;
    });
    await userEvent.click(within(root as unknown as HTMLElement).getAllByRole('button', { name: /^(Show answers|Ver respuestas)/ })[0]!);
  },
};
/** A filter applied and its answers not here yet: the last answers stay, marked busy, and Apply filters keeps the focus. */
export const AnswersFiltering: Story = {
  decorators: [
    withMockApi({
      ...handlers,
      '/admin/questionnaire/submissions': (request) =>
        request.url.searchParams.has('trainingType') ? new Promise(() => undefined) : ok(questionnaireFixture('admin.submissions'))(request),
    }),
    withSession('admin'),
  ],
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const shadow = canvasElement.querySelector('tc-questionnaire-admin')?.shadowRoot;
      if (!shadow?.querySelector('tbody tr')) throw new Error('not loaded yet');
      return shadow;
    });
    const screen = within(root as unknown as HTMLElement);
    await userEvent.click(screen.getAllByRole('button', { name: /^(Show answers|Ver respuestas)/ })[0]!);
    const filters = await waitFor(() => {
      if (!root.querySelector('[part~="submissions"] tbody tr')) throw new Error('answers not loaded yet');
      return within(root.querySelector('[part~="filters"]') as unknown as HTMLElement);
    });
    await userEvent.selectOptions(filters.getByRole('combobox', { name: /^(Training type|Tipo de capacitación)/ }), 'sales');
    await userEvent.click(filters.getByRole('button', { name: /^(Apply filters|Aplicar filtros)$/ }));
  },
};

/** New instructor opened under authoring: the instructors section's own form, the focus on Name. */
export const NewInstructor: Story = {
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const shadow = canvasElement.querySelector('tc-questionnaire-admin')?.shadowRoot;
      if (!shadow?.querySelector('tbody tr')) throw new Error('not loaded yet');
      return shadow;
    });
    await userEvent.click(within(root as unknown as HTMLElement).getByRole('button', { name: /^(New instructor|Nuevo instructor)$/ }));
  },
};

export const Loading: Story = { decorators: [withMockApi({ '/admin/questionnaire/list': pending }), withSession('admin')] };
export const Empty: Story = { decorators: [withMockApi({ ...handlers, '/admin/questionnaire/list': ok(questionnaireFixture('admin.list.empty')) }), withSession('admin')] };
export const LoadError: Story = { decorators: [withMockApi({ '/admin/questionnaire/list': failure() }), withSession('admin')] };
/** A learner: only administrators see the answers. */
export const Learner: Story = { decorators: [withMockApi(handlers), withSession('learner')] };
export const LoggedOut: Story = { decorators: [withMockApi(handlers), withSession(null)] };
export const Spanish: Story = { globals: { lang: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
