/** The course's length (its lesson videos) in hours, to two decimals (a short course is not 0 h). */
export const certificateHours = (totalSeconds: number): number => Math.round(totalSeconds / 36) / 100;
