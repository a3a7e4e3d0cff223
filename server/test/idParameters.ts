import { sampleOf, stringLeaves, withLeaf, type RouteOperation } from './routeTable';

/** Names that point at one stored object: `certificateId`, `notificationIds`, `id`, `uid`, `serial`, a link's `token`. */
export const isIdName = (name: string): boolean => /(?:^id|Id|Ids|^uid|^serial|^token)$/.test(name);

/** Where an id-like parameter sits in a request: a path or query name, or a path inside the JSON body. */
export type IdParameter = { name: string; place: 'path' | 'query' | 'body'; leaf?: string[] };

/** The id-like parameters of one route, found by name in its path, query and JSON body (array items count as their array's name). */
export const idParametersOf = (operation: RouteOperation): IdParameter[] => {
  const path = Object.keys(operation.params).filter(isIdName).map((name): IdParameter => ({ name, place: 'path' }));
  const query = Object.keys(operation.query).filter(isIdName).map((name): IdParameter => ({ name, place: 'query' }));
  const body = operation.body
    ? stringLeaves(sampleOf(operation.body))
        .map((leaf): IdParameter => ({ name: [...leaf].reverse().find((part) => !/^\d+$/.test(part)) ?? '', place: 'body', leaf }))
        .filter((parameter) => isIdName(parameter.name))
    : [];
  return [...path, ...query, ...body];
};

export type ProbeRequest = { method: RouteOperation['method']; url: string; query: Record<string, string>; payload?: object };

/** A request with sample values everywhere, and `values` (by parameter name) wherever an id of that name sits. */
export const requestWith = (operation: RouteOperation, values: Record<string, string> = {}): ProbeRequest => {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? String(sampleOf(operation.params[name] ?? {}))));
  const query = Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, values[name] ?? String(sampleOf(schema))]));
  let payload = operation.body ? sampleOf(operation.body) : undefined;
  for (const parameter of idParametersOf(operation)) {
    const value = values[parameter.name];
    if (parameter.place === 'body' && parameter.leaf && value !== undefined) payload = withLeaf(payload, parameter.leaf, () => value);
  }
  return { method: operation.method, url, query, ...(payload !== undefined ? { payload: payload as object } : {}) };
};
