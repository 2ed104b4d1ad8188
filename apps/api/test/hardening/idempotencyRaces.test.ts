import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCategory, apiClient, aTransaction, aUser, aWallet, TEST_DATABASE_URL, type TestResponse } from "../support";
import { type RealServer, type RealStore, type ServiceProcess, spawnService, startRealServer } from "./support";

/**
 * One Idempotency-Key raced from two service processes on ONE database (the in-process server and
 * a child process), over real HTTP: in every trial exactly one request writes; the others are 409
 * IDEMPOTENCY_KEY_IN_USE or the stored answer replayed; the balance moved once per key.
 */

const TRIALS = 10;
const RACERS = 6;

const describeStore = (store: RealStore, body: () => void) => {
  if (store === "postgres" && !TEST_DATABASE_URL) {
    describe.skip(`idempotency keys raced by two processes [postgres: skipped, TEST_DATABASE_URL is not set]`, body);
  } else describe(`idempotency keys raced by two processes [${store}]`, body);
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

    it("of the same keyed POST sent through both processes at once, exactly one writes", async () => {
      const credentials = aUser();
      const anonymous = apiClient(server.request);
      expect((await anonymous.post("/auth/register", credentials)).status).toBe(201);
      const login = await anonymous.post("/auth/login", { email: credentials.email, password: credentials.password });
      const token = login.body.accessToken as string;
      const clients = [apiClient(server.request, token), apiClient(other.request, token)] as const;
      const wallet = (await clients[0].post("/wallet", aWallet({ balance: 1000 }))).body.wallet;
      const category = (await clients[1].post("/categories", aCategory())).body.category;

      for (let trial = 0; trial < TRIALS; trial++) {
        const key = `race-${trial}-${Math.random().toString(36).slice(2)}`;
        const body = aTransaction({ walletId: wallet.id, categoryId: category.id }, { amount: 1 + trial });
        const send = (i: number): Promise<TestResponse> =>
          (clients[i % 2] as (typeof clients)[number]).call("POST", "/transaction", {
            body,
            headers: { "Idempotency-Key": key },
          });
        const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => send(i)));
        const wrote = answers.filter((res) => res.status === 201 && res.headers.get("idempotent-replayed") === null);
        expect(wrote, `trial ${trial}: ${answers.map((res) => res.status)}`).toHaveLength(1);
        for (const res of answers) {
          if (res === wrote[0]) continue;
          if (res.status === 409) expect(res.body.code).toBe("IDEMPOTENCY_KEY_IN_USE");
          else {
            expect(res.status).toBe(201);
            expect(res.headers.get("idempotent-replayed")).toBe("true");
            expect(res.body).toEqual(wrote[0]?.body);
          }
        }
        const after = await send(trial + 1);
        expect(after.headers.get("idempotent-replayed")).toBe("true");
        expect(after.body).toEqual(wrote[0]?.body);
      }

      const listed = await clients[0].get("/transaction", { limit: 100 });
      expect(listed.body.transactions).toHaveLength(TRIALS);
      const spent = (TRIALS * (TRIALS + 1)) / 2;
      const stored = (await clients[1].get("/wallet")).body.wallets.find((w: { id: string }) => w.id === wallet.id);
      expect(stored.balance).toBe(1000 - spent);
    });
  });
}
