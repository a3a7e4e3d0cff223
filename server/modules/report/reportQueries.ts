import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../../src/contract/languages';
import type { ReportKind } from '../../../src/contract/reportTerms';

/** The report's period as instants: `from` at 00:00 UTC, `until` the day after `to` at 00:00 UTC (excluded). */
export type Period = { from: Date | null; until: Date | null };

export type ReportContext = { period: Period; now: Date; lang: Language; expiringFrom: Date; partnerTitle: string };

const inPeriod = (column: RawBuilder<unknown>, period: Period) =>
  sql`(${period.from === null ? sql`true` : sql`${column} >= ${period.from}`} and ${period.until === null ? sql`true` : sql`${column} < ${period.until}`})`;

const localized = (column: string, lang: Language) => sql`coalesce(${sql.ref(column)}->>${lang}, ${sql.ref(column)}->>'en', '')`;

/**
 * Each learner's progress per course they touched in the period (played a lesson or took a test):
 * passed lessons and, for a certification, the passed final exam, counted since the learner's last
 * renewal, as the course module counts them (share of passed steps, rounded down).
 */
const progress = (period: Period) => sql`
  with since as (
    select user_id, course_id, max(started_at) as since from course_enrollments group by user_id, course_id
  ),
  activity as (
    select x.user_id, x.course_id, max(x.at) as last_at from (
      select lp.user_id, l.course_id, lp.reported_at as at from lesson_progress lp join lessons l on l.id = lp.lesson_id
      union all
      select a.user_id, e.course_id, coalesce(a.completed_at, a.started_at) as at from exam_attempts a join exams e on e.id = a.exam_id
    ) x
    where ${inPeriod(sql.ref('x.at'), period)}
    group by x.user_id, x.course_id
  ),
  passed as (
    select a.user_id, e.course_id,
      count(distinct e.lesson_id) filter (where e.kind = 'lesson') as lessons_passed,
      bool_or(e.kind = 'final') as final_passed
    from exam_attempts a
    join exams e on e.id = a.exam_id
    left join since s on s.user_id = a.user_id and s.course_id = e.course_id
    where a.passed = true and (s.since is null or a.started_at >= s.since)
    group by a.user_id, e.course_id
  ),
  steps as (
    select c.id as course_id, c.title,
      (select count(*) from lessons l where l.course_id = c.id)::int as lessons_total,
      (c.kind = 'certification' and exists (select 1 from exams e where e.course_id = c.id and e.kind = 'final')) as counts_final
    from courses c
  ),
  progress as (
    select act.user_id, act.course_id, act.last_at, st.title, st.lessons_total,
      coalesce(p.lessons_passed, 0)::int as lessons_passed,
      coalesce(floor(100.0 * (coalesce(p.lessons_passed, 0) + case when st.counts_final and coalesce(p.final_passed, false) then 1 else 0 end)
        / nullif(st.lessons_total + case when st.counts_final then 1 else 0 end, 0)), 0)::int as percent
    from activity act
    join steps st on st.course_id = act.course_id
    left join passed p on p.user_id = act.user_id and p.course_id = act.course_id
  )`;

/** The company a learner counts for: the partner company, else the company typed in the profile. */
const companyOf = sql`coalesce(co.name, nullif(u.company, ''), '')`;

/** The status a certificate has at `now` (certificateStatusAt in SQL). */
const certificateStatus = (context: ReportContext) => sql`case
  when c.revoked_at is not null then 'revoked'
  when c.superseded_by is not null then 'superseded'
  when c.valid_until <= ${context.now} then 'expired'
  when c.valid_until <= ${context.expiringFrom} then 'expiring'
  else 'valid' end`;

/**
 * One report as a query whose columns are named by the report's column keys (plus `row_key`, a
 * stable tie-break): the service filters, sorts and pages around it.
 */
