import {
  type CategoryId,
  MAX_AMOUNT_MINOR,
  type Transaction,
  type TransactionId,
  type WalletId,
} from "@finance/domain";
import { describe, expect, it } from "vitest";
import { anExpense, anIncome, aTransaction, aWallet, minutesAfter, newId, rewriteTo } from "../mothers";
import { type ContractContext, expectCode } from "./harness";

/** Transactions: records and the wallet balances they move, exact under concurrency. */
export const describeTransactionsContract = ({
  repos,
  store,
  givenLedger,
  balanceOf,
  listAll,
}: ContractContext): void => {
  describe("transactions: records and balances", () => {
    it("round-trips every field and moves the balance by the signed amount", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 1_000 });
      const expense = aTransaction(ledger, {
        amountMinor: -MAX_AMOUNT_MINOR,
        description: "Ünïcode ✓ 'quoted' \"double\"",
        date: new Date("2025-12-31T23:59:59.999Z"),
        createdAt: minutesAfter(1),
        updatedAt: minutesAfter(2),
      });
      const income = anIncome(ledger, 250, { description: "" });
      await repos().transactions.create(expense);
      await repos().transactions.create(income);
      expect(await repos().transactions.findById(expense.id)).toEqual(expense);
      expect(await repos().transactions.findById(income.id)).toEqual(income);
      expect(await balanceOf(wallet.id)).toBe(1_000 - MAX_AMOUNT_MINOR + 250);
      const stored = await repos().wallets.findById(wallet.id);
      expect(stored?.initialBalanceMinor).toBe(1_000);
    });

    it("refuses a create into an unknown wallet with WALLET_NOT_FOUND and writes nothing", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 5 });
      const stray = anExpense(ledger, 40, { walletId: newId<WalletId>() });
      await expectCode(repos().transactions.create(stray), "WALLET_NOT_FOUND");
      expect(await repos().transactions.findById(stray.id)).toBeNull();
      expect(await balanceOf(wallet.id)).toBe(5);
    });

    it("refuses a create naming a category that is gone with INVALID_CATEGORY_EXIST_PARAMS, as the foreign key is named", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 5 });
      const stray = anExpense(ledger, 40, { categoryId: newId<CategoryId>() });
      await expectCode(repos().transactions.create(stray), "INVALID_CATEGORY_EXIST_PARAMS");
      expect(await repos().transactions.findById(stray.id)).toBeNull();
      expect(await balanceOf(wallet.id)).toBe(5);
    });

    it("answers null for unknown ids, including ids that are not UUIDs", async () => {
      expect(await repos().transactions.findById(newId())).toBeNull();
      expect(await repos().transactions.findById(newId())).toBeNull();
      expect(await repos().transactions.delete(newId())).toBeNull();
      expect(await repos().transactions.delete(newId())).toBeNull();
    });

    it("gives an exact balance after 100 concurrent creates on one wallet", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 7 });
      const rows = Array.from({ length: 100 }, (_, i) =>
        i % 3 === 0 ? anIncome(ledger, 1_000 + i) : anExpense(ledger, 10 + i),
      );
      await Promise.all(rows.map((row) => repos().transactions.create(row)));
      const expected = 7 + rows.reduce((sum, row) => sum + row.amountMinor, 0);
      expect(await balanceOf(wallet.id)).toBe(expected);
      expect(await listAll({ userId: ledger.userId })).toHaveLength(100);
    });

    it("gives an exact balance after concurrent creates through two handles on one store", async () => {
      const harness = store();
      if (!harness.openPeer) return;
      const peer = await harness.openPeer();
      try {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const rows = Array.from({ length: 60 }, (_, i) => anExpense(ledger, i + 1));
        await Promise.all(rows.map((row, i) => (i % 2 === 0 ? repos() : peer.repositories).transactions.create(row)));
        expect(await balanceOf(wallet.id)).toBe(-((60 * 61) / 2));
        expect((await peer.repositories.wallets.findById(wallet.id))?.balanceMinor).toBe(-((60 * 61) / 2));
      } finally {
        await peer.close();
      }
    });

    it("re-adjusts both balances when an update moves a transaction to another wallet and changes its amount", async () => {
      const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 10_000 });
      const other = aWallet(user.id, { initialBalanceMinor: 500 });
      await repos().wallets.create(other);
      const original = anExpense(ledger, 1_500);
      await repos().transactions.create(original);
      expect(await balanceOf(wallet.id)).toBe(8_500);

      const moved: Transaction = {
        ...original,
        walletId: other.id,
        type: "income",
        amountMinor: 2_000,
        description: "moved",
        date: minutesAfter(30),
        updatedAt: minutesAfter(31),
      };
      await repos().transactions.update(rewriteTo(moved));
      expect(await repos().transactions.findById(original.id)).toEqual({ ...moved, version: 2 });
      expect(await balanceOf(wallet.id)).toBe(10_000);
      expect(await balanceOf(other.id)).toBe(2_500);

      await repos().transactions.update(rewriteTo({ ...moved, amountMinor: 100 }));
      expect(await balanceOf(other.id)).toBe(600);
    });

    it("refuses to update a missing transaction and changes nothing", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      await expectCode(repos().transactions.update(rewriteTo(anExpense(ledger, 10))), "TRANSACTION_NOT_FOUND");
      await expectCode(
        repos().transactions.update(rewriteTo(anExpense(ledger, 10, { id: newId<TransactionId>() }))),
        "TRANSACTION_NOT_FOUND",
      );
      expect(await balanceOf(wallet.id)).toBe(0);
    });

    it("refuses an update to an unknown wallet or category and leaves balances and record as they were", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const original = anExpense(ledger, 300);
      await repos().transactions.create(original);
      await expectCode(
        repos().transactions.update(rewriteTo({ ...original, walletId: newId(), amountMinor: -1 })),
        "WALLET_NOT_FOUND",
      );
      await expectCode(
        repos().transactions.update(rewriteTo({ ...original, categoryId: newId<CategoryId>(), amountMinor: -1 })),
        "INVALID_CATEGORY_EXIST_PARAMS",
      );
      expect(await repos().transactions.findById(original.id)).toEqual(original);
      expect(await balanceOf(wallet.id)).toBe(-300);
    });

    it("takes the amount off the wallet on delete and answers the removed record", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 1_000 });
      const keep = anExpense(ledger, 100);
      const drop = anIncome(ledger, 4_000);
      await repos().transactions.create(keep);
      await repos().transactions.create(drop);
      expect(await balanceOf(wallet.id)).toBe(4_900);
      expect(await repos().transactions.delete(drop.id)).toEqual(drop);
      expect(await repos().transactions.findById(drop.id)).toBeNull();
      expect(await balanceOf(wallet.id)).toBe(900);
      expect(await repos().transactions.delete(drop.id)).toBeNull();
      expect(await balanceOf(wallet.id)).toBe(900);
    });

    it("keeps balances exact under concurrent updates moving transactions both ways between two wallets", async () => {
      const { user, wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const other = aWallet(user.id, { initialBalanceMinor: 0 });
      await repos().wallets.create(other);
      const rows = Array.from({ length: 30 }, (_, i) =>
        anExpense({ ...ledger, walletId: i % 2 === 0 ? wallet.id : other.id }, 10 * (i + 1)),
      );
      await repos().transactions.createMany(rows);
      const moved = rows.map((row, i) => ({
        ...row,
        walletId: row.walletId === wallet.id ? other.id : wallet.id,
        amountMinor: -(i + 1),
      }));
      await Promise.all([
        ...moved.map((row) => repos().transactions.update(rewriteTo(row))),
        ...Array.from({ length: 10 }, (_, i) => repos().transactions.create(anIncome(ledger, i + 1))),
      ]);
      const expectedFor = (walletId: string) =>
        moved.filter((row) => row.walletId === walletId).reduce((sum, row) => sum + row.amountMinor, 0);
      expect(await balanceOf(wallet.id)).toBe(expectedFor(wallet.id) + 55);
      expect(await balanceOf(other.id)).toBe(expectedFor(other.id));
    });

    it("keeps the balance exact under concurrent deletes of the same transactions", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const rows = Array.from({ length: 20 }, (_, i) => anExpense(ledger, i + 1));
      await repos().transactions.createMany(rows);
      const answers = await Promise.all([...rows, ...rows].map((row) => repos().transactions.delete(row.id)));
      expect(answers.filter((answer) => answer !== null)).toHaveLength(20);
      expect(await balanceOf(wallet.id)).toBe(0);
    });
  });
};
