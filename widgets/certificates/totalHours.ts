import { durationParts, type Translate } from '../../src/ui/formatDuration';

const secondsPerMinute = 60;

/** Spec 9: a certificate's total time in hours and minutes ("12 h 30 min"), whatever its length. */
export const totalHoursText = (totalMinutes: number, t: Translate): string => {
  const { hours, minutes } = durationParts(totalMinutes * secondsPerMinute);
  return t('common:time.hoursMinutes', { hours, minutes });
};
