import { afterAll, beforeAll } from 'vitest';

// What the client logs when a call answers 404, as a call a test does not serve does (src/testing/fakeApi.ts).
const unservedCall = /^\[training-api\] [A-Z]+ \S+ answered HTTP 404$/;

/**
 * For the test file that calls it: the client's lines for calls its tests do not serve (the page's other widgets
 * loading, often after a test's last step) stay out of the output; every other error is printed as before.
 */
export function quietUnservedCalls(): void {
  const original = console.error;
  // Replaced by hand, not spied on: a test's vi.restoreAllMocks() must not undo it.
  beforeAll(() => {
    console.error = (...args: unknown[]) => {
      if (!(args.length === 1 && typeof args[0] === 'string' && unservedCall.test(args[0]))) original(...args);
    };
  });
  afterAll(() => {
    console.error = original;
  });
}
