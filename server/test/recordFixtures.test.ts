import { describe, expect, it } from 'vitest';
import { courseFixtureSchemas, type CourseFixtureName } from '../../src/testing/fixtures/course/manifest';
import { useCourseContext } from './courseTestKit';
import { databasesUnderTest } from './databases';
import { Normalizer, readFixture, recordCourseJourney, shapeOf, writeFixture } from './recordFixtures';

/**
 * The course fixtures widgets test with are what the API answers: with RECORD_FIXTURES=1 this
 * rewrites them (from PGlite); otherwise it fails when a file differs in shape from today's answer.
 */
describe.each(databasesUnderTest())('recorded course fixtures on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('match what the API answers through the whole course journey', { timeout: 120_000 }, async () => {
    const recording = await recordCourseJourney(kit());
    const normalizer = new Normalizer();
    const names = Object.keys(courseFixtureSchemas) as CourseFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      courseFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeFixture(name, answer);
      const onDisk = readFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
