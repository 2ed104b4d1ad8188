import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUsersWithWallets, onTestDatabase, openTestSchema } from "./testDatabase";

onTestDatabase("keeps the roll-ups on a real PostgreSQL server", (url) => {
  describe("the roll-up rows an edit writes, on PostgreSQL", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;

    beforeAll(async () => {
      database = await openTestSchema(url, { poolSize: 1 });
      await insertUsersWithWallets(database.adapter, 1);
      const { sql } = database.adapter;
      await sql`insert into categories (id, user_id, name, created_at)
        values (md5('c1')::uuid, md5('u1')::uuid, 'Food', now())`;
      await sql`insert into transactions
          (id, user_id, wallet_id, category_id, type, amount_minor, currency, description, date, created_at, updated_at)
        values (md5('t1')::uuid, md5('u1')::uuid, md5('w1')::uuid, md5('c1')::uuid, 'expense', -1250, 'EUR', 'Lunch',
          '2026-03-10T12:00:00Z', now(), now())`;
    });

    afterAll(async () => {
      await database?.drop();
    });

    /** Each roll-up row's figures and the transaction that last wrote it (its `xmin`). */
    const rollups = async () => {
      const { sql } = database.adapter;
      return sql`select 'day' as kind, day::text as at, expense_minor::int8::text as expense, tx_count::int as n, xmin::text as writer
          from transaction_daily_totals
        union all select 'month', month, expense_minor::int8::text, tx_count::int, xmin::text from transaction_monthly_totals
        union all select 'user', currency, expense_minor::int8::text, null, xmin::text from user_currency_totals
        order by 1, 2`;
    };

    it("writes none for an edit whose figures net to nothing, and every one an amount or a date moves", async () => {
      const { sql } = database.adapter;
      const before = await rollups();
      expect(before.map((row) => [row.kind, row.at, row.expense, row.n])).toEqual([
        ["day", "2026-03-10", "1250", 1],
        ["month", "2026-03", "1250", 1],
        ["user", "EUR", "1250", null],
      ]);
      // A new description, and a time later the same day: the same groups, the same sums.
      await sql`update transactions set description = 'Dinner', date = '2026-03-10T20:00:00Z' where id = md5('t1')::uuid`;
      expect(await rollups()).toEqual(before);

      await sql`update transactions set amount_minor = -2000 where id = md5('t1')::uuid`;
      const after = await rollups();
      expect(after.map((row) => [row.kind, row.at, row.expense, row.n])).toEqual([
        ["day", "2026-03-10", "2000", 1],
        ["month", "2026-03", "2000", 1],
        ["user", "EUR", "2000", null],
      ]);
      for (const [i, row] of after.entries()) expect(row.writer).not.toBe(before[i]?.writer);

      await sql`update transactions set date = '2026-04-01T08:00:00Z' where id = md5('t1')::uuid`;
      const moved = await rollups();
      expect(moved.map((row) => [row.kind, row.at, row.expense, row.n])).toEqual([
        ["day", "2026-03-10", "0", 0],
        ["day", "2026-04-01", "2000", 1],
        ["month", "2026-03", "0", 0],
        ["month", "2026-04", "2000", 1],
        ["user", "EUR", "2000", null],
      ]);
    });
  });
});
