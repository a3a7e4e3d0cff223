import { randomUUID } from 'node:crypto';
import type { AuditAction } from '../../src/contract/audit';
import type { Db } from '../db/transaction';

/** One admin action: who did what to which record, and what it carried (a reason, the created ids). */
export type AuditEntry = {
  /** The operator CLI acts without an account id. */
  actor: { id: string | null; account: string };
  action: AuditAction;
  target: { type: string; id: string };
  details?: Record<string, unknown>;
  at: Date;
};

/** The audit log of admin actions; written inside the transaction of the action it records. */
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        actor_id: entry.actor.id,
        actor_account: entry.actor.account,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        details: JSON.stringify(entry.details ?? {}),
        created_at: entry.at,
      })
      .execute();
  }

  /** Entries about one record, oldest first. */
  forTarget(type: string, id: string) {
    return this.db.selectFrom('audit_log').selectAll().where('target_type', '=', type).where('target_id', '=', id).orderBy('created_at').orderBy('id').execute();
  }
}
