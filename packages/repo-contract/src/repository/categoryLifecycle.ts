import type { CategoryId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aBudget, aCategory, anExpense, aUser, minutesAfter, newId } from "../mothers";
import { type ContractContext, expectCode, idsOf } from "./harness";

const AT = new Date("2026-04-01T08:00:00.000Z");

/** Categories renamed, archived, paged and deleted (in use, reassigned, all or nothing). */
export const describeCategoryLifecycleContract = ({ repos, store, givenLedger }: ContractContext): void => {
  describe("category lifecycle", () => {
    it("pages the user's categories oldest first, archived ones only when asked", async () => {
      const user = aUser();
      await repos().users.create(user);
      const made = [2, 1, 3].map((minute, i) =>
        aCategory(user.id, { createdAt: minutesAfter(minute), archived: i === 2 }),
      );
      for (const category of made) await repos().categories.create(category);
      const first = await repos().categories.list({ userId: user.id, limit: 1, includeArchived: false });
      const after = first.nextCursor ?? undefined;
      const rest = await repos().categories.list({
        userId: user.id,
        limit: 1,
        includeArchived: false,
        ...(after && { after }),
      });
      expect([...idsOf(first.items), ...idsOf(rest.items)]).toEqual([made[1]?.id, made[0]?.id]);
      expect(rest.nextCursor).toBeNull();
      const all = await repos().categories.list({ userId: user.id, limit: 10, includeArchived: true });
      expect(idsOf(all.items)).toEqual([made[1]?.id, made[0]?.id, made[2]?.id]);
    });

    it("renames and archives; a name the user has is refused whatever its case", async () => {
      const user = aUser();
      await repos().users.create(user);
      const food = aCategory(user.id, { name: "Food" });
      const rent = aCategory(user.id, { name: "Rent" });
      for (const c of [food, rent]) await repos().categories.create(c);
      await expectCode(repos().categories.update(food.id, { name: "RENT" }), "CATEGORY_ALREADY_EXISTS");
      expect(await repos().categories.update(food.id, { name: "FOOD", archived: true })).toEqual({
        ...food,
        name: "FOOD",
        archived: true,
      });
      await expectCode(repos().categories.update(newId(), { name: "X" }), "INVALID_CATEGORY_EXIST_PARAMS");
    });

    it("deletes an unused category and refuses one that transactions or budgets use", async () => {
      const { ledger, category } = await givenLedger();
      const unused = aCategory(ledger.userId);
      await repos().categories.create(unused);
      expect((await repos().categories.delete({ id: unused.id, at: AT }))?.id).toBe(unused.id);
      expect(await repos().categories.delete({ id: unused.id, at: AT })).toBeNull();
      await repos().transactions.create(anExpense(ledger, 5));
      await expectCode(repos().categories.delete({ id: category.id, at: AT }), "CATEGORY_IN_USE");
      const budgeted = aCategory(ledger.userId);
      await repos().categories.create(budgeted);
      await repos().budgets.create(
        aBudget({ userId: ledger.userId, walletId: ledger.walletId, categoryIds: [budgeted.id] }),
      );
      await expectCode(repos().categories.delete({ id: budgeted.id, at: AT }), "CATEGORY_IN_USE");
      expect(await repos().categories.findById(budgeted.id)).not.toBeNull();
    });

    it("moves transactions and budget links to reassignTo; a budget listing both keeps it once", async () => {
      const { ledger, category } = await givenLedger();
      const target = aCategory(ledger.userId);
      const third = aCategory(ledger.userId);
      for (const c of [target, third]) await repos().categories.create(c);
      const spent = anExpense(ledger, 40);
      await repos().transactions.create(spent);
      const owner = { userId: ledger.userId, walletId: ledger.walletId };
      const both = aBudget({ ...owner, categoryIds: [category.id, third.id, target.id] });
      const one = aBudget({ ...owner, categoryIds: [third.id, category.id] });
      for (const b of [both, one]) await repos().budgets.create(b);
      await repos().categories.delete({ id: category.id, reassignTo: target.id, at: AT });
      expect(await repos().categories.findById(category.id)).toBeNull();
      expect(await repos().transactions.findById(spent.id)).toEqual({
        ...spent,
        categoryId: target.id,
        updatedAt: AT,
        version: 2,
      });
      expect(await repos().budgets.findById(both.id)).toMatchObject({ categoryIds: [third.id, target.id], version: 2 });
      expect(await repos().budgets.findById(one.id)).toMatchObject({ categoryIds: [third.id, target.id], version: 2 });
    });

    it("refuses a reassignTo that is missing, another user's or archived", async () => {
      const { ledger, category } = await givenLedger();
      await repos().transactions.create(anExpense(ledger, 5));
      const stranger = await givenLedger();
      const archived = aCategory(ledger.userId, { archived: true });
      await repos().categories.create(archived);
      const remove = (reassignTo: CategoryId) => repos().categories.delete({ id: category.id, reassignTo, at: AT });
      await expectCode(remove(newId()), "INVALID_CATEGORY_EXIST_PARAMS");
      await expectCode(remove(stranger.category.id), "INVALID_CATEGORY_EXIST_PARAMS");
      await expectCode(remove(archived.id), "CATEGORY_ARCHIVED");
      expect(await repos().categories.findById(category.id)).not.toBeNull();
    });

    it("writes nothing when the deletion fails at its last step", async () => {
      const harness = store();
      if (!harness.refuseDeletion) return;
      const { ledger, category } = await givenLedger();
      const target = aCategory(ledger.userId);
      await repos().categories.create(target);
      const spent = anExpense(ledger, 40);
      await repos().transactions.create(spent);
      const budget = aBudget({
        userId: ledger.userId,
        walletId: ledger.walletId,
        categoryIds: [category.id, target.id],
      });
      await repos().budgets.create(budget);
      await harness.refuseDeletion("categories", category.id);
      await expect(repos().categories.delete({ id: category.id, reassignTo: target.id, at: AT })).rejects.toThrow();
      expect(await repos().transactions.findById(spent.id)).toEqual(spent);
      expect(await repos().budgets.findById(budget.id)).toMatchObject({
        categoryIds: [category.id, target.id],
        version: 1,
      });
    });
  });
};
