import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { supportFixtureSchemas, type SupportFixtureName } from '../../src/testing/fixtures/support/manifest';
import { databasesUnderTest } from './databases';
import { Normalizer, shapeOf } from './recordFixtures';
import { readSupportFixture, recordSupportAnswers, writeSupportFixture } from './recordSupportFixtures';
import { useTestContext } from './testApp';

/**
 * The support fixtures widgets test with are what the API answers: with RECORD_FIXTURES=1 this
 * rewrites them (from PGlite); otherwise it fails when a file differs in shape from today's answer.
 */
describe.each(databasesUnderTest())('recorded support fixtures on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('match what the API answers for the FAQ, the desk and the contact form', { timeout: 120_000 }, async () => {
    const recording = await recordSupportAnswers(ctx());
    expect(recording.get('ticket.emoji')).toMatchObject({ code: ResultCode.invalidInput, message: 'Emoji is not allowed.' });
    expect(recording.get('ticket.rateLimited')).toMatchObject({ code: ResultCode.rateLimited, result: null });

    const normalizer = new Normalizer();
    const names = Object.keys(supportFixtureSchemas) as SupportFixtureName[];
    expect([...recording.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const answer = normalizer.normalize(recording.get(name));
      supportFixtureSchemas[name].parse(answer);
      if (process.env.RECORD_FIXTURES === '1' && kind === 'pglite') writeSupportFixture(name, answer);
      const onDisk = readSupportFixture(name);
      expect(onDisk, `${name}.json is missing: run with RECORD_FIXTURES=1`).toBeDefined();
      expect(shapeOf(onDisk), `${name}.json no longer matches the API: run with RECORD_FIXTURES=1`).toEqual(shapeOf(answer));
    }
  });
});
