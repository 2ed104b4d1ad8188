import { randomUUID } from "node:crypto";
import { describe, it } from "vitest";
import { openPostgres, type PostgresAdapter, type PostgresOptions } from "../src";

/** The server the PostgreSQL tests run against; unset means they are skipped (with a visible line). */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

const SKIP_REASON = "PostgreSQL tests skipped: TEST_DATABASE_URL not set";

/**
 * Declares a file's PostgreSQL tests: `body` gets the server's URL, or, without one, a single
 * skipped test named `skippedAs` stands in for them, so the report says what went unchecked.
 */
export const onTestDatabase = (skippedAs: string, body: (url: string) => void): void => {
  if (TEST_DATABASE_URL === undefined) {
    console.warn(SKIP_REASON);
    describe.skip(SKIP_REASON, () => {
      it(skippedAs, () => {});
    });
    return;
  }
  body(TEST_DATABASE_URL);
};

/**
 * A fresh schema on the test server: created and migrated here, dropped by `drop()`. One per test
 * file, so files running in parallel (and repeated runs) never see each other's rows.
 */
export const openTestSchema = async (
  url: string,
  options: Omit<PostgresOptions, "url" | "schema"> = {},
): Promise<{
  adapter: PostgresAdapter;
  schema: string;
  open: () => PostgresAdapter;
  drop: () => Promise<void>;
}> => {
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  const open = () => openPostgres({ url, schema, ...options });
  const adapter = open();
  await adapter.migrate();
  return {
    adapter,
    schema,
    open,
    drop: async () => {
      await adapter.close();
      const { sql, close } = openPostgres({ url, poolSize: 1 });
      try {
        await sql`drop schema if exists ${sql(schema)} cascade`;
      } finally {
        await close();
      }
    },
  };
};

/**
 * `count` users with one EUR wallet each, for the plan tests: user n's id is `md5('u' || n)` and
 * its wallet's `md5('w' || n)`, so a statement can name them without reading them back.
 */
export const insertUsersWithWallets = async (adapter: PostgresAdapter, count: number): Promise<void> => {
  const { sql } = adapter;
  await sql`insert into users (id, name, email, password_hash, created_at)
    select md5('u' || n)::uuid, 'User ' || n, 'user' || n || '@example.com', 'x', now()
    from generate_series(1, ${count}::int) as n`;
  await sql`insert into wallets (id, user_id, name, currency, initial_balance_minor, balance_minor, created_at)
    select md5('w' || n)::uuid, md5('u' || n)::uuid, 'Wallet', 'EUR', 0, 0, now()
    from generate_series(1, ${count}::int) as n`;
};
