import { drivePlanAsync, renderer, type SqlDriver, type Statement, type Values } from "@finance/adapter-sql";
import type { Sql } from "postgres";

type Client = Pick<Sql, "unsafe">;

import type { PostgresDatabase } from "./db";
import { postgresDialect, renderPostgres } from "./dialect";
import { guarded } from "./errors";

/**
 * The shared repositories' driver on postgres.js: every statement with parameters is prepared
 * (postgres.js keeps it per connection, so a text seen before is one round trip). A plan runs
 * inside `sql.begin`, each step awaited; its row locks (`locksRows`) keep concurrent writers in turn.
 */
export const postgresDriver = (db: PostgresDatabase): SqlDriver => {
  const queryOf = renderer(renderPostgres);
  const execute = (client: Client, statement: Statement, values?: Values) => {
    const { sql, params } = queryOf(statement, values);
    return client.unsafe(sql, params as never[], { prepare: params.length > 0 });
  };
  const rows = async (client: Client, statement: Statement, values?: Values) =>
    (await execute(client, statement, values)) as unknown as Record<string, unknown>[];
  return {
    dialect: postgresDialect,
    locksRows: true,
    rows: (statement, values) => guarded(() => rows(db.$client, statement, values)),
    arrays: (statement, values) =>
      guarded(async () => (await execute(db.$client, statement, values).values()) as unknown as unknown[][]),
    one: (statement, values) => guarded(async () => (await rows(db.$client, statement, values))[0]),
    run: (statement, values) => guarded(async () => (await execute(db.$client, statement, values)).count),
    transaction: (plan) =>
      guarded(
        () =>
          db.$client.begin((tx) =>
            drivePlanAsync(plan(), async ({ kind, statement, values }) =>
              kind === "rows" ? rows(tx, statement, values) : (await execute(tx, statement, values)).count,
            ),
          ) as Promise<never>,
      ),
  };
};
