import { type BudgetId, type CategoryId, MAX_AMOUNT_MINOR } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aCategory, anExpense, anIncome, aWallet, expensesOf, minutesAfter, newId, rewriteTo } from "../mothers";
import type { ContractContext } from "./harness";

/** Transactions: `spendingOf`, what budgets and the dashboard measure against. */
export const describeSpendingContract = ({ repos, givenLedger, balanceOf }: ContractContext): void => {
  describe("transactions: spendingOf", () => {
    it("sums the absolute expenses of one wallet in the given categories within [from, to), exactly", async () => {
      const { user, wallet, category, ledger } = await givenLedger();
      const category2 = aCategory(user.id);
      const unlisted = aCategory(user.id);
      const wallet2 = aWallet(user.id);
      await repos().categories.create(category2);
      await repos().categories.create(unlisted);
      await repos().wallets.create(wallet2);
      const from = minutesAfter(0);
      const to = minutesAfter(60 * 24);
      const counted = Array.from({ length: 250 }, (_, i) =>
        anExpense(i % 2 === 0 ? ledger : { ...ledger, categoryId: category2.id }, 1 + ((i * 7919) % 100_000), {
          date: minutesAfter(i % (60 * 24)),
        }),
      );
      counted.push(anExpense(ledger, 10, { date: from }), anExpense(ledger, 20, { date: minutesAfter(1) }));
      const noise = [
        anIncome(ledger, 1_000_000, { date: minutesAfter(5) }),
        anExpense({ ...ledger, categoryId: unlisted.id }, 1_000_000, { date: minutesAfter(5) }),
        anExpense({ ...ledger, walletId: wallet2.id }, 1_000_000, { date: minutesAfter(5) }),
        anExpense(ledger, 1_000_000, { date: to }),
        anExpense(ledger, 1_000_000, { date: new Date(from.getTime() - 1) }),
      ];
      await repos().transactions.createMany([...counted, ...noise]);
      const expected = counted.reduce((sum, row) => sum + Math.abs(row.amountMinor), 0);
      const filter = { walletId: wallet.id, categoryIds: [category.id, category2.id], from, to };
      expect(await expensesOf(repos().transactions, filter)).toBe(expected);
      expect(await expensesOf(repos().transactions, { ...filter, categoryIds: [] })).toBe(0);
      expect(await expensesOf(repos().transactions, { ...filter, from: to, to: minutesAfter(60 * 48) })).toBe(
        1_000_000,
      );
    });

    it("stays exact for the largest amounts", async () => {
      const { wallet, category, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      await repos().transactions.createMany(Array.from({ length: 50 }, () => anExpense(ledger, MAX_AMOUNT_MINOR)));
      expect(
        await expensesOf(repos().transactions, {
          walletId: wallet.id,
          categoryIds: [category.id],
          from: minutesAfter(-1),
          to: minutesAfter(1),
        }),
      ).toBe(50 * MAX_AMOUNT_MINOR);
      expect(await balanceOf(wallet.id)).toBe(-50 * MAX_AMOUNT_MINOR);
    });

    it("is exact over whole days and partial days alike, after updates and deletes", async () => {
      // Budget windows are whole UTC days; an adapter may answer those from a per-day rollup.
      const { user, wallet, category, ledger } = await givenLedger();
      const other = aCategory(user.id);
      await repos().categories.create(other);
      const midnight = new Date(Date.UTC(2026, 2, 10));
      const at = (hours: number) => new Date(midnight.getTime() + hours * 3_600_000);
      const rows = [
        anExpense(ledger, 101, { date: at(-30) }), // before the window
        anExpense(ledger, 202, { date: at(-6) }), // partial first day
        anExpense(ledger, 303, { date: at(0) }), // whole days
        anExpense(ledger, 404, { date: at(30) }),
        anExpense({ ...ledger, categoryId: other.id }, 505, { date: at(47) }),
        anIncome(ledger, 606, { date: at(40) }),
        anExpense(ledger, 707, { date: at(50) }), // partial last day
        anExpense(ledger, 808, { date: at(54) }), // after the window
      ];
      await repos().transactions.createMany(rows);
      const filter = { walletId: wallet.id, categoryIds: [category.id], from: at(-12), to: at(51) };
      const whole = { ...filter, from: at(0), to: at(48) };
      expect(await expensesOf(repos().transactions, filter)).toBe(202 + 303 + 404 + 707);
      expect(await expensesOf(repos().transactions, whole)).toBe(303 + 404);
      expect(await expensesOf(repos().transactions, { ...whole, categoryIds: [category.id, other.id] })).toBe(
        303 + 404 + 505,
      );

      await repos().transactions.update(rewriteTo({ ...rows[2]!, amountMinor: -1_000, date: at(12) }));
      await repos().transactions.update(rewriteTo({ ...rows[3]!, categoryId: other.id }));
      await repos().transactions.delete(rows[6]!.id);
      expect(await expensesOf(repos().transactions, filter)).toBe(202 + 1_000);
      expect(await expensesOf(repos().transactions, whole)).toBe(1_000);
    });

    it("answers a batch of windows in one call, each in order, 0 for a window with nothing spent", async () => {
      const { user, wallet, category, ledger } = await givenLedger();
      const other = aCategory(user.id);
      await repos().categories.create(other);
      const midnight = new Date(Date.UTC(2026, 4, 1));
      const at = (hours: number) => new Date(midnight.getTime() + hours * 3_600_000);
      await repos().transactions.createMany([
        anExpense(ledger, 100, { date: at(1) }),
        anExpense(ledger, 200, { date: at(30) }),
        anExpense({ ...ledger, categoryId: other.id }, 400, { date: at(30) }),
      ]);
      const window = (budgetId: BudgetId, categoryIds: CategoryId[], from: Date, to: Date) => ({
        budgetId,
        walletId: wallet.id,
        categoryIds,
        from,
        to,
      });
      expect(
        await repos().transactions.spendingOf([
          window(newId(), [category.id], at(0), at(48)),
          window(newId(), [category.id, other.id], at(24), at(48)),
          window(newId(), [other.id], at(0), at(24)),
          window(newId(), [], at(0), at(48)),
        ]),
      ).toEqual([
        expect.objectContaining({ spentMinor: 300 }),
        expect.objectContaining({ spentMinor: 600 }),
        expect.objectContaining({ spentMinor: 0 }),
        expect.objectContaining({ spentMinor: 0 }),
      ]);
      expect(await repos().transactions.spendingOf([])).toEqual([]);
    });
  });
};
