import type { CompanyRow } from '../../db/schema';
import type { Db } from '../../db/transaction';
import { normalizeWebsite, PartnerRepository as PartnerWebsiteRepository } from '../materials';

/**
 * An approved company's website becomes a partner website, so its landing page and materials package
 * open to its visitors at once. A website another company registered first keeps that company; a
 * company without a usable website registers nothing.
 */
export async function registerCompanyWebsite(db: Db, company: Pick<CompanyRow, 'name' | 'website'>, at: Date): Promise<void> {
  const website = normalizeWebsite(company.website);
  if (website) await new PartnerWebsiteRepository(db).addMissing([{ website, companyName: company.name }], at);
}
