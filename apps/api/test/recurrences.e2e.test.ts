import { expect, it } from "vitest";
import { resolve } from "../src/composition/container";
import { USE_CASES } from "../src/composition/tokens";
import { describeEachStore, registerAndLogin, seedWalletAndCategory, useTestApp } from "./support";

const RECURRENCE_STORES = ["memory", "sqlite", "postgres"] as const;

/** Now: Sunday 15 March 2026, 12:00 UTC. */
const NOW = "2026-03-15T12:00:00.000Z";

describeEachStore(
  "recurring transactions",
  (store) => {
    const t = useTestApp({ store, now: NOW });
    const recordDue = () => resolve(t().container, USE_CASES.recordDueOccurrences).execute();

    const setUp = async () => {
      const u = await registerAndLogin(t());
      const { wallet, category } = await seedWalletAndCategory(u.api, { wallet: { currency: "USD", balance: 1000 } });
      const body = (overrides: Record<string, unknown> = {}) => ({
        walletId: wallet.id,
        categoryId: category.id,
        amount: 12.5,
        type: "expense",
        description: "Gym",
        rrule: "FREQ=WEEKLY;BYDAY=MO,TH",
        start: "2026-03-01T08:00:00+01:00",
        timezone: "Europe/Berlin",
        ...overrides,
      });
      return { u, wallet, category, body };
    };

    it("creates, reads, lists, pauses and deletes a recurrence", async () => {
      const { u, body } = await setUp();
      const created = await u.api.post("/recurrences", body({ rrule: "freq=weekly;byday=th,mo" }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        code: "RECURRENCE_CREATED",
        recurrence: {
          amount: 12.5,
          currency: "USD",
          rrule: "FREQ=WEEKLY;BYDAY=TH,MO",
          timezone: "Europe/Berlin",
          nextAt: "2026-03-02T07:00:00.000Z",
          active: true,
        },
      });
      const id = created.body.recurrence.id;
      expect((await u.api.get(`/recurrences/${id}`)).body.recurrence).toEqual(created.body.recurrence);
      expect((await u.api.get("/recurrences")).body.recurrences).toHaveLength(1);
      const paused = await u.api.patch(`/recurrences/${id}`, { active: false });
      expect(paused.body).toMatchObject({ code: "RECURRENCE_UPDATED", recurrence: { active: false } });
      const deleted = await u.api.delete(`/recurrences/${id}`);
      expect(deleted.body).toMatchObject({
        code: "RECURRENCE_DELETED",
        recurrence: { id, active: false, nextAt: null },
      });
      expect((await u.api.get(`/recurrences/${id}`)).body.code).toBe("RECURRENCE_NOT_FOUND");
    });

    it("records the missed occurrences once as transactions with recurrenceId, counted by the balance", async () => {
      const { u, wallet, body } = await setUp();
      const created = await u.api.post("/recurrences", body());
      const id = created.body.recurrence.id;
      await Promise.all([recordDue(), recordDue()]);
      await recordDue();
      const listed = await u.api.get("/transaction", { walletId: wallet.id });
      const recorded = listed.body.transactions.filter((tx: { recurrenceId?: string }) => tx.recurrenceId === id);
      // Mondays and Thursdays at 08:00 Berlin (07:00 UTC) from 2 to 12 March.
      expect(recorded.map((tx: { date: string }) => tx.date).sort()).toEqual([
        "2026-03-02T07:00:00.000Z",
        "2026-03-05T07:00:00.000Z",
        "2026-03-09T07:00:00.000Z",
        "2026-03-12T07:00:00.000Z",
      ]);
      expect(recorded.every((tx: { amount: number }) => tx.amount === -12.5)).toBe(true);
      expect((await u.api.get("/wallet")).body.wallets[0].balance).toBe(1000 - 50);
      expect((await u.api.get(`/recurrences/${id}`)).body.recurrence.nextAt).toBe("2026-03-16T07:00:00.000Z");
    });

    it("keeps the local time across the daylight-saving change", async () => {
      const { u, body } = await setUp();
      const created = await u.api.post("/recurrences", body({ rrule: "FREQ=WEEKLY;BYDAY=MO" }));
      const listed = await u.api.get(`/recurrences/${created.body.recurrence.id}/occurrences`, {
        from: "2026-03-20",
        to: "2026-04-06",
      });
      expect(listed.body).toMatchObject({
        code: "RECURRENCE_OCCURRENCES_FETCHED",
        occurrences: {
          occurrences: ["2026-03-23T07:00:00.000Z", "2026-03-30T06:00:00.000Z", "2026-04-06T06:00:00.000Z"],
          truncated: false,
        },
      });
    });

    it("answers a bad rule, COUNT=0 and a rule that never occurs with INVALID_RECURRENCE_RULE, creating nothing", async () => {
      const { u, body } = await setUp();
      for (const rrule of ["FREQ=MONTHLY;COUNT=0", "FREQ=SOMETIMES", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"]) {
        const refused = await u.api.post("/recurrences", body({ rrule }));
        expect(refused.status, rrule).toBe(400);
        expect(refused.body.code, rrule).toBe("INVALID_RECURRENCE_RULE");
      }
      const badZone = await u.api.post("/recurrences", body({ timezone: "Nowhere/City" }));
      expect(badZone.body).toMatchObject({ code: "VALIDATION_ERROR" });
      expect((await u.api.get("/recurrences")).body.recurrences).toEqual([]);
    });

    it("refuses a recurrence on a deleted or archived category or wallet", async () => {
      const { u, wallet, body } = await setUp();
      const spare = await u.api.post("/categories", { name: "Spare" });
      await u.api.delete(`/categories/${spare.body.category.id}`);
      const onDeleted = await u.api.post("/recurrences", body({ categoryId: spare.body.category.id }));
      expect(onDeleted.body.code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
      await u.api.patch(`/wallet/${wallet.id}`, { archived: true });
      expect((await u.api.post("/recurrences", body())).body.code).toBe("WALLET_ARCHIVED");
    });

    it("hides another user's recurrence", async () => {
      const { u, body } = await setUp();
      const id = (await u.api.post("/recurrences", body())).body.recurrence.id;
      const other = await registerAndLogin(t());
      expect((await other.api.get(`/recurrences/${id}`)).status).toBe(404);
      expect((await other.api.patch(`/recurrences/${id}`, { amount: 1 })).status).toBe(404);
      expect((await other.api.delete(`/recurrences/${id}`)).status).toBe(404);
      expect((await u.api.get(`/recurrences/${id}`)).status).toBe(200);
    });
  },
  RECURRENCE_STORES,
);

describeEachStore("budget alerts", (store) => {
  const t = useTestApp({ store, now: NOW });

  it("marks the write that moves a budget past 80%, then past 100%", async () => {
    const u = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(u.api, { wallet: { currency: "USD", balance: 1000 } });
    await u.api.post("/budgets", {
      name: "Food",
      limit: 100,
      currency: "USD",
      period: "monthly",
      startDate: "2026-03-01",
      walletId: wallet.id,
      categoryIds: [category.id],
    });
    const spend = async (amount: number) => {
      const created = await u.api.post("/transaction", {
        amount,
        currency: "USD",
        type: "expense",
        date: "2026-03-14T10:00:00Z",
        walletId: wallet.id,
        categoryId: category.id,
      });
      expect(created.status).toBe(201);
      return created.body;
    };
    expect((await spend(70)).budgets[0].crossed).toBeUndefined();
    const past80 = await spend(15);
    expect(past80.budgets[0]).toMatchObject({ crossed: "80%", exceeded: false });
    expect((await spend(10)).budgets[0].crossed).toBeUndefined();
    const last = await spend(5);
    expect(last.budgets[0].crossed).toBeUndefined();
    const over = await u.api.patch(`/transaction/${last.transaction.id}`, { amount: 6 });
    expect(over.body.budgets[0]).toMatchObject({ crossed: "100%", exceeded: true });
    const again = await u.api.patch(`/transaction/${last.transaction.id}`, { description: "same amount" });
    expect(again.body.budgets[0].crossed).toBeUndefined();
  });
});
