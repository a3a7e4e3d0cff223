import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { adminCourseFixtureSchemas, type AdminCourseFixtureName } from '../../src/testing/fixtures/adminCourses/manifest';
import { useCourseContext } from './courseTestKit';
import { databasesUnderTest } from './databases';
import { Normalizer, shapeOf } from './recordFixtures';
import { readAdminCourseFixture, recordAdminCourseAnswers, recordEmptyCourseList, writeAdminCourseFixture } from './recordAdminCourseFixtures';

/**
 * The course editor fixtures widgets test with are what the API answers: with RECORD_FIXTURES=1 this
 * rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded course editor fixtures on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('match what the API answers to an admin editing courses', { timeout: 120_000 }, async () => {
    const recording = await recordAdminCourseAnswers(kit());
    recording.set('list.empty', await recordEmptyCourseList(kind));
    expect(recording.get('list.empty')).toEqual({ list: [], total: 0 });
    expect(recording.get('list.noMatch')).toEqual({ list: [], total: 0 });
    expect(recording.get('list.page2')).toMatchObject({ total: 3, list: [{}] });
    expect(recording.get('publish.refused')).toMatchObject({ code: ResultCode.courseNotPublishable });
    expect(recording.get('list.forbidden')).toMatchObject({ code: ResultCode.forbidden });
    expect(recording.get('detail.published')).toMatchObject({ published: true, lessonCount: 1 });

    const normalizer = new Normalizer();
    const names = Object.keys(adminCourseFixtureSchemas) as AdminCourseFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      adminCourseFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAdminCourseFixture(name, answer);
      const onDisk = readAdminCourseFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
