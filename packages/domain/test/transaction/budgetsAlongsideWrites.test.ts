import { describe, expect, it, vi } from "vitest";
import {
  BudgetAllocator,
  type BudgetRepo,
  type CategoryId,
  CreateTransaction,
  DeleteTransaction,
  type TransactionRepo,
  UpdateTransaction,
} from "../../src";
import { expenseInput, makeWorld } from "../mothers";

type Overrides = {
  create?: TransactionRepo["create"];
  update?: TransactionRepo["update"];
  delete?: TransactionRepo["delete"];
  budgets?: BudgetRepo["listByWalletAndCategory"];
};

/**
 * One USD account with a monthly budget over its wallet and category, and the three writes whose
 * store calls are logged in the order they start and end. `overrides` replace store methods.
 */
const setUp = async (overrides: Overrides = {}) => {
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
  const { create, update, delete: remove, budgets: listBudgets } = overrides;
  const transactions = logged("transactions", world.repos.transactions, { create, update, delete: remove });
  const budgets = logged("budgets", world.repos.budgets, { listByWalletAndCategory: listBudgets });
  const allocator = new BudgetAllocator(budgets, transactions, world.clock);
  const { repos } = world;
  return {
    world,
    userId,
    refs,
    budget,
    calls,
    createTransaction: new CreateTransaction(
      transactions,
      repos.wallets,
      repos.categories,
      repos.tags,
      allocator,
      world.ids,
      world.clock,
    ),
    updateTransaction: new UpdateTransaction(
      transactions,
      repos.wallets,
      repos.categories,
      repos.tags,
      allocator,
      world.clock,
    ),
    deleteTransaction: new DeleteTransaction(transactions, repos.transfers, allocator, repos.attachments, world.files),
  };
};

/** A gate a replaced store method waits at until the test opens it. */
const aGate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

/** The write (`name`) was held while the budgets were read; their spending was read after it. */
const expectBudgetsReadAlongside = async (calls: string[], name: string, open: () => void) => {
  await vi.waitFor(() => expect(calls).toContain("budgets.listByWalletAndCategory ended"));
  expect(calls).toContain(`transactions.${name}`);
  expect(calls).not.toContain(`transactions.${name} ended`);
  expect(calls).not.toContain("transactions.spendingOf");
  open();
};

const afterWrite = (calls: string[], name: string) =>
  expect(calls.indexOf("transactions.spendingOf")).toBeGreaterThan(calls.indexOf(`transactions.${name} ended`));

describe("the budgets a write's answer carries", () => {
  it("create: reads the budgets before the write, which sums their spending in its own step", async () => {
    const { userId, refs, budget, calls, createTransaction } = await setUp();
    const { budgets } = await createTransaction.execute(userId, expenseInput(refs, { amount: 12.5 }));
    expect(budgets).toEqual([expect.objectContaining({ budgetId: budget.id, spentMinor: 1250 })]);
    expect(calls.indexOf("budgets.listByWalletAndCategory ended")).toBeLessThan(calls.indexOf("transactions.create"));
    // No read after the write: the answer is the spending the write's own step summed.
    expect(calls).not.toContain("transactions.spendingOf");
  });

  it("create: a failed read of the budgets writes nothing", async () => {
    const { world, userId, refs, calls, createTransaction } = await setUp({
      budgets: async () => {
        throw new Error("the store went away");
      },
    });
    await expect(createTransaction.execute(userId, expenseInput(refs))).rejects.toThrow("the store went away");
    expect(calls).not.toContain("transactions.create");
    expect((await world.repos.transactions.list({ userId, limit: 10 })).items).toEqual([]);
  });

  it("update: reads the budgets of the row before and after ahead of the write, which sums their spending", async () => {
    const { userId, refs, budget, calls, createTransaction, updateTransaction } = await setUp();
    const { transaction } = await createTransaction.execute(userId, expenseInput(refs, { amount: 12.5 }));
    calls.length = 0;
    const { budgets } = await updateTransaction.execute(userId, transaction.id, { amount: 20 });
    expect(budgets).toEqual([expect.objectContaining({ budgetId: budget.id, spentMinor: 2000 })]);
    expect(calls.indexOf("budgets.listByWalletAndCategory ended")).toBeLessThan(calls.indexOf("transactions.update"));
    expect(calls).not.toContain("transactions.spendingOf");
  });

  it("update: a move out of the budget's category answers the budget it left, without the expense", async () => {
    const { world, userId, refs, budget, createTransaction, updateTransaction } = await setUp();
    const other = await world.aCategory(userId);
    const { transaction } = await createTransaction.execute(userId, expenseInput(refs, { amount: 12.5 }));
    const { budgets } = await updateTransaction.execute(userId, transaction.id, { categoryId: other.id });
    expect(budgets).toEqual([expect.objectContaining({ budgetId: budget.id, spentMinor: 0 })]);
  });

  it("delete: reads the budgets while the delete runs", async () => {
    const gate = aGate();
    const { world, userId, refs, budget, calls, createTransaction, deleteTransaction } = await setUp({
      delete: async (id) => {
        await gate.opened;
        return world.repos.transactions.delete(id);
      },
    });
    const { transaction } = await createTransaction.execute(userId, expenseInput(refs, { amount: 12.5 }));
    calls.length = 0;
    const answer = deleteTransaction.execute(userId, transaction.id);
    await expectBudgetsReadAlongside(calls, "delete", gate.open);
    const { budgets } = await answer;
    expect(budgets).toEqual([expect.objectContaining({ budgetId: budget.id, spentMinor: 0 })]);
    afterWrite(calls, "delete");
  });

  it("delete: a row moved to another budget between its read and its delete answers that budget", async () => {
    let movedTo: CategoryId | null = null;
    const { world, userId, refs, budget, createTransaction, deleteTransaction } = await setUp({
      // An edit from another request lands just before the delete does.
      delete: async (id) => {
        const current = await world.repos.transactions.findById(id);
        if (current && movedTo) {
          await world.repos.transactions.update({ id, changes: { categoryId: movedTo, updatedAt: current.updatedAt } });
        }
        return world.repos.transactions.delete(id);
      },
    });
    const other = await world.aCategory(userId);
    movedTo = other.id;
    const otherBudget = await world.storeBudget({
      ownerId: userId,
      walletId: refs.walletId,
      name: "Other",
      categoryIds: [other.id],
    });
    const { transaction } = await createTransaction.execute(userId, expenseInput(refs, { amount: 12.5 }));
    const answer = await deleteTransaction.execute(userId, transaction.id);
    expect(answer.transaction.categoryId).toBe(other.id);
    expect(answer.budgets).toEqual([expect.objectContaining({ budgetId: otherBudget.id, spentMinor: 0 })]);
    expect(answer.budgets.map((b) => b.budgetId)).not.toContain(budget.id);
  });
});
