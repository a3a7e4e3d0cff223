import { sql } from 'kysely';
import type { AuditLogTable } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { Selectable } from 'kysely';

export type AuditSearch = { actor: string; action: string; target: string; from?: Date; to?: Date; page: number; pageSize: number };

const contains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Reads of the audit log (server/lib/auditLogRepository.ts writes it, inside each action's transaction). */
export class AuditSearchRepository {
  constructor(private readonly db: Db) {}

  /** One page, newest first; `to` is exclusive. */
  async search(search: AuditSearch): Promise<{ rows: Selectable<AuditLogTable>[]; total: number }> {
    let query = this.db.selectFrom('audit_log');
    if (search.actor) query = query.where(sql<string>`lower(actor_account)`, 'like', contains(search.actor));
    if (search.action) query = query.where('action', '=', search.action);
    if (search.target) {
      const pattern = contains(search.target);
      query = query.where((eb) => eb.or([eb(sql<string>`lower(target_id)`, 'like', pattern), eb(sql<string>`lower(details::text)`, 'like', pattern)]));
    }
    if (search.from) query = query.where('created_at', '>=', search.from);
    if (search.to) query = query.where('created_at', '<', search.to);
    const { total } = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute();
    return { rows, total: Number(total) };
  }

  async actions(): Promise<string[]> {
    const rows = await this.db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
    return rows.map((row) => row.action);
  }
}
