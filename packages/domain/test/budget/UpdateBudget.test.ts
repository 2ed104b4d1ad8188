import { describe, expect, it } from "vitest";
import { failure } from "../mothers";
import { makeBudgetWorld } from "./budgetWorld";

describe("UpdateBudget", () => {
  it("lets an accepted editor change name, limit, period, dates and categories (of the owner)", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const extra = await w.aCategory(s.owner.userId);
    w.clock.set("2026-03-20T08:00:00Z");
    const view = await w.updateBudget.execute(s.standings.editor, s.budget.id, {
      name: "Food and drink",
      limit: 350.25,
      period: "Weekly",
      startDate: "2026-03-02",
      endDate: "2026-06-30",
      categoryIds: [extra.id],
    });
    expect(view.budget).toMatchObject({
      id: s.budget.id,
      ownerId: s.owner.userId,
      name: "Food and drink",
      limitMinor: 35_025,
      period: "weekly",
      startDate: "2026-03-02",
      endDate: "2026-06-30",
      categoryIds: [extra.id],
      createdAt: s.budget.createdAt,
      updatedAt: new Date("2026-03-20T08:00:00Z"),
    });
    expect(view.progress).toMatchObject({ periodStart: "2026-03-16", periodEnd: "2026-03-22" });
    expect(await w.repos.budgets.findById(s.budget.id)).toEqual(view.budget);
  });

  it("refuses an editor's own categories: the budget's categories are the owner's", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const editorsCategory = await w.aCategory(s.standings.editor);
    const error = await failure(() =>
      w.updateBudget.execute(s.standings.editor, s.budget.id, { categoryIds: [editorsCategory.id] }),
    );
    expect(error.code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
  });

  it("refuses an empty patch with VALIDATION_ERROR", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    expect((await failure(() => w.updateBudget.execute(owner.userId, budget.id, {}))).code).toBe("VALIDATION_ERROR");
  });

  it("removes the end date with endDate null and checks the merged timeframe", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget({ endDate: "2026-12-31" });
    const update = (patch: Parameters<typeof w.updateBudget.execute>[2]) =>
      w.updateBudget.execute(owner.userId, budget.id, patch);
    expect((await update({ endDate: null })).budget.endDate).toBeNull();
    expect((await failure(() => update({ endDate: "2026-03-01" }))).code).toBe("INVALID_BUDGET_TIMEFRAME");
    await update({ endDate: "2026-04-30" });
    expect((await failure(() => update({ startDate: "2026-05-01" }))).code).toBe("INVALID_BUDGET_TIMEFRAME");
    expect((await failure(() => update({ startDate: null }))).code).toBe("INVALID_BUDGET_TIMEFRAME");
    expect((await failure(() => update({ startDate: "2026-02-31" }))).code).toBe("INVALID_BUDGET_TIMEFRAME");
  });

  it("validates period and limit like create", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const update = (patch: Parameters<typeof w.updateBudget.execute>[2]) =>
      w.updateBudget.execute(owner.userId, budget.id, patch);
    expect((await failure(() => update({ period: "biweekly" }))).code).toBe("INVALID_BUDGET_PERIOD");
    expect((await failure(() => update({ limit: 0 }))).code).toBe("VALIDATION_ERROR");
    expect((await failure(() => update({ limit: -10 }))).code).toBe("VALIDATION_ERROR");
    expect((await failure(() => update({ currency: "nope" }))).code).toBe("VALIDATION_ERROR");
  });

  it("keeps names unique per owner, ignoring case, but lets a budget change its own name's case", async () => {
    const w = makeBudgetWorld();
    const { owner, refs, budget } = await w.anOwnedBudget({ name: "Food" });
    await w.createBudget.execute(owner.userId, {
      name: "Travel",
      currency: "USD",
      limit: 10,
      period: "yearly",
      walletId: refs.walletId,
      categoryIds: [...refs.categoryIds],
    });
    const update = (name: string) => w.updateBudget.execute(owner.userId, budget.id, { name });
    expect((await failure(() => update("TRAVEL"))).code).toBe("BUDGET_ALREADY_EXISTS");
    expect((await update("FOOD")).budget.name).toBe("FOOD");
  });

  it("lets the owner move the budget to another of its wallets (relink)", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const view = await w.updateBudget.execute(s.standings.owner, s.budget.id, { walletId: s.otherWallet.id });
    expect(view.budget.walletId).toBe(s.otherWallet.id);
  });

  it("treats the current wallet and currency, sent again by an editor, as no change", async () => {
    const w = makeBudgetWorld();
    const s = await w.aSharedBudget();
    const view = await w.updateBudget.execute(s.standings.editor, s.budget.id, {
      walletId: s.budget.walletId,
      currency: "usd",
      limit: 10,
    });
    expect(view.budget).toMatchObject({ walletId: s.budget.walletId, currency: "USD", limitMinor: 1000 });
  });

  it("keeps the budget's currency equal to its wallet's on a relink", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const euros = await w.aWallet(owner.userId, { name: "Euro account", currency: "EUR" });
    const update = (patch: Parameters<typeof w.updateBudget.execute>[2]) =>
      w.updateBudget.execute(owner.userId, budget.id, patch);
    expect((await failure(() => update({ walletId: euros.id }))).code).toBe("CURRENCY_MISMATCH");
    expect((await failure(() => update({ currency: "EUR", limit: 100 }))).code).toBe("CURRENCY_MISMATCH");
    const limitMissing = await failure(() => update({ walletId: euros.id, currency: "EUR" }));
    expect(limitMissing.code).toBe("VALIDATION_ERROR");
    expect(limitMissing.details?.[0]?.path).toBe("limit");
    const moved = await update({ walletId: euros.id, currency: "eur", limit: 150 });
    expect(moved.budget).toMatchObject({ walletId: euros.id, currency: "EUR", limitMinor: 15_000 });
  });

  it("refuses a wallet that is not the owner's with WALLET_NOT_FOUND", async () => {
    const w = makeBudgetWorld();
    const { owner, budget } = await w.anOwnedBudget();
    const stranger = await w.anAccount();
    for (const walletId of [stranger.refs.walletId, w.unknownId(), "bad"]) {
      expect((await failure(() => w.updateBudget.execute(owner.userId, budget.id, { walletId }))).code).toBe(
        "WALLET_NOT_FOUND",
      );
    }
  });

  it("answers VALIDATION_ERROR for a malformed budget id and BUDGET_NOT_FOUND for a missing one", async () => {
    const w = makeBudgetWorld();
    const { owner } = await w.anOwnedBudget();
    const malformed = await failure(() => w.updateBudget.execute(owner.userId, "123", { name: "x" }));
    expect(malformed.code).toBe("VALIDATION_ERROR");
    expect(malformed.details?.[0]?.path).toBe("budgetId");
    expect((await failure(() => w.updateBudget.execute(owner.userId, w.unknownId(), { name: "x" }))).code).toBe(
      "BUDGET_NOT_FOUND",
    );
  });
});
