import { type ErrorCode, isDomainError, MAX_TOTAL_MINOR, type Repositories } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aCategory, anExpense, anIncome, aUser, aWallet, JPY, type Ledger, rewriteTo } from "../mothers";

const codeOf = async (promise: Promise<unknown>): Promise<ErrorCode | "fulfilled" | unknown> =>
  promise.then(
    () => "fulfilled",
    (error: unknown) => (isDomainError(error) ? error.code : error),
  );

/**
 * No write may move a wallet balance, or a user's income or expense total in one currency, beyond
 * MAX_TOTAL_MINOR: atomically (two writers cannot both pass), on every write path.
 */
export const describeSumRangeContract = (
  repos: () => Repositories,
  /** Opens a second handle on the same store (a second process), when the store has one. */
  peer: () => (() => Promise<{ readonly repositories: Repositories; close(): Promise<void> }>) | undefined,
): void => {
  describe("sums stay within MAX_TOTAL_MINOR", () => {
    /** A JPY user with two wallets (opening balances given) and a category. */
    const given = async (opening: readonly [number, number] = [0, 0]) => {
      const user = aUser();
      await repos().users.create(user);
      const wallets = opening.map((minor) =>
        aWallet(user.id, { currency: JPY, initialBalanceMinor: minor, balanceMinor: minor }),
      );
      for (const wallet of wallets) await repos().wallets.create(wallet);
      const category = aCategory(user.id);
      await repos().categories.create(category);
      const ledger = (i: 0 | 1): Ledger => ({
        userId: user.id,
        walletId: wallets[i]!.id,
        categoryId: category.id,
        currency: JPY,
      });
      const balance = async (i: 0 | 1) => (await repos().wallets.findById(wallets[i]!.id))?.balanceMinor;
      const count = async () => (await repos().transactions.list({ userId: user.id, limit: 100 })).items.length;
      return { user, ledger, balance, count };
    };

    it("refuses a create that takes a balance past the limit either way, and allows reaching it", async () => {
      const u = await given([MAX_TOTAL_MINOR - 10, -(MAX_TOTAL_MINOR - 10)]);
      expect(await codeOf(repos().transactions.create(anIncome(u.ledger(0), 11)))).toBe("SUM_OUT_OF_RANGE");
      expect(await codeOf(repos().transactions.create(anExpense(u.ledger(1), 11)))).toBe("SUM_OUT_OF_RANGE");
      expect([await u.balance(0), await u.balance(1), await u.count()]).toEqual([
        MAX_TOTAL_MINOR - 10,
        -(MAX_TOTAL_MINOR - 10),
        0,
      ]);
      await repos().transactions.create(anIncome(u.ledger(0), 10));
      await repos().transactions.create(anExpense(u.ledger(1), 10));
      expect([await u.balance(0), await u.balance(1)]).toEqual([MAX_TOTAL_MINOR, -MAX_TOTAL_MINOR]);
    });

    it("refuses a write that takes the user's income or expense total in a currency past the limit", async () => {
      const u = await given();
      // Wallet 0 ends at 0, but its income and its expense are each MAX_TOTAL_MINOR - 10.
      await repos().transactions.createMany([
        anIncome(u.ledger(0), MAX_TOTAL_MINOR - 10),
        anExpense(u.ledger(0), MAX_TOTAL_MINOR - 10),
      ]);
      expect(await codeOf(repos().transactions.create(anIncome(u.ledger(1), 11)))).toBe("SUM_OUT_OF_RANGE");
      expect(await codeOf(repos().transactions.create(anExpense(u.ledger(1), 11)))).toBe("SUM_OUT_OF_RANGE");
      const small = anExpense(u.ledger(1), 10);
      await repos().transactions.create(small);
      // An update that turns it into a larger income, or re-adds it elsewhere, is refused too.
      expect(await codeOf(repos().transactions.update(rewriteTo({ ...small, type: "income", amountMinor: 11 })))).toBe(
        "SUM_OUT_OF_RANGE",
      );
      const inPlace = { type: "income" as const, amountMinor: 11, updatedAt: small.updatedAt };
      expect(await codeOf(repos().transactions.update({ id: small.id, expectedVersion: 1, changes: inPlace }))).toBe(
        "SUM_OUT_OF_RANGE",
      );
      expect(await repos().transactions.findById(small.id)).toEqual(small);
      await repos().transactions.update(rewriteTo({ ...small, type: "income", amountMinor: 10 }));
      expect([await u.balance(0), await u.balance(1), await u.count()]).toEqual([0, 10, 3]);
      // Another user, or another currency, has its own totals.
      const other = await given();
      await repos().transactions.create(anIncome(other.ledger(0), MAX_TOTAL_MINOR));
    });

    it("refuses a delete that would give an expense back past the limit", async () => {
      const u = await given([MAX_TOTAL_MINOR - 5, 0]);
      const expense = anExpense(u.ledger(0), 10);
      await repos().transactions.create(expense);
      await repos().transactions.create(anIncome(u.ledger(0), 10));
      expect(await codeOf(repos().transactions.delete(expense.id))).toBe("SUM_OUT_OF_RANGE");
      expect(await repos().transactions.findById(expense.id)).toEqual(expense);
      expect(await u.balance(0)).toBe(MAX_TOTAL_MINOR - 5);
    });

    it("refuses a whole batch when one of its rows crosses the limit, and writes none of it", async () => {
      const u = await given([MAX_TOTAL_MINOR - 100, 0]);
      const batch = [anIncome(u.ledger(1), 5), anIncome(u.ledger(0), 60), anIncome(u.ledger(0), 41)];
      expect(await codeOf(repos().transactions.createMany(batch))).toBe("SUM_OUT_OF_RANGE");
      expect([await u.balance(0), await u.balance(1), await u.count()]).toEqual([MAX_TOTAL_MINOR - 100, 0, 0]);
    });

    it("lets exactly one of two concurrent writes pass when together they would cross the limit", async () => {
      for (let trial = 0; trial < 5; trial += 1) {
        // Same wallet: the balance decides.
        const one = await given([MAX_TOTAL_MINOR - 100, 0]);
        const sameWallet = await Promise.all([
          codeOf(repos().transactions.create(anIncome(one.ledger(0), 60))),
          codeOf(repos().transactions.create(anIncome(one.ledger(0), 60))),
        ]);
        expect(sameWallet.sort()).toEqual(["SUM_OUT_OF_RANGE", "fulfilled"]);
        expect(await one.balance(0)).toBe(MAX_TOTAL_MINOR - 40);

        // Two wallets of one user: the user's income total decides.
        const two = await given();
        await repos().transactions.createMany([
          anIncome(two.ledger(0), MAX_TOTAL_MINOR - 100),
          anExpense(two.ledger(0), MAX_TOTAL_MINOR - 100),
        ]);
        const openPeer = peer();
        const handle = openPeer ? await openPeer() : undefined;
        try {
          const other = handle?.repositories ?? repos();
          const twoWallets = await Promise.all([
            codeOf(repos().transactions.create(anIncome(two.ledger(0), 60))),
            codeOf(other.transactions.create(anIncome(two.ledger(1), 60))),
          ]);
          expect(twoWallets.sort()).toEqual(["SUM_OUT_OF_RANGE", "fulfilled"]);
          expect([await two.balance(0), await two.balance(1)].sort()).toEqual([0, 60]);
          expect(await two.count()).toBe(3);
        } finally {
          await handle?.close();
        }
      }
    });
  });
};
