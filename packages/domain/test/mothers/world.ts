import {
  AuthenticatePersonalAccessToken,
  type Budget,
  BudgetAllocator,
  ChangePassword,
  CreateCategory,
  CreatePersonalAccessToken,
  CreateTag,
  CreateTransaction,
  type CreateTransactionInput,
  CreateTransfer,
  CreateWallet,
  type CreateWalletInput,
  DeleteCategory,
  DeletePersonalAccessToken,
  DeleteTag,
  DeleteTransaction,
  DeleteTransfer,
  DeleteWallet,
  EventFactory,
  GetCategory,
  GetTag,
  GetTransaction,
  GetTransfer,
  GetWallet,
  ListBudgetInvitations,
  ListCategories,
  ListPersonalAccessTokens,
  ListTags,
  ListTransactions,
  ListTransfers,
  ListWallets,
  Login,
  Logout,
  RefreshSession,
  RegisterUser,
  type RegisterUserInput,
  RenameTag,
  SessionIssuer,
  UpdateCategory,
  UpdateTransaction,
  UpdateTransfer,
  UpdateWallet,
  type UserId,
  type WalletId,
} from "../../src";
import {
  createMemoryRepositories,
  MemoryFileStore,
  MemoryOutbox,
  MemoryStore,
  MemoryWebhookRepo,
} from "../../src/testing";
import { DUMMY_HASH, fakeHasher, fakeSecrets, fakeTokens } from "./auth";
import { aBudget } from "./budgets";
import { DEFAULT_NOW, testClock } from "./clock";
import { seededIds } from "./ids";
import { expenseInput, registration, type TransactionRefs, walletInput } from "./inputs";

/** REFRESH_TOKEN_TTL of every world: 30 days. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

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
  const store = new MemoryStore();
  const repos = createMemoryRepositories(store);
  const outbox = new MemoryOutbox(store);
  const webhooks = new MemoryWebhookRepo(store);
  const events = new EventFactory(ids, clock);
  const files = new MemoryFileStore(clock);
  const hasher = fakeHasher();
  const tokens = fakeTokens();
  const secrets = fakeSecrets();
  const sessions = new SessionIssuer(tokens, repos.refreshTokens, secrets, ids, clock, REFRESH_TTL_SECONDS);
  const allocator = new BudgetAllocator(repos.budgets, repos.transactions, clock);
  const useCases = {
    registerUser: new RegisterUser(repos.users, hasher, ids, clock),
    login: new Login(repos.users, hasher, sessions, DUMMY_HASH),
    refreshSession: new RefreshSession(repos.refreshTokens, secrets, sessions, clock),
    logout: new Logout(repos.refreshTokens, secrets, clock),
    changePassword: new ChangePassword(repos.users, hasher, sessions, clock),
    createPersonalAccessToken: new CreatePersonalAccessToken(repos.personalAccessTokens, secrets, ids, clock),
    listPersonalAccessTokens: new ListPersonalAccessTokens(repos.personalAccessTokens),
    deletePersonalAccessToken: new DeletePersonalAccessToken(repos.personalAccessTokens),
    authenticatePersonalAccessToken: new AuthenticatePersonalAccessToken(repos.personalAccessTokens, secrets, clock),
    createWallet: new CreateWallet(repos.wallets, ids, clock),
    listWallets: new ListWallets(repos.wallets),
    getWallet: new GetWallet(repos.wallets),
    updateWallet: new UpdateWallet(repos.wallets),
    deleteWallet: new DeleteWallet(repos.wallets, clock),
    createCategory: new CreateCategory(repos.categories, ids, clock),
    listCategories: new ListCategories(repos.categories),
    getCategory: new GetCategory(repos.categories),
    updateCategory: new UpdateCategory(repos.categories),
    deleteCategory: new DeleteCategory(repos.categories, clock),
    createTransaction: new CreateTransaction(
      repos.transactions,
      repos.wallets,
      repos.categories,
      repos.tags,
      allocator,
      ids,
      clock,
      events,
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
      events,
    ),
    deleteTransaction: new DeleteTransaction(
      repos.transactions,
      repos.transfers,
      allocator,
      repos.attachments,
      files,
      events,
    ),
    createTag: new CreateTag(repos.tags, ids, clock),
    listTags: new ListTags(repos.tags),
    getTag: new GetTag(repos.tags),
    renameTag: new RenameTag(repos.tags),
    deleteTag: new DeleteTag(repos.tags),
    listBudgetInvitations: new ListBudgetInvitations(repos.budgets),
    createTransfer: new CreateTransfer(repos.transfers, repos.wallets, ids, clock, events),
    getTransfer: new GetTransfer(repos.transfers),
    listTransfers: new ListTransfers(repos.transfers),
    updateTransfer: new UpdateTransfer(repos.transfers, repos.wallets, clock),
    deleteTransfer: new DeleteTransfer(repos.transfers, repos.attachments, files, events),
  };
  let users = 0;
  let categories = 0;

  const aUser = (overrides: Partial<RegisterUserInput> = {}) => {
    users += 1;
    return useCases.registerUser.execute(registration(users, overrides));
  };
  const aWallet = (userId: UserId, overrides: Partial<CreateWalletInput> = {}) =>
    useCases.createWallet.execute(userId, walletInput(overrides));
  const aCategory = (userId: UserId, name?: string) => {
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
  const anExpense = async (userId: UserId, refs: TransactionRefs, overrides: Partial<CreateTransactionInput> = {}) =>
    (await useCases.createTransaction.execute(userId, expenseInput(refs, overrides))).transaction;
  const balanceOf = async (walletId: WalletId) => (await repos.wallets.findById(walletId))?.balanceMinor;
  const storeBudget = async (overrides: Partial<Budget> & Pick<Budget, "ownerId" | "walletId">) => {
    const budget = aBudget({ id: ids.next(), ...overrides });
    await repos.budgets.create(budget);
    return budget;
  };

  return {
    clock,
    ids,
    store,
    repos,
    outbox,
    webhooks,
    events,
    files,
    hasher,
    tokens,
    secrets,
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
