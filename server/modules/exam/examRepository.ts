import type { QuestionKind } from '../../../src/contract/course';
import type { ExamRow, LocalizedText } from '../../db/courseSchema';
import { precompiled } from '../../db/precompiled';
import { tableColumns } from '../../db/tableColumns';
import type { Db } from '../../db/transaction';

/** Shared by every start of the content version it was read at: read only. */
export type PoolQuestion = { readonly questionId: string; readonly kind: QuestionKind; readonly optionIds: readonly string[] };
export type QuestionContent = { questionId: string; kind: QuestionKind; text: LocalizedText; options: { optionId: string; text: LocalizedText }[] };

/**
 * Question texts by question id, kept for the life of the process. Safe on every node: a question
 * row and its options are written once (the seed, random ids) and never updated, so a copy never goes
 * stale; bounded by the number of questions. Starting and resuming an exam read them on every call.
 */
const contentCache = new Map<string, QuestionContent>();
/** The right option ids by question id, kept for the same reason (options are never updated either); read only to grade. */
const rightOptionsCache = new Map<string, ReadonlySet<string>>();
/**
 * Each exam's pool by exam and content version: questions of a version no attempt was drawn from may be
 * replaced in place, and every change of questions or exams moves the content version (migrations 0021, 0022).
 */
const poolCache = new Map<string, readonly PoolQuestion[]>();
/** Past it the pools are simply read again: far more than the exams of a few content versions. */
const poolCacheLimit = 2_000;

/** Lesson tests, final exam versions and their questions. */
export class ExamRepository {
  constructor(private readonly db: Db) {}

  async findById(examId: string): Promise<ExamRow | undefined> {
    const [row] = await examById(this.db, { examId });
    return row;
  }

  findByIds(examIds: string[]): Promise<ExamRow[]> {
    if (examIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('exams').selectAll().where('id', 'in', examIds).execute();
  }

  /** Final exam versions of a country/version, for the courses that country offers. */
  finalExamsForCountry(versionCode: string): Promise<ExamRow[]> {
    return this.db
      .selectFrom('exams')
      .innerJoin('course_countries', (join) =>
        join.onRef('course_countries.course_id', '=', 'exams.course_id').on('course_countries.version_code', '=', versionCode),
      )
      .innerJoin('courses', 'courses.id', 'exams.course_id')
      .selectAll('exams')
      .where('exams.kind', '=', 'final')
      .where('exams.version_code', '=', versionCode)
      .where('courses.published', '=', true)
      .orderBy('courses.position')
      .execute();
  }

  /**
   * Every question of the exam's current version with its option ids, in authoring order (the pool to draw
   * from), kept for the content version the caller read the exam's state at.
   */
  async pool(examId: string, contentVersion: string): Promise<readonly PoolQuestion[]> {
    const key = `${examId}:${contentVersion}`;
    const kept = poolCache.get(key);
    if (kept) return kept;
    const pool = await this.readPool(examId);
    if (poolCache.size >= poolCacheLimit) poolCache.clear();
    poolCache.set(key, pool);
    return pool;
  }

  private async readPool(examId: string): Promise<readonly PoolQuestion[]> {
    const rows = await this.db
      .selectFrom('questions')
      .innerJoin('exams', (join) => join.onRef('exams.id', '=', 'questions.exam_id').onRef('exams.question_version', '=', 'questions.question_version'))
      .innerJoin('question_options', 'question_options.question_id', 'questions.id')
      .select(['questions.id as questionId', 'questions.kind', 'question_options.id as optionId'])
      .where('questions.exam_id', '=', examId)
      .orderBy('questions.position')
      .orderBy('question_options.position')
      .execute();
    const byQuestion = new Map<string, PoolQuestion & { optionIds: string[] }>();
    for (const row of rows) {
      const question = byQuestion.get(row.questionId) ?? { questionId: row.questionId, kind: row.kind, optionIds: [] };
      question.optionIds.push(row.optionId);
      byQuestion.set(row.questionId, question);
    }
    return [...byQuestion.values()];
  }

  /** Texts of questions and options, keyed by question id; never says which option is right. */
  async content(questionIds: string[]): Promise<Map<string, QuestionContent>> {
    const content = new Map<string, QuestionContent>();
    const missing: string[] = [];
    for (const id of questionIds) {
      const cached = contentCache.get(id);
      if (cached) content.set(id, cached);
      else missing.push(id);
    }
    if (missing.length === 0) return content;
    const rows = await this.db
      .selectFrom('questions')
      .innerJoin('question_options', 'question_options.question_id', 'questions.id')
      .select(['questions.id as questionId', 'questions.kind', 'questions.text as questionText', 'question_options.id as optionId', 'question_options.text as optionText'])
      .where('questions.id', 'in', missing)
      .orderBy('question_options.position')
      .execute();
    const loaded = new Map<string, QuestionContent>();
    for (const row of rows) {
      const question = loaded.get(row.questionId) ?? { questionId: row.questionId, kind: row.kind, text: row.questionText, options: [] };
      question.options.push({ optionId: row.optionId, text: row.optionText });
      loaded.set(row.questionId, question);
    }
    for (const [id, question] of loaded) {
      contentCache.set(id, question);
      content.set(id, question);
    }
    return content;
  }

  /** The right option ids per question: read only to grade. */
  async rightOptions(questionIds: string[]): Promise<Map<string, ReadonlySet<string>>> {
    const missing = questionIds.filter((id) => !rightOptionsCache.has(id));
    if (missing.length > 0) {
      const loaded = new Map(missing.map((id) => [id, new Set<string>()]));
      const rows = await this.db
        .selectFrom('question_options')
        .select(['question_id', 'id'])
        .where('question_id', 'in', missing)
        .where('is_right', '=', true)
        .execute();
      for (const row of rows) loaded.get(row.question_id)?.add(row.id);
      for (const [id, right] of loaded) rightOptionsCache.set(id, right);
    }
    return new Map(questionIds.map((id) => [id, rightOptionsCache.get(id) ?? new Set<string>()]));
  }
}

// Read by every exam start, save and submit: compiled once (server/db/precompiled.ts).
const examById = precompiled<{ examId: string }, ExamRow>((db, slot) => db.selectFrom('exams').select(tableColumns.exams).where('id', '=', slot('examId')));
