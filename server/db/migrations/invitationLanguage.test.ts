import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/databases';
import { beforeMigration } from '../../test/migrationKit';

/** 0031 on a database whose invitations were mailed in their inviter's language. */
describe.each(databasesUnderTest())('migration 0031_invitation_language on $name', ({ kind }) => {
  it("gives each invitation its inviter's language (English when nobody is named) and then takes only English or Spanish", async () => {
    await beforeMigration(kind, '0030_invitation_withdraw_resend', async ({ db, now, userId, migrateOn }) => {
      const companyId = randomUUID();
      await db.insertInto('companies').values({ id: companyId, name: 'Northwind', company_number: 'NW-1', version_code: 'MX', website: '', phone: '', roles: JSON.stringify(['installer']), created_at: now }).execute();
      const spanishAdmin = randomUUID();
      await db
        .insertInto('users')
        .values({ id: spanishAdmin, account: 'admin.es', email: 'admin.es@x.test', name: 'A', company: 'Northwind', company_number: 'NW-1', audience: 'installer', role: 'learner', version_code: 'MX', lang: 'es', password_hash: 'x', created_at: now, updated_at: now })
        .execute();
      const invitation = (email: string, invitedBy: string | null) => ({
        id: randomUUID(),
        company_id: companyId,
        name: email,
        email,
        audience: 'installer' as const,
        token_hash: randomUUID(),
        invited_by: invitedBy,
        expires_at: now,
        accepted_at: null,
        accepted_user_id: null,
        created_at: now,
        withdrawn_at: null,
      });
      const bySpanish = invitation('es@x.test', spanishAdmin);
      const byEnglish = invitation('en@x.test', userId);
      const byNobody = invitation('none@x.test', null);
      await db.insertInto('company_invitations').values([bySpanish, byEnglish, byNobody]).execute();

      await migrateOn();
      const rows = await db.selectFrom('company_invitations').select(['id', 'language']).execute();
      const languageOf = new Map(rows.map((row) => [row.id, row.language]));
      expect([bySpanish, byEnglish, byNobody].map((row) => languageOf.get(row.id))).toEqual(['es', 'en', 'en']);
      // Only the portal's languages: anything else is refused by the column's check.
      await expect(db.insertInto('company_invitations').values({ ...invitation('fr@x.test', null), language: 'fr' as 'en' }).execute()).rejects.toMatchObject({ code: '23514' });
    });
  });
});
