import { aTransaction, givenLedgerIn } from "@finance/repo-contract";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, translatePostgresError } from "../src";
import { onTestDatabase, openTestSchema } from "./testDatabase";

/** A promise and its resolve (Promise.withResolvers is not in Node 20). */
const signal = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

onTestDatabase("answers STORE_UNAVAILABLE from a real PostgreSQL server", (url) => {
  describe("PostgreSQL: work the server could not take, and wrote nothing of", () => {
    let database: Awaited<ReturnType<typeof openTestSchema>>;
    let other: postgres.Sql;

    beforeAll(async () => {
      database = await openTestSchema(url, { poolSize: 2, statementTimeoutMs: 300 });
      other = postgres(url, { max: 2, onnotice: () => {}, connection: { search_path: database.schema } });
    });

    afterAll(async () => {
      await other?.end({ timeout: 5 });
      await database?.drop();
    });

    it("a write stopped by statement_timeout behind another session's row lock: STORE_UNAVAILABLE, nothing written", async () => {
      const { wallets, transactions } = database.adapter.repositories;
      const { wallet, ledger } = await givenLedgerIn(database.adapter.repositories, { initialBalanceMinor: 10_000 });
      const expense = aTransaction(ledger, { amountMinor: -2_500 });

      const locked = signal();
      const released = signal();
      const holder = other.begin(async (tx) => {
        await tx`select id from wallets where id = ${wallet.id} for update`;
        locked.resolve();
        await released.promise;
      });
      await locked.promise;
      try {
        await expect(transactions.create(expense)).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
      } finally {
        released.resolve();
        await holder;
      }

      expect(await transactions.findById(expense.id)).toBeNull();
      expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(10_000);
      await transactions.create(expense);
      expect((await wallets.findById(wallet.id))?.balanceMinor).toBe(7_500);
    });

    it("a deadlock the server broke: STORE_UNAVAILABLE", async () => {
      await other`create table if not exists deadlock_rows (id int primary key, n int not null)`;
      await other`insert into deadlock_rows values (1, 0), (2, 0) on conflict do nothing`;
      const firstHolds = signal();
      const secondHolds = signal();
      const crossing = (mine: number, theirs: number, iHold: ReturnType<typeof signal>, theyHold: Promise<void>) =>
        other
          .begin(async (tx) => {
            await tx`update deadlock_rows set n = n + 1 where id = ${mine}`;
            iHold.resolve();
            await theyHold;
            await tx`update deadlock_rows set n = n + 1 where id = ${theirs}`;
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
      const outcomes = await Promise.all([
        crossing(1, 2, firstHolds, secondHolds.promise),
        crossing(2, 1, secondHolds, firstHolds.promise),
      ]);
      const failures = outcomes.filter((outcome) => outcome !== null);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ code: "40P01" });
      expect(translatePostgresError(failures[0])).toMatchObject({ code: "STORE_UNAVAILABLE" });
    });

    it("a server that refuses the connection: STORE_UNAVAILABLE", async () => {
      const refused = new URL(url);
      refused.port = "1";
      const adapter = openPostgres({ url: refused.toString(), poolSize: 1 });
      try {
        await expect(adapter.repositories.users.findByEmail("nobody@example.com")).rejects.toMatchObject({
          code: "STORE_UNAVAILABLE",
        });
      } finally {
        await adapter.close();
      }
    });
  });
});
