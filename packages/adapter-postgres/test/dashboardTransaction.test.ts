import type { UserId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { openTestSchema, SKIP_REASON, TEST_DATABASE_URL } from "./testDatabase";

const url = TEST_DATABASE_URL;

const inputFor = (userId: string) => ({
  userId: userId as UserId,
  from: new Date("2026-11-01T00:00:00Z"),
  to: new Date("2026-12-01T00:00:00Z"),
  trendFrom: new Date("2025-12-01T00:00:00Z"),
  recentLimit: 5,
  budgets: [],
});

/**
 * The dashboard writes BEGIN, its statements and COMMIT at once on a reserved connection; with a
 * pool of one, whatever that connection is left in is what the next query sees.
 */
if (url === undefined) {
  describe.skip(SKIP_REASON, () => {
    it("runs the dashboard's transaction on a real PostgreSQL server", () => {});
  });
} else {
  describe("the PostgreSQL dashboard's pipelined transaction", () => {
    it("answers from one read-only repeatable-read transaction and hands its connection back outside it", async () => {
      const database = await openTestSchema(url, { poolSize: 1 });
      try {
        const { dashboard, sql } = database.adapter;
        const aggregates = await dashboard.summarize(inputFor("01900000-0000-7000-8000-000000000001"));
        expect(aggregates.totals).toEqual([]);
        // A transaction left open would still be REPEATABLE READ.
        const [after] = await sql`select current_setting('transaction_isolation') as isolation`;
        expect(after).toEqual({ isolation: "read committed" });
      } finally {
        await database.drop();
      }
    });

    it("fails with the failing statement's error, rolls the transaction back and leaves the connection usable", async () => {
      const database = await openTestSchema(url, { poolSize: 1 });
      try {
        const { dashboard, sql } = database.adapter;
        // Not a uuid: the first statement fails, the ones behind it meet an aborted transaction.
        await expect(dashboard.summarize(inputFor("not-a-uuid"))).rejects.toMatchObject({ code: "22P02" });
        const [after] = await sql`select current_setting('transaction_isolation') as isolation, 1 as one`;
        expect(after).toEqual({ isolation: "read committed", one: 1 });
        const again = await dashboard.summarize(inputFor("01900000-0000-7000-8000-000000000001"));
        expect(again.recent).toEqual([]);
      } finally {
        await database.drop();
      }
    });
  });
}
