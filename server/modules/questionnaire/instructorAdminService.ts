import type { AdminInstructorListQuery, AdminInstructorListResult, RegenerateQrRequest, UpdateInstructorRequest } from '../../../src/contract/instructorAdmin';
import { questionnairePagePath, type AdminInstructor, type CreateInstructorRequest } from '../../../src/contract/questionnaire';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository, type AuditEntry } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { currentSessionOf } from './currentSession';
import { isUuid, randomToken } from './ids';
import { InstructorRepository, type InstructorRow } from './instructorRepository';
import { qrSvgDataUrl } from './qrCode';
import { TrainingSessionRepository, type TrainingSessionRecord } from './trainingSessionRepository';

export type InstructorAdminServiceDeps = { db: Db; now: () => Date; publicUrl: string };
/** The administrator behind a console action, for the audit log. */
export type InstructorActor = AuditEntry['actor'];

/** What the audit log keeps of an instructor (before/after a correction). */
const auditFacts = (row: InstructorRow) => ({ name: row.name, email: row.email, kind: row.kind });

/** The console's Instructors section: list, create, correct, deactivate and reactivate, regenerate the QR code; each action audited in its transaction. */
export class InstructorAdminService {
  constructor(private readonly deps: InstructorAdminServiceDeps) {}

  private link(code: string): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${questionnairePagePath(code)}`;
  }

  private async view(row: InstructorRow, sessions: readonly TrainingSessionRecord[]): Promise<AdminInstructor> {
    const current = currentSessionOf(
      sessions.filter((session) => session.instructor_id === row.id),
      this.deps.now(),
    );
    return {
      instructorId: row.id,
      name: row.name,
      email: row.email,
      kind: row.kind,
      status: row.deactivated_at ? 'deactivated' : 'active',
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
      deactivatedAt: row.deactivated_at ? row.deactivated_at.toISOString() : null,
      currentSession: current
        ? {
            sessionId: current.id,
            code: current.code,
            place: current.place,
            startsAt: current.starts_at.toISOString(),
            endsAt: current.ends_at.toISOString(),
            questionnaireTitle: current.questionnaire_title,
            link: this.link(current.code),
            qrImage: await qrSvgDataUrl(this.link(current.code)),
          }
        : null,
    };
  }

  private async viewOne(db: Db, row: InstructorRow): Promise<AdminInstructor> {
    return this.view(row, await new TrainingSessionRepository(db).ofInstructors([row.id]));
  }

  /** One page, filtered and sorted on the server, each instructor with the QR code of their current session. */
  async list(query: AdminInstructorListQuery): Promise<AdminInstructorListResult> {
    const instructors = new InstructorRepository(this.deps.db);
    const rows = await instructors.page(query);
    const sessions = await new TrainingSessionRepository(this.deps.db).ofInstructors(rows.map((row) => row.id));
    const list = [];
    for (const row of rows) list.push(await this.view(row, sessions));
    return { list, total: await instructors.count(query) };
  }

  /** A new instructor; an e-mail that already names one is refused (40009). */
  async create(actor: InstructorActor, request: CreateInstructorRequest): Promise<AdminInstructor> {
    return inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.now();
      const row = await new InstructorRepository(tx).create({ name: request.name, email: request.email, kind: request.kind, created_at: now });
      if (!row) throw new BusinessError('conflict', { messageKey: 'instructorExists', fieldKey: 'email' });
      await new AuditLogRepository(tx).record({ actor, action: 'instructor.create', target: { type: 'instructor', id: row.id }, details: auditFacts(row), at: now });
      return this.viewOne(tx, row);
    });
  }

  /** Corrects name, e-mail or type; the e-mail may not name another instructor. */
  async update(actor: InstructorActor, request: UpdateInstructorRequest): Promise<AdminInstructor> {
    if (!isUuid(request.instructorId)) throw new BusinessError('notFound');
    return inTransaction(this.deps.db, async (tx) => {
      const instructors = new InstructorRepository(tx);
      const before = await instructors.lock(request.instructorId.toLowerCase());
      if (!before) throw new BusinessError('notFound');
      if (await instructors.emailTaken(request.email, before.id)) throw new BusinessError('conflict', { messageKey: 'instructorExists', fieldKey: 'email' });
      const now = this.deps.now();
      const row = await instructors.update(before.id, { name: request.name, email: request.email, kind: request.kind, updated_at: now });
      if (row === 'emailTaken') throw new BusinessError('conflict', { messageKey: 'instructorExists', fieldKey: 'email' });
      if (!row) throw new BusinessError('notFound');
      await new AuditLogRepository(tx).record({ actor, action: 'instructor.update', target: { type: 'instructor', id: row.id }, details: { before: auditFacts(before), after: auditFacts(row) }, at: now });
      return this.viewOne(tx, row);
    });
  }

  /** Deactivates once: learners no longer see the instructor and their QR codes take no answers. */
  async deactivate(actor: InstructorActor, instructorId: string): Promise<AdminInstructor> {
    if (!isUuid(instructorId)) throw new BusinessError('notFound');
    return inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.now();
      const row = await new InstructorRepository(tx).deactivate(instructorId.toLowerCase(), now);
      if (!row) throw new BusinessError('conflict', { messageKey: 'instructorNotActive' });
      await new AuditLogRepository(tx).record({ actor, action: 'instructor.deactivate', target: { type: 'instructor', id: row.id }, details: auditFacts(row), at: now });
      return this.viewOne(tx, row);
    });
  }

  /** Reactivates once: learners see the instructor again and the QR code takes answers again. */
  async reactivate(actor: InstructorActor, instructorId: string): Promise<AdminInstructor> {
    if (!isUuid(instructorId)) throw new BusinessError('notFound');
    return inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.now();
      const row = await new InstructorRepository(tx).reactivate(instructorId.toLowerCase());
      if (!row) throw new BusinessError('conflict', { messageKey: 'instructorNotDeactivated' });
      await new AuditLogRepository(tx).record({ actor, action: 'instructor.reactivate', target: { type: 'instructor', id: row.id }, details: auditFacts(row), at: now });
      return this.viewOne(tx, row);
    });
  }

  /** Replaces the QR code value the console showed: the old code stops working; of many clicks at once one makes the new code. */
  async regenerateQr(actor: InstructorActor, request: RegenerateQrRequest): Promise<AdminInstructor> {
    if (!isUuid(request.instructorId) || !isUuid(request.sessionId)) throw new BusinessError('notFound');
    return inTransaction(this.deps.db, async (tx) => {
      const instructor = await new InstructorRepository(tx).find(request.instructorId.toLowerCase());
      if (!instructor) throw new BusinessError('notFound');
      const session = await new TrainingSessionRepository(tx).replaceCode(request.sessionId.toLowerCase(), instructor.id, request.code, randomToken());
      if (!session) throw new BusinessError('conflict', { messageKey: 'qrCodeChanged' });
      const now = this.deps.now();
      // The codes themselves stay out of the log: the new one is a live credential for the questionnaire.
      await new AuditLogRepository(tx).record({ actor, action: 'instructor.regenerateQr', target: { type: 'instructor', id: instructor.id }, details: { sessionId: session.id, place: session.place }, at: now });
      return this.viewOne(tx, instructor);
    });
  }
}
