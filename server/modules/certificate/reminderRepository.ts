import type { LocalizedText } from '../../db/courseSchema';
import type { Db } from '../../db/transaction';
import type { CertificateRecord } from './certificateRepository';

// Course and partner certificates: a partner certificate has no course (its title is null), and is renewed by the provider's reissue.
export type ReminderCandidate = Pick<CertificateRecord, 'id' | 'user_id' | 'serial' | 'kind' | 'valid_until' | 'holder_name' | 'holder_account' | 'holder_email' | 'holder_lang'> & {
  course_title: LocalizedText | null;
  sent: string[];
};

/** Reminder claims: a row per certificate and stage, inserted before the mail goes (the primary key makes it once). */
export class ReminderRepository {
  constructor(private readonly db: Db) {}

  /**
   * Live certificates (not revoked, not superseded, the newest of their course) whose validity ends between `from` and `to`, with
   * the stages already claimed; a page of `limit` in (valid_until, id) order, after `after`.
   */
  async candidates(from: Date, to: Date, limit: number, after?: { valid_until: Date; id: string }): Promise<ReminderCandidate[]> {
    let query = this.db
      .selectFrom('certificates')
      .leftJoin('courses', 'courses.id', 'certificates.course_id')
      .innerJoin('users', 'users.id', 'certificates.user_id')
      .select([
        'certificates.id',
        'certificates.user_id',
        'certificates.serial',
        'certificates.kind',
        'certificates.valid_until',
        'courses.title as course_title',
        'users.name as holder_name',
        'users.account as holder_account',
        'users.email as holder_email',
        'users.lang as holder_lang',
      ])
      .where('certificates.revoked_at', 'is', null)
      .where('certificates.superseded_by', 'is', null)
      .where('certificates.valid_until', '>=', from)
      .where('certificates.valid_until', '<=', to)
      // Only the holder's newest live certificate of the course is reminded of (`newestOfEachCourse`); a partner certificate has no course.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('certificates as newer')
              .select('newer.id')
              .whereRef('newer.user_id', '=', 'certificates.user_id')
              .whereRef('newer.course_id', '=', 'certificates.course_id')
              .where('newer.revoked_at', 'is', null)
              .where((eb) => eb.or([eb('newer.issued_at', '>', eb.ref('certificates.issued_at')), eb.and([eb('newer.issued_at', '=', eb.ref('certificates.issued_at')), eb('newer.id', '<', eb.ref('certificates.id'))])])),
          ),
        ),
      );
    if (after) {
      query = query.where((eb) =>
        eb.or([eb('certificates.valid_until', '>', after.valid_until), eb.and([eb('certificates.valid_until', '=', after.valid_until), eb('certificates.id', '>', after.id)])]),
      );
    }
    const rows = await query.orderBy('certificates.valid_until').orderBy('certificates.id').limit(limit).execute();
    if (rows.length === 0) return [];
    const sent = await this.db.selectFrom('certificate_reminders').select(['certificate_id', 'stage']).where('certificate_id', 'in', rows.map((row) => row.id)).execute();
    return rows.map((row) => ({ ...row, sent: sent.filter((claim) => claim.certificate_id === row.id).map((claim) => claim.stage) }));
  }

  /** True for the one process whose insert created the claim. */
  async claim(certificateId: string, stage: string, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('certificate_reminders')
      .values({ certificate_id: certificateId, stage, sent_at: at })
      .onConflict((oc) => oc.columns(['certificate_id', 'stage']).doNothing())
      .returning('certificate_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a claim back when its mail could not be handed over, so a later pass tries again. */
  async release(certificateId: string, stage: string): Promise<void> {
    await this.db.deleteFrom('certificate_reminders').where('certificate_id', '=', certificateId).where('stage', '=', stage).execute();
  }
}
