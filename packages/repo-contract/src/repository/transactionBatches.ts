import type { Transaction } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { anExpense, anIncome, aWallet, type Ledger, newId } from "../mothers";
import { type ContractContext, idsOf } from "./harness";

/** Transactions: a batch (`createMany`) is stored whole or not at all. */
export const describeTransactionBatchesContract = ({
  repos,
  givenLedger,
  balanceOf,
  listAll,
}: ContractContext): void => {
  describe("transactions: createMany is all or nothing", () => {
    it("inserts every row and moves every wallet it touches", async () => {
      const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const other = aWallet(user.id, { initialBalanceMinor: 0 });
      await repos().wallets.create(other);
      const rows = [anExpense(ledger, 100), anExpense({ ...ledger, walletId: other.id }, 200), anIncome(ledger, 1_000)];
      await repos().transactions.createMany(rows);
      for (const row of rows) expect(await repos().transactions.findById(row.id)).toEqual(row);
      expect(await balanceOf(wallet.id)).toBe(900);
      expect(await balanceOf(other.id)).toBe(-200);
      await repos().transactions.createMany([]);
      expect(await balanceOf(wallet.id)).toBe(900);
    });

    const failures: [string, (ledger: Ledger, batch: Transaction[], existing: Transaction) => Transaction][] = [
      ["refers to an unknown wallet", (ledger) => anExpense({ ...ledger, walletId: newId() }, 5)],
      ["refers to an unknown category", (ledger) => anExpense({ ...ledger, categoryId: newId() }, 5)],
      ["repeats an id of the same batch", (ledger, batch) => anExpense(ledger, 5, { id: batch[0]!.id })],
      ["repeats an id already stored", (ledger, _batch, existing) => anExpense(ledger, 5, { id: existing.id })],
    ];

    it.each(failures)("leaves nothing behind when the 3rd of 5 rows %s", async (_case, makeBad) => {
      const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 1_000 });
      const other = aWallet(user.id, { initialBalanceMinor: 0 });
      await repos().wallets.create(other);
      const existing = anExpense(ledger, 1);
      await repos().transactions.create(existing);

      const batch = [anExpense(ledger, 10), anIncome({ ...ledger, walletId: other.id }, 20)];
      batch.push(makeBad(ledger, batch, existing), anExpense(ledger, 30), anExpense(ledger, 40));
      await expect(repos().transactions.createMany(batch)).rejects.toThrow();

      expect(await balanceOf(wallet.id)).toBe(999);
      expect(await balanceOf(other.id)).toBe(0);
      expect(idsOf(await listAll({ userId: user.id }))).toEqual([existing.id]);
      expect(await repos().transactions.findById(existing.id)).toEqual(existing);
    });
  });
};
