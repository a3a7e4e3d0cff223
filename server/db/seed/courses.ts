import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { finalExamDefaults, lessonAttemptsPerCycle, lessonPassPercent } from '../../../src/contract/course';
import { dataPaths } from '../../lib/dataDir';
import { LocalFileStorage, type FileStorage } from '../../lib/storage';
import { AppStateRepository } from '../appStateRepository';
import { CountryVersionRepository } from '../../modules/country';
import type { Database } from '../schema';
import { captionLanguagesOf, captionVtt } from './captions';
import { demoCourses } from './content/courses';
import type { ContentCourse, ContentQuestion } from './content/types';

export type CourseSeedOptions = {
  dataDir: string;
  now: () => Date;
  /** Default: the folder DATA_DIR/files. */
  storage?: FileStorage;
  /** Where the lesson video files are read from; default: the committed demo videos. */
  videoDir?: string;
  courses?: ContentCourse[];
};

/** Storage key of a lesson video file. */
export const videoKey = (file: string): string => `videos/${file}`;

/** The committed demo videos, from the source tree or from beside a bundled build. */
export const defaultVideoDir = (): string => {
  // Source tree; dist/server/ of a bundled build (two levels below the root); the working directory.
  const candidates = [
    fileURLToPath(new URL('./videos/', import.meta.url)),
    fileURLToPath(new URL('../../server/db/seed/videos/', import.meta.url)),
    resolve('server/db/seed/videos'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'video-1.mp4')));
  if (!found) throw new Error(`demo lesson videos not found in ${candidates.join(' or ')}`);
  return found;
};

/** Content mistakes (a single-answer question with two right options...) fail the seed, not a learner. */
export const checkQuestion = (question: ContentQuestion, where: string): void => {
  const right = question.options.filter((option) => option.right).length;
  if (question.options.length < 2) throw new Error(`${where}: a question needs at least two options`);
  if (question.kind !== 'multiple' && right !== 1) throw new Error(`${where}: a ${question.kind} question needs exactly one right option`);
  if (question.kind === 'multiple' && right < 1) throw new Error(`${where}: a multiple-answer question needs a right option`);
  if (question.kind === 'true_false' && question.options.length !== 2) throw new Error(`${where}: a true/false question has two options`);
};

export const checkCourse = (course: ContentCourse): void => {
  course.lessons.forEach((lesson, index) => {
    if (lesson.test.questions.length === 0) throw new Error(`${course.slug} lesson ${index + 1}: the test has no questions`);
    lesson.test.questions.forEach((question, number) => checkQuestion(question, `${lesson.test.slug} question ${number + 1}`));
  });
  for (const exam of course.finalExams) {
    if (exam.pool.length < exam.questionCount) throw new Error(`${exam.slug}: the pool is smaller than the questions per attempt`);
    exam.pool.forEach((question, number) => checkQuestion(question, `${exam.slug} question ${number + 1}`));
  }
};

const insertQuestions = async (trx: Kysely<Database>, examId: string, questions: ContentQuestion[]): Promise<void> => {
  for (const [position, question] of questions.entries()) {
    const questionId = randomUUID();
    await trx.insertInto('questions').values({ id: questionId, exam_id: examId, position, kind: question.kind, text: JSON.stringify(question.text) }).execute();
    await trx
      .insertInto('question_options')
      .values(question.options.map((option, index) => ({ id: randomUUID(), question_id: questionId, position: index, text: JSON.stringify(option.text), is_right: option.right })))
      .execute();
  }
};

