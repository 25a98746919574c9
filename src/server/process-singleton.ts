import "server-only";

/**
 * One value per server process. Next compiles the proxy, route handlers, pages and instrumentation
 * into separate bundles, so a module-level variable would exist once per bundle (two PGlite handles
 * on one data directory, two outbox workers, rate counts split between routes). A singleton lives
 * on globalThis under a registered symbol, which every bundle in the process shares.
 */
export type ProcessSingleton<T> = {
  /** The value, created by `create` on first use. */
  get(create: () => T): T;
  /** The value if it has been created, else undefined. */
  peek(): T | undefined;
  /** Forgets the value (the next `get` creates a new one) and returns what was there. */
  clear(): T | undefined;
};

export function processSingleton<T>(name: string): ProcessSingleton<T> {
  const key = Symbol.for(`forecourt.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get(create) {
      if (holder[key] === undefined) holder[key] = create();
      return holder[key] as T;
    },
    peek: () => holder[key],
    clear() {
      const value = holder[key];
      delete holder[key];
      return value;
    },
  };
}
