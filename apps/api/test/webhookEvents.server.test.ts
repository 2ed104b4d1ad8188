import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answer, type Received, startReceiver } from "@finance/adapter-webhooks/testing";
import { EVENT_TYPES } from "@finance/domain";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../src/server";
import { freshPostgresDatabase } from "./hardening/support";
import { bankCsv } from "./imports.support";
import {
  aBudget,
  apiClient,
  aSavingsWallet,
  aTransaction,
  aUser,
  fetchRequester,
  seedWalletAndCategory,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
} from "./support";

interface Delivered {
  readonly type: string;
  readonly timestamp: string;
  readonly data: Record<string, unknown>;
}

const eventIdOf = (request: Received): string => request.headers["webhook-id"] as string;

/**
 * Every request the receiver got, verified as Standard Webhooks says with the webhook's secret, in
 * the order the events were written: by event id (UUIDv7). Deliveries to one endpoint may run side
 * by side, so the order they arrive in is not the order of the events.
 */
const verifiedBodies = (received: readonly Received[], secret: string): Delivered[] => {
  const verifier = new StandardWebhook(secret);
  return [...received]
    .sort((a, b) => (eventIdOf(a) < eventIdOf(b) ? -1 : 1))
    .map((request) => verifier.verify(request.body, request.headers as Record<string, string>) as Delivered);
};

