import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { InstructorsTable } from '../../db/questionnaireSchema';
import type { Db } from '../../db/transaction';

export type InstructorRow = Selectable<InstructorsTable>;

/** Instructors (internal or external) who give trainings. */
export class InstructorRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<InstructorRow[]> {
    return this.db.selectFrom('instructors').selectAll().orderBy('name').orderBy('id').execute();
  }

  find(id: string): Promise<InstructorRow | undefined> {
    return this.db.selectFrom('instructors').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Adds an instructor; undefined when the e-mail already names one. */
  create(instructor: Omit<InstructorRow, 'id'>): Promise<InstructorRow | undefined> {
    return this.db
      .insertInto('instructors')
      .values({ id: randomUUID(), ...instructor })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
}
