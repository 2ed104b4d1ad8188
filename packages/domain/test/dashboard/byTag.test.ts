import { describe, expect, it } from "vitest";
import type { Tag } from "../../src";
import { dashboardWorld } from "./dashboardWorld";

describe("GetDashboardSummary byTag", () => {
  it("sums income and expense per tag and currency in the range; a transaction counts under each of its tags", async () => {
    const w = dashboardWorld();
    const userId = await w.aUserId();
    const usd = await w.aWallet(userId, "USD", 0);
    const jpy = await w.aWallet(userId, "JPY", 0);
    const food = await w.aCategory(userId, "Food");
    const aTag = async (name: string): Promise<Tag> => {
      const tag: Tag = { id: w.ids.next(), userId, name, createdAt: w.clock.now() };
      await w.repos.tags.create(tag);
      return tag;
    };
    const [trip, work] = [await aTag("Trip"), await aTag("Work")];
    const both = [trip.id, work.id].sort();
    await w.aTransaction({ wallet: usd, category: food, amountMinor: 1_000, date: "2026-03-02", tagIds: both });
    await w.aTransaction({
      wallet: usd,
      category: food,
      amountMinor: 500,
      type: "income",
      date: "2026-03-03",
      tagIds: [trip.id],
    });
    await w.aTransaction({ wallet: jpy, category: food, amountMinor: 300, date: "2026-03-04", tagIds: [trip.id] });
    await w.aTransaction({ wallet: usd, category: food, amountMinor: 7, date: "2026-03-05" });
    await w.aTransaction({ wallet: usd, category: food, amountMinor: 9, date: "2026-02-05", tagIds: [work.id] });

    const { byTag } = await w.summary.execute(userId);

    expect(byTag).toEqual([
      { tagId: trip.id, name: "Trip", currency: "JPY", incomeMinor: 0, expenseMinor: 300, count: 1 },
      { tagId: trip.id, name: "Trip", currency: "USD", incomeMinor: 500, expenseMinor: 1_000, count: 2 },
      { tagId: work.id, name: "Work", currency: "USD", incomeMinor: 0, expenseMinor: 1_000, count: 1 },
    ]);
  });
});
