import { randomUUID } from 'node:crypto';
import type { Audience } from '../../../src/contract/auth';
import type { CompanyRow } from '../../db/schema';
import type { Db } from '../../db/transaction';

export type NewCompany = Omit<CompanyRow, 'id' | 'roles'> & { roles: Audience[] };

/** Partner companies, created by an approved application. */
export class CompanyRepository {
  constructor(private readonly db: Db) {}

  create(company: NewCompany): Promise<CompanyRow> {
    return this.db
      .insertInto('companies')
      .values({ id: randomUUID(), ...company, roles: JSON.stringify(company.roles) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<CompanyRow | undefined> {
    return this.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
