import { describe, expect, it } from "vitest";
import type { Transaction } from "../../src";
import { idOf } from "../../src/testing";
import { makeWorld } from "../mothers";

/** Today is 15 March 2026; one owner, one USD wallet and category, and a monthly 200.00 budget over them from 1 March. */
const setUp = async () => {
  const world = makeWorld();
  const { userId, refs } = await world.anAccount({ balance: 1000 });
  const budget = await world.storeBudget({ ownerId: userId, walletId: refs.walletId, categoryIds: [refs.categoryId] });
  const expense = (date: string, amountMinor = 5000, overrides: Partial<Transaction> = {}): Transaction => ({
    id: world.ids.next(),
    userId,
    ...refs,
    transferId: null,
    type: "expense",
    amountMinor: -amountMinor,
    currency: budget.currency,
    description: "",
    date: new Date(date),
    createdAt: world.clock.now(),
    updatedAt: world.clock.now(),
    version: 1,
    tagIds: [],
    ...overrides,
  });
  return { world, userId, refs, budget, expense };
};

describe("BudgetAllocator", () => {
  it("reports each touched budget once for a batch, summed by the store", async () => {
    const { world, budget, expense } = await setUp();
    const batch = [expense("2026-03-02T00:00:00Z"), expense("2026-03-03T00:00:00Z"), expense("2026-03-04T00:00:00Z")];
    await world.repos.transactions.createMany(batch);
    expect(await world.allocator.touchedBy(batch)).toEqual([
      {
        budgetId: budget.id,
        currency: "USD",
        periodStart: "2026-03-01",
        periodEnd: "2026-03-31",
        spentMinor: 15_000,
        limitMinor: 20_000,
        remainingMinor: 5000,
        percentUsed: 75,
        exceeded: false,
      },
    ]);
  });

  it("reports going over the limit; the expenses are recorded all the same", async () => {
    const { world, expense } = await setUp();
    const batch = [expense("2026-03-10T00:00:00Z", 15_000), expense("2026-03-11T00:00:00Z", 10_000)];
    await world.repos.transactions.createMany(batch);
    const [progress] = await world.allocator.touchedBy(batch);
    expect(progress).toMatchObject({ spentMinor: 25_000, remainingMinor: -5000, percentUsed: 125, exceeded: true });
    expect(await world.balanceOf(batch[0]?.walletId ?? idOf(""))).toBe(100_000 - 25_000);
  });

  it("ignores income, other wallets, other categories and dates outside the current window", async () => {
    const { world, userId, expense } = await setUp();
    const otherWallet = await world.aWallet(userId);
    const otherCategory = await world.aCategory(userId);
    const untouched = [
      expense("2026-03-05T00:00:00Z", 5000, { type: "income", amountMinor: 5000 }),
      expense("2026-03-05T00:00:00Z", 5000, { walletId: otherWallet.id }),
      expense("2026-03-05T00:00:00Z", 5000, { categoryId: otherCategory.id }),
      expense("2026-02-28T23:59:59.999Z"),
      expense("2026-04-01T00:00:00Z"),
    ];
    await world.repos.transactions.createMany(untouched);
    expect(await world.allocator.touchedBy(untouched)).toEqual([]);
  });

  it("keeps counting in the last window of a budget that has ended", async () => {
    const { world, userId, refs, expense } = await setUp();
    const ended = await world.storeBudget({
      ownerId: userId,
      name: "Trip",
      walletId: refs.walletId,
      categoryIds: [refs.categoryId],
      startDate: "2026-03-01",
      endDate: "2026-03-10",
    });
    const inside = expense("2026-03-10T23:00:00Z");
    const after = expense("2026-03-11T00:00:00Z");
    await world.repos.transactions.createMany([inside, after]);
    const touched = await world.allocator.touchedBy([inside]);
    expect(touched.find((p) => p.budgetId === ended.id)).toMatchObject({
      periodStart: "2026-03-01",
      periodEnd: "2026-03-10",
      spentMinor: 5000,
    });
    expect((await world.allocator.touchedBy([after])).map((p) => p.budgetId)).not.toContain(ended.id);
  });
});