export const reportQuery = (kind: ReportKind, context: ReportContext): RawBuilder<Record<string, unknown>> => {
  const { period, lang } = context;
  switch (kind) {
    case 'learners':
      return sql`${progress(period)}
        select pr.user_id::text || ':' || pr.course_id::text as row_key,
          coalesce(nullif(trim(u.name), ''), u.account) as "learner", u.email as "email", ${companyOf} as "company",
          ${localized('pr.title', lang)} as "course", pr.lessons_passed as "lessonsPassed", pr.lessons_total as "lessonsTotal",
          pr.percent as "percent", case when pr.percent = 100 then 'completed' else 'in_progress' end as "status", pr.last_at as "lastActivity"
        from progress pr join users u on u.id = pr.user_id left join companies co on co.id = u.company_id`;
    case 'companies':
      return sql`${progress(period)},
        per_company as (
          select ${companyOf} as company, count(distinct pr.user_id)::int as learners, count(*)::int as courses_started,
            (count(*) filter (where pr.percent = 100))::int as courses_completed, floor(avg(pr.percent))::int as average_percent
          from progress pr join users u on u.id = pr.user_id left join companies co on co.id = u.company_id
          group by 1
        ),
        valid_certificates as (
          select ${companyOf} as company, count(*)::int as valid
          from certificates c join users u on u.id = c.user_id left join companies co on co.id = u.company_id
          where c.revoked_at is null and c.superseded_by is null and c.valid_until > ${context.now}
          group by 1
        )
        select pc.company as row_key, pc.company as "company", pc.learners as "learners", pc.courses_started as "coursesStarted",
          pc.courses_completed as "coursesCompleted", pc.average_percent as "averagePercent", coalesce(vc.valid, 0)::int as "certificatesValid"
        from per_company pc left join valid_certificates vc on vc.company = pc.company`;
    case 'courses':
      return sql`${progress(period)},
        finals as (
          select e.course_id, count(*)::int as attempts, (count(*) filter (where a.passed = true))::int as passes
          from exam_attempts a join exams e on e.id = a.exam_id
          where e.kind = 'final' and a.status = 'graded' and ${inPeriod(sql.ref('a.completed_at'), period)}
          group by e.course_id
        ),
        issued as (
          select c.course_id, count(*)::int as issued from certificates c where c.course_id is not null and ${inPeriod(sql.ref('c.issued_at'), period)} group by c.course_id
        )
        select st.course_id::text as row_key, ${localized('st.title', lang)} as "course", count(pr.user_id)::int as "learners",
          (count(pr.user_id) filter (where pr.percent = 100))::int as "completed", coalesce(floor(avg(pr.percent)), 0)::int as "averagePercent",
          coalesce(max(f.attempts), 0)::int as "finalAttempts",
          case when coalesce(max(f.attempts), 0) = 0 then null else round(100.0 * max(f.passes) / max(f.attempts), 1)::float8 end as "finalPassRate",
          coalesce(max(i.issued), 0)::int as "certificatesIssued"
        from steps st
        left join progress pr on pr.course_id = st.course_id
        left join finals f on f.course_id = st.course_id
        left join issued i on i.course_id = st.course_id
        group by st.course_id, st.title`;
    case 'certificates':
      return sql`select c.id::text as row_key, c.serial as "serial", coalesce(nullif(trim(u.name), ''), u.account) as "holder",
          coalesce(cm.name, u.company) as "company",
          case when c.course_id is null then ${context.partnerTitle} else ${localized('cr.title', lang)} end as "course",
          c.issued_at as "issuedAt", c.valid_until as "validUntil", ${certificateStatus(context)} as "status"
        from certificates c
        join users u on u.id = c.user_id
        left join courses cr on cr.id = c.course_id
        left join companies cm on cm.id = c.company_id
        where ${inPeriod(sql.ref('c.issued_at'), period)}`;
    case 'downloads':
      return sql`select f.id::text as row_key, f.file_name as "file", f.language as "language", count(d.id)::int as "downloads",
          count(distinct coalesce(d.user_id::text, d.website))::int as "downloaders", max(d.downloaded_at) as "lastDownload"
        from material_files f
        left join material_download_files df on df.file_id = f.id
        left join material_downloads d on d.id = df.download_id and ${inPeriod(sql.ref('d.downloaded_at'), period)}
        group by f.id, f.file_name, f.language`;
    case 'questions':
      return sql`select q.id::text as row_key, ${localized('q.text', lang)} as "question", ${localized('e.title', lang)} as "exam",
          ${localized('cr.title', lang)} as "course", count(*)::int as "answered", (count(*) filter (where r.value = 'right'))::int as "right",
          round(100.0 * count(*) filter (where r.value = 'right') / count(*), 1)::float8 as "shareRight"
        from exam_attempts a
        cross join lateral jsonb_each_text(a.results) as r(key, value)
        join questions q on q.id::text = r.key
        join exams e on e.id = q.exam_id
        join courses cr on cr.id = e.course_id
        where a.status = 'graded' and a.results is not null and ${inPeriod(sql.ref('a.completed_at'), period)}
        group by q.id, q.text, e.title, cr.title`;
  }
};

/** Counts per UTC month (`YYYY-MM`) of one kind of event in [start, until). */
export const monthlyCounts = (series: string, start: Date, until: Date, now: Date): RawBuilder<{ month: string; count: number }> => {
  const month = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM')`;
  const between = (column: string) => sql`${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${until}`;
  switch (series) {
    case 'lessonsPassed':
    case 'finalsPassed':
      return sql`select ${month('a.completed_at')} as month, count(*)::int as count from exam_attempts a join exams e on e.id = a.exam_id
        where a.passed = true and e.kind = ${series === 'lessonsPassed' ? 'lesson' : 'final'} and ${between('a.completed_at')} group by 1`;
    case 'issued':
      return sql`select ${month('c.issued_at')} as month, count(*)::int as count from certificates c where ${between('c.issued_at')} group by 1`;
    case 'expired':
      return sql`select ${month('c.valid_until')} as month, count(*)::int as count from certificates c
        where ${between('c.valid_until')} and c.valid_until <= ${now} and c.revoked_at is null and c.superseded_by is null group by 1`;
    case 'downloads':
      return sql`select ${month('d.downloaded_at')} as month, count(*)::int as count from material_downloads d join material_download_files df on df.download_id = d.id
        where ${between('d.downloaded_at')} group by 1`;
    default:
      throw new Error(`no monthly series ${series}`);
  }
};
