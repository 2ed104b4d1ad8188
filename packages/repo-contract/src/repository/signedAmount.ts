import type { Repositories } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aCategory, anExpense, anIncome, aUser, aWallet, type Ledger, rewriteTo } from "../mothers";

/**
 * The signed-amount rule holds in the store itself (a CHECK constraint in SQL): an expense's
 * amount is negative, income's positive, so sums read the sign instead of abs().
 */
export const describeSignedAmountContract = (repos: () => Repositories): void => {
  describe("transactions: amounts carry their type's sign", () => {
    const given = async () => {
      const user = aUser();
      await repos().users.create(user);
      const wallet = aWallet(user.id, { initialBalanceMinor: 0, balanceMinor: 0 });
      await repos().wallets.create(wallet);
      const category = aCategory(user.id);
      await repos().categories.create(category);
      const ledger: Ledger = {
        userId: user.id,
        walletId: wallet.id,
        categoryId: category.id,
        currency: wallet.currency,
      };
      const balance = async () => (await repos().wallets.findById(wallet.id))?.balanceMinor;
      return { user, ledger, balance };
    };

    it("refuses a positive expense or a negative income, alone or in a batch, and writes nothing", async () => {
      const { user, ledger, balance } = await given();
      await expect(repos().transactions.create({ ...anExpense(ledger, 10), amountMinor: 10 })).rejects.toThrow();
      await expect(repos().transactions.create({ ...anIncome(ledger, 10), amountMinor: -10 })).rejects.toThrow();
      await expect(
        repos().transactions.createMany([anExpense(ledger, 5), { ...anIncome(ledger, 7), amountMinor: -7 }]),
      ).rejects.toThrow();
      expect(await balance()).toBe(0);
      expect((await repos().transactions.list({ userId: user.id, limit: 10 })).items).toEqual([]);
    });

    it("refuses an update that turns the type without the sign, and keeps the stored row", async () => {
      const { ledger, balance } = await given();
      const expense = anExpense(ledger, 30);
      await repos().transactions.create(expense);
      await expect(repos().transactions.update(rewriteTo({ ...expense, type: "income" }))).rejects.toThrow();
      expect(await repos().transactions.findById(expense.id)).toEqual(expense);
      expect(await balance()).toBe(-30);
    });
  });
};
