import type { Sql } from "postgres";

type Unsafe = Sql["unsafe"];

/**
 * The postgres.js client with every query that has parameters prepared. Drizzle prepares only
 * queries built with `.prepare(name)`; postgres.js sends any other query with parameters in two
 * round trips (describe, then bind and execute), and PostgreSQL parses and plans it each time.
 * Prepared, a text a connection has seen before is one round trip (postgres.js keeps its
 * statements per connection, and recycles a connection every 30-60 minutes). Queries without
 * parameters keep the simple protocol, which migrations need for several statements at once.
 * Transactions and savepoints hand their callbacks a client that prepares too.
 */
export const preparingEveryQuery = <T extends Sql>(client: T): T =>
  new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === "unsafe") {
        const unsafe = value as Unsafe;
        return ((query: string, parameters?: unknown[], options?: { prepare?: boolean }) =>
          Array.isArray(parameters) && parameters.length > 0
            ? unsafe(query, parameters as never, { ...options, prepare: true })
            : unsafe(query, parameters as never, options)) as Unsafe;
      }
      if (key === "begin" || key === "savepoint") {
        const open = value as (...args: unknown[]) => unknown;
        return (...args: unknown[]) =>
          open(
            ...args.map((arg) =>
              typeof arg === "function"
                ? (inner: Sql) => (arg as (sql: Sql) => unknown)(preparingEveryQuery(inner))
                : arg,
            ),
          );
      }
      return value;
    },
  });
