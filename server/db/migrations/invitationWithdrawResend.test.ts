import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/databases';
import { beforeMigration } from '../../test/migrationKit';

/** 0030 on a database where inviting an address again had ended its older links by moving their expiry. */
describe.each(databasesUnderTest())('migration 0030_invitation_withdraw_resend on $name', ({ kind }) => {
  it("keeps each address's newest open invitation open, counts its older ones as withdrawn when they were ended, and then allows one open invitation per address", async () => {
    await beforeMigration(kind, '0029_group_notification_language', async ({ db, now, migrateOn }) => {
      const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
      const companyId = randomUUID();
      await db.insertInto('companies').values({ id: companyId, name: 'Northwind', company_number: 'NW-1', version_code: 'US', website: '', phone: '', roles: JSON.stringify(['installer']), created_at: at(0) }).execute();
      const invitation = (email: string, created: number, expires: number, accepted = false) => ({
        id: randomUUID(),
        company_id: companyId,
        name: email,
        email,
        audience: 'installer' as const,
        token_hash: randomUUID(),
        invited_by: null,
        expires_at: at(expires),
        accepted_at: accepted ? at(created + 1) : null,
        accepted_user_id: null,
        created_at: at(created),
      });
      // Lee was invited three times (each new one ended the one before), Ann once, Bo's first was accepted.
      const lee = [invitation('lee@x.test', 0, 10), invitation('LEE@x.test', 10, 20), invitation('lee@x.test', 20, 20 + 7 * 1440)];
      const ann = invitation('ann@x.test', 5, 5 + 7 * 1440);
      const bo = [invitation('bo@x.test', 1, 2, true), invitation('bo@x.test', 3, 3 + 7 * 1440)];
      await db.insertInto('company_invitations').values([...lee, ann, ...bo]).execute();

      await migrateOn();
      const rows = await db.selectFrom('company_invitations').select(['id', 'withdrawn_at']).execute();
      const withdrawnAt = new Map(rows.map((row) => [row.id, row.withdrawn_at?.toISOString() ?? null]));
      expect(lee.map((row) => withdrawnAt.get(row.id))).toEqual([at(10).toISOString(), at(20).toISOString(), null]);
      expect(withdrawnAt.get(ann.id)).toBeNull();
      expect(bo.map((row) => withdrawnAt.get(row.id))).toEqual([null, null]);
      // A second open invitation of an address (any case) is refused by the index.
      await expect(db.insertInto('company_invitations').values({ ...invitation('Ann@x.test', 30, 40), withdrawn_at: null }).execute()).rejects.toMatchObject({ code: '23505' });
      await expect(sql`select count(*)::int as n from company_invitation_replaced_links`.execute(db)).resolves.toMatchObject({ rows: [{ n: 0 }] });
    });
  });
});
