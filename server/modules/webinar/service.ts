import type { Language } from '../../../src/contract/languages';
import type { WebinarItem, WebinarListResult } from '../../../src/contract/webinar';
import type { PortalWebinar } from '../../../src/contract/home';
import type { Db } from '../../db/transaction';
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
