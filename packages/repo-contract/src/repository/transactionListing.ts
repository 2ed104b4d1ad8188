import type { Transaction, TransactionListQuery, WalletId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aCategory, anExpense, anIncome, aWallet, minutesAfter, newId } from "../mothers";
import { type ContractContext, idsOf, newestFirst } from "./harness";

/** Transactions: listing, filters and keyset paging. */
export const describeTransactionListingContract = ({ repos, givenLedger, listAll }: ContractContext): void => {
  describe("transactions: listing", () => {
    it("shows users only their own transactions", async () => {
      const alice = await givenLedger();
      const bob = await givenLedger();
      const mine = anExpense(alice.ledger, 1);
      await repos().transactions.create(mine);
      await repos().transactions.create(anExpense(bob.ledger, 1));
      expect(idsOf(await listAll({ userId: alice.user.id }))).toEqual([mine.id]);
      expect(await listAll({ userId: alice.user.id, walletId: bob.wallet.id })).toEqual([]);
      expect(await listAll({ userId: newId() })).toEqual([]);
    });

    it("orders newest first, breaking date ties by id, and answers no cursor on the last page", async () => {
      const { ledger } = await givenLedger();
      const rows = Array.from({ length: 6 }, (_, i) => anExpense(ledger, i + 1, { date: minutesAfter(i % 2) }));
      for (const row of [...rows].reverse()) await repos().transactions.create(row);
      const expected = [...rows].sort(newestFirst);
      const all = await repos().transactions.list({ userId: ledger.userId, limit: 6 });
      expect(idsOf(all.items)).toEqual(idsOf(expected));
      expect(all.items).toEqual(expected);
      expect(all.nextCursor).toBeNull();
      const first = await repos().transactions.list({ userId: ledger.userId, limit: 5 });
      expect(first.nextCursor).toEqual({ date: expected[4]!.date, id: expected[4]!.id });
    });

    it("pages by keyset without duplicates or gaps while rows are inserted between pages", async () => {
      const { ledger } = await givenLedger();
      const initial = Array.from({ length: 23 }, (_, i) =>
        anExpense(ledger, i + 1, { date: minutesAfter(Math.floor(i / 3)) }),
      );
      await repos().transactions.createMany(initial);
      const olderInserted: Transaction[] = [];
      const seen: Transaction[] = [];
      let cursor: TransactionListQuery["after"];
      for (let page = 0; page < 20; page += 1) {
        const result = await repos().transactions.list({ userId: ledger.userId, limit: 5, after: cursor });
        seen.push(...result.items);
        if (!result.nextCursor) break;
        expect(result.items).toHaveLength(5);
        cursor = result.nextCursor;
        const older = anExpense(ledger, 1, { date: minutesAfter(-100 - page) });
        olderInserted.push(older);
        await repos().transactions.createMany([
          anExpense(ledger, 1, { date: minutesAfter(1_000 + page) }),
          anExpense(ledger, 1, { date: cursor.date }),
          older,
        ]);
      }
      const ids = idsOf(seen);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(idsOf([...initial, ...olderInserted].sort(newestFirst)));
    });

    it("filters by from (inclusive), to (exclusive), wallet, category, type and text", async () => {
      const { user, wallet, category, ledger } = await givenLedger();
      const wallet2 = aWallet(user.id);
      const category2 = aCategory(user.id);
      await repos().wallets.create(wallet2);
      await repos().categories.create(category2);
      const at = (minutes: number) => ({ date: minutesAfter(minutes) });
      const r1 = anExpense(ledger, 1, { description: "Coffee at Joe's", ...at(0) });
      const r2 = anIncome({ ...ledger, categoryId: category2.id }, 1, { description: "Salary MARCH", ...at(1) });
      const r3 = anExpense({ ...ledger, walletId: wallet2.id }, 1, { description: "coffee beans 50% off", ...at(2) });
      const r4 = anExpense({ ...ledger, walletId: wallet2.id, categoryId: category2.id }, 1, {
        description: "a_b test",
        ...at(3),
      });
      const r5 = anExpense(ledger, 1, { description: "axb", ...at(4) });
      const r6 = anExpense(ledger, 1, { description: "C:\\temp", ...at(5) });
      await repos().transactions.createMany([r1, r2, r3, r4, r5, r6]);
      const stranger = await givenLedger();
      await repos().transactions.create(anExpense(stranger.ledger, 1, { description: "coffee", ...at(2) }));

      const q = (filter: Omit<TransactionListQuery, "limit" | "userId">) =>
        listAll({ userId: user.id, ...filter }).then(idsOf);
      expect(await q({ from: minutesAfter(1) })).toEqual(idsOf([r6, r5, r4, r3, r2]));
      expect(await q({ to: minutesAfter(3) })).toEqual(idsOf([r3, r2, r1]));
      expect(await q({ from: minutesAfter(1), to: minutesAfter(3) })).toEqual(idsOf([r3, r2]));
      expect(await q({ walletId: wallet2.id })).toEqual(idsOf([r4, r3]));
      expect(await q({ categoryId: category.id })).toEqual(idsOf([r6, r5, r3, r1]));
      expect(await q({ type: "income" })).toEqual(idsOf([r2]));
      expect(await q({ q: "COFFEE" })).toEqual(idsOf([r3, r1]));
      expect(await q({ q: "salary march" })).toEqual(idsOf([r2]));
      expect(await q({ q: "50%" })).toEqual(idsOf([r3]));
      expect(await q({ q: "%" })).toEqual(idsOf([r3]));
      expect(await q({ q: "a_b" })).toEqual(idsOf([r4]));
      expect(await q({ q: "_" })).toEqual(idsOf([r4]));
      expect(await q({ q: "\\" })).toEqual(idsOf([r6]));
      expect(await q({ q: "'" })).toEqual(idsOf([r1]));
      expect(await q({ q: "nothing like it" })).toEqual([]);
      expect(await q({ walletId: wallet.id, type: "expense", q: "coffee" })).toEqual(idsOf([r1]));
      expect(await q({ walletId: newId<WalletId>() })).toEqual([]);

      const page1 = await repos().transactions.list({ userId: user.id, limit: 2, categoryId: category.id });
      expect(idsOf(page1.items)).toEqual(idsOf([r6, r5]));
      const page2 = await repos().transactions.list({
        userId: user.id,
        limit: 2,
        categoryId: category.id,
        after: page1.nextCursor!,
      });
      expect(idsOf(page2.items)).toEqual(idsOf([r3, r1]));
      expect(page2.nextCursor).toBeNull();
    });
  });
};
