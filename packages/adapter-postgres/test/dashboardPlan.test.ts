import type { UserId } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onTestDatabase, openTestSchema } from "./testDatabase";

/** PostgreSQL plans a prepared statement afresh for its first five executions, then may settle. */
const CUSTOM_PLANS_BEFORE_CHOOSING = 5;

/**
 * One user's rows over two years. At 100,000 the summary with its LIMIT as a parameter is already
 * planned on every call (50,000 is not); twice that leaves a margin.
 */
const ROWS = 200_000;

onTestDatabase("plans the dashboard summary on a real PostgreSQL server", (url) => {
  describe("the dashboard summary of a busy month, on PostgreSQL", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;
    let userId: UserId;

    beforeAll(async () => {
      // One connection, so every summary runs on the statement this test then inspects.
      database = await openTestSchema(url, { poolSize: 1 });
      const { sql: client } = database.adapter;
      const [user] = await client`insert into users (id, name, email, password_hash, created_at)
        values (gen_random_uuid(), 'Busy', 'busy@example.com', 'x', now()) returning id`;
      userId = idOf<UserId>(user?.id);
      await client`insert into wallets (id, user_id, name, currency, initial_balance_minor, balance_minor, created_at)
        values (gen_random_uuid(), ${userId}, 'Wallet', 'EUR', 0, 0, now())`;
      await client`insert into categories (id, user_id, name, created_at)
        values (gen_random_uuid(), ${userId}, 'Food', now())`;
      // Two years of expenses, one every few minutes: enough rows for the plans' row estimates to matter.
      await client`insert into transactions
          (id, user_id, wallet_id, category_id, type, amount_minor, currency, description, date, created_at, updated_at)
        select gen_random_uuid(), ${userId}, w.id, c.id, 'expense', -100, 'EUR', 'Lunch',
          timestamptz '2024-04-01' + n * (interval '730 days' / ${ROWS}), now(), now()
        from generate_series(0, ${ROWS - 1}) as n, wallets w, categories c`;
      await client`analyze`;
    }, 60_000);

    afterAll(async () => {
      await database?.drop();
    });

    it("refuses a recent limit that is not a whole number, since the limit is written into the statement", async () => {
      const input = { userId, from: new Date(0), to: new Date(1), trendFrom: new Date(0), budgets: [] };
      for (const recentLimit of [1.5, -1, Number.NaN]) {
        await expect(database.adapter.dashboard.summarize({ ...input, recentLimit })).rejects.toThrow(RangeError);
      }
    });

    it("is one statement that PostgreSQL runs on its generic plan once it has chosen, not planned on every call", async () => {
      const input = {
        userId,
        from: new Date("2026-03-01T00:00:00Z"),
        to: new Date("2026-04-01T00:00:00Z"),
        trendFrom: new Date("2025-05-01T00:00:00Z"),
        recentLimit: 5,
        budgets: [],
      };
      const [{ inMarch }] = (await database.adapter.sql`select count(*)::int as "inMarch" from transactions
        where date >= ${input.from.toISOString()}::timestamptz and date < ${input.to.toISOString()}::timestamptz`) as unknown as [
        { inMarch: number },
      ];
      const calls = CUSTOM_PLANS_BEFORE_CHOOSING + 5;
      for (let i = 0; i < calls; i++) {
        const summary = await database.adapter.dashboard.summarize(input);
        expect(summary.totals).toEqual([
          { currency: "EUR", incomeMinor: 0, expenseMinor: 100 * inMarch, count: inMarch },
        ]);
        expect(summary.recent).toHaveLength(5);
      }
      const statements = await database.adapter.sql`select generic_plans, custom_plans from pg_prepared_statements
        where statement like 'SELECT (SELECT coalesce(json_agg%'`;
      expect(statements).toHaveLength(1);
      const [{ generic_plans: generic, custom_plans: custom }] = statements as unknown as [
        { generic_plans: string; custom_plans: string },
      ];
      expect(Number(custom)).toBe(CUSTOM_PLANS_BEFORE_CHOOSING);
      expect(Number(generic)).toBe(calls - CUSTOM_PLANS_BEFORE_CHOOSING);
    });
  });
});
