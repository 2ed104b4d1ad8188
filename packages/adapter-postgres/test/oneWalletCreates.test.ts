import { MAX_TOTAL_MINOR } from "@finance/domain";
import { anIncome, aTag, givenLedgerIn } from "@finance/repo-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onTestDatabase, openTestSchema } from "./testDatabase";

onTestDatabase("writes concurrent creates into one wallet together on a real PostgreSQL server", (url) => {
  describe("concurrent creates into one wallet, on PostgreSQL", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;

    beforeAll(async () => {
      database = await openTestSchema(url, { poolSize: 4 });
    });

    afterAll(async () => {
      await database?.drop();
    });

    /** The transaction that wrote each row (`xmin`): rows of one statement share it. */
    const writersOf = async (ids: readonly string[]): Promise<Map<string, string>> => {
      const { sql } = database.adapter;
      const rows =
        await sql`select id::text as id, xmin::text as writer from transactions where id = any(${ids}::uuid[])`;
      return new Map(rows.map((row) => [row.id as string, row.writer as string]));
    };

    it("commits those that come while one is in flight as one statement, every balance and total exact", async () => {
      const { repositories } = database.adapter;
      const { wallet, ledger, user } = await givenLedgerIn(repositories, { initialBalanceMinor: 0 });
      const incomes = Array.from({ length: 30 }, (_, i) => anIncome(ledger, 100 + i));
      await Promise.all(incomes.map((t) => repositories.transactions.create(t)));

      const writers = await writersOf(incomes.map((t) => t.id));
      expect(writers.size).toBe(30);
      const [first, ...rest] = incomes.map((t) => writers.get(t.id));
      expect(new Set(rest).size).toBe(1);
      expect(rest[0]).not.toBe(first);

      const sum = incomes.reduce((total, t) => total + t.amountMinor, 0);
      expect((await repositories.wallets.findById(wallet.id))?.balanceMinor).toBe(sum);
      const { sql } = database.adapter;
      const [totals] = await sql`select income_minor::int8::text as income from user_currency_totals
        where user_id = ${user.id}`;
      expect(totals?.income).toBe(String(sum));
    });

    it("writes tagged creates with their links in the batch's statement; a tag that is gone fails only its create", async () => {
      const { repositories } = database.adapter;
      const { ledger, user, wallet } = await givenLedgerIn(repositories, { initialBalanceMinor: 0 });
      const [kept, gone] = [aTag(user.id), aTag(user.id)];
      if (!kept || !gone) throw new Error("two tags");
      await repositories.tags.create(kept);
      await repositories.tags.create(gone);
      const first = anIncome(ledger, 1, { tagIds: [kept.id] });
      const tagged = anIncome(ledger, 2, { tagIds: [kept.id, gone.id].sort() });
      const untagged = anIncome(ledger, 3);
      const alsoTagged = anIncome(ledger, 4, { tagIds: [kept.id] });
      // Gone before the write, as if deleted after the use case checked it.
      await repositories.tags.delete(gone.id);
      const results = await Promise.allSettled(
        [first, tagged, untagged, alsoTagged].map((t) => repositories.transactions.create(t)),
      );
      expect(results.map((r) => (r.status === "fulfilled" ? "created" : (r.reason as { code: string }).code))).toEqual([
        "created",
        "TAG_NOT_FOUND",
        "created",
        "created",
      ]);
      const stored = await Promise.all(
        [first, untagged, alsoTagged].map((t) => repositories.transactions.findById(t.id)),
      );
      expect(stored.map((t) => t?.tagIds)).toEqual([[kept.id], [], [kept.id]]);
      expect(await repositories.transactions.findById(tagged.id)).toBeNull();
      expect((await repositories.wallets.findById(wallet.id))?.balanceMinor).toBe(1 + 3 + 4);
    });

    it("links a batch's tags in the rows' own statement", async () => {
      const { repositories, sql } = database.adapter;
      const { ledger, user } = await givenLedgerIn(repositories);
      const tag = aTag(user.id);
      await repositories.tags.create(tag);
      const batch = Array.from({ length: 5 }, (_, i) => anIncome(ledger, 10 + i, { tagIds: [tag.id] }));
      await Promise.all(batch.map((t) => repositories.transactions.create(t)));
      const ids = batch.slice(1).map((t) => t.id);
      const writers =
        await sql`select xmin::text as writer from transaction_tags where transaction_id = any(${ids}::uuid[])
        union all select xmin::text from transactions where id = any(${ids}::uuid[])`;
      expect(writers).toHaveLength(8);
      expect(new Set(writers.map((row) => row.writer)).size).toBe(1);
    });

    it("stores every text of a batch exactly as written, whatever array syntax it holds", async () => {
      const { repositories } = database.adapter;
      const { ledger } = await givenLedgerIn(repositories);
      const descriptions = [
        "NULL",
        "null",
        "",
        " ",
        "{a,b}",
        'say "hi"',
        "back\\slash\\",
        "a,b;c",
        "ümlaut ✓ 日本",
        "'quoted'",
      ];
      const batch = descriptions.map((description, i) =>
        anIncome(ledger, 1 + i, { description, date: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)) }),
      );
      await repositories.transactions.createMany(batch);
      const stored = await Promise.all(batch.map((t) => repositories.transactions.findById(t.id)));
      expect(stored.map((t) => t?.description)).toEqual(descriptions);
      expect(stored.map((t) => t?.date.toISOString())).toEqual(batch.map((t) => t.date.toISOString()));
      expect(stored.map((t) => t?.amountMinor)).toEqual(batch.map((t) => t.amountMinor));
    });

    it("refuses only the create that would take the wallet out of range, the others of its batch written", async () => {
      const { repositories } = database.adapter;
      const start = MAX_TOTAL_MINOR - 150;
      const { wallet, ledger } = await givenLedgerIn(repositories, { initialBalanceMinor: start });
      const [first, fits, tooMuch, alsoFits] = [100, 40, 60, 5].map((amount) => anIncome(ledger, amount));
      const all = [first, fits, tooMuch, alsoFits].filter((t) => t !== undefined);
      const results = await Promise.allSettled(all.map((t) => repositories.transactions.create(t)));

      expect(results.map((r) => (r.status === "fulfilled" ? "created" : (r.reason as { code: string }).code))).toEqual([
        "created",
        "created",
        "SUM_OUT_OF_RANGE",
        "created",
      ]);
      expect((await repositories.wallets.findById(wallet.id))?.balanceMinor).toBe(start + 100 + 40 + 5);
      const writers = await writersOf(all.map((t) => t.id));
      expect([...writers.keys()].sort()).toEqual([first, fits, alsoFits].map((t) => t?.id).sort());
      // Sent again one at a time: each its own statement.
      expect(new Set(writers.values()).size).toBe(3);
    });
  });
});
