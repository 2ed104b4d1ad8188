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

/** Polls `done` (which may ask the service) until it holds, failing past the deadline. */
const waitFor = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
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
        // A delivery is recorded once its answer is in, which may be after the receiver saw it.
        const deliveriesOf = async () =>
          (await owner.api.get(`/webhooks/${mine.body.webhook.id}/deliveries`)).body.deliveries as unknown[];
        await waitFor("the recorded deliveries", async () => (await deliveriesOf()).length >= expected.length);
        expect(await deliveriesOf()).toHaveLength(expected.length);
      } finally {
        await ownerHook.close();
        await inviteeHook.close();
      }
    });

    it("delivers budget.threshold_crossed to the budget's owner and accepted member when a write crosses 80% and 100%", async () => {
      const owner = await signUp();
      const member = await signUp();
      const ownerHook = await startReceiver(answer(204));
      const memberHook = await startReceiver(answer(204));
      try {
        const only = { events: ["budget.threshold_crossed"] };
        const mine = await owner.api.post("/webhooks", { url: ownerHook.url(), ...only });
        const theirs = await member.api.post("/webhooks", { url: memberHook.url(), ...only });
        expect([mine.status, theirs.status]).toEqual([201, 201]);
        const { wallet, category } = await seedWalletAndCategory(owner.api);
        const refs = { walletId: wallet.id, categoryId: category.id };
        const budget = await owner.api.post("/budgets", aBudget(refs, { limit: 100 }));
        const budgetId = budget.body.budget.id;
        const shared = await owner.api.post(`/budgets/${budgetId}/share`, { email: member.user.email });
        const answered = await member.api.patch(`/budgets/${budgetId}/members/${shared.body.member.id}`, {
          status: "accepted",
        });
        expect(answered.status).toBe(200);

        // In the budget's current window (the service's clock is the real one).
        const spend = (amount: number) =>
          owner.api.post("/transaction", aTransaction(refs, { amount, date: new Date().toISOString() }));
        const below = await spend(50);
        const past80 = await spend(35);
        const past100 = await spend(20);
        expect([below, past80, past100].map((r) => r.status)).toEqual([201, 201, 201]);
        expect(below.body.budgets[0].crossed).toBeUndefined();
        expect(past80.body.budgets[0]).toMatchObject({ budgetId, spent: 85, crossed: "80%" });
        expect(past100.body.budgets[0]).toMatchObject({ budgetId, spent: 105, crossed: "100%" });

        await waitFor("the threshold events", () => ownerHook.received.length >= 2 && memberHook.received.length >= 2);
        const expected = [
          { type: "budget.threshold_crossed", data: { budget: past80.body.budgets[0], threshold: "80%" } },
          { type: "budget.threshold_crossed", data: { budget: past100.body.budgets[0], threshold: "100%" } },
        ];
        for (const [hook, secret] of [
          [ownerHook, mine.body.secret],
          [memberHook, theirs.body.secret],
        ] as const) {
          expect(verifiedBodies(hook.received, secret)).toEqual(
            expected.map((event) => ({ ...event, timestamp: expect.any(String) })),
          );
        }
        // Nothing more arrives: the write that crossed nothing wrote no event.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect([ownerHook.received.length, memberHook.received.length]).toEqual([2, 2]);
      } finally {
        await ownerHook.close();
        await memberHook.close();
      }
    });

    it("delivers budget.threshold_crossed written by an import commit and by a recorded recurrence", async () => {
      const owner = await signUp();
      const hook = await startReceiver(answer(204));
      try {
        const mine = await owner.api.post("/webhooks", {
          url: hook.url(),
          events: ["import.committed", "recurrence.recorded", "budget.threshold_crossed"],
        });
        expect(mine.status).toBe(201);
        const { wallet, category } = await seedWalletAndCategory(owner.api);
        const refs = { walletId: wallet.id, categoryId: category.id };
        const budget = await owner.api.post("/budgets", aBudget(refs, { limit: 100 }));
        expect(budget.status).toBe(201);
        const budgetId = budget.body.budget.id;

        // Today's rows count in the budget's current window (the service's clock is the real one);
        // the March row, alone past the limit, counts in none of now.
        const today = new Date().toISOString().slice(0, 10);
        const form = new FormData();
        form.append(
          "file",
          new Blob([
            bankCsv([`${today},-30.00,Groceries,,`, `${today},-55.00,Fuel,,`, "2026-03-10,-500.00,Old rent,,"]),
          ]),
          "statement.csv",
        );
        form.append("walletId", wallet.id);
        form.append("categoryId", category.id);
        const preview = await request()("POST", "/api/v1/imports", { token: owner.token, rawBody: form });
        expect(preview.status, JSON.stringify(preview.body)).toBe(201);
        const committed = await owner.api.post(`/imports/${preview.body.import.id}/commit`, {});
        expect(committed.status, JSON.stringify(committed.body)).toBe(201);
        expect(committed.body.budgets).toEqual([expect.objectContaining({ budgetId, spent: 85, crossed: "80%" })]);

        // Due at once: the service's own scheduler records it, taking the budget past 100%.
        const recurrence = await owner.api.post("/recurrences", {
          ...refs,
          amount: 20,
          type: "expense",
          description: "Gym",
          rrule: "FREQ=MONTHLY;COUNT=1",
          start: new Date(Date.now() - 60_000).toISOString(),
        });
        expect(recurrence.status, JSON.stringify(recurrence.body)).toBe(201);

        await waitFor("the import's and the occurrence's events", () => hook.received.length >= 4);
        const delivered = verifiedBodies(hook.received, mine.body.secret);
        expect(delivered.map((event) => event.type)).toEqual([
          "import.committed",
          "budget.threshold_crossed",
          "recurrence.recorded",
          "budget.threshold_crossed",
        ]);
        expect(delivered[1]?.data).toEqual({ budget: committed.body.budgets[0], threshold: "80%" });
        expect(delivered[2]?.data).toMatchObject({ recurrenceId: recurrence.body.recurrence.id });
        expect(delivered[3]?.data).toEqual({
          budget: expect.objectContaining({ budgetId, spent: 105, exceeded: true, crossed: "100%" }),
          threshold: "100%",
        });
        const progress = await owner.api.get(`/budgets/${budgetId}`);
        expect(progress.body.budget.progress).toMatchObject({ spent: 105, exceeded: true });
        expect(new Set(hook.received.map(eventIdOf)).size).toBe(4);
      } finally {
        await hook.close();
      }
    });
  });
}
