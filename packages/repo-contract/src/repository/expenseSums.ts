import { MAX_AMOUNT_MINOR } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aCategory, anExpense, anIncome, aWallet, minutesAfter, rewriteTo } from "../mothers";
import type { ContractContext } from "./harness";

/** Transactions: `sumExpenses`, the figure budgets are measured against. */
export const describeExpenseSumsContract = ({ repos, givenLedger, balanceOf }: ContractContext): void => {
  describe("transactions: sumExpenses", () => {
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
      expect(await repos().transactions.sumExpenses(filter)).toBe(expected);
      expect(await repos().transactions.sumExpenses({ ...filter, categoryIds: [] })).toBe(0);
      expect(await repos().transactions.sumExpenses({ ...filter, from: to, to: minutesAfter(60 * 48) })).toBe(
        1_000_000,
      );
    });

    it("stays exact for the largest amounts", async () => {
      const { wallet, category, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      await repos().transactions.createMany(Array.from({ length: 50 }, () => anExpense(ledger, MAX_AMOUNT_MINOR)));
      expect(
        await repos().transactions.sumExpenses({
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
      expect(await repos().transactions.sumExpenses(filter)).toBe(202 + 303 + 404 + 707);
      expect(await repos().transactions.sumExpenses(whole)).toBe(303 + 404);
      expect(await repos().transactions.sumExpenses({ ...whole, categoryIds: [category.id, other.id] })).toBe(
        303 + 404 + 505,
      );

      await repos().transactions.update(rewriteTo({ ...rows[2]!, amountMinor: -1_000, date: at(12) }));
      await repos().transactions.update(rewriteTo({ ...rows[3]!, categoryId: other.id }));
      await repos().transactions.delete(rows[6]!.id);
      expect(await repos().transactions.sumExpenses(filter)).toBe(202 + 1_000);
      expect(await repos().transactions.sumExpenses(whole)).toBe(1_000);
    });
  });
};
