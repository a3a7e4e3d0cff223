const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are uuids: anything else names nothing, and must not reach a uuid column (a cast error, HTTP 500). */
export const isUuid = (id: string): boolean => uuidPattern.test(id);
