import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import { freshPostgresDatabase } from "./hardening/support";
import { apiClient, fetchRequester, registerAndLogin, seedWalletAndCategory, TEST_JWT_SECRET } from "./support";
import { TEST_DATABASE_URL } from "./support/stores";

const DAY_MS = 86_400_000;
/** Daily occurrences due by now: the first 40 days and a minute ago. */
const DUE = 41;

type Database = { url: string; drop: () => Promise<void> };

const sqliteFile = async (): Promise<Database> => {
  const dir = mkdtempSync(join(tmpdir(), "finance-scheduler-"));
  return { url: `sqlite:${join(dir, "finance.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
};

const STORES = [
  { name: "sqlite", open: sqliteFile, skip: false },
  { name: "postgres", open: freshPostgresDatabase, skip: !TEST_DATABASE_URL },
] as const;

/**
 * The scheduler as the service runs it, in whole services on one real database: two services
 * looking every 20 ms record each due occurrence once; a service that was not looking when
 * occurrences fell due records them when the next one starts.
 */
for (const store of STORES) {
  describe.skipIf(store.skip)(`the recurrence scheduler across services [${store.name}]`, () => {
    let database: Database;
    const running: RunningService[] = [];

    const start = async (intervalMs: number) => {
      const service = await startService({
        env: {
          PORT: "0",
          HOST: "127.0.0.1",
          NODE_ENV: "test",
          DATABASE_URL: database.url,
          DB_POOL_MAX: "3",
          JWT_SECRET: TEST_JWT_SECRET,
          BCRYPT_COST: "4",
          LOG_LEVEL: "silent",
          RECURRENCE_INTERVAL_MS: String(intervalMs),
        },
      });
      running.push(service);
      return service;
    };

    beforeAll(async () => {
      database = await store.open();
    });

    afterAll(async () => {
      for (const service of running) await service.stop();
      await database?.drop();
    });

    /** A user with a USD 1000 wallet and a daily 2.50 expense whose first 41 occurrences are due. */
    const aStandingOrder = async (service: RunningService) => {
      const user = await registerAndLogin({ request: fetchRequester(service.url) });
      const { wallet, category } = await seedWalletAndCategory(user.api, {
        wallet: { currency: "USD", balance: 1000 },
      });
      const created = await user.api.post("/recurrences", {
        walletId: wallet.id,
        categoryId: category.id,
        amount: 2.5,
        type: "expense",
        description: "Daily paper",
        rrule: "FREQ=DAILY",
        start: new Date(Date.now() - (DUE - 1) * DAY_MS - 60_000).toISOString(),
        timezone: "UTC",
      });
      expect(created.status).toBe(201);
      return { token: user.token, walletId: wallet.id as string, id: created.body.recurrence.id as string };
    };

    const recordedOn = async (service: RunningService, order: { token: string; walletId: string; id: string }) => {
      const api = apiClient(fetchRequester(service.url), order.token);
      const listed = await api.get("/transaction", { walletId: order.walletId, limit: "100" });
      return (listed.body.transactions as { recurrenceId?: string; date: string }[]).filter(
        (tx) => tx.recurrenceId === order.id,
      );
    };

    const untilRecorded = async (service: RunningService, order: Parameters<typeof recordedOn>[1], count: number) => {
      const until = Date.now() + 20_000;
      let rows = await recordedOn(service, order);
      while (rows.length < count && Date.now() < until) {
        await new Promise((done) => setTimeout(done, 50));
        rows = await recordedOn(service, order);
      }
      return rows;
    };

    it("two services looking every 20 ms record each due occurrence once", async () => {
      const first = await start(20);
      const second = await start(20);
      const order = await aStandingOrder(first);
      await untilRecorded(second, order, DUE);
      // More rounds of both schedulers: nothing is recorded twice.
      await new Promise((done) => setTimeout(done, 500));
      const rows = await recordedOn(second, order);
      expect(rows).toHaveLength(DUE);
      expect(new Set(rows.map((tx) => tx.date)).size).toBe(DUE);
      const wallets = await apiClient(fetchRequester(first.url), order.token).get("/wallet");
      expect(wallets.body.wallets[0].balance).toBe(1000 - 2.5 * DUE);
      await Promise.all([first.stop(), second.stop()]);
    });

    it("a service that starts records the occurrences that fell due while none was looking", async () => {
      // Looks once, at its start, before the recurrence exists: its occurrences go unrecorded.
      const asleep = await start(86_400_000);
      const order = await aStandingOrder(asleep);
      await new Promise((done) => setTimeout(done, 300));
      expect(await recordedOn(asleep, order)).toEqual([]);
      await asleep.stop();

      const restarted = await start(86_400_000);
      const rows = await untilRecorded(restarted, order, DUE);
      expect(rows).toHaveLength(DUE);
      const recurrence = await apiClient(fetchRequester(restarted.url), order.token).get(`/recurrences/${order.id}`);
      expect(new Date(recurrence.body.recurrence.nextAt).getTime()).toBeGreaterThan(Date.now());
    });
  });
}
