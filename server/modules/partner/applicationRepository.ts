import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ApplicationStatus, PartnerApplicationRow } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { Audience } from '../../../src/contract/auth';

export type NewApplication = Omit<PartnerApplicationRow, 'id' | 'status' | 'decided_at' | 'decided_by' | 'rejection_reason' | 'company_id' | 'roles'> & { roles: Audience[] };

/** An application with the account of the administrator who decided it. */
export type ApplicationRecord = PartnerApplicationRow & { decided_by_account: string | null };

/** Same company, however its number was typed: country and the letters and digits of the number. */
export const companyKeyOf = (versionCode: string, companyNumber: string): string => `${versionCode.toUpperCase()}:${companyNumber.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '')}`;

/** Partner applications: one open or approved per company and per address (partial unique indexes). */
export class ApplicationRepository {
  constructor(private readonly db: Db) {}

  /** The new application, or undefined when an open or approved one holds the company or the address. */
  insert(application: NewApplication): Promise<PartnerApplicationRow | undefined> {
    return this.db
      .insertInto('partner_applications')
      .values({ id: randomUUID(), ...application, roles: JSON.stringify(application.roles), status: 'pending' })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** The open or approved application holding this address or company, saying which. */
  async findActiveDuplicate(email: string, companyKey: string): Promise<'email' | 'company' | undefined> {
    const rows = await this.db
      .selectFrom('partner_applications')
      .select(['email', 'company_key'])
      .where('status', '<>', 'rejected')
      .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', email.toLowerCase()), eb('company_key', '=', companyKey)]))
      .execute();
    if (rows.some((row) => row.email.toLowerCase() === email.toLowerCase())) return 'email';
    return rows.length > 0 ? 'company' : undefined;
  }

  private records() {
    return this.db
      .selectFrom('partner_applications')
      .leftJoin('users', 'users.id', 'partner_applications.decided_by')
      .selectAll('partner_applications')
      .select('users.account as decided_by_account');
  }

  findById(id: string): Promise<ApplicationRecord | undefined> {
    return this.records().where('partner_applications.id', '=', id).executeTakeFirst();
  }

  /** One page, newest first; `total` counts the whole filtered list. */
  async page(status: ApplicationStatus | undefined, page: number, pageSize: number): Promise<{ rows: ApplicationRecord[]; total: number }> {
    let rows = this.records();
    let count = this.db.selectFrom('partner_applications').select(sql<number>`count(*)::int`.as('total'));
    if (status) {
      rows = rows.where('partner_applications.status', '=', status);
      count = count.where('status', '=', status);
    }
    const list = await rows
      .orderBy('partner_applications.submitted_at', 'desc')
      .orderBy('partner_applications.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const { total } = await count.executeTakeFirstOrThrow();
    return { rows: list, total: Number(total) };
  }

  /** Moves a pending application to its decision; undefined when it was no longer pending (a concurrent decision won). */
  decide(id: string, decision: { status: 'approved' | 'rejected'; decidedBy: string; at: Date; reason?: string }): Promise<PartnerApplicationRow | undefined> {
    return this.db
      .updateTable('partner_applications')
      .set({ status: decision.status, decided_by: decision.decidedBy, decided_at: decision.at, rejection_reason: decision.reason ?? null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  async linkCompany(id: string, companyId: string): Promise<void> {
    await this.db.updateTable('partner_applications').set({ company_id: companyId }).where('id', '=', id).execute();
  }
}
