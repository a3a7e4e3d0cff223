import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CompanyInvitationRow } from '../../db/schema';
import type { Db } from '../../db/transaction';

/** Invitations of technicians: the link's token is stored only as its hash. */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  create(invitation: Omit<CompanyInvitationRow, 'id' | 'accepted_at' | 'accepted_user_id'>): Promise<CompanyInvitationRow> {
    return this.db.insertInto('company_invitations').values({ id: randomUUID(), ...invitation }).returningAll().executeTakeFirstOrThrow();
  }

  /** Ends the open links of an address in a company (a new invitation replaces them). */
  async expireOpen(companyId: string, email: string, at: Date): Promise<void> {
    await this.db
      .updateTable('company_invitations')
      .set({ expires_at: at })
      .where('company_id', '=', companyId)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', at)
      .execute();
  }

  /** The live invitation of a token hash: not accepted, not expired. */
  findLive(tokenHash: string, now: Date): Promise<CompanyInvitationRow | undefined> {
    return this.db
      .selectFrom('company_invitations')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Uses the link once: undefined when it is expired, used, or a concurrent accept used it first. */
  accept(tokenHash: string, now: Date): Promise<CompanyInvitationRow | undefined> {
    return this.db
      .updateTable('company_invitations')
      .set({ accepted_at: now })
      .where('token_hash', '=', tokenHash)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  async linkUser(id: string, userId: string): Promise<void> {
    await this.db.updateTable('company_invitations').set({ accepted_user_id: userId }).where('id', '=', id).execute();
  }

  /** The company's invitations not accepted yet, newest first. */
  openOf(companyId: string, limit: number): Promise<CompanyInvitationRow[]> {
    return this.db
      .selectFrom('company_invitations')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('accepted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
