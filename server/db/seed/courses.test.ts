import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../../lib/dataDir';
import { countRows, createTestDatabase, databasesUnderTest, type TestDatabase } from '../../test/databases';
import { demoCourses } from './content/courses';
import { checkCourse, defaultVideoDir, seedCourses } from './courses';
import { single, t } from './content/types';

/** Every { en, es } text anywhere in the content. */
const localizedTexts = (value: unknown, found: { en: string; es?: string }[] = []): { en: string; es?: string }[] => {
  if (Array.isArray(value)) value.forEach((item) => localizedTexts(item, found));
  else if (value && typeof value === 'object') {
    if ('en' in value) found.push(value as { en: string; es?: string });
    else Object.values(value).forEach((item) => localizedTexts(item, found));
  }
  return found;
};

const now = () => new Date('2031-03-01T12:00:00.000Z');

describe('demo content', () => {
  it('is complete: 4 installer lessons of 5 mixed questions, a final pool of 15+ per country, two library courses, English and Spanish', () => {
    const [installation, sales, design] = demoCourses;
    expect(installation).toMatchObject({ audience: 'installer', kind: 'certification' });
    expect(installation!.lessons.map((lesson) => lesson.video)).toEqual(['video-1.mp4', 'video-2.mp4', 'video-3.mp4', 'video-4.mp4']);
    for (const lesson of installation!.lessons) {
      expect(lesson.test.questions).toHaveLength(5);
      expect(new Set(lesson.test.questions.map((question) => question.kind)).size).toBeGreaterThanOrEqual(2);
    }
    expect(installation!.finalExams.map((exam) => exam.versionCode)).toEqual(['US', 'MX']);
    for (const exam of installation!.finalExams) {
      expect(exam.questionCount).toBe(10);
      expect(exam.pool.length).toBeGreaterThanOrEqual(15);
    }
    expect([sales, design].map((course) => [course!.audience, course!.kind, course!.finalExams.length, course!.lessons[0]?.video])).toEqual([
      ['sales', 'library', 0, 'video-5.mp4'],
      ['designer', 'library', 0, 'video-6.mp4'],
    ]);
    const localized = localizedTexts(demoCourses);
    expect(localized.length).toBeGreaterThan(250);
    expect(localized.filter((text) => !text.en.trim() || !text.es?.trim())).toEqual([]);
    demoCourses.forEach(checkCourse);
  });

  it('refuses content a learner could not answer right', () => {
    const broken = structuredClone(demoCourses[1]!);
    broken.lessons[0]!.test.questions[0] = single(t('Q', 'P'), t('A', 'A'), t('B', 'B'));
    broken.lessons[0]!.test.questions[0].options[1]!.right = true;
    expect(() => checkCourse(broken)).toThrow(/exactly one right option/);
  });
});

describe.each(databasesUnderTest())('seeding the demo courses on $name', ({ kind }) => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'tc-seed-test-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates every course once, however often and however many nodes seed', async () => {
    const first = await Promise.all([seedCourses(database.db, { dataDir, now }), seedCourses(database.db, { dataDir, now })]);
    expect(first.flat().sort()).toEqual(demoCourses.map((course) => course.slug).sort());
    const counts = async () =>
      Object.fromEntries(
        await Promise.all((['courses', 'course_countries', 'lessons', 'exams', 'questions', 'question_options'] as const).map(async (table) => [table, await countRows(database.db, table)])),
      );
    const before = await counts();
    expect(before).toMatchObject({ courses: 3, course_countries: 6, lessons: 6, exams: 8 });
    expect(await seedCourses(database.db, { dataDir, now })).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('copies the lesson videos into the file storage', () => {
    for (const file of ['video-1.mp4', 'video-6.mp4']) {
      expect(readFileSync(join(dataPaths(dataDir).filesDir, 'videos', file)).equals(readFileSync(join(defaultVideoDir(), file)))).toBe(true);
    }
  });

  it('leaves a demo course an operator deleted deleted', async () => {
    await database.db.deleteFrom('courses').where('slug', '=', 'library.design-essentials').execute();
    expect(await seedCourses(database.db, { dataDir, now })).toEqual([]);
    expect(await countRows(database.db, 'courses')).toBe(2);
  });
});
