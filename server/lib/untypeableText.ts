import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../src/contract/codes';
import { validationMessage } from '../../src/validation/messages';
import { hasUntypeableCharacter } from '../../src/validation/rules';
import { sendEnvelope } from './envelope';
import { requestLanguage } from './language';

/** Field paths (`answers.0.questionId`, as the validation errors name them) of the strings holding an untypeable character. */
export const untypeableFields = (sources: unknown[]): string[] => {
  const found: string[] = [];
  // A loop, not recursion: a deeply nested JSON body cannot exhaust the stack.
  const pending: { path: string[]; value: unknown }[] = sources.map((value) => ({ path: [], value }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, value } = next;
    if (typeof value === 'string') {
      if (hasUntypeableCharacter(value)) found.push(path.join('.') || '_form');
    } else if (value !== null && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        if (hasUntypeableCharacter(name)) found.push([...path, name].join('.'));
        pending.push({ path: [...path, name], value: child });
      }
    }
  }
  return found.reverse();
};

/** Whether any string (or key) in the sources holds an untypeable character: the check of every request, so it builds no paths. */
export const holdsUntypeableText = (sources: unknown[]): boolean => {
  // A loop, not recursion, for the same reason as above.
  const pending = [...sources];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasUntypeableCharacter(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const name in value) {
        if (!Object.hasOwn(value, name)) continue;
        if (hasUntypeableCharacter(name)) return true;
        pending.push((value as Record<string, unknown>)[name]);
      }
    }
  }
  return false;
};

/**
 * Refuses (40000, HTTP 200) a request whose body, query or path parameters hold a character no person
 * types, NUL above all (PostgreSQL answers it with an error, so it used to be a 500). A root hook that
 * runs before any schema, handler or query, so no route can forget it; the shared form rules
 * (`text()` of src/validation/rules.ts) say the same in the widgets before anything is sent.
 */
export const refuseUntypeableText = (app: FastifyInstance): void => {
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  app.addHook('preValidation', (request, reply, done) => {
    const sources = [request.params, request.query, request.body];
    if (!holdsUntypeableText(sources)) {
      done();
      return;
    }
    const fields = untypeableFields(sources);
    const message = validationMessage(requestLanguage(request), 'untypeableCharacter');
    // Answered here: the route's handler never runs.
    sendEnvelope(reply, 200, ResultCode.invalidInput, message, { fields: Object.fromEntries(fields.map((field) => [field, message])) });
  });
};
