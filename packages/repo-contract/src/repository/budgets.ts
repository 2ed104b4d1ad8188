import { type Budget, type BudgetCursor, MAX_AMOUNT_MINOR } from "@finance/domain";
import { describe, expect, it } from "vitest";
import {
  aBudget,
  aCategory,
  aMember,
  anExpense,
  aUser,
  aWallet,
  minutesAfter,
  newId,
  rewriteBudgetTo,
  unique,
} from "../mothers";
import { type ContractContext, codeOf, expectCode, idsOf, settle } from "./harness";

/** Budgets: round trips, updates, one name per owner, who sees which budget, deletion. */
export const describeBudgetsContract = ({ repos, givenLedger, balanceOf }: ContractContext): void => {
  describe("budgets", () => {
    /** A user with a wallet and three categories. */
    const givenBudgetOwner = async () => {
      const base = await givenLedger();
      const more = [aCategory(base.user.id), aCategory(base.user.id)];
      for (const category of more) await repos().categories.create(category);
      const categoryIds = [more[1]!.id, base.category.id, more[0]!.id];
      return { ...base, categoryIds, owner: { userId: base.user.id, walletId: base.wallet.id, categoryIds } };
    };

    it("round-trips every field, keeping the order of categoryIds", async () => {
      const { owner } = await givenBudgetOwner();
      const open = aBudget(owner, { limitMinor: MAX_AMOUNT_MINOR, period: "quarterly", startDate: "2026-01-31" });
      const bounded = aBudget(owner, {
        categoryIds: [owner.categoryIds[0]!],
        endDate: "2026-12-31",
        createdAt: minutesAfter(1),
        updatedAt: minutesAfter(2),
      });
      await repos().budgets.create(open);
      await repos().budgets.create(bounded);
      expect(await repos().budgets.findById(open.id)).toEqual(open);
      expect(await repos().budgets.findById(bounded.id)).toEqual(bounded);
      expect(await repos().budgets.findById(newId())).toBeNull();
      expect(await repos().budgets.findById(newId())).toBeNull();
    });

    it("updates every field and replaces the categories", async () => {
      const { owner, categoryIds } = await givenBudgetOwner();
      const budget = aBudget(owner);
      await repos().budgets.create(budget);
      const changed: Budget = {
        ...budget,
        name: `Renamed ${unique()}`,
        limitMinor: 1,
        period: "weekly",
        startDate: "2027-02-28",
        endDate: "2027-03-01",
        categoryIds: [categoryIds[2]!, categoryIds[0]!],
        updatedAt: minutesAfter(9),
      };
      await repos().budgets.update(rewriteBudgetTo(changed));
      expect(await repos().budgets.findById(budget.id)).toEqual({ ...changed, version: 2 });
      await repos().budgets.update(
        rewriteBudgetTo({ ...changed, name: changed.name.toUpperCase(), endDate: null, categoryIds: [] }),
      );
      expect(await repos().budgets.findById(budget.id)).toMatchObject({ endDate: null, categoryIds: [], version: 3 });
      await expectCode(repos().budgets.update(rewriteBudgetTo(aBudget(owner))), "BUDGET_NOT_FOUND");
    });

    it("refuses a name the owner already has, ignoring case, on create and on update", async () => {
      const { owner } = await givenBudgetOwner();
      const other = await givenBudgetOwner();
      const food = aBudget(owner, { name: "Food" });
      const fun = aBudget(owner, { name: "Fun" });
      await repos().budgets.create(food);
      await repos().budgets.create(fun);
      await expectCode(repos().budgets.create(aBudget(owner, { name: "FOOD" })), "BUDGET_ALREADY_EXISTS");
      await expectCode(repos().budgets.update(rewriteBudgetTo({ ...fun, name: "food" })), "BUDGET_ALREADY_EXISTS");
      expect(await repos().budgets.findById(fun.id)).toEqual(fun);
      await repos().budgets.create(aBudget(other.owner, { name: "food" }));
    });

    it("lets exactly one of two concurrent creates of the same name win", async () => {
      const { owner } = await givenBudgetOwner();
      const { fulfilled, reasons } = await settle([
        repos().budgets.create(aBudget(owner, { name: "Holidays" })),
        repos().budgets.create(aBudget(owner, { name: "HOLIDAYS" })),
      ]);
      expect(fulfilled).toBe(1);
      expect(reasons.map(codeOf)).toEqual(["BUDGET_ALREADY_EXISTS"]);
      expect(await repos().budgets.listVisibleTo(owner.userId)).toHaveLength(1);
    });

    it("lists the budgets a user owns or accepted, oldest first, and nothing else", async () => {
      const alice = await givenBudgetOwner();
      const bob = await givenBudgetOwner();
      const own = aBudget(alice.owner, { createdAt: minutesAfter(3) });
      const accepted = aBudget(bob.owner, { createdAt: minutesAfter(1) });
      const pending = aBudget(bob.owner, { createdAt: minutesAfter(2) });
      const rejected = aBudget(bob.owner, { createdAt: minutesAfter(4) });
      const foreign = aBudget(bob.owner, { createdAt: minutesAfter(0) });
      for (const budget of [own, accepted, pending, rejected, foreign]) await repos().budgets.create(budget);
      await repos().budgets.addMember(aMember(accepted.id, alice.user, { status: "accepted" }));
      await repos().budgets.addMember(aMember(pending.id, alice.user, { status: "pending" }));
      await repos().budgets.addMember(aMember(rejected.id, alice.user, { status: "rejected" }));
      expect(idsOf(await repos().budgets.listVisibleTo(alice.user.id))).toEqual([accepted.id, own.id]);
      expect(await repos().budgets.listVisibleTo(alice.user.id)).toContainEqual(accepted);
      expect(idsOf(await repos().budgets.listVisibleTo(bob.user.id))).toEqual(
        idsOf([foreign, accepted, pending, rejected]),
      );
      expect(await repos().budgets.listVisibleTo(newId())).toEqual([]);
    });

    it("pages the visible budgets in listVisibleTo's order, with a cursor after the last one", async () => {
      const alice = await givenBudgetOwner();
      const bob = await givenBudgetOwner();
      // Two budgets created at the same instant: the id breaks the tie, on every store alike.
      const own = [0, 2, 2, 3, 5].map((minutes) => aBudget(alice.owner, { createdAt: minutesAfter(minutes) }));
      const shared = aBudget(bob.owner, { createdAt: minutesAfter(4) });
      const pending = aBudget(bob.owner, { createdAt: minutesAfter(1) });
      for (const budget of [...own, shared, pending]) await repos().budgets.create(budget);
      await repos().budgets.addMember(aMember(shared.id, alice.user, { status: "accepted" }));
      await repos().budgets.addMember(aMember(pending.id, alice.user, { status: "pending" }));
      const expected = idsOf(await repos().budgets.listVisibleTo(alice.user.id));
      expect(expected).toHaveLength(6);

      const seen: string[] = [];
      let after: BudgetCursor | undefined;
      for (let pages = 0; pages < 10; pages++) {
        const page = await repos().budgets.pageVisibleTo(alice.user.id, { limit: 4, ...(after && { after }) });
        seen.push(...idsOf(page.items));
        if (!page.nextCursor) break;
        const last = page.items.at(-1)!;
        expect(page.nextCursor).toEqual({ createdAt: last.createdAt, id: last.id });
        after = page.nextCursor;
      }
      expect(seen).toEqual(expected);
      const whole = await repos().budgets.pageVisibleTo(alice.user.id, { limit: 6 });
      expect(whole.nextCursor).toBeNull();
      expect(whole.items).toEqual(await repos().budgets.listVisibleTo(alice.user.id));
      expect(await repos().budgets.pageVisibleTo(newId(), { limit: 5 })).toEqual({ items: [], nextCursor: null });
    });

    it("finds the budgets of a wallet that include a category", async () => {
      const { owner, categoryIds, user } = await givenBudgetOwner();
      const wallet2 = aWallet(user.id);
      await repos().wallets.create(wallet2);
      const both = aBudget(owner, { categoryIds: [categoryIds[0]!, categoryIds[1]!], createdAt: minutesAfter(1) });
      const first = aBudget(owner, { categoryIds: [categoryIds[0]!], createdAt: minutesAfter(2) });
      const third = aBudget(owner, { categoryIds: [categoryIds[2]!] });
      const otherWallet = aBudget({ ...owner, walletId: wallet2.id }, { categoryIds: [categoryIds[0]!] });
      for (const budget of [first, both, third, otherWallet]) await repos().budgets.create(budget);
      expect(await repos().budgets.listByWalletAndCategory(owner.walletId, categoryIds[0]!)).toEqual([both, first]);
      expect(idsOf(await repos().budgets.listByWalletAndCategory(owner.walletId, categoryIds[2]!))).toEqual([third.id]);
      expect(await repos().budgets.listByWalletAndCategory(owner.walletId, newId())).toEqual([]);
    });

    it("deletes a budget with its memberships and never touches transactions", async () => {
      const { owner, ledger, wallet } = await givenBudgetOwner();
      const friend = aUser();
      await repos().users.create(friend);
      const budget = aBudget(owner);
      await repos().budgets.create(budget);
      const member = aMember(budget.id, friend, { status: "accepted" });
      await repos().budgets.addMember(member);
      const expense = anExpense(ledger, 700);
      await repos().transactions.create(expense);
      const before = await balanceOf(wallet.id);

      await repos().budgets.delete(budget.id);
      expect(await repos().budgets.findById(budget.id)).toBeNull();
      expect(await repos().budgets.findMember(member.id)).toBeNull();
      expect((await repos().budgets.listMembersOf([budget.id]))[0]).toEqual([]);
      expect(await repos().budgets.listVisibleTo(friend.id)).toEqual([]);
      expect(await repos().transactions.findById(expense.id)).toEqual(expense);
      expect(await balanceOf(wallet.id)).toBe(before);
      await repos().budgets.delete(budget.id);
      await repos().budgets.delete(newId());
    });
  });
};
