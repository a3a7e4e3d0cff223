import { dayAt, instantOfWallClock, wallClockAt } from '../../lib/wallClock';

/**
 * Support hours (spec 1, 9: '8 AM - 8 PM CST, Sun-Sat'): every day from 8:00 to 20:00 on the clocks
 * of US Central time, which follow daylight saving (CST in winter, CDT in summer).
 */
export const supportHours = { timeZone: 'America/Chicago', opensAtHour: 8, closesAtHour: 20 } as const;

/** Whether the support desk is open at `instant`. */
export const isSupportOpen = (instant: Date, hours = supportHours): boolean => {
  const { hour } = wallClockAt(instant, hours.timeZone);
  return hour >= hours.opensAtHour && hour < hours.closesAtHour;
};

/** The next instant after `instant` when the desk opens or closes. */
export const nextSupportChange = (instant: Date, hours = supportHours): Date => {
  const clock = wallClockAt(instant, hours.timeZone);
  // 8:00 and 20:00 never fall in a daylight-saving gap of US Central time.
  const at = (days: number, hour: number) => instantOfWallClock(dayAt(clock, days, hour), hours.timeZone);
  if (clock.hour < hours.opensAtHour) return at(0, hours.opensAtHour);
  if (clock.hour < hours.closesAtHour) return at(0, hours.closesAtHour);
  return at(1, hours.opensAtHour);
};
