/** A clock the tests move by hand; services read it through config.now. */
export type TestClock = { now: () => Date; advance: (ms: number) => void; set: (at: Date) => void };

export const testClock = (start = new Date('2031-03-01T12:00:00.000Z')): TestClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
};

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
export const seconds = (n: number) => n * 1_000;