const waitFor = async (what: string, done: () => boolean, timeoutMs = 20_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const STORES = ["sqlite", ...(TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

/**
 * The service as main starts it, on a real socket, on each SQL store: a webhook subscribed to
 * every event receives, signed, the events of real API calls, each carrying what the API answered,
 * in the order the calls were made. The in-process dispatch loop delivers them (no test hook).
 */
for (const store of STORES) {
  describe(`webhook events over HTTP [${store}]`, () => {
    let service: RunningService;
    let cleanUp: () => Promise<void>;

    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), "finance-webhook-events-"));
      const pg = store === "postgres" ? await freshPostgresDatabase() : undefined;
      service = await startService({
        env: {
          PORT: "0",
          HOST: "127.0.0.1",
          NODE_ENV: "test",
          DATABASE_URL: pg ? pg.url : `sqlite:${join(dir, "finance.db")}`,
          FILES_DIR: join(dir, "files"),
          JWT_SECRET: TEST_JWT_SECRET,
          BCRYPT_COST: "4",
          LOG_LEVEL: "silent",
          WEBHOOK_ALLOW_PRIVATE: "true",
          RECURRENCE_INTERVAL_MS: "200",
          RATE_LIMIT_PER_MINUTE: "1000000",
          RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
        },
        webhookDispatch: { intervalMs: 50, idleMaxMs: 200 },
      });
      cleanUp = async () => {
        await service.stop();
        await pg?.drop();
        rmSync(dir, { recursive: true, force: true });
      };
    });

    afterAll(async () => {
      await cleanUp?.();
    });

    const request = () => fetchRequester(service.url);
    const signUp = async () => {
      const user = aUser();
      await apiClient(request()).post("/auth/register", user);
      const login = await apiClient(request()).post("/auth/login", { email: user.email, password: user.password });
      const token = login.body.accessToken as string;
      return { user, token, api: apiClient(request(), token) };
    };

    it("delivers the events of transactions, transfers, budgets, imports and recurrences, signed and in order", async () => {
      const owner = await signUp();
      const invitee = await signUp();
      const ownerHook = await startReceiver(answer(204));
      const inviteeHook = await startReceiver(answer(200));
      try {
        const mine = await owner.api.post("/webhooks", { url: ownerHook.url(), events: [...EVENT_TYPES] });
        expect(mine.status, JSON.stringify(mine.body)).toBe(201);
        const theirs = await invitee.api.post("/webhooks", {
          url: inviteeHook.url(),
          events: ["budget.invitation.created", "budget.member.removed", "transaction.created"],
        });
        expect(theirs.status).toBe(201);

        const { wallet, category } = await seedWalletAndCategory(owner.api);
        const refs = { walletId: wallet.id, categoryId: category.id };
        const created = await owner.api.post("/transaction", aTransaction(refs));
        expect(created.status).toBe(201);
        const updated = await owner.api.patch(`/transaction/${created.body.transaction.id}`, {
          description: "Dinner",
          version: 1,
        });
        expect(updated.status, JSON.stringify(updated.body)).toBe(200);
        const savings = await owner.api.post("/wallet", aSavingsWallet());
        const transfer = await owner.api.post("/transfers", {
          fromWalletId: wallet.id,
          toWalletId: savings.body.wallet.id,
          amount: 5,
          date: "2026-03-14T09:30:00Z",
        });
        expect(transfer.status).toBe(201);
        expect((await owner.api.delete(`/transfers/${transfer.body.transfer.id}`)).status).toBe(200);
        expect((await owner.api.delete(`/transaction/${created.body.transaction.id}`)).status).toBe(200);

        const budget = await owner.api.post("/budgets", aBudget(refs));
        expect(budget.status).toBe(201);
        const budgetId = budget.body.budget.id;
        const shared = await owner.api.post(`/budgets/${budgetId}/share`, { email: invitee.user.email });
        expect(shared.status, JSON.stringify(shared.body)).toBe(201);
        const memberId = shared.body.member.id;
        const accepted = await invitee.api.patch(`/budgets/${budgetId}/members/${memberId}`, { status: "accepted" });
        expect(accepted.status).toBe(200);
        expect((await owner.api.delete(`/budgets/${budgetId}/members/${memberId}`)).status).toBe(200);

        const form = new FormData();
        form.append(
          "file",
          new Blob([bankCsv(["2026-03-10,-4.50,Coffee Corner,,", "2026-03-11,-7.25,Bakery,,"])]),
          "statement.csv",
        );
        form.append("walletId", wallet.id);
        form.append("categoryId", category.id);
        const preview = await request()("POST", "/api/v1/imports", { token: owner.token, rawBody: form });
        expect(preview.status, JSON.stringify(preview.body)).toBe(201);
        const committed = await owner.api.post(`/imports/${preview.body.import.id}/commit`, {});
        expect(committed.status).toBe(201);

        // Due at once: the service's own scheduler records it.
        const recurrence = await owner.api.post("/recurrences", {
          ...refs,
          amount: 9.99,
          type: "expense",
          description: "Streaming",
          rrule: "FREQ=MONTHLY;COUNT=1",
          start: new Date(Date.now() - 60_000).toISOString(),
        });
        expect(recurrence.status, JSON.stringify(recurrence.body)).toBe(201);

        const expected = [
          "transaction.created",
          "transaction.updated",
          "transfer.created",
          "transfer.deleted",
          "transaction.deleted",
          "budget.invitation.created",
          "budget.invitation.answered",
          "budget.member.removed",
          "import.committed",
          "recurrence.recorded",
        ];
        await waitFor("the owner's events", () => ownerHook.received.length >= expected.length);
        const delivered = verifiedBodies(ownerHook.received, mine.body.secret);
        expect(delivered.map((event) => event.type)).toEqual(expected);
        expect(delivered[0]?.data).toEqual({ transaction: created.body.transaction });
        expect(delivered[1]?.data).toEqual({ transaction: updated.body.transaction });
        expect(delivered[2]?.data).toEqual({ transfer: transfer.body.transfer });
        expect(delivered[5]?.data).toEqual({ member: shared.body.member });
        expect(delivered[6]?.data).toEqual({ member: accepted.body.member });
        expect(delivered[7]?.data.member).toMatchObject({ id: memberId, status: "accepted" });
        expect(delivered[8]?.data).toEqual({ import: committed.body.import });
        expect(delivered[9]?.data).toMatchObject({
          transaction: { amount: -9.99, description: "Streaming", recurrenceId: recurrence.body.recurrence.id },
          recurrenceId: recurrence.body.recurrence.id,
        });
        // Each event once, under its own id.
        expect(new Set(ownerHook.received.map(eventIdOf)).size).toBe(expected.length);

        // The invitee hears of the events of the budget it was invited to (it did not subscribe to
        // answers), never of the owner's transactions.
        await waitFor("the invitee's events", () => inviteeHook.received.length >= 2);
        const theirsDelivered = verifiedBodies(inviteeHook.received, theirs.body.secret);
        expect(theirsDelivered.map((event) => event.type)).toEqual([
          "budget.invitation.created",
          "budget.member.removed",
        ]);
        const deliveries = await owner.api.get(`/webhooks/${mine.body.webhook.id}/deliveries`);
        expect(deliveries.body.deliveries).toHaveLength(expected.length);
      } finally {
        await ownerHook.close();
        await inviteeHook.close();
      }
    });
  });
}
