import { BusinessError } from '../../lib/businessError';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else names nothing (and must not reach a uuid column as a cast error); `messageKey` says what is missing. */
export const assertId = (id: string, messageKey?: string): string => {
  if (!uuidPattern.test(id)) throw new BusinessError('notFound', { messageKey });
  return id.toLowerCase();
};
