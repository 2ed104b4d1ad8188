import { describe, expect, it, vi } from "vitest";
import type { CategoryId } from "../../src";
import { failure } from "../mothers";
import { budgetInput, makeBudgetWorld } from "./budgetWorld";

/** An owner with a 200.00 USD monthly budget from 1 March over one wallet and one category; today is 15 March. */
const setup = async () => {
  const w = makeBudgetWorld();
  const owned = await w.anOwnedBudget();
  const refs = owned.owner.refs;
  const spend = (amount: number, overrides: Parameters<typeof w.anExpense>[2] = {}) =>
    w.anExpense(owned.owner.userId, refs, { amount, ...overrides });
  const progress = async () => (await w.getBudget.execute(owned.owner.userId, owned.budget.id)).progress;
  return { w, ...owned, refs, spend, progress };
};

describe("budget progress", () => {
  it("sums only the expenses of the budget's wallet and categories inside the current window", async () => {
    const { w, owner, refs, spend, progress } = await setup();
    await spend(50);
    await spend(0.1);
    await spend(0.2);
    await spend(30, { categoryId: (await w.aCategory(owner.userId)).id });
    await spend(20, { walletId: (await w.aWallet(owner.userId)).id });
    await spend(40, { date: "2026-02-28T23:59:59Z" });
    await spend(45, { date: "2026-04-01T00:00:00Z" });
    await w.createTransaction.execute(owner.userId, {
      amount: 100,
      currency: "USD",
      date: "2026-03-10T00:00:00Z",
      type: "income",
      walletId: refs.walletId,
      categoryId: refs.categoryId,
    });
    expect(await progress()).toMatchObject({
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      spentMinor: 5030,
      limitMinor: 20_000,
      remainingMinor: 14_970,
      percentUsed: 25.15,
      exceeded: false,
    });
  });

  it("counts the window's first instant and not the next window's first instant", async () => {
    const { spend, progress } = await setup();
    await spend(1, { date: "2026-03-01T00:00:00Z" });
    await spend(2, { date: "2026-03-31T23:59:59.999Z" });
    await spend(4, { date: "2026-04-01T00:00:00Z" });
    expect((await progress()).spentMinor).toBe(300);
  });

  it("reports going over the limit without refusing the expense", async () => {
    const { w, owner, budget, refs } = await setup();
    const { transaction, budgets } = await w.createTransaction.execute(owner.userId, {
      amount: 250,
      currency: "USD",
      date: "2026-03-14T10:00:00Z",
      type: "expense",
      walletId: refs.walletId,
      categoryId: refs.categoryId,
    });
    expect(await w.repos.transactions.findById(transaction.id)).not.toBeNull();
    expect(budgets).toEqual([
      {
        budgetId: budget.id,
        currency: "USD",
        periodStart: "2026-03-01",
        periodEnd: "2026-03-31",
        spentMinor: 25_000,
        limitMinor: 20_000,
        remainingMinor: -5000,
        percentUsed: 125,
        exceeded: true,
        crossed: "100%",
      },
    ]);
  });

  it("is exactly at the limit without being exceeded, and rounds the percentage to two decimals", async () => {
    const { spend, progress } = await setup();
    await spend(200);
    expect(await progress()).toMatchObject({ remainingMinor: 0, percentUsed: 100, exceeded: false });
    const third = await setup();
    await third.spend(66.67);
    expect((await third.progress()).percentUsed).toBe(33.34);
  });

  it("allocates an expense to every budget it falls in, and to none outside their windows", async () => {
    const { w, owner, budget, refs } = await setup();
    const weekly = await w.createBudget.execute(
      owner.userId,
      budgetInput(
        { walletId: refs.walletId, categoryIds: [refs.categoryId] },
        { name: "Weekly", period: "weekly", limit: 20, startDate: "2026-03-09" },
      ),
    );
    const answer = await w.createTransaction.execute(owner.userId, {
      amount: 25,
      currency: "USD",
      date: "2026-03-15T08:00:00Z",
      type: "expense",
      walletId: refs.walletId,
      categoryId: refs.categoryId,
    });
    expect(answer.budgets.map((b) => [b.budgetId, b.spentMinor, b.exceeded])).toEqual([
      [budget.id, 2500, false],
      [weekly.budget.id, 2500, true],
    ]);
    const earlier = await w.createTransaction.execute(owner.userId, {
      amount: 5,
      currency: "USD",
      date: "2026-03-05T08:00:00Z",
      type: "expense",
      walletId: refs.walletId,
      categoryId: refs.categoryId,
    });
    expect(earlier.budgets.map((b) => b.budgetId)).toEqual([budget.id]);
    const income = await w.createTransaction.execute(owner.userId, {
      amount: 5,
      currency: "USD",
      date: "2026-03-15T08:00:00Z",
      type: "income",
      walletId: refs.walletId,
      categoryId: refs.categoryId,
    });
    expect(income.budgets).toEqual([]);
  });

  it("reports the budgets an update moves an expense out of and into, and those a delete frees", async () => {
    const { w, owner, budget, spend } = await setup();
    const elsewhere = await w.aCategory(owner.userId);
    const expense = await spend(80);
    const moved = await w.updateTransaction.execute(owner.userId, expense.id, { categoryId: elsewhere.id });
    expect(moved.budgets).toMatchObject([{ budgetId: budget.id, spentMinor: 0 }]);
    const back = await w.updateTransaction.execute(owner.userId, expense.id, {
      categoryId: owner.refs.categoryId,
      amount: 90,
    });
    expect(back.budgets).toMatchObject([{ budgetId: budget.id, spentMinor: 9000 }]);
    const deleted = await w.deleteTransaction.execute(owner.userId, expense.id);
    expect(deleted.budgets).toMatchObject([{ budgetId: budget.id, spentMinor: 0, remainingMinor: 20_000 }]);
  });

  it("shows another window with the `at` date, and refuses an unreadable one", async () => {
    const { w, owner, budget, spend } = await setup();
    await spend(40, { date: "2026-02-10T00:00:00Z" });
    const february = await w.getBudget.execute(owner.userId, budget.id, { at: "2026-02-10" });
    // Before the start date the first window is shown: the budget starts on 1 March.
    expect(february.progress).toMatchObject({ periodStart: "2026-03-01", spentMinor: 0 });
    await spend(7, { date: "2026-04-02T00:00:00Z" });
    const april = (await w.listBudgets.execute(owner.userId, { at: "2026-04-30" })).items;
    expect(april[0]?.progress).toMatchObject({ periodStart: "2026-04-01", periodEnd: "2026-04-30", spentMinor: 700 });
    expect((await failure(() => w.getBudget.execute(owner.userId, budget.id, { at: "soon" }))).code).toBe(
      "VALIDATION_ERROR",
    );
  });

  it("follows the clock: a new month starts from zero", async () => {
    const { w, spend, progress } = await setup();
    await spend(50);
    w.clock.set("2026-04-01T00:00:00Z");
    expect(await progress()).toMatchObject({ periodStart: "2026-04-01", spentMinor: 0 });
  });

  it("shares the owner's progress with accepted members", async () => {
    const { w, owner, budget, spend } = await setup();
    await spend(12.34);
    const member = await w.aMemberOf(owner.userId, budget.id, "viewer", "accepted");
    const seen = await w.getBudget.execute(member.userId, budget.id);
    expect(seen.progress.spentMinor).toBe(1234);
    expect(seen.members).toEqual([member.member]);
  });
});

