import { describe, expect, it } from "vitest";
import { aStatementRow, importWorld } from "./importMothers";

describe("CommitImport budgets", () => {
  it("answers every budget the recorded expenses count towards, with the threshold the commit crossed", async () => {
    const { world, account, preview, commit } = await importWorld();
    const { userId, refs } = account;
    const travel = (await world.aCategory(userId, "Travel")).id;
    const rent = (await world.aCategory(userId, "Rent")).id;
    const groceries = await world.storeBudget({
      ownerId: userId,
      walletId: refs.walletId,
      categoryIds: [refs.categoryId],
      limitMinor: 10_000,
    });
    const trips = await world.storeBudget({
      ownerId: userId,
      walletId: refs.walletId,
      categoryIds: [travel],
      limitMinor: 5_000,
      name: "Trips",
    });
    const housing = await world.storeBudget({
      ownerId: userId,
      walletId: refs.walletId,
      categoryIds: [rent],
      limitMinor: 500_000,
      name: "Housing",
    });
    await world.storeBudget({ ownerId: userId, walletId: refs.walletId, categoryIds: [], name: "Untouched" });
    await world.anExpense(userId, refs, { amount: 70, date: "2026-03-02T08:00:00Z" });

    const rows = [
      // 70.00 + 15.00 of 100.00: past 80%, not past 100%.
      aStatementRow({ line: 2, amountMinor: -1_500, description: "Market" }),
      // Outside March's window, and money in: neither counts.
      aStatementRow({ line: 3, amountMinor: -9_000, date: "2026-02-20", description: "Old market" }),
      aStatementRow({ line: 4, amountMinor: 9_000, description: "Refund" }),
      // 1,200 rows of 0.05 (more than one batch read back): 60.00 of 50.00, from nothing past 100%.
      ...Array.from({ length: 1_200 }, (_, i) =>
        aStatementRow({ line: 5 + i, amountMinor: -5, description: `Ticket ${i}`, category: "travel" }),
      ),
      // 1,000.00 of 5,000.00: under 80%.
      aStatementRow({ line: 2_000, amountMinor: -100_000, description: "March rent", category: "Rent" }),
    ];
    const result = await preview(rows);
    const committed = await commit.execute(userId, result.import.id);

    expect(committed.created).toBe(rows.length);
    const byId = new Map(committed.budgets.map((b) => [b.budgetId, b]));
    expect([...byId.keys()].sort()).toEqual([groceries.id, trips.id, housing.id].sort());
    expect(byId.get(groceries.id)).toMatchObject({ spentMinor: 8_500, exceeded: false, crossed: "80%" });
    expect(byId.get(trips.id)).toMatchObject({ spentMinor: 6_000, exceeded: true, crossed: "100%" });
    expect(byId.get(housing.id)).toMatchObject({ spentMinor: 100_000, exceeded: false });
    expect(byId.get(housing.id)?.crossed).toBeUndefined();
  });

  it("marks nothing crossed when the budget was already past the threshold, and answers no budgets without any", async () => {
    const { world, account, preview, commit } = await importWorld();
    const { userId, refs } = account;
    const food = await world.storeBudget({
      ownerId: userId,
      walletId: refs.walletId,
      categoryIds: [refs.categoryId],
      limitMinor: 10_000,
    });
    await world.anExpense(userId, refs, { amount: 90, date: "2026-03-02T08:00:00Z" });
    const first = await commit.execute(userId, (await preview([aStatementRow({ amountMinor: -500 })])).import.id);
    expect(first.budgets).toEqual([expect.objectContaining({ budgetId: food.id, spentMinor: 9_500 })]);
    expect(first.budgets[0]?.crossed).toBeUndefined();

    const other = await importWorld();
    const none = await other.commit.execute(other.account.userId, (await other.preview([aStatementRow()])).import.id);
    expect(none.budgets).toEqual([]);
  });
});
