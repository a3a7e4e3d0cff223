import type { Database } from './schema';

type ColumnOf<T extends keyof Database> = keyof Database[T] & string;

/**
 * Every column of `table`, named one by one (`courses.id`, …), for a query kept as a prepared statement
 * (server/db/precompiled.ts). PostgreSQL fixes what `*` stands for when it prepares a statement: once a
 * migration adds a column (a newer node's, during a rolling deploy), the statement is refused ("cached
 * plan must not change result type"), and inside a transaction the request fails with it. A list of
 * names keeps its shape. The record must name each column of the table's type, and no other: a new
 * column is a type error here until it is listed.
 */
export const everyColumn = <T extends keyof Database>(table: T, columns: Record<ColumnOf<T>, true>): `${T}.${ColumnOf<T>}`[] =>
  (Object.keys(columns) as ColumnOf<T>[]).map((column) => `${table}.${column}` as const);

/** The tables the precompiled queries read whole. */
export const tableColumns = {
  users: everyColumn('users', {
    id: true,
    account: true,
    email: true,
    name: true,
    company: true,
    company_number: true,
    audience: true,
    role: true,
    version_code: true,
    lang: true,
    notify_by_email: true,
    password_hash: true,
    created_at: true,
    updated_at: true,
    company_id: true,
    company_admin: true,
    must_change_password: true,
    deactivated_at: true,
  }),
  courses: everyColumn('courses', { id: true, slug: true, audience: true, kind: true, position: true, title: true, description: true, created_at: true, validity_months: true, published: true, language: true }),
  lessons: everyColumn('lessons', { id: true, course_id: true, position: true, title: true, video_key: true, duration_seconds: true, caption_languages: true, caption_version: true }),
  exams: everyColumn('exams', {
    id: true,
    slug: true,
    course_id: true,
    lesson_id: true,
    kind: true,
    version_code: true,
    title: true,
    question_count: true,
    pass_percent: true,
    attempts_allowed: true,
    waiting_hours: true,
    question_version: true,
  }),
  lesson_progress: everyColumn('lesson_progress', { user_id: true, lesson_id: true, position_seconds: true, watched_seconds: true, watched_ranges: true, cycle: true, reported_at: true, playing: true }),
  exam_attempts: everyColumn('exam_attempts', {
    id: true,
    exam_id: true,
    user_id: true,
    cycle: true,
    attempt_number: true,
    status: true,
    layout: true,
    answers: true,
    question_count: true,
    started_at: true,
    completed_at: true,
    correct_count: true,
    correct_percent: true,
    passed: true,
    results: true,
    reset_at: true,
    question_version: true,
  }),
  certificates: everyColumn('certificates', {
    id: true,
    serial: true,
    user_id: true,
    course_id: true,
    company_id: true,
    attempt_id: true,
    issued_at: true,
    valid_until: true,
    total_hours: true,
    kind: true,
    revoked_at: true,
    revoked_reason: true,
    superseded_by: true,
    reissued_from: true,
  }),
  course_enrollments: everyColumn('course_enrollments', { id: true, user_id: true, course_id: true, renews_certificate_id: true, started_at: true }),
};
