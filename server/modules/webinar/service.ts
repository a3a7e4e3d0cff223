import type { Language } from '../../../src/contract/languages';
import { randomUUID } from 'node:crypto';
import type { AdminWebinar, AdminWebinarListQuery, AdminWebinarStatus, AdminWebinarListResult, CreateWebinarRequest, UpdateWebinarRequest, WebinarItem, WebinarListResult } from '../../../src/contract/webinar';
import type { PortalWebinar } from '../../../src/contract/home';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository, type AuditEntry } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import { localize } from '../course';
import { webinarCalendar } from './calendar';
import { joinWindow } from './joinWindow';
import { WebinarRepository, type WebinarRow } from './webinarRepository';

export type WebinarServiceDeps = { db: Db; now: () => Date; publicUrl: string };
export type WebinarCalendarFile = { fileName: string; text: string };

const day = 24 * 60 * 60_000;
/** The list keeps past webinars (their recordings) this long. */
const pastDays = 180;
const listLimit = 20;

/** The administrator behind a console action, for the audit log. */
export type WebinarActor = AuditEntry['actor'];

/** Whether a webinar (not cancelled) has taken place at `now`: its start plus its duration is past. */
const hasEnded = (row: WebinarRow, now: Date): boolean => joinWindow(row.starts_at, row.duration_minutes, now).status === 'ended';

const adminStatus = (row: WebinarRow, now: Date): AdminWebinarStatus => (row.cancelled_at ? 'cancelled' : hasEnded(row, now) ? 'ended' : 'scheduled');

/** What happened stays as it was: a held webinar's start, duration and join link (`webinarEndedFixed`). */
const changesWhatHappened = (before: WebinarRow, request: UpdateWebinarRequest): boolean =>
  new Date(request.startsAt).getTime() !== before.starts_at.getTime() || request.durationMinutes !== before.duration_minutes || request.joinUrl !== before.join_url;

const toAdminWebinar = (row: WebinarRow, now: Date): AdminWebinar => ({
  webinarId: row.id,
  titleEn: row.title.en,
  titleEs: row.title.es ?? '',
  descriptionEn: row.description.en,
  descriptionEs: row.description.es ?? '',
  startsAt: row.starts_at.toISOString(),
  durationMinutes: row.duration_minutes,
  joinUrl: row.join_url,
  recordingUrl: row.recording_url ?? '',
  status: adminStatus(row, now),
  updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
  cancelledAt: row.cancelled_at ? row.cancelled_at.toISOString() : null,
});

const columnsOf = (form: CreateWebinarRequest) => ({
  title: JSON.stringify({ en: form.titleEn, es: form.titleEs }),
  description: JSON.stringify({ en: form.descriptionEn, es: form.descriptionEs }),
  starts_at: new Date(form.startsAt),
  duration_minutes: form.durationMinutes,
  join_url: form.joinUrl,
  recording_url: form.recordingUrl === '' ? null : form.recordingUrl,
});

/** What the audit log keeps of a webinar (before/after a correction). */
const auditFacts = (row: WebinarRow) => ({ title: row.title.en, startsAt: row.starts_at.toISOString(), durationMinutes: row.duration_minutes, joinUrl: row.join_url, recordingUrl: row.recording_url });

/** Webinars: the join link only inside its window, the recording once it has ended, a calendar file. */
export class WebinarService {
  constructor(private readonly deps: WebinarServiceDeps) {}

  async list(lang: Language): Promise<WebinarListResult> {
    const now = this.deps.now();
    const rows = await new WebinarRepository(this.deps.db).around(now, new Date(now.getTime() - pastDays * day), listLimit);
    return { list: rows.map((row) => this.toItem(row, now, lang)) };
  }

  async calendar(webinarId: string, lang: Language): Promise<WebinarCalendarFile> {
    const row = await this.find(webinarId);
    const title = localize(row.title, lang);
    const text = webinarCalendar({
      uid: `${row.id}@training-center`,
      title,
      description: localize(row.description, lang),
      startsAt: row.starts_at,
      durationMinutes: row.duration_minutes,
      // The join link is handed out from 15 minutes before the start, on the home page.
      url: `${this.deps.publicUrl.replace(/\/+$/, '')}/home`,
      stamp: this.deps.now(),
    });
    return { fileName: `webinar-${row.slug}.ics`, text };
  }

