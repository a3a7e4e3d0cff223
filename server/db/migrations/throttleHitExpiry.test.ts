import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/databases';
import { beforeMigration } from '../../test/migrationKit';

/** 0032 on a database whose throttle hits were all kept a day. */
describe.each(databasesUnderTest())('migration 0032_throttle_hit_expiry on $name', ({ kind }) => {
  it('gives each hit from before the day it was kept, and then requires an expiry', async () => {
    await beforeMigration(kind, '0031_invitation_language', async ({ db, now, migrateOn }) => {
      const hit = { id: randomUUID(), key: 'login:account:ana', created_at: now };
      await db.insertInto('throttle_hits').values(hit as never).execute();

      await migrateOn();
      const row = await db.selectFrom('throttle_hits').select(['created_at', 'expires_at']).where('id', '=', hit.id).executeTakeFirstOrThrow();
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(86_400_000);
      await expect(db.insertInto('throttle_hits').values({ ...hit, id: randomUUID() } as never).execute()).rejects.toMatchObject({ code: '23502' });
    });
  });
});
