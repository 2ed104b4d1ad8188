import { MAX_TOTAL_MINOR, type WalletId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aBudget, anExpense, anIncome, aTransfer, aUser, aWallet, JPY, minutesAfter, newId } from "../mothers";
import { type ContractContext, codeOf, expectCode, idsOf } from "./harness";

const AT = new Date("2026-04-01T08:00:00.000Z");

/** Wallets edited, archived, paged and deleted (in use, reassigned, all or nothing). */
export const describeWalletLifecycleContract = ({ repos, store, givenLedger, balanceOf }: ContractContext): void => {
  describe("wallet lifecycle", () => {
    it("pages the user's wallets oldest first, archived ones only when asked", async () => {
      const user = aUser();
      await repos().users.create(user);
      const made = [3, 1, 1, 2, 5].map((minute, i) =>
        aWallet(user.id, { createdAt: minutesAfter(minute), archived: i === 3 }),
      );
      for (const wallet of made) await repos().wallets.create(wallet);
      const other = aUser();
      await repos().users.create(other);
      await repos().wallets.create(aWallet(other.id));
      const expected = idsOf(
        made
          .filter((w) => !w.archived)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1)),
      );
      const first = await repos().wallets.list({ userId: user.id, limit: 2, includeArchived: false });
      expect(first.nextCursor).not.toBeNull();
      const after = first.nextCursor ?? undefined;
      const rest = await repos().wallets.list({
        userId: user.id,
        limit: 2,
        includeArchived: false,
        ...(after && { after }),
      });
      expect([...idsOf(first.items), ...idsOf(rest.items)]).toEqual(expected);
      expect(rest.nextCursor).toBeNull();
      const all = await repos().wallets.list({ userId: user.id, limit: 100, includeArchived: true });
      expect(all.items).toHaveLength(5);
      expect(all.items.find((w) => w.archived)?.id).toBe(made[3]?.id);
      expect((await repos().wallets.list({ userId: newId(), limit: 5, includeArchived: true })).items).toEqual([]);
    });

    it("updates name and archived, and moves the balance by the change of the opening balance", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 1_000, balanceMinor: 1_000 });
      await repos().transactions.create(anExpense(ledger, 300));
      const updated = await repos().wallets.update(wallet.id, {
        name: "Renamed",
        archived: true,
        initialBalanceMinor: 5_000,
      });
      expect(updated).toMatchObject({
        name: "Renamed",
        archived: true,
        initialBalanceMinor: 5_000,
        balanceMinor: 4_700,
      });
      expect(await repos().wallets.findById(wallet.id)).toEqual(updated);
      await expectCode(repos().wallets.update(newId(), { name: "Gone" }), "WALLET_NOT_FOUND");
    });

    it("loses no concurrent transaction write while the opening balance changes", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0, balanceMinor: 0 });
      const writes = Array.from({ length: 20 }, (_, i) => repos().transactions.create(anIncome(ledger, 100 + i)));
      const openings = [500, 700, 900].map((minor) =>
        repos().wallets.update(wallet.id, { initialBalanceMinor: minor }),
      );
      await Promise.all([...writes, ...openings]);
      const stored = await repos().wallets.findById(wallet.id);
      const incomes = Array.from({ length: 20 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
      expect(stored?.balanceMinor).toBe((stored?.initialBalanceMinor ?? 0) + incomes);
    });

    it("changes the currency only while no transaction or budget uses the wallet", async () => {
      const { wallet, ledger, category } = await givenLedger({ initialBalanceMinor: 0, balanceMinor: 0 });
      expect((await repos().wallets.update(wallet.id, { currency: JPY })).currency).toBe(JPY);
      await repos().wallets.update(wallet.id, { currency: ledger.currency });
      await repos().budgets.create(aBudget({ userId: ledger.userId, walletId: wallet.id, categoryIds: [category.id] }));
      await expectCode(repos().wallets.update(wallet.id, { currency: JPY }), "WALLET_CURRENCY_LOCKED");
      const bare = await givenLedger();
      await repos().transactions.create(anExpense(bare.ledger, 1));
      await expectCode(repos().wallets.update(bare.wallet.id, { currency: JPY }), "WALLET_CURRENCY_LOCKED");
      expect((await repos().wallets.findById(bare.wallet.id))?.currency).toBe(bare.ledger.currency);
    });

    it("refuses an opening balance that takes the balance beyond the exact range", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0, balanceMinor: 0 });
      await repos().transactions.create(anIncome(ledger, 10));
      await expectCode(repos().wallets.update(wallet.id, { initialBalanceMinor: MAX_TOTAL_MINOR }), "SUM_OUT_OF_RANGE");
      expect(await repos().wallets.findById(wallet.id)).toMatchObject({ initialBalanceMinor: 0, balanceMinor: 10 });
    });

    it("deletes an unused wallet, refuses one in use, and answers null for a missing one", async () => {
      const { wallet, ledger, category } = await givenLedger();
      const unused = aWallet(ledger.userId);
      await repos().wallets.create(unused);
      expect((await repos().wallets.delete({ id: unused.id, at: AT }))?.id).toBe(unused.id);
      expect(await repos().wallets.findById(unused.id)).toBeNull();
      expect(await repos().wallets.delete({ id: unused.id, at: AT })).toBeNull();
      const spent = anExpense(ledger, 100);
      await repos().transactions.create(spent);
      await expectCode(repos().wallets.delete({ id: wallet.id, at: AT }), "WALLET_IN_USE");
      const budgeted = aWallet(ledger.userId);
      await repos().wallets.create(budgeted);
      await repos().budgets.create(
        aBudget({ userId: ledger.userId, walletId: budgeted.id, categoryIds: [category.id] }),
      );
      await expectCode(repos().wallets.delete({ id: budgeted.id, at: AT }), "WALLET_IN_USE");
      expect(await repos().transactions.findById(spent.id)).toEqual(spent);
      expect(await repos().wallets.findById(budgeted.id)).not.toBeNull();
    });

    it("moves transactions and budgets to the reassignTo wallet, balances exact, versions bumped", async () => {
      const { wallet, ledger, category } = await givenLedger({ initialBalanceMinor: 1_000, balanceMinor: 1_000 });
      const target = aWallet(ledger.userId, { initialBalanceMinor: 50, balanceMinor: 50 });
      await repos().wallets.create(target);
      const rows = [anExpense(ledger, 300), anIncome(ledger, 1_200), anExpense(ledger, 25)];
      for (const row of rows) await repos().transactions.create(row);
      const budget = aBudget({ userId: ledger.userId, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      expect((await repos().wallets.delete({ id: wallet.id, reassignTo: target.id, at: AT }))?.id).toBe(wallet.id);
      expect(await repos().wallets.findById(wallet.id)).toBeNull();
      expect(await balanceOf(target.id)).toBe(50 - 300 + 1_200 - 25);
      for (const row of rows) {
        expect(await repos().transactions.findById(row.id)).toEqual({
          ...row,
          walletId: target.id,
          updatedAt: AT,
          version: 2,
        });
      }
      expect(await repos().budgets.findById(budget.id)).toMatchObject({
        walletId: target.id,
        version: 2,
        updatedAt: AT,
      });
    });

    it("refuses a reassignTo wallet that is missing, another user's, archived or in another currency", async () => {
      const { wallet, ledger } = await givenLedger();
      await repos().transactions.create(anExpense(ledger, 1));
      const stranger = await givenLedger();
      const archived = aWallet(ledger.userId, { archived: true });
      const yen = aWallet(ledger.userId, { currency: JPY });
      for (const w of [archived, yen]) await repos().wallets.create(w);
      await expectCode(
        repos().wallets.delete({ id: wallet.id, reassignTo: newId<WalletId>(), at: AT }),
        "WALLET_NOT_FOUND",
      );
      await expectCode(
        repos().wallets.delete({ id: wallet.id, reassignTo: stranger.wallet.id, at: AT }),
        "WALLET_NOT_FOUND",
      );
      await expectCode(repos().wallets.delete({ id: wallet.id, reassignTo: archived.id, at: AT }), "WALLET_ARCHIVED");
      await expectCode(repos().wallets.delete({ id: wallet.id, reassignTo: yen.id, at: AT }), "CURRENCY_MISMATCH");
      await expectCode(repos().wallets.delete({ id: wallet.id, reassignTo: wallet.id, at: AT }), "VALIDATION_ERROR");
      expect(await repos().wallets.findById(wallet.id)).not.toBeNull();
    });

    it("keeps both balances exact while transactions arrive during a reassigning deletion", async () => {
      const harness = store();
      const peer = await harness.openPeer?.();
      try {
        const writer = peer?.repositories ?? repos();
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0, balanceMinor: 0 });
        const target = aWallet(ledger.userId, { initialBalanceMinor: 0, balanceMinor: 0 });
        await repos().wallets.create(target);
        await repos().transactions.create(anIncome(ledger, 1_000));
        const rows = Array.from({ length: 30 }, (_, i) => anExpense(ledger, i + 1));
        const results = await Promise.allSettled([
          ...rows.slice(0, 15).map((row) => writer.transactions.create(row)),
          repos().wallets.delete({ id: wallet.id, reassignTo: target.id, at: AT }),
          ...rows.slice(15).map((row) => writer.transactions.create(row)),
        ]);
        const failed = results.filter((r) => r.status === "rejected").map((r) => codeOf(r.reason));
        expect(
          failed.every((code) => code === "WALLET_NOT_FOUND"),
          JSON.stringify(failed),
        ).toBe(true);
        expect(results[15]?.status).toBe("fulfilled");
        const recorded = [];
        for (const row of rows) {
          const stored = await repos().transactions.findById(row.id);
          if (stored) recorded.push(stored);
        }
        expect(recorded.length).toBe(30 - failed.length);
        expect(recorded.every((row) => row.walletId === target.id)).toBe(true);
        expect(await repos().wallets.findById(wallet.id)).toBeNull();
        expect(await balanceOf(target.id)).toBe(1_000 + recorded.reduce((sum, row) => sum + row.amountMinor, 0));
      } finally {
        await peer?.close();
      }
    });

    it("moves transfers with their legs, and refuses a target that a transfer links to the wallet", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0, balanceMinor: 0 });
      const [savings, target] = [
        aWallet(ledger.userId),
        aWallet(ledger.userId, { initialBalanceMinor: 0, balanceMinor: 0 }),
      ];
      for (const w of [savings, target]) await repos().wallets.create(w);
      const out = aTransfer(ledger.userId, wallet, savings, { amountMinor: 300, toAmountMinor: 300 });
      await repos().transfers.create(out);
      const across = aTransfer(ledger.userId, savings, target, { amountMinor: 5, toAmountMinor: 5 });
      await repos().transfers.create(across);
      await expectCode(repos().wallets.delete({ id: savings.id, reassignTo: target.id, at: AT }), "VALIDATION_ERROR");
      expect(await repos().transfers.findById(across.id)).toEqual(across);
      await repos().wallets.delete({ id: wallet.id, reassignTo: target.id, at: AT });
      expect(await repos().transfers.findById(out.id)).toEqual({
        ...out,
        fromWalletId: target.id,
        updatedAt: AT,
        version: 2,
      });
      expect(await repos().transactions.findById(out.outgoingTransactionId)).toMatchObject({
        walletId: target.id,
        version: 2,
      });
      expect(await balanceOf(target.id)).toBe(-300 + 5);
    });

    it("writes nothing when the target's balance would leave the exact range", async () => {
      const { wallet, ledger, category } = await givenLedger({ initialBalanceMinor: 0, balanceMinor: 0 });
      const full = aWallet(ledger.userId, { initialBalanceMinor: MAX_TOTAL_MINOR, balanceMinor: MAX_TOTAL_MINOR });
      await repos().wallets.create(full);
      const income = anIncome(ledger, 5);
      await repos().transactions.create(income);
      const budget = aBudget({ userId: ledger.userId, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      await expectCode(repos().wallets.delete({ id: wallet.id, reassignTo: full.id, at: AT }), "SUM_OUT_OF_RANGE");
      expect(await repos().wallets.findById(wallet.id)).toMatchObject({ balanceMinor: 5 });
      expect(await balanceOf(full.id)).toBe(MAX_TOTAL_MINOR);
      expect(await repos().transactions.findById(income.id)).toEqual(income);
      expect(await repos().budgets.findById(budget.id)).toMatchObject({ walletId: wallet.id, version: 1 });
    });

    it("writes nothing when the deletion fails at its last step", async () => {
      const harness = store();
      if (!harness.refuseDeletion) return;
      const { wallet, ledger, category } = await givenLedger({ initialBalanceMinor: 0, balanceMinor: 0 });
      const target = aWallet(ledger.userId, { initialBalanceMinor: 0, balanceMinor: 0 });
      await repos().wallets.create(target);
      const expense = anExpense(ledger, 70);
      await repos().transactions.create(expense);
      const budget = aBudget({ userId: ledger.userId, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      await harness.refuseDeletion("wallets", wallet.id);
      await expect(repos().wallets.delete({ id: wallet.id, reassignTo: target.id, at: AT })).rejects.toThrow();
      expect(await balanceOf(wallet.id)).toBe(-70);
      expect(await balanceOf(target.id)).toBe(0);
      expect(await repos().transactions.findById(expense.id)).toEqual(expense);
      expect(await repos().budgets.findById(budget.id)).toMatchObject({ walletId: wallet.id, version: 1 });
    });
  });
};
