import type { AuditResult } from '../../../src/contract/audit';
import type { Db } from '../../db/transaction';
import { AuditSearchRepository } from './auditSearchRepository';

export type AuditQueryInput = { actor: string; action: string; target: string; from?: string; to?: string; page: number; pageSize: number };

const dayMs = 86_400_000;

/** The audit log as the console searches it (role admin). */
export class AuditService {
  constructor(private readonly deps: { db: Db }) {}

  async search(query: AuditQueryInput): Promise<AuditResult> {
    const repository = new AuditSearchRepository(this.deps.db);
    const { rows, total } = await repository.search({
      ...query,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      // The last day counts whole.
      to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + dayMs) : undefined,
    });
    return {
      list: rows.map((row) => ({
        entryId: row.id,
        actor: row.actor_account,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        details: row.details,
        createdAt: row.created_at.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      actions: await repository.actions(),
    };
  }
}
