import type { ApiResponse } from './testApp';

/** The number of requests every limit test fires at the same moment. */
export const parallelRequests = 50;

/** Starts `count` calls together (none awaits another) and waits for all of them. */
export const atOnce = <T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => call(index)));

/** How many answers carried each envelope code, e.g. `{ 40002: 10, 42900: 40 }`. */
export const codeTally = (responses: ApiResponse[]): Record<number, number> => {
  const tally: Record<number, number> = {};
  for (const response of responses) tally[response.body.code] = (tally[response.body.code] ?? 0) + 1;
  return tally;
};