describe("DeleteBudget", () => {
  it("removes the budget and its memberships and never touches transactions", async () => {
    const { w, owner, budget, spend } = await setup();
    const expense = await spend(10);
    const member = await w.aMemberOf(owner.userId, budget.id, "editor", "accepted");
    const deleted = await w.deleteBudget.execute(owner.userId, budget.id);
    expect(deleted.budget.id).toBe(budget.id);
    expect(deleted.progress.spentMinor).toBe(1000);
    expect(deleted.members).toEqual([member.member]);
    expect(await w.repos.budgets.findById(budget.id)).toBeNull();
    expect(await w.repos.budgets.findMember(member.member.id)).toBeNull();
    expect(await w.repos.transactions.findById(expense.id)).toEqual(expense);
    expect(await w.balanceOf(owner.refs.walletId)).toBe(10_000 - 1000);
    expect((await w.listBudgets.execute(member.userId)).items).toEqual([]);
    expect((await failure(() => w.getBudget.execute(owner.userId, budget.id))).code).toBe("BUDGET_NOT_FOUND");
    expect((await failure(() => w.deleteBudget.execute(owner.userId, budget.id))).code).toBe("BUDGET_NOT_FOUND");
  });

  it("frees the name for a new budget", async () => {
    const { w, owner, budget, refs } = await setup();
    await w.deleteBudget.execute(owner.userId, budget.id);
    const again = await w.createBudget.execute(
      owner.userId,
      budgetInput({ walletId: refs.walletId, categoryIds: [refs.categoryId] }, { name: budget.name }),
    );
    expect(again.budget.id).not.toBe(budget.id);
  });
});

