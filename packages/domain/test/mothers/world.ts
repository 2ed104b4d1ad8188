import {
  type Budget,
  BudgetAllocator,
  CreateCategory,
  CreateTag,
  CreateTransaction,
  type CreateTransactionInput,
  CreateWallet,
  type CreateWalletInput,
  DeleteTag,
  DeleteTransaction,
  GetTag,
  GetTransaction,
  ListBudgetInvitations,
  ListCategories,
  ListTags,
  ListTransactions,
  ListWallets,
  Login,
  RegisterUser,
  type RegisterUserInput,
  RenameTag,
  UpdateTransaction,
} from "../../src";
import { createMemoryRepositories, MemoryFileStore } from "../../src/testing";
import { DUMMY_HASH, fakeHasher, fakeTokens } from "./auth";
import { aBudget } from "./budgets";
import { DEFAULT_NOW, testClock } from "./clock";
import { seededIds } from "./ids";
import { expenseInput, registration, type TransactionRefs, walletInput } from "./inputs";

export interface WorldOptions {
  /** ISO instant the clock starts at. */
  readonly now?: string;
  /** Seed of the id generator's random bytes. */
  readonly seed?: number;
}

/** Every use case wired on fresh in-memory repositories, a settable clock and deterministic ids. */
export const makeWorld = ({ now = DEFAULT_NOW, seed = 1 }: WorldOptions = {}) => {
  const clock = testClock(now);
  const ids = seededIds(clock, seed);
  const repos = createMemoryRepositories();
  const files = new MemoryFileStore(clock);
  const hasher = fakeHasher();
  const tokens = fakeTokens();
  const allocator = new BudgetAllocator(repos.budgets, repos.transactions, clock);
  const useCases = {
    registerUser: new RegisterUser(repos.users, hasher, ids, clock),
    login: new Login(repos.users, hasher, tokens, DUMMY_HASH),
    createWallet: new CreateWallet(repos.wallets, ids, clock),
    listWallets: new ListWallets(repos.wallets),
    createCategory: new CreateCategory(repos.categories, ids, clock),
    listCategories: new ListCategories(repos.categories),
    createTransaction: new CreateTransaction(
      repos.transactions,
      repos.wallets,
      repos.categories,
      repos.tags,
      allocator,
      ids,
      clock,
    ),
    getTransaction: new GetTransaction(repos.transactions),
    listTransactions: new ListTransactions(repos.transactions),
    updateTransaction: new UpdateTransaction(
      repos.transactions,
      repos.wallets,
      repos.categories,
      repos.tags,
      allocator,
      clock,
    ),
    deleteTransaction: new DeleteTransaction(repos.transactions, allocator, repos.attachments, files),
    createTag: new CreateTag(repos.tags, ids, clock),
    listTags: new ListTags(repos.tags),
    getTag: new GetTag(repos.tags),
    renameTag: new RenameTag(repos.tags),
    deleteTag: new DeleteTag(repos.tags),
    listBudgetInvitations: new ListBudgetInvitations(repos.budgets),
  };
  let users = 0;
  let categories = 0;

  const aUser = (overrides: Partial<RegisterUserInput> = {}) => {
    users += 1;
    return useCases.registerUser.execute(registration(users, overrides));
  };
  const aWallet = (userId: string, overrides: Partial<CreateWalletInput> = {}) =>
    useCases.createWallet.execute(userId, walletInput(overrides));
  const aCategory = (userId: string, name?: string) => {
    categories += 1;
    return useCases.createCategory.execute(userId, { name: name ?? `Category ${categories}` });
  };
  /** A user with one wallet (USD, 100.00 unless told) and one category. */
  const anAccount = async (wallet: Partial<CreateWalletInput> = {}) => {
    const user = await aUser();
    const refs = {
      walletId: (await aWallet(user.id, wallet)).id,
      categoryId: (await aCategory(user.id)).id,
    };
    return { user, userId: user.id, refs };
  };
  const anExpense = async (userId: string, refs: TransactionRefs, overrides: Partial<CreateTransactionInput> = {}) =>
    (await useCases.createTransaction.execute(userId, expenseInput(refs, overrides))).transaction;
  const balanceOf = async (walletId: string) => (await repos.wallets.findById(walletId))?.balanceMinor;
  const storeBudget = async (overrides: Partial<Budget> & Pick<Budget, "ownerId" | "walletId">) => {
    const budget = aBudget({ id: ids.next(), ...overrides });
    await repos.budgets.create(budget);
    return budget;
  };

  return {
    clock,
    ids,
    repos,
    files,
    hasher,
    tokens,
    allocator,
    ...useCases,
    aUser,
    aWallet,
    aCategory,
    anAccount,
    anExpense,
    balanceOf,
    storeBudget,
  };
};

export type World = ReturnType<typeof makeWorld>;
