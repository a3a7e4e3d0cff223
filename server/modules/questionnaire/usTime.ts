/** Minutes `timeZone` is ahead of UTC at `instant` (negative in the Americas). */
const offsetMinutes = (timeZone: string, instant: Date): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
};

/** The instant a calendar day (`YYYY-MM-DD`) starts in `timeZone`: filters by day mean the provider's day, not UTC's. */
export const dayStartIn = (timeZone: string, day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Two passes: the offset at the guess may differ from the offset at the answer across a DST change.
  const first = midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - offsetMinutes(timeZone, new Date(first)) * 60_000);
};

/** The instant the day after `day` starts in `timeZone` (an inclusive "to" filter ends there). */
export const dayEndIn = (timeZone: string, day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return dayStartIn(timeZone, next);
};
