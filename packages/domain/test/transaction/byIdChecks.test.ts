import { describe, expect, it } from "vitest";
import type { UserId } from "../../src";
import { failure, makeWorld, type World } from "../mothers";

/** Get, update and delete by id share the contract's order of checks. */
const byIdCalls = {
  get: (world: World, userId: UserId, id: string) => world.getTransaction.execute(userId, id),
  update: (world: World, userId: UserId, id: string) => world.updateTransaction.execute(userId, id, { amount: 1 }),
  delete: (world: World, userId: UserId, id: string) => world.deleteTransaction.execute(userId, id),
};

describe.each(Object.entries(byIdCalls))("%s transaction by id", (_name, call) => {
  const setUp = async () => {
    const world = makeWorld();
    const owner = await world.anAccount();
    const stranger = await world.anAccount();
    const transaction = await world.anExpense(owner.userId, owner.refs);
    return { world, owner, stranger, transaction };
  };

  it("fails with INVALID_TRANSACTION_ID for a malformed id, before looking it up", async () => {
    const { world, stranger } = await setUp();
    for (const id of ["42", "", "not-a-uuid", "0195f3a0-0000-7000-8000-00000000000g"]) {
      expect((await failure(() => call(world, stranger.userId, id))).code).toBe("INVALID_TRANSACTION_ID");
    }
  });

  it("fails with TRANSACTION_NOT_FOUND for a well-formed id nobody has", async () => {
    const { world, owner } = await setUp();
    expect((await failure(() => call(world, owner.userId, world.ids.next()))).code).toBe("TRANSACTION_NOT_FOUND");
  });

  it("fails with TRANSACTION_OWNER_MISMATCH for another user's transaction and changes nothing", async () => {
    const { world, owner, stranger, transaction } = await setUp();
    expect((await failure(() => call(world, stranger.userId, transaction.id))).code).toBe("TRANSACTION_OWNER_MISMATCH");
    expect(await world.repos.transactions.findById(transaction.id)).toEqual(transaction);
    expect(await world.balanceOf(owner.refs.walletId)).toBe(10_000 - 1250);
  });
});

describe("GetTransaction", () => {
  it("answers the caller's transaction", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const transaction = await world.anExpense(userId, refs);
    expect(await world.getTransaction.execute(userId, transaction.id)).toEqual(transaction);
  });
});

describe("DeleteTransaction", () => {
  it("removes the transaction, answers it, and takes its amount off the wallet", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    const transaction = await world.anExpense(userId, refs, { amount: 30 });
    expect(await world.balanceOf(refs.walletId)).toBe(7000);
    const { transaction: deleted } = await world.deleteTransaction.execute(userId, transaction.id);
    expect(deleted).toEqual(transaction);
    expect(await world.repos.transactions.findById(transaction.id)).toBeNull();
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
    expect((await failure(() => world.deleteTransaction.execute(userId, transaction.id))).code).toBe(
      "TRANSACTION_NOT_FOUND",
    );
  });
});

describe("ids in upper case", () => {
  it("reach the same transaction for get, update and delete", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount({ balance: 100 });
    const transaction = await world.anExpense(userId, refs, { amount: 30 });
    const upper = transaction.id.toUpperCase();
    expect(await world.getTransaction.execute(userId, upper)).toEqual(transaction);
    await world.updateTransaction.execute(userId, upper, { amount: 40 });
    expect(await world.balanceOf(refs.walletId)).toBe(6000);
    await world.deleteTransaction.execute(userId, upper);
    expect(await world.balanceOf(refs.walletId)).toBe(10_000);
  });
});

describe("a PATCH naming ids in upper case", () => {
  it("stores the canonical wallet and category ids", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const transaction = await world.anExpense(userId, refs);
    const category = await world.aCategory(userId);
    const { transaction: updated } = await world.updateTransaction.execute(userId, transaction.id, {
      walletId: refs.walletId.toUpperCase(),
      categoryId: category.id.toUpperCase(),
    });
    expect(updated).toMatchObject({ walletId: refs.walletId, categoryId: category.id });
    expect((await world.listTransactions.execute(userId, { categoryId: category.id })).items).toHaveLength(1);
  });
});
