import type { Repositories, Transaction, TransactionCursor } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aBudget, aCategory, aMember, anExpense, aUser, aWallet, expensesOf, rewriteTo } from "../mothers";

/**
 * Instants across the whole calendar the service accepts: years below 100 (where date parsers
 * apply two-digit-year rules), the epoch's neighbourhood and year 9999, with milliseconds.
 */
export const EDGE_INSTANTS: readonly Date[] = [
  "0001-01-01T00:00:00.000Z",
  "0001-06-30T12:34:56.789Z",
  "0027-10-23T04:47:31.000Z",
  "0099-06-14T19:00:00.000Z",
  "0099-12-31T23:59:59.999Z",
  "0100-01-01T00:00:00.001Z",
  "1969-12-31T23:59:59.999Z",
  "1970-01-01T00:00:00.000Z",
  "9999-12-31T23:59:59.999Z",
].map((text) => new Date(text));

/** Every timestamp column of every repository reads back exactly what was written. */
export const describeInstantContract = (repos: () => Repositories): void => {
  describe("instants from year 1 to year 9999", () => {
    it.each(EDGE_INSTANTS.map((at) => [at.toISOString(), at] as const))(
      "round-trips %s in every timestamp of every entity",
      async (_label, at) => {
        const user = aUser({ createdAt: at });
        await repos().users.create(user);
        const wallet = aWallet(user.id, { createdAt: at });
        await repos().wallets.create(wallet);
        const category = aCategory(user.id, { createdAt: at });
        await repos().categories.create(category);
        const ledger = { userId: user.id, walletId: wallet.id, categoryId: category.id };
        const tx = anExpense(ledger, 1, { date: at, createdAt: at, updatedAt: at });
        await repos().transactions.create(tx);
        const budget = aBudget(
          { userId: user.id, walletId: wallet.id, categoryIds: [category.id] },
          { createdAt: at, updatedAt: at },
        );
        await repos().budgets.create(budget);
        const friend = aUser({ createdAt: at });
        await repos().users.create(friend);
        const member = aMember(budget.id, friend, { invitedAt: at, respondedAt: at, status: "accepted" });
        await repos().budgets.addMember(member);

        expect(await repos().users.findById(user.id)).toEqual(user);
        expect(await repos().users.findByEmail(user.email)).toEqual(user);
        expect(await repos().wallets.findById(wallet.id)).toMatchObject({ createdAt: at });
        expect(await repos().wallets.listByUser(user.id)).toEqual([
          { ...wallet, balanceMinor: wallet.balanceMinor - 1 },
        ]);
        expect(await repos().categories.findById(category.id)).toEqual(category);
        expect(await repos().categories.listByUser(user.id)).toEqual([category]);
        expect(await repos().transactions.findById(tx.id)).toEqual(tx);
        expect((await repos().transactions.list({ userId: user.id, limit: 10 })).items).toEqual([tx]);
        expect(await repos().budgets.findById(budget.id)).toEqual(budget);
        expect(await repos().budgets.listVisibleTo(friend.id)).toEqual([budget]);
        expect(await repos().budgets.findMember(member.id)).toEqual(member);
        expect((await repos().budgets.listMembersOf([budget.id]))[0]).toEqual([member]);

        const moved: Transaction = { ...tx, date: EDGE_INSTANTS[0]!, updatedAt: at, version: tx.version + 1 };
        await repos().transactions.update(rewriteTo(moved));
        expect(await repos().transactions.findById(tx.id)).toEqual(moved);
        // A versioned write of the instants alone (PostgreSQL writes it in place, in one statement).
        const redated: Transaction = { ...moved, date: at, updatedAt: at, version: moved.version + 1 };
        const changes = { date: at, updatedAt: at };
        expect(await repos().transactions.update({ id: tx.id, expectedVersion: moved.version, changes })).toEqual({
          ok: true,
          value: redated,
        });
        expect(await repos().transactions.findById(tx.id)).toEqual(redated);
        expect(await repos().transactions.delete(tx.id)).toEqual(redated);
      },
    );

    it("orders, filters and pages transactions across the calendar newest first", async () => {
      const user = aUser();
      await repos().users.create(user);
      const wallet = aWallet(user.id);
      await repos().wallets.create(wallet);
      const category = aCategory(user.id);
      await repos().categories.create(category);
      const ledger = { userId: user.id, walletId: wallet.id, categoryId: category.id };
      const rows = EDGE_INSTANTS.map((date) => anExpense(ledger, 1, { date }));
      await repos().transactions.createMany([...rows].reverse());

      const seen: Transaction[] = [];
      let after: TransactionCursor | undefined;
      do {
        const page = await repos().transactions.list({ userId: user.id, limit: 2, after });
        seen.push(...page.items);
        after = page.nextCursor ?? undefined;
      } while (after);
      expect(seen).toEqual([...rows].reverse());

      const first = EDGE_INSTANTS[0]!;
      const year100 = new Date("0100-01-01T00:00:00.000Z");
      const early = await repos().transactions.list({ userId: user.id, limit: 10, from: first, to: year100 });
      expect(early.items.map((row) => row.date)).toEqual(EDGE_INSTANTS.filter((d) => d < year100).reverse());
      expect(
        await expensesOf(repos().transactions, {
          walletId: wallet.id,
          categoryIds: [category.id],
          from: first,
          to: year100,
        }),
      ).toBe(5);
    });
  });
};
