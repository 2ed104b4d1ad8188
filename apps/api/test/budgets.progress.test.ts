import { beforeAll, describe, expect, it } from "vitest";
import { type Account, anAccount, createBudget, expense, NOW, uniqueName } from "./budgets.support";
import { describeEachStore, type TestApp, useTestApp } from "./support";

describeEachStore("budgets: progress and allocation", (store) => {
  let t: TestApp;
  let _owner: Account;

  const app = useTestApp({ store, now: NOW });
  beforeAll(async () => {
    t = app();
    _owner = await anAccount(t);
  });

  describe("progress and allocation", () => {
    it("reports the budgets a transaction write touches; over the limit is reported, never refused", async () => {
      const me = await anAccount(t, { balance: 1000 });
      const budget = await createBudget(me, { limit: 100 });
      const first = await me.api.post("/transaction", expense(me, { amount: 60 }));
      expect(first.status).toBe(201);
      expect(first.body.budgets).toEqual([
        expect.objectContaining({ budgetId: budget.id, spent: 60, limit: 100, remaining: 40, exceeded: false }),
      ]);
      const second = await me.api.post("/transaction", expense(me, { amount: 55.5 }));
      expect(second.status).toBe(201);
      expect(second.body.budgets).toEqual([
        expect.objectContaining({ budgetId: budget.id, spent: 115.5, limit: 100, remaining: -15.5, exceeded: true }),
      ]);
      const shown = await me.api.get(`/budgets/${budget.id}`);
      expect(shown.body.budget.progress).toEqual({
        periodStart: "2026-03-01",
        periodEnd: "2026-03-31",
        spent: 115.5,
        remaining: -15.5,
        percentUsed: 115.5,
        exceeded: true,
      });
      const patched = await me.api.patch(`/transaction/${second.body.transaction.id}`, { amount: 10 });
      expect(patched.body.budgets).toEqual([
        expect.objectContaining({ budgetId: budget.id, spent: 70, exceeded: false }),
      ]);
      const deleted = await me.api.delete(`/transaction/${first.body.transaction.id}`);
      expect(deleted.body.budgets).toEqual([
        expect.objectContaining({ budgetId: budget.id, spent: 10, remaining: 90 }),
      ]);
    });

    it("answers each touched budget in its own currency when a PATCH moves a transaction across currencies", async () => {
      const me = await anAccount(t, { balance: 1000 });
      const usdBudget = await createBudget(me, { limit: 100 });
      const yen = await me.api.post("/wallet", { name: "Yen", currency: "JPY", balance: 100000 });
      const yenBudget = await createBudget(me, { walletId: yen.body.wallet.id, currency: "JPY", limit: 5000 });
      const created = await me.api.post("/transaction", expense(me, { amount: 12.5 }));
      expect(created.body.budgets).toEqual([expect.objectContaining({ budgetId: usdBudget.id, spent: 12.5 })]);

      const moved = await me.api.patch(`/transaction/${created.body.transaction.id}`, {
        walletId: yen.body.wallet.id,
        currency: "JPY",
        amount: 1200,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const byId = Object.fromEntries(moved.body.budgets.map((b: { budgetId: string }) => [b.budgetId, b] as const));
      expect(byId[usdBudget.id]).toMatchObject({ currency: "USD", spent: 0, limit: 100, remaining: 100 });
      expect(byId[yenBudget.id]).toMatchObject({ currency: "JPY", spent: 1200, limit: 5000, remaining: 3800 });
    });

    it("counts only the budget's wallet and categories, expenses only, inside the window, exactly", async () => {
      const me = await anAccount(t, { balance: 1000 });
      const budget = await createBudget(me, { limit: 1 });
      const otherCategory = (await me.api.post("/categories", { name: uniqueName("Other") })).body.category.id;
      const otherWallet = (await me.api.post("/wallet", { name: "Other", currency: "USD", balance: 0 })).body.wallet.id;
      await me.api.post("/transaction", expense(me, { amount: 0.1 }));
      await me.api.post("/transaction", expense(me, { amount: 0.2 }));
      const outside = [
        expense(me, { amount: 5, categoryId: otherCategory }),
        expense(me, { amount: 5, walletId: otherWallet }),
        expense(me, { amount: 5, date: "2026-02-28T23:59:59.000Z" }),
        expense(me, { amount: 5, date: "2026-04-01T00:00:00.000Z" }),
        expense(me, { amount: 5, type: "income" }),
      ];
      for (const body of outside) {
        const response = await me.api.post("/transaction", body);
        expect(response.status).toBe(201);
        expect(response.body.budgets).toEqual([]);
      }
      const shown = await me.api.get(`/budgets/${budget.id}`);
      expect(shown.body.budget.progress).toMatchObject({ spent: 0.3, remaining: 0.7, percentUsed: 30 });
    });
  });
});