describe("ListBudgets and GetBudget", () => {
  it("lists owned and accepted budgets oldest first, with progress and members", async () => {
    const w = makeBudgetWorld();
    const mine = await w.anOwnedBudget({ name: "Mine" });
    const theirs = await w.anOwnedBudget({ name: "Theirs" });
    const invitation = await w.shareBudget.execute(theirs.owner.userId, theirs.budget.id, {
      email: mine.owner.user.email,
      role: "viewer",
    });
    await w.answerInvitation.execute(mine.owner.userId, theirs.budget.id, invitation.id, { status: "accepted" });
    const list = (await w.listBudgets.execute(mine.owner.userId)).items;
    expect(list.map((v) => v.budget.name)).toEqual(["Mine", "Theirs"]);
    expect(list[1]?.members.map((m) => m.status)).toEqual(["accepted"]);
    expect(list.every((v) => v.progress.budgetId === v.budget.id)).toBe(true);
  });

  it("sums a whole page's progress in one store query, each budget with its own window and figures", async () => {
    const { w, owner, refs, spend } = await setup();
    await w.createBudget.execute(
      owner.userId,
      budgetInput(
        { walletId: refs.walletId, categoryIds: [refs.categoryId] },
        { name: "Weekly", period: "weekly", limit: 30 },
      ),
    );
    await spend(50, { date: "2026-03-02T10:00:00Z" });
    await spend(20, { date: "2026-03-15T08:00:00Z" });
    const queries = vi.spyOn(w.repos.transactions, "spendingOf");
    const list = (await w.listBudgets.execute(owner.userId)).items;
    expect(queries).toHaveBeenCalledTimes(1);
    expect(queries.mock.calls[0]?.[0]).toHaveLength(2);
    expect(list.map((v) => [v.budget.name, v.progress.spentMinor, v.progress.exceeded])).toEqual([
      ["Groceries", 7000, false],
      ["Weekly", 2000, false],
    ]);
    for (const view of list) {
      expect(view.progress).toEqual((await w.getBudget.execute(owner.userId, view.budget.id)).progress);
    }
  });

  it("reads ids in any case (UUIDs are case-insensitive)", async () => {
    const w = makeBudgetWorld();
    const { owner, budget, refs } = await w.anOwnedBudget();
    expect((await w.getBudget.execute(owner.userId, budget.id.toUpperCase())).budget.id).toBe(budget.id);
    const [category] = refs.categoryIds as [CategoryId];
    const view = await w.updateBudget.execute(owner.userId, budget.id.toUpperCase(), {
      walletId: refs.walletId.toUpperCase(),
      categoryIds: [category.toUpperCase(), category],
    });
    expect(view.budget).toMatchObject({ walletId: refs.walletId, categoryIds: [category] });
    const member = await w.aMemberOf(owner.userId, budget.id, "viewer");
    const answered = await w.answerInvitation.execute(
      member.userId,
      budget.id.toUpperCase(),
      member.member.id.toUpperCase(),
      {
        status: "accepted",
      },
    );
    expect(answered.id).toBe(member.member.id);
    await w.removeMember.execute(owner.userId, budget.id.toUpperCase(), member.member.id.toUpperCase());
    expect((await w.repos.budgets.listMembersOf([budget.id]))[0]).toEqual([]);
  });

  it("answers VALIDATION_ERROR for a malformed id and BUDGET_NOT_FOUND for a missing one", async () => {
    const w = makeBudgetWorld();
    const { owner } = await w.anOwnedBudget();
    const malformed = await failure(() => w.getBudget.execute(owner.userId, "not-a-uuid"));
    expect([malformed.code, malformed.details?.[0]?.path]).toEqual(["VALIDATION_ERROR", "budgetId"]);
    expect((await failure(() => w.getBudget.execute(owner.userId, w.unknownId()))).code).toBe("BUDGET_NOT_FOUND");
  });
});

describe("ListBudgets paging", () => {
  it("pages oldest first with nextCursor and hasMore, default 100, and refuses a bad limit or cursor", async () => {
    const w = makeBudgetWorld();
    const first = await w.anOwnedBudget({ name: "B0" });
    const owner = first.owner;
    for (let i = 1; i < 5; i++) {
      w.clock.advance(60_000);
      await w.createBudget.execute(owner.userId, budgetInput(first.refs, { name: `B${i}` }));
    }
    const all = await w.listBudgets.execute(owner.userId);
    expect(all).toMatchObject({ limit: 100, nextCursor: null, hasMore: false });
    expect(all.items.map((v) => v.budget.name)).toEqual(["B0", "B1", "B2", "B3", "B4"]);

    const names: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await w.listBudgets.execute(owner.userId, { limit: 2, ...(cursor && { cursor }) });
      names.push(...page.items.map((v) => v.budget.name));
      expect(page.hasMore).toBe(page.nextCursor !== null);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(names).toEqual(["B0", "B1", "B2", "B3", "B4"]);

    await expect(w.listBudgets.execute(owner.userId, { limit: 0 })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(w.listBudgets.execute(owner.userId, { limit: 101 })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(w.listBudgets.execute(owner.userId, { cursor: "nope" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
  });
});
