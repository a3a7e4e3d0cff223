import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CompanyInvitationRow } from '../../db/schema';
import type { Db } from '../../db/transaction';

export type NewInvitation = Omit<CompanyInvitationRow, 'id' | 'accepted_at' | 'accepted_user_id' | 'withdrawn_at'>;

/**
 * Invitations of technicians: the link's token is stored only as its hash. An invitation is open
 * while it is neither accepted nor withdrawn (expired ones too: Resend renews them); an address has
 * at most one open invitation per company (migration 0030's partial unique index).
 */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /** undefined when the address already has an open invitation in the company (the index decides, so it holds under concurrent invites). */
  create(invitation: NewInvitation): Promise<CompanyInvitationRow | undefined> {
    return this.db
      .insertInto('company_invitations')
      .values({ id: randomUUID(), ...invitation })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** The open invitation of an address in a company, if any. */
  findOpen(companyId: string, email: string): Promise<CompanyInvitationRow | undefined> {
    return this.open()
      .where('company_id', '=', companyId)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** One invitation of a company, in any state; another company's is not found. */
  findOfCompany(companyId: string, id: string): Promise<CompanyInvitationRow | undefined> {
    return this.db.selectFrom('company_invitations').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  }

  /** The live invitation of a token hash: not accepted, not withdrawn, not expired. */
  findLive(tokenHash: string, now: Date): Promise<CompanyInvitationRow | undefined> {
    return this.open().where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
  }

  /** Whatever a link's hash belongs to: its invitation now (any state), or the invitation it was replaced in. */
  async linkHistory(tokenHash: string): Promise<{ invitation: CompanyInvitationRow; replaced: boolean } | undefined> {
    const current = await this.db.selectFrom('company_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    if (current) return { invitation: current, replaced: false };
    const replaced = await this.db
      .selectFrom('company_invitation_replaced_links')
      .innerJoin('company_invitations', 'company_invitations.id', 'company_invitation_replaced_links.invitation_id')
      .selectAll('company_invitations')
      .where('company_invitation_replaced_links.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return replaced ? { invitation: replaced, replaced: true } : undefined;
  }

  /** Uses the link once: undefined when it is expired, used, withdrawn, replaced, or a concurrent accept used it first. */
  accept(tokenHash: string, now: Date): Promise<CompanyInvitationRow | undefined> {
    return this.db
      .updateTable('company_invitations')
      .set({ accepted_at: now })
      .where('token_hash', '=', tokenHash)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  async linkUser(id: string, userId: string): Promise<void> {
    await this.db.updateTable('company_invitations').set({ accepted_user_id: userId }).where('id', '=', id).execute();
  }

  /**
   * Gives an open invitation a new link that expires later; the old link's hash is kept as replaced.
   * Run in the caller's transaction: the row lock makes a concurrent accept with the old link, a
   * withdrawal or another resend wait and then see the new state. undefined when it is no longer open.
   */
  async replaceLink(companyId: string, id: string, link: { tokenHash: string; expiresAt: Date }, at: Date): Promise<CompanyInvitationRow | undefined> {
    const current = await this.open().where('id', '=', id).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    await this.db.insertInto('company_invitation_replaced_links').values({ token_hash: current.token_hash, invitation_id: current.id, replaced_at: at }).execute();
    return this.db
      .updateTable('company_invitations')
      .set({ token_hash: link.tokenHash, expires_at: link.expiresAt })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Withdraws once: only the caller that finds it open gets the row back. */
  withdraw(companyId: string, id: string, at: Date): Promise<CompanyInvitationRow | undefined> {
    return this.db
      .updateTable('company_invitations')
      .set({ withdrawn_at: at })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** The company's open invitations (pending or expired), newest first. */
  openOf(companyId: string, limit: number): Promise<CompanyInvitationRow[]> {
    return this.open().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  }

  private open() {
    return this.db.selectFrom('company_invitations').selectAll().where('accepted_at', 'is', null).where('withdrawn_at', 'is', null);
  }
}
