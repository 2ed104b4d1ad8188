import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCategory, apiClient, aTransaction, aUser, aWallet, TEST_DATABASE_URL, type TestResponse } from "../support";
import { type RealServer, type RealStore, type ServiceProcess, spawnService, startRealServer } from "./support";

/**
 * Concurrency over real HTTP: two service processes on ONE database (the in-process
 * server and `src/main.ts` in a child process), 200 concurrent creates and deletes on one wallet
 * split between them. On SQLite the two processes contend for the file's write lock, so this also
 * exercises the busy timeout. The balance must be exact and nothing may answer 5xx.
 */

const OPENING = 1000;

/** Deterministic amounts in cents, alternating expense and income. */
const planned = (i: number) => {
  const cents = ((i * 3_779) % 9_999) + 1;
  const type = i % 3 === 0 ? "income" : "expense";
  return { amount: cents / 100, type, signedCents: type === "income" ? cents : -cents };
};

const describeStore = (store: RealStore, body: () => void) => {
  if (store === "postgres" && !TEST_DATABASE_URL) {
    describe.skip(`concurrency over HTTP [postgres: skipped, TEST_DATABASE_URL is not set]`, body);
  } else describe(`concurrency over HTTP [${store}]`, body);
};

for (const store of ["sqlite", "postgres"] as const) {
  describeStore(store, () => {
    let server: RealServer;
    let other: ServiceProcess;

    beforeAll(async () => {
      server = await startRealServer(store);
      other = await spawnService({ DATABASE_URL: server.databaseUrl });
    });

    afterAll(async () => {
      await other?.stop();
      await server?.close();
    });

    const statusesOf = (answers: TestResponse[]) =>
      answers.reduce<Record<number, number>>((counts, res) => {
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        return counts;
      }, {});

    it("200 concurrent creates and deletes on one wallet from two processes leave the exact balance, no 5xx", async () => {
      const credentials = aUser();
      const anonymous = apiClient(server.request);
      expect((await anonymous.post("/auth/register", credentials)).status).toBe(201);
      const login = await anonymous.post("/auth/login", { email: credentials.email, password: credentials.password });
      const token = login.body.accessToken as string;
      const clients = [apiClient(server.request, token), apiClient(other.request, token)] as const;
      const via = (i: number) => clients[i % 2] as (typeof clients)[number];
      const wallet = (await clients[0].post("/wallet", aWallet({ balance: OPENING }))).body.wallet;
      const category = (await clients[1].post("/categories", aCategory())).body.category;
      const refs = { walletId: wallet.id as string, categoryId: category.id as string };
      const create = (i: number) => {
        const { amount, type } = planned(i);
        return via(i).post("/transaction", aTransaction(refs, { amount, type, description: `tx ${i}` }));
      };

      // 100 to delete later, created concurrently.
      const seeded = await Promise.all(Array.from({ length: 100 }, (_, i) => create(i)));
      expect(statusesOf(seeded)).toEqual({ 201: 100 });

      // 200 at once: delete those 100 and create 100 more, half through each process.
      const mixed = await Promise.all([
        ...seeded.map((res, i) => via(i + 1).delete(`/transaction/${res.body.transaction.id}`)),
        ...Array.from({ length: 100 }, (_, i) => create(100 + i)),
      ]);
      expect(statusesOf(mixed)).toEqual({ 200: 100, 201: 100 });

      const expectedCents =
        OPENING * 100 + Array.from({ length: 100 }, (_, i) => planned(100 + i).signedCents).reduce((a, b) => a + b, 0);
      for (const client of clients) {
        const wallets = (await client.get("/wallet")).body.wallets;
        expect(Math.round(wallets[0].balance * 100)).toBe(expectedCents);
      }

      // The rows agree with the balance: exactly the 100 survivors.
      const seen: { id: string; amount: number }[] = [];
      let cursor: string | undefined;
      do {
        const page = await clients[0].get("/transaction", { limit: 100, ...(cursor && { cursor }) });
        expect(page.status).toBe(200);
        seen.push(...page.body.transactions);
        cursor = page.body.page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toHaveLength(100);
      expect(Math.round(seen.reduce((sum, tx) => sum + tx.amount * 100, 0)) + OPENING * 100).toBe(expectedCents);
    });

    it("the same transaction deleted 20 times at once is deleted once: one 200, the rest 404, the balance moved once", async () => {
      const credentials = aUser();
      const anonymous = apiClient(other.request);
      await anonymous.post("/auth/register", credentials);
      const login = await anonymous.post("/auth/login", { email: credentials.email, password: credentials.password });
      const token = login.body.accessToken as string;
      const clients = [apiClient(server.request, token), apiClient(other.request, token)] as const;
      const wallet = (await clients[0].post("/wallet", aWallet({ balance: OPENING }))).body.wallet;
      const category = (await clients[0].post("/categories", aCategory())).body.category;
      const created = await clients[1].post(
        "/transaction",
        aTransaction({ walletId: wallet.id, categoryId: category.id }, { amount: 12.34, type: "expense" }),
      );
      const id = created.body.transaction.id as string;
      const deletes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => clients[i % 2]?.delete(`/transaction/${id}`)),
      );
      const statuses = statusesOf(deletes as TestResponse[]);
      expect(statuses).toEqual({ 200: 1, 404: 19 });
      expect((await clients[0].get("/wallet")).body.wallets[0].balance).toBe(OPENING);
    });
  });
}
