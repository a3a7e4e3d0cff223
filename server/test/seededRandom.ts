import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A repeatable stand-in for the server's random draws: the same seed gives the same numbers, so fixtures recorded
 * twice draw the same exam questions in the same order. Never for anything a learner could guess from.
 */
export const seededRandomBelow = (seed: number): ((bound: number) => number) => {
  const generator = xoroshiro128plus(seed);
  return (bound) => uniformInt(generator, 0, bound - 1);
};
