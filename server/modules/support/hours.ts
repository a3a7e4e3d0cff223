/**
 * Support hours (spec 1, 9: '8 AM - 8 PM CST, Sun-Sat'): every day from 8:00 to 20:00 on the clocks
 * of US Central time, which follow daylight saving (CST in winter, CDT in summer).
 */
export const supportHours = { timeZone: 'America/Chicago', opensAtHour: 8, closesAtHour: 20 } as const;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

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

/** The instant the clocks of `timeZone` show this wall time (a time that exists: 8:00 and 20:00 never fall in a DST gap). */
export const instantOfWallClock = (clock: WallClock, timeZone: string): Date => {
  let guess = asUtc(clock);
  // Two rounds settle the offset, also when the guess lands on the other side of a DST change.
  for (let round = 0; round < 2; round += 1) guess = asUtc(clock) - (asUtc(wallClockAt(new Date(guess), timeZone)) - guess);
  return new Date(guess);
};

/** Whether the support desk is open at `instant`. */
export const isSupportOpen = (instant: Date, hours = supportHours): boolean => {
  const { hour } = wallClockAt(instant, hours.timeZone);
  return hour >= hours.opensAtHour && hour < hours.closesAtHour;
};

/** The next instant after `instant` when the desk opens or closes. */
export const nextSupportChange = (instant: Date, hours = supportHours): Date => {
  const clock = wallClockAt(instant, hours.timeZone);
  const at = (dayOffset: number, hour: number) => {
    // Date.UTC normalises day overflow (31 + 1 → the 1st of the next month).
    const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + dayOffset));
    return instantOfWallClock({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute: 0, second: 0 }, hours.timeZone);
  };
  if (clock.hour < hours.opensAtHour) return at(0, hours.opensAtHour);
  if (clock.hour < hours.closesAtHour) return at(0, hours.closesAtHour);
  return at(1, hours.opensAtHour);
};
