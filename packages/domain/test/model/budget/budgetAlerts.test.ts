import { describe, expect, it } from "vitest";
import type { Transaction } from "../../../src";
import { crossedThreshold } from "../../../src/model/budget/budgetAlerts";
import { makeWorld } from "../../mothers";

describe("crossedThreshold", () => {
  it.each([
    [0, 7_900, undefined],
    [0, 8_000, undefined],
    [0, 8_001, "80%"],
    [7_999, 9_000, "80%"],
    [8_000, 9_000, "80%"],
    [8_001, 9_000, undefined],
    [9_000, 10_000, undefined],
    [9_000, 10_001, "100%"],
    [0, 12_000, "100%"],
    [10_000, 10_001, "100%"],
    [10_001, 20_000, undefined],
    [12_000, 9_000, undefined],
  ] as const)("limit 100.00: %i -> %i minor units crosses %s", (before, after, crossed) => {
    expect(crossedThreshold(10_000, before, after)).toBe(crossed);
  });

  it("is exact for limits whose 80% is not a whole number of minor units", () => {
    expect(crossedThreshold(3, 2, 3)).toBe("80%");
    expect(crossedThreshold(3, 3, 4)).toBe("100%");
    expect(crossedThreshold(3, 0, 2)).toBeUndefined();
  });
});

/** Today is 15 March 2026; a monthly 200.00 budget over one wallet and category from 1 March. */
const setUp = async () => {
  const world = makeWorld();
  const { userId, refs } = await world.anAccount({ balance: 1000 });
  const budget = await world.storeBudget({ ownerId: userId, walletId: refs.walletId, categoryIds: [refs.categoryId] });
  const expense = (amountMinor: number, date = "2026-03-10T00:00:00Z"): Transaction => ({
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
  });
  return { world, expense };
};

describe("BudgetAllocator marks the budgets a write pushed past a threshold", () => {
  it("marks the expense that moves spending past 80%, then the one past 100%, and none in between", async () => {
    const { world, expense } = await setUp();
    const crossedBy = async (tx: Transaction) => {
      await world.repos.transactions.create(tx);
      const [progress] = await world.allocator.touchedBy([tx]);
      return progress?.crossed;
    };
    expect(await crossedBy(expense(15_000))).toBeUndefined();
    expect(await crossedBy(expense(1_500))).toBe("80%");
    expect(await crossedBy(expense(3_000))).toBeUndefined();
    expect(await crossedBy(expense(1_000))).toBe("100%");
    expect(await crossedBy(expense(1_000))).toBeUndefined();
  });

  it("marks 100% alone when one expense passes both thresholds", async () => {
    const { world, expense } = await setUp();
    const tx = expense(25_000);
    await world.repos.transactions.create(tx);
    expect((await world.allocator.touchedBy([tx]))[0]).toMatchObject({ crossed: "100%", exceeded: true });
  });

  it("counts an edit by what it moved: the old amount out, the new one in", async () => {
    const { world, expense } = await setUp();
    const before = expense(15_000);
    await world.repos.transactions.create(before);
    const after = { ...before, amountMinor: -17_000, version: 2 };
    await world.repos.transactions.update({
      id: before.id,
      changes: { amountMinor: -17_000, updatedAt: world.clock.now() },
    });
    const touched = await world.allocator.budgetsTouchedBy([before, after]);
    const [progress] = await world.allocator.progressOfTouched(touched, { before: [before], after: [after] });
    expect(progress).toMatchObject({ spentMinor: 17_000, crossed: "80%" });
    const [again] = await world.allocator.progressOfTouched(touched, { before: [after], after: [after] });
    expect(again?.crossed).toBeUndefined();
  });

  it("does not mark an expense dated in another window than today's", async () => {
    const { world, expense } = await setUp();
    const old = expense(25_000, "2026-02-10T00:00:00Z");
    await world.repos.transactions.create(old);
    expect(await world.allocator.touchedBy([old])).toEqual([]);
  });
});
