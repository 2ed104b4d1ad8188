import {
  type Budget,
  BudgetAllocator,
  type CreateTransactionInput,
  type CreateWalletInput,
  createUseCases,
  type JobQueue,
  type OcrPort,
  type PasswordChanged,
  type RecurrenceRules,
  type RegisterUserInput,
  type StatementReader,
  type UseCaseSettings,
  type UserId,
  type WalletId,
  type WebhookSecrets,
  type WebhookSender,
  type WebhookUrlGuard,
} from "../../src";
import {
  createMemoryRepositories,
  MemoryDashboardQuery,
  MemoryFileStore,
  MemoryOutbox,
  MemoryStore,
  MemoryWebhookRepo,
  portNotWired,
} from "../../src/testing";
import { fakeHasher, fakeSecrets, fakeTokens } from "./auth";
import { aBudget } from "./budgets";
import { DEFAULT_NOW, testClock } from "./clock";
import { seededIds } from "./ids";
import { expenseInput, registration, type TransactionRefs, walletInput } from "./inputs";

/** REFRESH_TOKEN_TTL of every world: 30 days. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** The settings of every world: the service's defaults. */
export const WORLD_SETTINGS: UseCaseSettings = {
  refreshTokenTtlSeconds: REFRESH_TTL_SECONDS,
  storageQuotaBytes: 100 * 1024 * 1024,
  idempotencyLeaseMs: 60_000,
  importMaxRows: 200_000,
};

export interface WorldOptions {
  /** ISO instant the clock starts at. */
  readonly now?: string;
  /** Seed of the id generator's random bytes. */
  readonly seed?: number;
  /** What reads receipts; none unless given (a test of receipts usually builds its own use case). */
  readonly ocr?: OcrPort;
  /** Told of each stored password change. */
  readonly passwordChanged?: PasswordChanged;
}

/** Every use case of the domain's list, on fresh in-memory repositories, a settable clock and deterministic ids. */
export const makeWorld = ({ now = DEFAULT_NOW, seed = 1, ocr, passwordChanged }: WorldOptions = {}) => {
  const clock = testClock(now);
  const ids = seededIds(clock, seed);
  const store = new MemoryStore();
  const repos = createMemoryRepositories(store);
  const outbox = new MemoryOutbox(store);
  const webhooks = new MemoryWebhookRepo(store);
  const files = new MemoryFileStore(clock);
  const hasher = fakeHasher();
  const tokens = fakeTokens();
  const secrets = fakeSecrets();
  const allocator = new BudgetAllocator(repos.budgets, repos.transactions, clock);
  const useCases = createUseCases({
    repositories: repos,
    dashboard: new MemoryDashboardQuery(store),
    passwords: hasher,
    tokens,
    secrets,
    ids,
    clock,
    ocr: ocr ?? portNotWired<OcrPort>("ocr"),
    files,
    jobs: portNotWired<JobQueue>("jobs"),
    statements: portNotWired<StatementReader>("statements"),
    webhookUrls: portNotWired<WebhookUrlGuard>("webhookUrls"),
    webhookSecrets: portNotWired<WebhookSecrets>("webhookSecrets"),
    webhookSender: portNotWired<WebhookSender>("webhookSender"),
    recurrenceRules: portNotWired<RecurrenceRules>("recurrenceRules"),
    settings: WORLD_SETTINGS,
    passwordChanged,
  });
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
