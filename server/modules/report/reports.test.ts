import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { reportPaths, type ReportResult } from '../../../src/contract/report';
import { ok } from '../../test/certificateTestKit';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { buildReportHistory, rawCall, type ReportHistory } from '../../test/reportTestKit';

describe.each(databasesUnderTest())('admin reports on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  let history: ReportHistory;
  beforeAll(async () => {
    history = await buildReportHistory(kit());
  }, 120_000);

  const report = (query: Record<string, string>, token = history.admin.token, lang = 'en') => kit().ctx.api<ReportResult>('GET', reportPaths.list, { token, query, headers: { lang } });
  const column = (result: ReportResult, key: string) => result.rows.map((row) => row[result.columns.indexOf(key)]);
  const exportCsv = async (body: Record<string, string>, lang = 'en') => {
    const answer = await rawCall(kit(), reportPaths.export, history.admin.token, body, lang);
    expect(answer.status).toBe(200);
    const text = answer.body.toString('utf8');
    return { answer, text, records: parse(text, { bom: true }) as string[][] };
  };

  it('refuses a learner on both calls', async () => {
    expect((await report({ report: 'learners' }, history.strugglingToken)).body).toEqual({ code: ResultCode.forbidden, message: errorMessages.en.forbidden, result: null });
    const refused = await rawCall(kit(), reportPaths.export, history.strugglingToken, { report: 'learners' });
    expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ code: ResultCode.forbidden });
  });

  it('reports progress per learner: searched, sorted and paged on the server', async () => {
    const all = ok(await report({ report: 'learners' }));
    expect(all.total).toBe(3);
    expect(all.columns).toEqual(['learner', 'email', 'company', 'course', 'lessonsPassed', 'lessonsTotal', 'percent', 'status', 'lastActivity']);
    const byPercent = ok(await report({ report: 'learners', sort: 'percent', order: 'desc' }));
    expect(column(byPercent, 'learner')[0]).toBe('Ana Zamora');
    expect(byPercent.rows[0]).toEqual(expect.arrayContaining([100, 'completed']));
    const bo = ok(await report({ report: 'learners', q: 'kilo' }));
    expect(bo.total).toBe(1);
    expect(column(bo, 'lessonsPassed')).toEqual([1]);
    expect(column(bo, 'status')).toEqual(['in_progress']);
    const second = ok(await report({ report: 'learners', sort: 'learner', order: 'asc', pageSize: '1', page: '2' }));
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1, sort: 'learner', order: 'asc' });
    expect(column(second, 'learner')).toEqual(['Ana Zamora']);
    expect(second.chart?.kind).toBe('line');
    // A period that ended before anyone studied holds nobody.
    expect(ok(await report({ report: 'learners', from: '2020-01-01', to: '2020-12-31' })).total).toBe(0);
    expect((await report({ report: 'learners', sort: 'password' })).body.code).toBe(ResultCode.invalidInput);
    expect((await report({ report: 'learners', from: '2031-03-02', to: '2031-03-01' }, history.admin.token, 'es')).body).toMatchObject({
      code: ResultCode.invalidInput,
      message: errorMessages.es.reportPeriodInverted,
    });
  });

  it('reports progress per company and per course, with progress over time as a chart', async () => {
    const companies = ok(await report({ report: 'companies', sort: 'company', order: 'asc' }));
    expect(column(companies, 'company')).toEqual(['+1 Solar', 'Kilo Solar', 'Zeta Roofing']);
    expect(column(companies, 'certificatesValid')).toEqual([0, 0, 1]);
    expect(companies.chart).toMatchObject({ kind: 'bar', unit: 'percent', series: [{ key: 'averagePercent' }] });
    expect(companies.chart?.series[0]?.points.map((point) => point.label)).toEqual(['+1 Solar', 'Kilo Solar', 'Zeta Roofing']);

    const courses = ok(await report({ report: 'courses', q: 'Installation' }));
    expect(courses.total).toBe(1);
    const row = Object.fromEntries(courses.columns.map((key, index) => [key, courses.rows[0]?.[index]]));
    expect(row).toMatchObject({ learners: 3, completed: 1, finalAttempts: 1, finalPassRate: 100, certificatesIssued: 1 });
    const chart = courses.chart;
    expect(chart).toMatchObject({ kind: 'line', unit: 'count' });
    expect(chart?.series.map((series) => series.key)).toEqual(['lessonsPassed', 'finalsPassed']);
    const lessons = chart?.series[0]?.points ?? [];
    expect(lessons).toHaveLength(12);
    expect(lessons.at(-1)).toEqual({ label: kit().clock.now().toISOString().slice(0, 7), value: expect.any(Number) });
    expect(lessons.at(-1)?.value).toBeGreaterThanOrEqual(2);
    expect(ok(await report({ report: 'courses', from: '2030-01-01', to: '2031-03-31' })).chart?.series[0]?.points).toHaveLength(15);
  });

  it('reports certificates by status, material downloads and the share of right answers per question (worst first)', async () => {
    const certificates = ok(await report({ report: 'certificates' }));
    expect(certificates.total).toBe(1);
    expect(column(certificates, 'status')).toEqual(['valid']);
    expect(ok(await report({ report: 'certificates', status: 'expired' })).total).toBe(0);
    expect(certificates.chart?.series.map((series) => series.key)).toEqual(['issued', 'expired']);

    const downloads = ok(await report({ report: 'downloads', sort: 'downloads', order: 'desc' }));
    expect(column(downloads, 'downloads')[0]).toBe(1);
    expect(column(downloads, 'downloaders')[0]).toBe(1);
    expect(downloads.chart?.series[0]?.points.at(-1)?.value).toBe(1);

    const questions = ok(await report({ report: 'questions' }));
    expect(questions).toMatchObject({ sort: 'shareRight', order: 'asc' });
    const shares = column(questions, 'shareRight') as number[];
    expect(shares[0]).toBeLessThan(100);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
    expect(questions.chart).toMatchObject({ kind: 'bar', unit: 'percent' });
    expect(questions.chart?.series[0]?.points.map((point) => point.value)).toEqual(shares);
  });

  it('orders rows that tie in the sorted column by their text columns, the same on every page and in the export', async () => {
    const all = ok(await report({ report: 'downloads', sort: 'downloads', order: 'desc', pageSize: '100' }));
    const downloads = column(all, 'downloads') as number[];
    // Most files were never downloaded: a long tie.
    expect(downloads.filter((count) => count === 0).length).toBeGreaterThan(3);
    const byName = column(ok(await report({ report: 'downloads', sort: 'file', order: 'asc', pageSize: '100' })), 'file');
    const untouched = column(all, 'file').filter((_, index) => downloads[index] === 0);
    expect(untouched).toEqual(byName.filter((file) => untouched.includes(file)));
    // Paged in threes, the pages join into the same list.
    const pages = [];
    for (let page = 1; (page - 1) * 3 < all.total; page += 1) pages.push(...ok(await report({ report: 'downloads', sort: 'downloads', order: 'desc', pageSize: '3', page: String(page) })).rows);
    expect(pages).toEqual(all.rows);
    const { records } = await exportCsv({ report: 'downloads', sort: 'downloads', order: 'desc' });
    expect(records.slice(1).map((record) => record[0])).toEqual(column(all, 'file'));
  });

  it('exports every filtered row as CSV a parser reads back: BOM, header in the caller language, formulas neutralised, audited', async () => {
    const { answer, text, records } = await exportCsv({ report: 'learners', sort: 'learner', order: 'asc' });
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="progress-per-learner-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(records[0]).toEqual(['Learner', 'Email', 'Company', 'Course', 'Lessons passed', 'Lessons', 'Progress (%)', 'Status', 'Last activity (UTC)']);
    expect(records).toHaveLength(4);
    const formulaRow = records.find((record) => record[1] === 'formula@example.test');
    expect(formulaRow?.[0]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(formulaRow?.[2]).toBe(`'+1 Solar`);
    const ana = records.find((record) => record[0] === 'Ana Zamora');
    expect(ana?.slice(6, 8)).toEqual(['100', 'Completed']);
    expect(ana?.[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const spanish = await exportCsv({ report: 'questions' }, 'es');
    expect(spanish.records[0]).toEqual(['Pregunta', 'Prueba', 'Curso', 'Respondida', 'Respondida bien', 'Porcentaje de aciertos (%)']);
    expect(spanish.answer.headers['content-disposition']).toMatch(/preguntas-de-examen/);
    const page = ok(await report({ report: 'questions', pageSize: '100' }));
    expect(spanish.records.length - 1).toBe(page.total);

    const filtered = await exportCsv({ report: 'companies', q: 'zeta' });
    expect(filtered.records.slice(1).map((record) => record[0])).toEqual(['Zeta Roofing']);
    // The ordering test exported downloads: the others are this test's.
    const entries = await kit().db.selectFrom('audit_log').selectAll().where('action', '=', 'report.export').where('target_id', '!=', 'downloads').orderBy('created_at').execute();
    expect(entries.map((entry) => entry.target_id)).toEqual(['learners', 'questions', 'companies']);
    expect(entries[2]).toMatchObject({ actor_account: history.admin.account });
    expect(entries[2]?.details).toMatchObject({ filter: { q: 'zeta' }, rows: 1 });
  });
});
