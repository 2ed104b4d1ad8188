import { describe, expect, it } from "vitest";
import { type BudgetRepo, UpdateBudget } from "../../src";
import { failure } from "../mothers";
import { makeBudgetWorld } from "./budgetWorld";

/** The budget repository, with `beforeWrite` run just before the first update reaches the store. */
const interleaved = (budgets: BudgetRepo, beforeWrite: () => Promise<void>): BudgetRepo => {
  let pending: (() => Promise<void>) | null = beforeWrite;
  return new Proxy(budgets, {
    get(target, key, receiver) {
      if (key !== "update") return Reflect.get(target, key, receiver);
      return async (...args: Parameters<BudgetRepo["update"]>) => {
        const run = pending;
        pending = null;
        if (run) await run();
        return target.update(...args);
      };
    },
  });
};

describe("UpdateBudget under concurrent writes", () => {
  it("keeps both an owner's relink and an editor's rename sent at the same time", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const euros = await w.aWallet(s.owner.userId, { name: "Euros", currency: "EUR" });
    await Promise.all([
      w.updateBudget.execute(s.owner.userId, s.budget.id, { walletId: euros.id, currency: "EUR", limit: 77 }),
      w.updateBudget.execute(s.standings.editor, s.budget.id, { name: "Renamed by the editor", limit: 5 }),
    ]);
    const stored = await w.repos.budgets.findById(s.budget.id);
    expect(stored).toMatchObject({ walletId: euros.id, currency: "EUR", name: "Renamed by the editor", version: 3 });
    expect([500, 7_700]).toContain(stored?.limitMinor);
  });

  it("recomputes a change without a version on the fresh budget when another write got in first", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const racing = interleaved(w.repos.budgets, async () => {
      await w.updateBudget.execute(s.owner.userId, s.budget.id, { period: "weekly" });
    });
    const update = new UpdateBudget(racing, w.repos.wallets, w.repos.categories, w.allocator, w.clock);
    const view = await update.execute(s.standings.editor, s.budget.id, { name: "Mine" });
    expect(view.budget).toMatchObject({ name: "Mine", period: "weekly", version: 3 });
  });

  it("answers CONFLICT with the current budget when the client's version is not the stored one", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    await w.updateBudget.execute(s.owner.userId, s.budget.id, { limit: 10 });
    const error = await failure(() =>
      w.updateBudget.execute(s.standings.editor, s.budget.id, { name: "Stale", version: 1 }),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.current).toMatchObject({ budget: { budget: { version: 2, limitMinor: 1_000, name: s.budget.name } } });
    expect(await w.repos.budgets.findById(s.budget.id)).toMatchObject({ version: 2, name: s.budget.name });
    const view = await w.updateBudget.execute(s.standings.editor, s.budget.id, { name: "Fresh", version: 2 });
    expect(view.budget).toMatchObject({ name: "Fresh", version: 3 });
  });

  it("answers CONFLICT when the version moved between the read and the write", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const racing = interleaved(w.repos.budgets, async () => {
      await w.updateBudget.execute(s.owner.userId, s.budget.id, { limit: 1 });
    });
    const update = new UpdateBudget(racing, w.repos.wallets, w.repos.categories, w.allocator, w.clock);
    const error = await failure(() => update.execute(s.standings.editor, s.budget.id, { name: "Late", version: 1 }));
    expect(error.code).toBe("CONFLICT");
    expect(await w.repos.budgets.findById(s.budget.id)).toMatchObject({ name: s.budget.name, limitMinor: 100 });
  });

  it("refuses an editor whose membership is removed between the read and the write", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const racing = interleaved(w.repos.budgets, async () => {
      await w.removeMember.execute(s.owner.userId, s.budget.id, s.members.editor.member.id);
    });
    const update = new UpdateBudget(racing, w.repos.wallets, w.repos.categories, w.allocator, w.clock);
    const error = await failure(() => update.execute(s.standings.editor, s.budget.id, { name: "After removal" }));
    expect(error.code).toBe("INSUFFICIENT_PERMISSIONS");
    expect(await w.repos.budgets.findById(s.budget.id)).toMatchObject({ name: s.budget.name, version: 1 });
  });
});
