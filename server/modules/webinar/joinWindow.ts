import { joinOpensMinutesBefore, type WebinarStatus } from '../../../src/contract/webinar';

const minute = 60_000;

export type JoinWindow = { status: WebinarStatus; joinOpensAt: Date; endsAt: Date };

/** Whether a webinar can be joined at `now`: from 15 minutes before its start until its end; `ended` from the end on. */
export const joinWindow = (startsAt: Date, durationMinutes: number, now: Date): JoinWindow => {
  const joinOpensAt = new Date(startsAt.getTime() - joinOpensMinutesBefore * minute);
  const endsAt = new Date(startsAt.getTime() + durationMinutes * minute);
  const at = now.getTime();
  const status: WebinarStatus = at >= endsAt.getTime() ? 'ended' : at >= joinOpensAt.getTime() ? 'open' : 'upcoming';
  return { status, joinOpensAt, endsAt };
};
