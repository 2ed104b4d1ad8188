import { randomUUID } from "node:crypto";
import {
  BudgetAllocator,
  CreateCategory,
  CreateTransaction,
  CreateWallet,
  DeleteTransaction,
  GetTransaction,
  ListCategories,
  ListTransactions,
  ListWallets,
  Login,
  type LoginInput,
  type LoginResult,
  RegisterUser,
  UpdateTransaction,
} from "@finance/domain";
import type { AppDeps } from "./AppDeps";

/**
 * The use cases of issue 4, built once per app from the ports. Route modules of later areas
 * (budgets, receipts, dashboard) may build their own use cases from `ctx.deps` in their module
 * instead of editing this file; `allocator` is shared so every write reports budgets the same way.
 */
export const buildUseCases = (deps: AppDeps) => {
  const { users, wallets, categories, transactions, budgets } = deps.repositories;
  const { passwords, tokens, ids, clock } = deps;
  const allocator = new BudgetAllocator(budgets, transactions, clock);

  // Login compares against a real hash when the e-mail is unknown (same cost as a wrong password).
  // It is computed once, in the background, the first time the app is built.
  const login = passwords.hash(randomUUID()).then((dummyHash) => new Login(users, passwords, tokens, dummyHash));
  login.catch(() => undefined);

  return {
    allocator,
    registerUser: new RegisterUser(users, passwords, ids, clock),
    login: { execute: async (input: LoginInput): Promise<LoginResult> => (await login).execute(input) },
    createWallet: new CreateWallet(wallets, ids, clock),
    listWallets: new ListWallets(wallets),
    createCategory: new CreateCategory(categories, ids, clock),
    listCategories: new ListCategories(categories),
    createTransaction: new CreateTransaction(transactions, wallets, categories, allocator, ids, clock),
    getTransaction: new GetTransaction(transactions),
    listTransactions: new ListTransactions(transactions),
    updateTransaction: new UpdateTransaction(transactions, wallets, categories, allocator, clock),
    deleteTransaction: new DeleteTransaction(transactions, allocator),
  };
};

export type UseCases = ReturnType<typeof buildUseCases>;
