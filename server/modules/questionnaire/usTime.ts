import { dayAt, instantOfWallClock } from '../../lib/wallClock';

const calendarDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};

/** The instant a calendar day (`YYYY-MM-DD`) starts in `timeZone`: filters by day mean the provider's day, not UTC's. */
export const dayStartIn = (timeZone: string, day: string): Date => instantOfWallClock(dayAt(calendarDay(day), 0, 0), timeZone);

/** The instant the day after `day` starts in `timeZone` (an inclusive "to" filter ends there). */
export const dayEndIn = (timeZone: string, day: string): Date => instantOfWallClock(dayAt(calendarDay(day), 1, 0), timeZone);
