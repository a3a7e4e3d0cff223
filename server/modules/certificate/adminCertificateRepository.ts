import { randomUUID } from 'node:crypto';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AdminCertificateSort, CertificateStatus } from '../../../src/contract/certificate';
import type { SortOrder } from '../../../src/contract/paging';
import type { Language } from '../../../src/contract/languages';
import type { CertificateRow, LocalizedText } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';
import { containsPattern } from '../../lib/likePattern';
import { day, expiringWithinDays } from './limits';

export type AdminCertificateSearch = {
  q?: string;
  status?: CertificateStatus;
  sort: AdminCertificateSort;
  order: SortOrder;
  page: number;
  pageSize: number;
  now: Date;
  lang: Language;
};

/** One certificate with its holder, subject, status at `now` and the serials it is linked to. */
export type AdminCertificateRecord = {
  id: string;
  serial: string;
  kind: 'course' | 'partner';
  user_id: string;
  course_id: string | null;
  course_title: LocalizedText | null;
  holder_name: string;
  holder_email: string;
  holder_account: string;
  company: string;
  issued_at: Date;
  valid_until: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  status: CertificateStatus;
  replaced_by_serial: string | null;
  reissued_from_serial: string | null;
};

/** The status `certificateStatusAt` answers, as SQL, so the console can filter and sort by it. */
const statusAt = (now: Date) => {
  const expiringFrom = new Date(now.getTime() + expiringWithinDays * day);
  return sql<CertificateStatus>`case
    when certificates.revoked_at is not null then 'revoked'
    when certificates.superseded_by is not null then 'superseded'
    when certificates.valid_until <= ${now} then 'expired'
    when certificates.valid_until <= ${expiringFrom} then 'expiring'
    else 'valid' end`;
};

/** The console's search over every certificate: filters, sort and page all run in the database. */
export class AdminCertificateRepository {
  constructor(private readonly db: Db) {}

  private records(now: Date) {
    return this.db
      .selectFrom('certificates')
      .innerJoin('users', 'users.id', 'certificates.user_id')
      .leftJoin('courses', 'courses.id', 'certificates.course_id')
      .leftJoin('companies', 'companies.id', 'certificates.company_id')
      .leftJoin('certificates as successor', 'successor.id', 'certificates.superseded_by')
      .leftJoin('certificates as origin', 'origin.id', 'certificates.reissued_from')
      .select([
        'certificates.id',
        'certificates.serial',
        'certificates.kind',
        'certificates.user_id',
        'certificates.course_id',
        'certificates.issued_at',
        'certificates.valid_until',
        'certificates.revoked_at',
        'certificates.revoked_reason',
        'courses.title as course_title',
        'users.email as holder_email',
        'users.account as holder_account',
        'successor.serial as replaced_by_serial',
        'origin.serial as reissued_from_serial',
      ])
      .select((eb) => [
        eb.fn.coalesce(eb.fn('nullif', [eb.fn('trim', ['users.name']), sql.lit('')]), 'users.account').as('holder_name'),
        eb.fn.coalesce('companies.name', 'users.company').as('company'),
        statusAt(now).as('status'),
      ]);
  }

  private filtered(search: Pick<AdminCertificateSearch, 'q' | 'status' | 'now'>) {
    let query = this.records(search.now);
    const q = search.q?.trim();
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((eb) =>
        eb.or([
          eb('certificates.serial', 'ilike', pattern),
          eb('users.name', 'ilike', pattern),
          eb('users.email', 'ilike', pattern),
          eb('users.account', 'ilike', pattern),
          eb('users.company', 'ilike', pattern),
          eb('companies.name', 'ilike', pattern),
          sql<SqlBool>`cast(courses.title as text) ilike ${pattern}`,
        ]),
      );
    }
    if (search.status) query = query.where(statusAt(search.now) as Expression<string>, '=', search.status);
    return query;
  }

  async search(search: AdminCertificateSearch): Promise<{ rows: AdminCertificateRecord[]; total: number }> {
    const counted = await this.filtered(search)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    const direction = search.order;
    const sortKey = {
      issuedAt: sql`certificates.issued_at`,
      validUntil: sql`certificates.valid_until`,
      serial: sql`certificates.serial`,
      holder: sql`lower(coalesce(nullif(trim(users.name), ''), users.account))`,
      company: sql`lower(coalesce(companies.name, users.company))`,
      course: sql`lower(coalesce(courses.title->>${search.lang}, courses.title->>'en', ''))`,
      status: statusAt(search.now),
    }[search.sort];
    const rows = await this.filtered(search)
      .orderBy(sortKey, direction)
      .orderBy('certificates.id')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute();
    return { rows: rows as AdminCertificateRecord[], total: Number(counted?.total ?? 0) };
  }

  find(id: string, now: Date): Promise<AdminCertificateRecord | undefined> {
    return this.records(now).where('certificates.id', '=', id).executeTakeFirst() as Promise<AdminCertificateRecord | undefined>;
  }

  /** Locks the certificate's row for the rest of the transaction (reissue and revoke of one certificate queue). */
  lock(id: string) {
    return this.db.selectFrom('certificates').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /**
   * The replacement of `old` with a new serial, valid until `validUntil`, inserted once (the unique
   * `reissued_from` decides when requests race); undefined when another request inserted it first.
   */
  async insertReissue(old: CertificateRow, serial: string, at: Date, validUntil: Date): Promise<CertificateRow | undefined> {
    return this.db
      .insertInto('certificates')
      .values({
        id: randomUUID(),
        serial,
        user_id: old.user_id,
        course_id: old.course_id,
        company_id: old.company_id,
        attempt_id: null,
        kind: old.kind,
        issued_at: at,
        valid_until: validUntil,
        total_hours: old.total_hours,
        reissued_from: old.id,
      })
      .onConflict((oc) => oc.column('reissued_from').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Marks `id` replaced by `successorId` (once). */
  async markReplaced(id: string, successorId: string): Promise<boolean> {
    const result = await this.db.updateTable('certificates').set({ superseded_by: successorId }).where('id', '=', id).where('superseded_by', 'is', null).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The certificate that replaced `id` by a reissue, if any. */
  async reissueOf(id: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('certificates').select('id').where('reissued_from', '=', id).executeTakeFirst();
    return row?.id;
  }
}
