/** A date and time as the clocks of some time zone show it (month 1–12). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** What the clocks of `timeZone` show at `instant`. */
export const wallClockAt = (instant: Date, timeZone: string): WallClock => {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
};

const asUtc = (clock: WallClock): number => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/**
 * The instant the clocks of `timeZone` show this wall time. For a time that does not exist (inside a
 * daylight-saving gap) it gives an instant next to the gap; callers ask for times that exist.
 */
export const instantOfWallClock = (clock: WallClock, timeZone: string): Date => {
  const target = asUtc(clock);
  let guess = target;
  // Two rounds settle the offset, also when the guess lands on the other side of a DST change.
  for (let round = 0; round < 2; round += 1) guess = target - (asUtc(wallClockAt(new Date(guess), timeZone)) - guess);
  return new Date(guess);
};

/** The wall clock `days` calendar days after `clock`'s day, at `hour`:00:00 (Date.UTC carries month and year over). */
export const dayAt = (clock: Pick<WallClock, 'year' | 'month' | 'day'>, days: number, hour: number): WallClock => {
  const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute: 0, second: 0 };
};
