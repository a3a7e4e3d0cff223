import { describe, expect, it } from 'vitest';
import { homeFixtureSchemas, type HomeFixtureName } from '../../src/testing/fixtures/home/manifest';
import { useCourseContext } from './courseTestKit';
import { databasesUnderTest } from './databases';
import { readHomeFixture, recordHomeAnswers, writeHomeFixture } from './recordHomeFixtures';
import { Normalizer, shapeOf } from './recordFixtures';

/**
 * The fixtures the home, portal, notification, notice and webinar widgets test with are what the API
 * answers: with RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file
 * differs in shape from today's answer.
 */
describe.each(databasesUnderTest())('recorded home fixtures on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('match what the API answers for a fresh learner, one in the middle of the course and the certified demo learner', { timeout: 180_000 }, async () => {
    const recording = await recordHomeAnswers(kit());
    const normalizer = new Normalizer();
    const names = Object.keys(homeFixtureSchemas) as HomeFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      homeFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeHomeFixture(name, answer);
      const onDisk = readHomeFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
