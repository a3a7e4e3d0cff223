/** The slice of i18next's `t` that formatting needs, so pure helpers stay testable without React. */
export type Translate = (key: string, values: Record<string, number>) => string;

export type DurationParts = { hours: number; minutes: number; seconds: number };

const secondsPerHour = 3600;

/** Whole hours, minutes and seconds of a duration; negative or non-finite input counts as zero. */
export const durationParts = (totalSeconds: number): DurationParts => {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return { hours: Math.floor(whole / secondsPerHour), minutes: Math.floor((whole % secondsPerHour) / 60), seconds: whole % 60 };
};

/**
 * Spec 9: time values are shown as hours and minutes from one hour up, else as minutes and seconds.
 * `t` is any i18next `t`; the keys carry their namespace.
 */
export const formatDuration = (totalSeconds: number, t: Translate): string => {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  if (hours >= 1) return t('common:time.hoursMinutes', { hours, minutes });
  return t('common:time.minutesSeconds', { minutes, seconds });
};
