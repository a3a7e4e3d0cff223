import { sql, type Expression, type SqlBool } from 'kysely';
import type { AccountStatus, companySortKeys, userSortKeys } from '../../../src/contract/accounts';
import type { SortOrder } from '../../../src/contract/paging';
import type { Role } from '../../../src/contract/auth';
import type { ExamRow } from '../../db/courseSchema';
import type { CompanyRow, UserRow } from '../../db/schema';
import type { Db } from '../../db/transaction';
import { containsPattern } from '../../lib/likePattern';

export type UserSearch = {
  q: string;
  role?: Role;
  status?: AccountStatus;
  companyId?: string;
  sort: (typeof userSortKeys)[number];
  order: SortOrder;
  page: number;
  pageSize: number;
};

export type CompanySearch = { q: string; sort: (typeof companySortKeys)[number]; order: SortOrder; page: number; pageSize: number };

export type CompanyWithMembers = CompanyRow & { members: number };

const userSortColumn = {
  name: sql`lower(users.name)`,
  account: sql`lower(users.account)`,
  email: sql`lower(users.email)`,
  company: sql`lower(users.company)`,
  role: sql`users.role`,
  createdAt: sql`users.created_at`,
} as const;

/** The users console's reads and the account changes that belong to no other module's rules. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** One page of users matching the filters, sorted on the server (ties broken by account, so pages never overlap). */
  async searchUsers(search: UserSearch): Promise<{ rows: UserRow[]; total: number }> {
    let query = this.db.selectFrom('users');
    if (search.q) {
      const pattern = containsPattern(search.q);
      query = query.where((eb) =>
        eb.or(['name', 'account', 'email', 'company'].map((column) => eb(sql.ref(`users.${column}`), 'ilike', pattern) as Expression<SqlBool>)),
      );
    }
    if (search.role) query = query.where('users.role', '=', search.role);
    if (search.status === 'active') query = query.where('users.deactivated_at', 'is', null);
    if (search.status === 'deactivated') query = query.where('users.deactivated_at', 'is not', null);
    if (search.companyId) query = query.where('users.company_id', '=', search.companyId);
    const { total } = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('users')
      .orderBy(userSortColumn[search.sort], search.order)
      .orderBy(sql`lower(users.account)`, search.order)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute();
    return { rows, total: Number(total) };
  }

  /** Partner companies with how many accounts belong to each. */
  async searchCompanies(search: CompanySearch): Promise<{ rows: CompanyWithMembers[]; total: number }> {
    let query = this.db.selectFrom('companies');
    if (search.q) {
      const pattern = containsPattern(search.q);
      query = query.where((eb) => eb.or([eb('companies.name', 'ilike', pattern), eb('companies.company_number', 'ilike', pattern)]));
    }
    const { total } = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const members = sql<number>`(select count(*) from users where users.company_id = companies.id)::int`;
    const sortColumn = {
      name: sql`lower(companies.name)`,
      companyNumber: sql`lower(companies.company_number)`,
      country: sql`companies.version_code`,
      members,
      createdAt: sql`companies.created_at`,
    }[search.sort];
    const rows = await query
      .selectAll('companies')
      .select(members.as('members'))
      .orderBy(sortColumn, search.order)
      .orderBy('companies.id')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute();
    return { rows: rows.map((row) => ({ ...row, members: Number(row.members) })), total: Number(total) };
  }

  async companyWithMembers(companyId: string): Promise<CompanyWithMembers | undefined> {
    const row = await this.db
      .selectFrom('companies')
      .selectAll('companies')
      .select(sql<number>`(select count(*) from users where users.company_id = companies.id)::int`.as('members'))
      .where('companies.id', '=', companyId)
      .executeTakeFirst();
    return row ? { ...row, members: Number(row.members) } : undefined;
  }

  /** Holds the company's row until the transaction ends: its administrator changes one request at a time. */
  lockCompany(companyId: string): Promise<{ id: string } | undefined> {
    return this.db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirst();
  }

  /** Makes `userId` (not yet one) the company's only administrator; returns the accounts whose flag changed. */
  setCompanyAdmin(companyId: string, userId: string, at: Date): Promise<Pick<UserRow, 'id' | 'account' | 'name' | 'company_admin'>[]> {
    return this.db
      .updateTable('users')
      .set({ company_admin: sql<boolean>`users.id = ${userId}`, updated_at: at })
      .where('company_id', '=', companyId)
      // The administrators before and the one who becomes it: no other row changes.
      .where((eb) => eb.or([eb('company_admin', '=', true), eb('id', '=', userId)]))
      .returning(['id', 'account', 'name', 'company_admin'])
      .execute();
  }

  findExam(examId: string): Promise<ExamRow | undefined> {
    return this.db.selectFrom('exams').selectAll().where('id', '=', examId).executeTakeFirst();
  }

  /** Deactivates an active account; undefined when it already was (the first of racing requests wins). */
  deactivate(userId: string, at: Date): Promise<UserRow | undefined> {
    return this.db.updateTable('users').set({ deactivated_at: at, updated_at: at }).where('id', '=', userId).where('deactivated_at', 'is', null).returningAll().executeTakeFirst();
  }

  reactivate(userId: string, at: Date): Promise<UserRow | undefined> {
    return this.db.updateTable('users').set({ deactivated_at: null, updated_at: at }).where('id', '=', userId).where('deactivated_at', 'is not', null).returningAll().executeTakeFirst();
  }
}
