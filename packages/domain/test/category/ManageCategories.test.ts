import { describe, expect, it } from "vitest";
import { failure, makeWorld } from "../mothers";

describe("GetCategory and UpdateCategory", () => {
  it("answer the caller's category; another user's or a missing one alike", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    expect((await world.getCategory.execute(userId, refs.categoryId)).id).toBe(refs.categoryId);
    for (const run of [
      () => world.getCategory.execute(other.userId, refs.categoryId),
      () => world.updateCategory.execute(other.userId, refs.categoryId, { name: "Mine" }),
      () => world.deleteCategory.execute(other.userId, refs.categoryId),
    ]) {
      expect((await failure(run)).code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
    }
    const malformed = await failure(() => world.getCategory.execute(userId, "nope"));
    expect([malformed.code, malformed.details?.[0]?.path]).toEqual(["VALIDATION_ERROR", "id"]);
  });

  it("renames (a name the user has is refused, whatever its case; its own case may change) and archives", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    const food = await world.aCategory(user.id, "Food");
    await world.aCategory(user.id, "Rent");
    expect((await failure(() => world.updateCategory.execute(user.id, food.id, { name: "RENT" }))).code).toBe(
      "CATEGORY_ALREADY_EXISTS",
    );
    expect((await world.updateCategory.execute(user.id, food.id, { name: "FOOD" })).name).toBe("FOOD");
    const archived = await world.updateCategory.execute(user.id, food.id, { archived: true });
    expect(archived).toMatchObject({ name: "FOOD", archived: true });
    expect((await world.listCategories.execute(user.id)).items.map((c) => c.name)).toEqual(["Rent"]);
    expect((await world.listCategories.execute(user.id, { archived: "true" })).items).toHaveLength(2);
    expect((await failure(() => world.updateCategory.execute(user.id, food.id, {}))).code).toBe("VALIDATION_ERROR");
  });

  it("refuses new transactions into an archived category but keeps its own editable", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const kept = await world.anExpense(userId, refs);
    await world.updateCategory.execute(userId, refs.categoryId, { archived: true });
    expect((await failure(() => world.anExpense(userId, refs))).code).toBe("CATEGORY_ARCHIVED");
    const edited = await world.updateTransaction.execute(userId, kept.id, { description: "Still mine" });
    expect(edited.transaction.description).toBe("Still mine");
    const open = await world.aCategory(userId, "Open");
    const elsewhere = await world.anExpense(userId, { ...refs, categoryId: open.id });
    const moveIn = await failure(() =>
      world.updateTransaction.execute(userId, elsewhere.id, { categoryId: refs.categoryId }),
    );
    expect(moveIn.code).toBe("CATEGORY_ARCHIVED");
  });
});

describe("DeleteCategory", () => {
  it("deletes an unused category and refuses one that transactions or budgets use", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const unused = await world.aCategory(userId);
    expect((await world.deleteCategory.execute(userId, unused.id)).id).toBe(unused.id);
    await world.anExpense(userId, refs);
    expect((await failure(() => world.deleteCategory.execute(userId, refs.categoryId))).code).toBe("CATEGORY_IN_USE");
    const budgeted = await world.aCategory(userId);
    await world.storeBudget({ ownerId: userId, walletId: refs.walletId, categoryIds: [budgeted.id] });
    expect((await failure(() => world.deleteCategory.execute(userId, budgeted.id))).code).toBe("CATEGORY_IN_USE");
  });

  it("moves transactions and budget links to reassignTo, a budget listing both keeping it once", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const target = await world.aCategory(userId, "Target");
    const third = await world.aCategory(userId, "Third");
    const spent = await world.anExpense(userId, refs);
    const both = await world.storeBudget({
      ownerId: userId,
      walletId: refs.walletId,
      categoryIds: [refs.categoryId, third.id, target.id],
    });
    const one = await world.storeBudget({
      ownerId: userId,
      name: "One",
      walletId: refs.walletId,
      categoryIds: [refs.categoryId],
    });
    await world.deleteCategory.execute(userId, refs.categoryId, { reassignTo: target.id });
    expect(await world.repos.transactions.findById(spent.id)).toMatchObject({ categoryId: target.id, version: 2 });
    expect((await world.repos.budgets.findById(both.id))?.categoryIds).toEqual([third.id, target.id]);
    expect((await world.repos.budgets.findById(one.id))?.categoryIds).toEqual([target.id]);
    expect(await world.repos.categories.findById(refs.categoryId)).toBeNull();
  });

  it("refuses a reassignTo that is itself, missing, another user's or archived", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.anAccount();
    await world.anExpense(userId, refs);
    const archived = await world.aCategory(userId);
    await world.updateCategory.execute(userId, archived.id, { archived: true });
    const cases = [
      [refs.categoryId, "VALIDATION_ERROR"],
      ["nope", "VALIDATION_ERROR"],
      [other.refs.categoryId, "INVALID_CATEGORY_EXIST_PARAMS"],
      [archived.id, "CATEGORY_ARCHIVED"],
    ] as const;
    for (const [reassignTo, code] of cases) {
      const error = await failure(() => world.deleteCategory.execute(userId, refs.categoryId, { reassignTo }));
      expect(error.code).toBe(code);
    }
    expect(await world.repos.categories.findById(refs.categoryId)).not.toBeNull();
  });
});
