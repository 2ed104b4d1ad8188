import type { UserId } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOf, readsOf } from "./explainPlan";
import { insertUsersWithWallets, onTestDatabase, openTestSchema } from "./testDatabase";

onTestDatabase("reads a page's tag links on a real PostgreSQL server", (url) => {
  describe("a list page's tag links, on PostgreSQL", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;
    let untagged: UserId;
    let tagged: UserId;

    beforeAll(async () => {
      // One connection, so the page statement the repository prepared is the one explained here.
      database = await openTestSchema(url, { poolSize: 1 });
      const { sql: client } = database.adapter;
      await insertUsersWithWallets(database.adapter, 2);
      await client`insert into categories (id, user_id, name, created_at)
        select md5('c' || n)::uuid, md5('u' || n)::uuid, 'Food', now() from generate_series(1, 2) as n`;
      await client`insert into transactions
          (id, user_id, wallet_id, category_id, type, amount_minor, currency, description, date, created_at, updated_at)
        select md5('t' || u || '-' || k)::uuid, md5('u' || u)::uuid, md5('w' || u)::uuid, md5('c' || u)::uuid,
          'expense', -100, 'EUR', 'Lunch', timestamptz '2026-01-01' + k * interval '1 hour', now(), now()
        from generate_series(1, 2) as u, generate_series(1, 80) as k`;
      // The second user tags every third row.
      await client`insert into tags (id, user_id, name, created_at) values (md5('tag')::uuid, md5('u2')::uuid, 'Trip', now())`;
      await client`insert into transaction_tags (transaction_id, tag_id)
        select md5('t2-' || k)::uuid, md5('tag')::uuid from generate_series(3, 80, 3) as k`;
      const [one, two] = await client`select md5('u1')::uuid as id union all select md5('u2')::uuid`;
      untagged = idOf<UserId>(one?.id);
      tagged = idOf<UserId>(two?.id);
    }, 60_000);

    afterAll(async () => {
      await database?.drop();
    });

    /** Runs the first page through the repository, then explains the statement it prepared for it. */
    const explainFirstPage = async (userId: UserId) => {
      const page = await database.adapter.repositories.transactions.list({ userId, limit: 50 });
      const { sql: client } = database.adapter;
      const statements = await client`select name, parameter_types::text[] as types from pg_prepared_statements
        where statement like '%from "transactions" where "transactions"."user_id" = $%limit $%'
          and statement not like '%pg_prepared_statements%'`;
      expect(statements).toHaveLength(1);
      const { name, types } = statements[0] as unknown as { name: string; types: string[] };
      const args = types.map((type) => (type === "uuid" ? `'${userId}'` : "51"));
      const [row] = await client.unsafe(`explain (analyze, format json) execute "${name}"(${args.join(", ")})`);
      const linkReads = readsOf(planOf(row), "transaction_tags");
      return { page, linkLoops: linkReads.map((node) => node["Actual Loops"]) };
    };

    it("reads no tag links for a user who never tagged anything", async () => {
      const { page, linkLoops } = await explainFirstPage(untagged);
      expect(page.items).toHaveLength(50);
      expect(page.items.every((item) => item.tagIds.length === 0)).toBe(true);
      expect(linkLoops.length).toBeGreaterThan(0);
      expect(linkLoops.every((loops) => loops === 0)).toBe(true);
    });

    it("reads each row's links for a user who has tagged some", async () => {
      const { page, linkLoops } = await explainFirstPage(tagged);
      // Newest first: the i-th row is the user's (80 - i)-th, tagged when that is a multiple of 3.
      const expected = page.items.map((_, i) => ((80 - i) % 3 === 0 ? 1 : 0));
      expect(page.items.map((item) => item.tagIds.length)).toEqual(expected);
      expect(linkLoops.some((loops) => loops !== undefined && loops >= 50)).toBe(true);
    });
  });
});
