import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AdminInstructorListQuery } from '../../../src/contract/instructorAdmin';
import type { InstructorsTable } from '../../db/questionnaireSchema';
import type { Db } from '../../db/transaction';

export type InstructorRow = Selectable<InstructorsTable>;
export type InstructorFilter = Pick<AdminInstructorListQuery, 'search' | 'kind' | 'status'>;

const sortColumns = { name: 'name', email: 'email', kind: 'kind', createdAt: 'created_at' } as const;

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Instructors (internal or external) who give trainings. */
export class InstructorRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<InstructorRow[]> {
    return this.db.selectFrom('instructors').selectAll().orderBy('name').orderBy('id').execute();
  }

  /** Those learners see: not deactivated. */
  listActive(): Promise<InstructorRow[]> {
    return this.db.selectFrom('instructors').selectAll().where('deactivated_at', 'is', null).orderBy('name').orderBy('id').execute();
  }

  private filtered(filter: InstructorFilter) {
    let query = this.db.selectFrom('instructors');
    if (filter.search !== '') {
      const pattern = likePattern(filter.search);
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
    }
    if (filter.kind !== 'all') query = query.where('kind', '=', filter.kind);
    if (filter.status === 'active') query = query.where('deactivated_at', 'is', null);
    if (filter.status === 'deactivated') query = query.where('deactivated_at', 'is not', null);
    return query;
  }

  /** One page of the console's list, sorted on the server (the id breaks ties so pages never overlap). */
  page(query: AdminInstructorListQuery): Promise<InstructorRow[]> {
    return this.filtered(query)
      .selectAll()
      .orderBy(sortColumns[query.sort], query.direction)
      .orderBy('id')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute();
  }

  async count(filter: InstructorFilter): Promise<number> {
    const row = await this.filtered(filter).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  find(id: string): Promise<InstructorRow | undefined> {
    return this.db.selectFrom('instructors').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The row, locked until the transaction ends (corrections do not interleave). */
  lock(id: string): Promise<InstructorRow | undefined> {
    return this.db.selectFrom('instructors').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Adds an instructor; undefined when the e-mail already names one. */
  create(instructor: Pick<InstructorRow, 'name' | 'email' | 'kind' | 'created_at'>): Promise<InstructorRow | undefined> {
    return this.db
      .insertInto('instructors')
      .values({ id: randomUUID(), ...instructor })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Whether another instructor has this e-mail. */
  async emailTaken(email: string, exceptId: string): Promise<boolean> {
    return (await this.db.selectFrom('instructors').select('id').where('email', '=', email).where('id', '<>', exceptId).executeTakeFirst()) !== undefined;
  }

  /** Corrects an instructor; 'emailTaken' when another took the e-mail meanwhile (the unique key decides a race). */
  async update(id: string, values: Pick<InstructorRow, 'name' | 'email' | 'kind' | 'updated_at'>): Promise<InstructorRow | undefined | 'emailTaken'> {
    try {
      return await this.db.updateTable('instructors').set(values).where('id', '=', id).returningAll().executeTakeFirst();
    } catch (error) {
      if ((error as { code?: unknown }).code === '23505') return 'emailTaken';
      throw error;
    }
  }

  /** Deactivates an active instructor; undefined when already deactivated or unknown (so only one of many clicks wins). */
  deactivate(id: string, at: Date): Promise<InstructorRow | undefined> {
    return this.db.updateTable('instructors').set({ deactivated_at: at }).where('id', '=', id).where('deactivated_at', 'is', null).returningAll().executeTakeFirst();
  }

  /** Reactivates a deactivated instructor; undefined when already active or unknown. */
  reactivate(id: string): Promise<InstructorRow | undefined> {
    return this.db.updateTable('instructors').set({ deactivated_at: null }).where('id', '=', id).where('deactivated_at', 'is not', null).returningAll().executeTakeFirst();
  }
}
