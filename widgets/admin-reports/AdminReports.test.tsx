import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TcEventMap } from '../../src/elements/events';
import { fakeApi } from '../../src/testing/fakeApi';
import { adminReportFixture } from '../../src/testing/fixtures/adminReports';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminReportsTag, defineAdminReports } from './element';

const learners = adminReportFixture('report.learners');
const courses = adminReportFixture('report.courses');
const questions = adminReportFixture('report.questions');
const csv = () => new Response('\uFEFFLearner\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="progress-per-learner-2031-03-01.csv"' } });

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/admin/report/list': ok(learners) });
  });
  runWidgetSuite({ tag: adminReportsTag, define: defineAdminReports, ready: (root) => root.querySelector('tbody tr') !== null && root.querySelector('svg') !== null, spanishText: /Informes/ });
});

describe('<tc-admin-reports>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the report the server answers with its chart as an SVG with a title, a description and the same numbers as a table', { timeout: 20_000 }, async () => {
    const { api, root, screen } = await mountPartnerWidget(adminReportsTag, defineAdminReports, { '/admin/report/list': ok(courses) }, { report: 'courses' });
    await find(() => screen.getByRole('table', { name: `Progress per course: ${courses.total} rows` }));
    expect(Object.fromEntries(api.to('/admin/report/list')[0]?.url.searchParams ?? [])).toEqual({ report: 'courses', page: '1', pageSize: '20' });
    const chart = await find(() => screen.getByRole('img', { name: 'Progress per course over time, per month' }));
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(root.querySelector('svg desc')?.textContent).toBe('Lesson tests passed, Final exams passed. The same numbers are in the table below the chart.');
    const months = courses.chart?.series[0]?.points ?? [];
    const monthRows = screen.getByRole('table', { name: 'Progress per course over time, per month' }).querySelectorAll('tbody th');
    expect(monthRows).toHaveLength(months.length);
    // Months in words ("Mar 2031"); percentages as English writes them ("66.7%").
    expect(monthRows[0]?.textContent).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    // The axis names each month under its point, and its year only under the first and where the year changes.
    const axis = [...root.querySelectorAll('.tc-chart__axis > text')].map((text) => [text.firstChild?.textContent, text.querySelector('tspan')?.textContent ?? null]);
    expect(axis).toHaveLength(months.length);
    expect(axis.map(([month, year]) => (year ? `${month} ${year}` : month))).toEqual(
      [...monthRows].map((row, index) => {
        const [month, year] = (row.textContent ?? '').split(' ');
        return index === 0 || year !== monthRows[index - 1]?.textContent?.split(' ')[1] ? `${month} ${year}` : month;
      }),
    );
    const percents = screen.getByRole('table', { name: `Progress per course: ${courses.total} rows` }).querySelectorAll('tbody td');
    expect([...percents].map((cell) => cell.textContent).filter((text) => text?.includes('%'))).not.toHaveLength(0);
    expect([...percents].map((cell) => cell.textContent).filter((text) => text?.includes(' %'))).toEqual([]);
    expect(root.querySelectorAll('.tc-chart__line')).toHaveLength(2);
  });

  it('draws the share of right answers per question as bars, worst first, as the server sorted them', { timeout: 20_000 }, async () => {
    const { root, screen } = await mountPartnerWidget(adminReportsTag, defineAdminReports, { '/admin/report/list': ok(questions) }, { report: 'questions' });
    await find(() => screen.getByRole('img', { name: 'Exam statistics per question, one bar per row of this page' }));
    expect(root.querySelectorAll('.tc-chart__bar')).toHaveLength(questions.rows.length);
    expect(screen.getByRole('columnheader', { name: /Share right/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('asks the server again for a filter, a sort and a page; downloads the CSV of the filtered report', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminReportsTag, defineAdminReports, { '/admin/report/list': ok(learners), '/admin/report/export': csv });
    await find(() => screen.getByRole('table', { name: `Progress per learner: ${learners.total} rows` }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zeta');
    await user.type(screen.getByLabelText('From'), '2031-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await find(() => expect(api.to('/admin/report/list')).toHaveLength(2));
    expect(Object.fromEntries(api.to('/admin/report/list')[1]?.url.searchParams ?? [])).toMatchObject({ report: 'learners', q: 'zeta', from: '2031-01-01', page: '1' });
    await user.click(await find(() => screen.getByRole('button', { name: /^Progress/ })));
    await find(() => expect(api.to('/admin/report/list')).toHaveLength(3));
    expect(Object.fromEntries(api.to('/admin/report/list')[2]?.url.searchParams ?? [])).toMatchObject({ sort: 'percent', order: 'asc' });

    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    // happy-dom would follow the saving link and leave the page.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(await find(() => screen.getByRole('button', { name: 'Download CSV' })));
    await find(() => screen.getByText('The CSV file progress-per-learner-2031-03-01.csv has been downloaded.'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(api.to('/admin/report/export')[0]?.body).toEqual({ report: 'learners', q: 'zeta', from: '2031-01-01', sort: 'percent', order: 'asc' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'certificates');
    expect(screen.getByRole('combobox', { name: 'Certificate status' })).toBeTruthy();
  });

  it('shows the empty report, the forbidden answer and a refused period as the server says them', async () => {
    const empty = await mountPartnerWidget(adminReportsTag, defineAdminReports, { '/admin/report/list': ok(adminReportFixture('report.empty')) });
    await find(() => empty.screen.getByText('Nothing to report for this filter.'));
    const forbidden = adminReportFixture('report.forbidden');
    const refused = await mountPartnerWidget(adminReportsTag, defineAdminReports, { '/admin/report/list': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });
});

describe('<tc-admin-reports> in an address', () => {
  const certificates = adminReportFixture('report.certificates');
  /** Mounts the reports with `attributes` and records the moves they report. */
  const mountReports = async (attributes: Record<string, string>) => {
    const mounted = await mountPartnerWidget(adminReportsTag, defineAdminReports, { '/admin/report/list': ok(certificates) }, attributes);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const asked = (api: Awaited<ReturnType<typeof mountReports>>['api']) => Object.fromEntries(api.to('/admin/report/list').at(-1)?.url.searchParams ?? []);
  const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;

  it('opens on the report, filters, sort and page of its query attribute', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountReports({ 'page-size': '1', query: '?report=certificates&q=zamora&from=2031-01-01&to=2031-03-31&status=valid&sort=holder&order=asc&page=2' });
    await find(() => screen.getByRole('table', { name: /^Certificates.*rows$/ }));
    expect(asked(api)).toEqual({ report: 'certificates', q: 'zamora', from: '2031-01-01', to: '2031-03-31', status: 'valid', sort: 'holder', order: 'asc', page: '2', pageSize: '1' });
    expect(value(screen.getByRole('combobox', { name: 'Report' }))).toBe('certificates');
    expect(value(screen.getByRole('searchbox', { name: 'Search' }))).toBe('zamora');
    expect(value(screen.getByLabelText('From'))).toBe('2031-01-01');
    expect(value(screen.getByLabelText('To'))).toBe('2031-03-31');
    expect(value(screen.getByRole('combobox', { name: 'Certificate status' }))).toBe('valid');
  });

  it('falls back to the report it opens with, and drops a status or sort the chosen report does not have', { timeout: 20_000 }, async () => {
    const bad = await mountReports({ report: 'courses', query: 'report=sales&page=abc&from=2031-02-30&to=soon&status=lost&sort=password&order=up' });
    await find(() => expect(asked(bad.api)).toEqual({ report: 'courses', page: '1', pageSize: '20' }));
    const foreign = await mountReports({ query: '?report=learners&status=valid&sort=holder&order=asc' });
    await find(() => expect(asked(foreign.api)).toEqual({ report: 'learners', page: '1', pageSize: '20' }));
    expect(foreign.screen.queryByRole('combobox', { name: 'Certificate status' })).toBeNull();
  });

  it('reports applied filters (from page 1) and a sort, not the typing', { timeout: 20_000 }, async () => {
    const { screen, user, moves } = await mountReports({ query: '?report=certificates&page=2' });
    await find(() => screen.getByRole('table', { name: /^Certificates.*rows$/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' zamora ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certificate status' }), 'valid');
    expect(moves).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'report=certificates&q=zamora&status=valid' } });
    await user.click(await find(() => screen.getByRole('button', { name: /^Holder/ })));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'report=certificates&q=zamora&status=valid&sort=holder&order=asc' } });
  });

  it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
    const { api, element, screen, moves } = await mountReports({ query: '?report=certificates&q=zamora&status=valid&page=2' });
    await find(() => screen.getByRole('table', { name: /^Certificates.*rows$/ }));
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual({ report: 'learners', page: '1', pageSize: '20' }));
    await find(() => expect(value(screen.getByRole('combobox', { name: 'Report' }))).toBe('learners'));
    expect(value(screen.getByRole('searchbox', { name: 'Search' }))).toBe('');
    expect(moves).toEqual([]);
  });
});
