import type { Db } from '../../db/transaction';

/** Partner websites (the installers whose sites embed the package). */
export class PartnerRepository {
  constructor(private readonly db: Db) {}

  find(website: string) {
    return this.db.selectFrom('partner_websites').select(['website', 'company_name']).where('website', '=', website).executeTakeFirst();
  }

  async addMissing(partners: { website: string; companyName: string }[], now: Date): Promise<void> {
    if (partners.length === 0) return;
    await this.db
      .insertInto('partner_websites')
      .values(partners.map((partner) => ({ website: partner.website, company_name: partner.companyName, created_at: now })))
      .onConflict((conflict) => conflict.column('website').doNothing())
      .execute();
  }
}
