import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminReports/README.md).
import { adminReportFixture, type AdminReportFixtureName } from '../src/testing/fixtures/adminReports';
import '../widgets/admin-reports/element';
import { ok, withMockApi, type MockHandler } from './mockApi';
import { withSession } from './questionnaireStories';

/** The recorded answer of the report asked for (the learners report in the reader's language). */
const report: MockHandler = ({ url }) => {
  const kind = url.searchParams.get('report') ?? 'learners';
  const name = (kind === 'learners' && i18n.language === 'es' ? 'report.learners.es' : `report.${kind}`) as AdminReportFixtureName;
  return { code: ResultCode.success, message: 'OK', result: adminReportFixture(name) };
};
const csv: MockHandler = () =>
  new Response('\uFEFFLearner,Email\r\nAna Zamora,ana.zamora@zeta.example\r\n', {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="progress-per-learner-2031-03-01.csv"' },
  });

const meta: Meta = {
  title: 'Widgets/tc-admin-reports',
  decorators: [withMockApi({ '/admin/report/list': report, 'POST /admin/report/export': csv })],
  render: () => <tc-admin-reports />,
};
export default meta;

type Story = StoryObj;

/** Progress per learner, with progress over time as a line chart. */
export const Learners: Story = {};

/** Progress per course. */
export const Courses: Story = { render: () => <tc-admin-reports report="courses" /> };

/** Exam statistics per question: the share of right answers as bars, the lowest first. */
export const Questions: Story = { render: () => <tc-admin-reports report="questions" /> };

/** Progress per company, as bars. */
export const Companies: Story = { render: () => <tc-admin-reports report="companies" /> };

/** Certificates issued, expiring and expired. */
export const Certificates: Story = { render: () => <tc-admin-reports report="certificates" /> };

/** Material downloads per file. */
export const Downloads: Story = { render: () => <tc-admin-reports report="downloads" /> };

/** The chart's numbers opened as a table. */
export const ChartAsTable: Story = {
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const shadow = canvasElement.querySelector('tc-admin-reports')?.shadowRoot;
      if (!shadow?.querySelector('details summary')) throw new Error('<tc-admin-reports> has not drawn its chart yet');
      return shadow;
    });
    const summary = root.querySelector('details summary');
    if (summary instanceof HTMLElement) await userEvent.click(within(root as unknown as HTMLElement).getByText(summary.textContent ?? ''));
  },
};

/** Nothing to report for the filter. */
export const Empty: Story = { decorators: [withMockApi({ '/admin/report/list': ok(adminReportFixture('report.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/report/list': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/report/list': () => adminReportFixture('report.forbidden') })] };

/** A period whose end is before its start: the server's message. */
export const InvalidPeriod: Story = { decorators: [withMockApi({ '/admin/report/list': () => adminReportFixture('report.invalidPeriod.es') })], globals: { lang: 'es' } };

/** The report could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/report/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Opened from an address (`?report=certificates&q=zamora&from=2031-01-01&status=valid`): the report and its filters show what it names. */
export const FromAddress: Story = { render: () => <tc-admin-reports query="?report=certificates&q=zamora&from=2031-01-01&status=valid" /> };

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
