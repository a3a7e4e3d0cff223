/**
 * A zod schema built the first time it is used. Browser builds wrap the module-level schemas of our
 * modules in it (vite.pureSchemas.ts): zod does real work per schema when it is built, and a partner
 * page's shared chunk holds the form schemas of every widget, so building them all when the page loads
 * was a long task no visitor needed. The proxy forwards everything to the built schema; zod's methods
 * close over their own instance, so calling them through the proxy is the same call.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // The empty target holds no property: a proxy may only report configurable ones it lacks.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
