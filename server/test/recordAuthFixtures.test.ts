import { describe, expect, it } from 'vitest';
import { authFixtureSchemas, type AuthFixtureName } from '../../src/testing/fixtures/auth/manifest';
import { databasesUnderTest } from './databases';
import { readAuthFixture, recordAuthAnswers, writeAuthFixture } from './recordAuthFixtures';
import { Normalizer, shapeOf } from './recordFixtures';
import { useTestContext } from './testApp';

/**
 * The users widget tests, host tests and stories sign in with are what the API answers: with
 * RECORD_FIXTURES=1 this rewrites them (from PGlite); otherwise it fails when a file differs in shape.
 */
describe.each(databasesUnderTest())('recorded auth fixtures on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('match what the API answers to login, getUserInfo, switchCountry and the country list', async () => {
    const recording = await recordAuthAnswers(ctx());
    const normalizer = new Normalizer();
    const names = Object.keys(authFixtureSchemas) as AuthFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      authFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeAuthFixture(name, answer);
      const onDisk = readAuthFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