  /** The next webinar, without its link (the anonymous portal shows it). */
  async next(lang: Language): Promise<PortalWebinar | null> {
    const row = await new WebinarRepository(this.deps.db).next(this.deps.now());
    return row ? { webinarId: row.id, title: localize(row.title, lang), startsAt: row.starts_at.toISOString(), durationMinutes: row.duration_minutes } : null;
  }

  /** The console's list: every webinar (past and cancelled too), latest start first, each with its status now. */
  async adminList(query: AdminWebinarListQuery): Promise<AdminWebinarListResult> {
    const webinars = new WebinarRepository(this.deps.db);
    const now = this.deps.now();
    return { list: (await webinars.page(query, now)).map((row) => toAdminWebinar(row, now)), total: await webinars.count(query, now) };
  }

  async create(actor: WebinarActor, request: CreateWebinarRequest): Promise<AdminWebinar> {
    return inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.now();
      const id = randomUUID();
      const row = await new WebinarRepository(tx).add({ id, slug: `webinar-${id}`, ...columnsOf(request) });
      await new AuditLogRepository(tx).record({ actor, action: 'webinar.create', target: { type: 'webinar', id: row.id }, details: auditFacts(row), at: now });
      return toAdminWebinar(row, now);
    });
  }

  /**
   * Corrects a webinar; learners see the new facts at once. A cancelled webinar stays cancelled. One
   * that has ended keeps its start, duration and join link (the record of what took place; moving it
   * would show a held webinar as upcoming again, without its reminder); its texts and recording link
   * may still change, the recording being what learners come back for.
   */
  async update(actor: WebinarActor, request: UpdateWebinarRequest): Promise<AdminWebinar> {
    if (!isUuid(request.webinarId)) throw new BusinessError('notFound');
    return inTransaction(this.deps.db, async (tx) => {
      const webinars = new WebinarRepository(tx);
      const before = await webinars.lock(request.webinarId.toLowerCase());
      if (!before) throw new BusinessError('notFound');
      const now = this.deps.now();
      if (adminStatus(before, now) === 'ended' && changesWhatHappened(before, request)) throw new BusinessError('conflict', { messageKey: 'webinarEndedFixed' });
      const row = await webinars.update(before.id, { ...columnsOf(request), updated_at: now });
      if (!row) throw new BusinessError('notFound');
      await new AuditLogRepository(tx).record({ actor, action: 'webinar.update', target: { type: 'webinar', id: row.id }, details: { before: auditFacts(before), after: auditFacts(row) }, at: now });
      return toAdminWebinar(row, now);
    });
  }

  /**
   * Cancels once, before the webinar ends; asking again answers 40004, and a webinar that has already
   * taken place answers 40009 (`webinarEnded`); neither changes anything.
   */
  async cancel(actor: WebinarActor, webinarId: string): Promise<AdminWebinar> {
    if (!isUuid(webinarId)) throw new BusinessError('notFound');
    return inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.now();
      const webinars = new WebinarRepository(tx);
      const row = await webinars.cancel(webinarId.toLowerCase(), now);
      if (!row) {
        const existing = await webinars.find(webinarId.toLowerCase());
        if (existing && hasEnded(existing, now)) throw new BusinessError('conflict', { messageKey: 'webinarEnded' });
        throw new BusinessError('notFound', { messageKey: 'webinarNotScheduled' });
      }
      await new AuditLogRepository(tx).record({ actor, action: 'webinar.cancel', target: { type: 'webinar', id: row.id }, details: auditFacts(row), at: now });
      return toAdminWebinar(row, now);
    });
  }

  private async find(webinarId: string): Promise<WebinarRow> {
    const row = isUuid(webinarId) ? await new WebinarRepository(this.deps.db).find(webinarId.toLowerCase()) : undefined;
    if (!row) throw new BusinessError('notFound');
    return row;
  }

  private toItem(row: WebinarRow, now: Date, lang: Language): WebinarItem {
    const window = joinWindow(row.starts_at, row.duration_minutes, now);
    return {
      webinarId: row.id,
      title: localize(row.title, lang),
      description: localize(row.description, lang),
      startsAt: row.starts_at.toISOString(),
      endsAt: window.endsAt.toISOString(),
      durationMinutes: row.duration_minutes,
      status: window.status,
      joinOpensAt: window.joinOpensAt.toISOString(),
      joinUrl: window.status === 'open' ? row.join_url : null,
      recordingUrl: window.status === 'ended' ? row.recording_url : null,
    };
  }
}
