import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../../test/databases';
import { days, hours, minutes, testClock } from '../../test/clock';
import { Throttle, type ThrottleRule } from './throttle';

const shortRule: ThrottleRule = { scope: 'test:short', limit: 3, windowMs: minutes(15) };
const dailyRule: ThrottleRule = { scope: 'test:daily', limit: 3, windowMs: days(1) };

describe.each(databasesUnderTest())('throttle hits on $name', ({ kind }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const hitsOf = async (rule: ThrottleRule, subject: string) =>
    (await database.db.selectFrom('throttle_hits').select('id').where('key', '=', `${rule.scope}:${subject}`).execute()).length;

  it("keeps each hit only for its own rule's window, however long another rule's window is", async () => {
    const clock = testClock();
    const throttle = new Throttle(clock.now);
    await throttle.admit(database.db, { rule: shortRule, subject: 'ana' }, { rule: dailyRule, subject: 'ana' });
    await throttle.admit(database.db, { rule: shortRule, subject: 'ana' }, { rule: dailyRule, subject: 'ana' });
    expect([await hitsOf(shortRule, 'ana'), await hitsOf(dailyRule, 'ana')]).toEqual([2, 2]);

    // The short window has passed the first two: the next admit prunes them, and the daily ones still count.
    clock.advance(minutes(15) + 1);
    await throttle.admit(database.db, { rule: shortRule, subject: 'ben' });
    expect([await hitsOf(shortRule, 'ana'), await hitsOf(dailyRule, 'ana'), await hitsOf(shortRule, 'ben')]).toEqual([0, 2, 1]);
    await throttle.admit(database.db, { rule: dailyRule, subject: 'ana' });
    await expect(throttle.admit(database.db, { rule: dailyRule, subject: 'ana' })).rejects.toMatchObject({ codeName: 'rateLimited' });

    clock.advance(days(1) + hours(1));
    await throttle.admit(database.db, { rule: shortRule, subject: 'cid' });
    expect([await hitsOf(dailyRule, 'ana'), await hitsOf(shortRule, 'ben')]).toEqual([0, 0]);
  });
});
