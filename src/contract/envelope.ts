import { z } from 'zod';

/** Every body of the training API: `{ code, message, result }` (spec 7, 8). */
export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({ code: z.number().int(), message: z.string(), result: result.nullable() });

export type Envelope<T> = { code: number; message: string; result: T | null };