const insertCourse = async (trx: Kysely<Database>, course: ContentCourse, countries: Set<string>, createdAt: Date): Promise<void> => {
  const courseId = randomUUID();
  await trx
    .insertInto('courses')
    .values({
      id: courseId,
      slug: course.slug,
      audience: course.audience,
      kind: course.kind,
      position: course.position,
      title: JSON.stringify(course.title),
      description: JSON.stringify(course.description),
      created_at: createdAt,
    })
    .execute();
  const offeredIn = course.countries.filter((code) => countries.has(code));
  if (offeredIn.length > 0) await trx.insertInto('course_countries').values(offeredIn.map((version_code) => ({ course_id: courseId, version_code }))).execute();

  for (const [position, lesson] of course.lessons.entries()) {
    const lessonId = randomUUID();
    const captionLines = lesson.captions ?? [];
    const captionLanguages = captionLanguagesOf(captionLines);
    await trx
      .insertInto('lessons')
      .values({
        id: lessonId,
        course_id: courseId,
        position,
        title: JSON.stringify(lesson.title),
        video_key: videoKey(lesson.video),
        duration_seconds: lesson.durationSeconds,
        caption_languages: JSON.stringify(captionLanguages),
      })
      .execute();
    if (captionLanguages.length > 0) {
      await trx
        .insertInto('lesson_captions')
        .values(captionLanguages.map((lang) => ({ lesson_id: lessonId, lang, vtt: captionVtt(captionLines.map((line) => line[lang] ?? line.en), lesson.durationSeconds), updated_at: createdAt })))
        .execute();
    }
    const examId = randomUUID();
    await trx
      .insertInto('exams')
      .values({
        id: examId,
        slug: lesson.test.slug,
        course_id: courseId,
        lesson_id: lessonId,
        kind: 'lesson',
        version_code: null,
        title: JSON.stringify(lesson.test.title),
        question_count: lesson.test.questions.length,
        pass_percent: lessonPassPercent,
        attempts_allowed: lessonAttemptsPerCycle,
        waiting_hours: 0,
      })
      .execute();
    await insertQuestions(trx, examId, lesson.test.questions);
  }

  for (const exam of course.finalExams.filter((candidate) => countries.has(candidate.versionCode))) {
    const examId = randomUUID();
    await trx
      .insertInto('exams')
      .values({
        id: examId,
        slug: exam.slug,
        course_id: courseId,
        lesson_id: null,
        kind: 'final',
        version_code: exam.versionCode,
        title: JSON.stringify(exam.title),
        question_count: exam.questionCount,
        pass_percent: exam.passPercent ?? finalExamDefaults.passPercent,
        attempts_allowed: exam.attempts ?? finalExamDefaults.attempts,
        waiting_hours: exam.waitingHours ?? finalExamDefaults.waitingHours,
      })
      .execute();
    await insertQuestions(trx, examId, exam.pool);
  }
};

/** Copies the lesson videos into storage unless a file of the same size is there (several nodes may run this). */
const storeVideos = async (storage: FileStorage, videoDir: string, courses: ContentCourse[]): Promise<void> => {
  const files = new Set(courses.flatMap((course) => course.lessons.map((lesson) => lesson.video)));
  for (const file of files) {
    const content = await readFile(join(videoDir, file));
    const stored = await storage.stat(videoKey(file));
    if (stored?.size !== content.length) await storage.write(videoKey(file), content);
  }
};

/** Creates each demo course once per database (an app_state marker per slug: deleted stays deleted, new content arrives). */
export async function seedCourses(db: Kysely<Database>, options: CourseSeedOptions): Promise<string[]> {
  const courses = options.courses ?? demoCourses;
  courses.forEach(checkCourse);
  await storeVideos(options.storage ?? new LocalFileStorage(dataPaths(options.dataDir).filesDir), options.videoDir ?? defaultVideoDir(), courses);
  return db.transaction().execute(async (trx) => {
    const appState = new AppStateRepository(trx);
    const countries = new Set((await new CountryVersionRepository(trx).list()).map((row) => row.version_code));
    const created: string[] = [];
    for (const course of courses) {
      const now = options.now();
      if (!(await appState.claim(`seed.course.${course.slug}`, now.toISOString(), now))) continue;
      await insertCourse(trx, course, countries, now);
      created.push(course.slug);
    }
    return created;
  });
}
