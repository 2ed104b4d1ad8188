import { visibleTo } from "@finance/adapter-sql";
import type { UserId } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetMembers, budgets } from "../src/schema";
import { planOf, readsOf } from "./explainPlan";
import { insertUsersWithWallets, onTestDatabase, openTestSchema } from "./testDatabase";

/** PostgreSQL's default `jit_above_cost`: a plan estimated above it is compiled when JIT is on. */
const JIT_ABOVE_COST = 100_000;

onTestDatabase("plans the budget reads on a real PostgreSQL server", (url) => {
  describe("the budgets a user sees, on PostgreSQL with many users", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;

    beforeAll(async () => {
      database = await openTestSchema(url, { poolSize: 2 });
      const { sql: client } = database.adapter;
      // 1,000 users with a wallet and 3 budgets each, one in ten sharing a budget with the next user.
      await insertUsersWithWallets(database.adapter, 1000);
      await client`insert into budgets (id, owner_id, name, currency, limit_minor, period, start_date, wallet_id, created_at, updated_at)
        select md5('b' || n || '-' || k)::uuid, md5('u' || n)::uuid, 'Budget ' || k, 'EUR', 10000, 'monthly',
          '2026-01-01', md5('w' || n)::uuid, now(), now()
        from generate_series(1, 1000) as n, generate_series(1, 3) as k`;
      await client`insert into budget_members (id, budget_id, user_id, email, role, share, status, invited_at, responded_at)
        select md5('m' || n)::uuid, md5('b' || n || '-1')::uuid, md5('u' || (n + 1))::uuid, 'user' || (n + 1) || '@example.com',
          'editor', 0, 'accepted', now(), now()
        from generate_series(10, 990, 10) as n`;
      await client`analyze`;
    }, 60_000);

    afterAll(async () => {
      await database?.drop();
    });

    it("reads through the owner and membership indexes, far below the JIT threshold, in the generic plan", async () => {
      const query = database.adapter.db
        .select({ id: budgets.id })
        .from(budgets)
        .where(visibleTo(budgets, budgetMembers, sql.placeholder("userId")))
        .orderBy(asc(budgets.createdAt), asc(budgets.id))
        .toSQL();
      const connection = await database.adapter.sql.reserve();
      try {
        // The plan a prepared statement settles on after its first executions, whatever the user.
        await connection`set plan_cache_mode = force_generic_plan`;
        await connection.unsafe(`prepare visible_to as ${query.sql}`);
        const userId = "00000000-0000-4000-8000-000000000001";
        const [row] = await connection.unsafe(
          `explain (format json) execute visible_to(${query.params.map(() => `'${userId}'`).join(", ")})`,
        );
        const plan = planOf(row);
        const scans = readsOf(plan, "budgets");
        expect(scans.length).toBeGreaterThan(0);
        expect(scans.map((node) => node["Node Type"])).not.toContain("Seq Scan");
        expect(plan["Total Cost"]).toBeLessThan(JIT_ABOVE_COST / 10);
      } finally {
        connection.release();
      }
    });

    it("answers what the user owns and what was shared with them, and nothing else", async () => {
      const id = idOf<UserId>((await database.adapter.sql`select md5('u11')::uuid as id`)[0]?.id);
      const seen = await database.adapter.repositories.budgets.listVisibleTo(id);
      const owners = seen.map((budget) => budget.ownerId);
      expect(seen).toHaveLength(4);
      expect(owners.filter((owner) => owner === id)).toHaveLength(3);
      const [shared] = await database.adapter.sql`select md5('b10-1')::uuid as id`;
      expect(seen.map((budget) => budget.id)).toContain(shared?.id);
    });
  });
});
