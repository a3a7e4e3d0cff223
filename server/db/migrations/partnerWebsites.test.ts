import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/databases';
import { beforeMigration } from '../../test/migrationKit';

/** 0027 on a database whose approved companies have no partner website yet. */
describe.each(databasesUnderTest())('migration 0027_partner_company_websites on $name', ({ kind }) => {
  it("registers each company's website as the host name the landing page keys on; the oldest company keeps a shared one, a registered one keeps its name", async () => {
    await beforeMigration(kind, '0026_partner_certificate_reissue', async ({ db, now, migrateOn }) => {
      const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
      const company = (name: string, website: string, days: number) => ({ id: randomUUID(), name, company_number: name, version_code: 'US', website, phone: '', roles: JSON.stringify(['installer']), created_at: at(days) });
      await db
        .insertInto('companies')
        .values([
          company('Northwind', 'https://www.Northwind-Solar.example/about?x=1', 0),
          company('Valle', 'energiadelvalle.example:8080', 1),
          company('Later Northwind', 'northwind-solar.example', 2),
          company('No site', '', 3),
          company('Bad site', 'not a website', 4),
          company('Claimed', 'https://claimed.example', 5),
        ])
        .execute();
      await db.insertInto('partner_websites').values({ website: 'claimed.example', company_name: 'Registered by hand', created_at: at(-1) }).execute();

      await migrateOn();
      const registered = await db.selectFrom('partner_websites').select(['website', 'company_name']).orderBy('website').execute();
      expect(registered).toEqual([
        { website: 'claimed.example', company_name: 'Registered by hand' },
        { website: 'energiadelvalle.example', company_name: 'Valle' },
        { website: 'northwind-solar.example', company_name: 'Northwind' },
      ]);
    });
  });
});
