import { describe, expect, it, vi } from "vitest";
import { BudgetAllocator, type BudgetRepo, CreateTransaction, type TransactionRepo, walletNotFound } from "../../src";
import { expenseInput, failure, makeWorld } from "../mothers";

/**
 * One USD account with a monthly budget over its wallet and category, and a CreateTransaction whose
 * store calls are logged in the order they start and end. `overrides` replace store methods.
 */
const setUp = async (overrides: {
  create?: TransactionRepo["create"];
  budgets?: BudgetRepo["listByWalletAndCategory"];
}) => {
  const world = makeWorld();
  const { userId, refs } = await world.anAccount({ balance: 100 });
  const budget = await world.storeBudget({ ownerId: userId, walletId: refs.walletId, categoryIds: [refs.categoryId] });
  const calls: string[] = [];
  const logged = <T extends object>(name: string, target: T, replaced: Record<string, unknown>): T =>
    new Proxy(target, {
      get(store, key) {
        const method = replaced[key as string] ?? Reflect.get(store, key, store);
        if (typeof method !== "function") return method;
        return async (...args: unknown[]) => {
          calls.push(`${name}.${String(key)}`);
          try {
            return await method.apply(store, args);
          } finally {
            calls.push(`${name}.${String(key)} ended`);
          }
        };
      },
    });
  const transactions = logged("transactions", world.repos.transactions, { create: overrides.create });
  const budgets = logged("budgets", world.repos.budgets, { listByWalletAndCategory: overrides.budgets });
  const createTransaction = new CreateTransaction(
    transactions,
    world.repos.wallets,
    world.repos.categories,
    world.repos.tags,
    new BudgetAllocator(budgets, transactions, world.clock),
    world.ids,
    world.clock,
  );
  return { world, userId, refs, budget, calls, createTransaction };
};

describe("CreateTransaction: the budgets its answer carries", () => {
  it("reads the budgets while the write runs, and sums their spending once it is done", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { world, userId, refs, budget, calls, createTransaction } = await setUp({
      create: async (transaction) => {
        await released;
        return world.repos.transactions.create(transaction);
      },
    });
    const answer = createTransaction.execute(userId, expenseInput(refs, { amount: 12.5 }));
    await vi.waitFor(() => expect(calls).toContain("budgets.listByWalletAndCategory ended"));
    expect(calls).toContain("transactions.create");
    expect(calls).not.toContain("transactions.create ended");
    expect(calls).not.toContain("transactions.spendingOf");
    release();
    const { budgets } = await answer;
    expect(budgets).toEqual([expect.objectContaining({ budgetId: budget.id, spentMinor: 1250 })]);
    expect(calls.indexOf("transactions.spendingOf")).toBeGreaterThan(calls.indexOf("transactions.create ended"));
  });

  it("answers the write's error when both the write and the budgets' read fail", async () => {
    const { userId, refs, createTransaction } = await setUp({
      create: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw walletNotFound();
      },
      budgets: async () => {
        throw new Error("the store went away");
      },
    });
    const error = await failure(() => createTransaction.execute(userId, expenseInput(refs)));
    expect(error.code).toBe("WALLET_NOT_FOUND");
  });
});
