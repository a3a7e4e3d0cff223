import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Zod validation of each request part, as fastify-type-provider-zod does it, except for headers:
 * only the headers a route declares are checked, and the request keeps its own headers object.
 * Replacing it (as a validator's `value` does) makes Fastify copy every header on each later read
 * of `request.headers`; header schemas only check strings, they never transform one.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  if (routeSchema.httpPart !== 'headers') return validate;
  const names = routeSchema.schema instanceof z.ZodObject ? Object.keys(routeSchema.schema.shape) : undefined;
  return (headers: Record<string, unknown>) => {
    let declared = headers;
    if (names) {
      // A loop, not Object.fromEntries over pairs: it runs on every request.
      declared = {};
      for (const name of names) declared[name] = headers[name];
    }
    const result = validate(declared) as { error?: Error };
    return result.error ? { error: result.error } : true;
  };
};
