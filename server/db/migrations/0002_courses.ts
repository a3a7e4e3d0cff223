import { sql, type Kysely } from 'kysely';

/** Courses, lessons, lesson tests and final exams, progress, attempts, certificates (issue 3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('audience', 'text', (col) => col.notNull().check(sql`audience in ('installer', 'sales', 'designer')`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('certification', 'library')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('total_minutes', 'integer', (col) => col.notNull().check(sql`total_minutes >= 0`))
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('description', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('course_countries')
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('version_code', 'text', (col) => col.notNull().references('country_versions.version_code'))
    .addPrimaryKeyConstraint('course_countries_pkey', ['course_id', 'version_code'])
    .execute();
  await db.schema.createIndex('course_countries_version_idx').on('course_countries').column('version_code').execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('video_key', 'text', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull().check(sql`duration_seconds > 0`))
    .addUniqueConstraint('lessons_course_position_key', ['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('exams')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('lesson_id', 'uuid', (col) => col.unique().references('lessons.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('lesson', 'final')`))
    .addColumn('version_code', 'text', (col) => col.references('country_versions.version_code'))
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('question_count', 'integer', (col) => col.notNull().check(sql`question_count > 0`))
    .addColumn('pass_percent', 'integer', (col) => col.notNull().check(sql`pass_percent between 0 and 100`))
    .addColumn('attempts_allowed', 'integer', (col) => col.notNull().check(sql`attempts_allowed > 0`))
    .addColumn('waiting_hours', 'integer', (col) => col.notNull().check(sql`waiting_hours >= 0`))
    // A lesson test belongs to a lesson; a final exam is a country version of its course.
    .addCheckConstraint(
      'exams_kind_check_owner',
      sql`(kind = 'lesson' and lesson_id is not null and version_code is null) or (kind = 'final' and lesson_id is null and version_code is not null)`,
    )
    .execute();
  // One final exam version per course and country.
  await db.schema
    .createIndex('exams_final_version_key')
    .on('exams')
    .columns(['course_id', 'version_code'])
    .unique()
    .where(sql.ref('kind'), '=', 'final')
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('exam_id', 'uuid', (col) => col.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('single', 'multiple', 'true_false')`))
    .addColumn('text', 'jsonb', (col) => col.notNull())
    .addUniqueConstraint('questions_exam_position_key', ['exam_id', 'position'])
    .execute();

  await db.schema
    .createTable('question_options')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('question_id', 'uuid', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'jsonb', (col) => col.notNull())
    .addColumn('is_right', 'boolean', (col) => col.notNull())
    .addUniqueConstraint('question_options_question_position_key', ['question_id', 'position'])
    .execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'uuid', (col) => col.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('position_seconds', 'double precision', (col) => col.notNull().check(sql`position_seconds >= 0`))
    .addColumn('watched_seconds', 'double precision', (col) => col.notNull().check(sql`watched_seconds >= 0`))
    .addColumn('cycle', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('reported_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pkey', ['user_id', 'lesson_id'])
    .execute();

  await db.schema
    .createTable('exam_attempts')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('exam_id', 'uuid', (col) => col.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cycle', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('in_progress', 'graded')`))
    .addColumn('layout', 'jsonb', (col) => col.notNull())
    .addColumn('answers', 'jsonb', (col) => col.notNull())
    .addColumn('question_count', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('correct_count', 'integer')
    .addColumn('correct_percent', 'integer')
    .addColumn('passed', 'boolean')
    .addColumn('results', 'jsonb')
    .addCheckConstraint('exam_attempts_graded_check', sql`status = 'in_progress' or (completed_at is not null and passed is not null and correct_count is not null)`)
    .execute();
  // At most one attempt in progress per learner and exam, whatever races the API nodes run.
  await db.schema
    .createIndex('exam_attempts_one_open_key')
    .on('exam_attempts')
    .columns(['user_id', 'exam_id'])
    .unique()
    .where(sql.ref('status'), '=', 'in_progress')
    .execute();
  await db.schema.createIndex('exam_attempts_user_exam_idx').on('exam_attempts').columns(['user_id', 'exam_id', 'cycle']).execute();

  await sql`create sequence certificate_serial_seq`.execute(db);
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('serial', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('attempt_id', 'uuid', (col) => col.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('valid_until', 'timestamptz', (col) => col.notNull())
    .addColumn('total_hours', 'double precision', (col) => col.notNull())
    .addUniqueConstraint('certificates_user_course_key', ['user_id', 'course_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['certificates', 'exam_attempts', 'lesson_progress', 'question_options', 'questions', 'exams', 'lessons', 'course_countries', 'courses']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence certificate_serial_seq`.execute(db);
}
