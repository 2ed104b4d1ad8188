import { type DashboardQuery, fromMinorUnits, isDomainError, type Repositories } from "@finance/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCategory, anIncome, aUser, aWallet, JPY } from "./mothers";

/** A store whose range triggers can be switched off, to write what was possible before they existed. */
export interface LegacySumsHarness {
  readonly repositories: Repositories;
  readonly dashboard: DashboardQuery;
  withoutLimits<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const codeOf = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => "fulfilled",
    (error: unknown) => (isDomainError(error) ? error.code : error),
  );

/** Sums stored before the limit existed answer SUM_OUT_OF_RANGE (never a 500 or a rounded figure) and can be repaired. */
export const describeLegacySumsContract = (name: string, make: () => Promise<LegacySumsHarness>): void => {
  describe(`sums stored beyond the limit: ${name}`, () => {
    let harness: LegacySumsHarness;
    beforeAll(async () => {
      harness = await make();
    });
    afterAll(async () => {
      await harness?.close();
    });

    it("answers SUM_OUT_OF_RANGE on reads, refuses growth, and lets the user shrink them back", async () => {
      const repos = harness.repositories;
      const user = aUser();
      await repos.users.create(user);
      const wallet = aWallet(user.id, { currency: JPY, initialBalanceMinor: 0, balanceMinor: 0 });
      await repos.wallets.create(wallet);
      const category = aCategory(user.id);
      await repos.categories.create(category);
      const ledger = { userId: user.id, walletId: wallet.id, categoryId: category.id, currency: JPY };
      // Two incomes of 9e15: each is an exact number, their sum (1.8e16) is past 2^53.
      const huge = [anIncome(ledger, 9e15), anIncome(ledger, 9e15)];
      await harness.withoutLimits(() => repos.transactions.createMany(huge));

      const input = {
        userId: user.id,
        from: new Date("2026-01-01T00:00:00Z"),
        to: new Date("2027-01-01T00:00:00Z"),
        trendFrom: new Date("2026-01-01T00:00:00Z"),
        recentLimit: 5,
        budgets: [],
      };
      expect(await codeOf(harness.dashboard.summarize(input))).toBe("SUM_OUT_OF_RANGE");
      const stored = await repos.wallets.findById(wallet.id);
      expect(await codeOf(Promise.resolve().then(() => fromMinorUnits(stored?.balanceMinor ?? 0, JPY)))).toBe(
        "SUM_OUT_OF_RANGE",
      );
      expect(await codeOf(repos.transactions.create(anIncome(ledger, 1)))).toBe("SUM_OUT_OF_RANGE");

      await repos.transactions.delete(huge[0]!.id);
      await repos.transactions.delete(huge[1]!.id);
      expect((await repos.wallets.findById(wallet.id))?.balanceMinor).toBe(0);
      expect((await harness.dashboard.summarize(input)).totals).toEqual([]);
      await repos.transactions.create(anIncome(ledger, 1));
    });
  });
};
