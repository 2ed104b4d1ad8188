import type {
  BudgetAllocator,
  Clock,
  DashboardQuery,
  FileStore,
  IdGenerator,
  OcrPort,
  PasswordHasher,
  RecurrenceRules,
  Repositories,
  SecretTokens,
  SessionIssuer,
  StoreVersion,
  SweepOrphanFiles,
  TokenPort,
  UserId,
} from "@finance/domain";
import type { Logger } from "pino";
import type { AppDeps } from "../app/AppDeps";
import type { App } from "../app/createApp";
import type { UseCases } from "../app/useCases";
import type { Config } from "../config/config";
import type { LoginAttemptStore } from "../stores/loginAttemptStore";
import type { RateLimitStores } from "../stores/rateLimitStores";
import type { TokenUserCache } from "../stores/tokenUserCache";
import type { Database, StoreChannel } from "./persistence";
import type { RateLimitStoreProvider } from "./rateLimitStore";

/** A DI token that remembers the type it resolves to. */
export type Token<T> = symbol & { readonly __type?: T };

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The ports: what the use cases and the app are built from; a test registers its own values for any of them. */
export interface Ports {
  readonly repositories: Repositories;
  /** Aggregate queries of the dashboard, computed by the same database as `repositories`. */
  readonly dashboard: DashboardQuery;
  /** The version of the same database, for cached answers; none (a memory store) caches nothing. */
  readonly storeVersion: StoreVersion | undefined;
  readonly tokens: TokenPort;
  readonly passwords: PasswordHasher;
  /** Refresh-token and personal-access-token secrets and their hashes. */
  readonly secrets: SecretTokens;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly ocr: OcrPort;
  /** Where attachment files (and kept receipt images) are stored. */
  readonly files: FileStore;
  readonly config: Config;
  readonly logger: Logger;
  readonly rateLimitStores: RateLimitStores;
  readonly loginAttempts: LoginAttemptStore;
}

/**
 * Every token of the container, in ONE place. Registrations use `useValue` / `useFactory`
 * (tsx and esbuild emit no decorator metadata, so nothing is resolved by constructor types).
 */
export const TOKENS = {
  Config: token<Config>("Config"),
  Logger: token<Logger>("Logger"),
  Database: token<Database>("Database"),
  Repositories: token<Repositories>("Repositories"),
  DashboardQuery: token<DashboardQuery>("DashboardQuery"),
  StoreVersion: token<StoreVersion | undefined>("StoreVersion"),
  TokenPort: token<TokenPort>("TokenPort"),
  PasswordHasher: token<PasswordHasher>("PasswordHasher"),
  SecretTokens: token<SecretTokens>("SecretTokens"),
  SessionIssuer: token<SessionIssuer>("SessionIssuer"),
  IdGenerator: token<IdGenerator>("IdGenerator"),
  Clock: token<Clock>("Clock"),
  OcrPort: token<OcrPort>("OcrPort"),
  FileStore: token<FileStore>("FileStore"),
  /** Run once on start (server.ts): what a crash left in the file store. */
  OrphanSweep: token<SweepOrphanFiles>("OrphanSweep"),
  RateLimitBackend: token<RateLimitStoreProvider>("RateLimitBackend"),
  RateLimitStores: token<RateLimitStores>("RateLimitStores"),
  LoginAttempts: token<LoginAttemptStore>("LoginAttempts"),
  BudgetAllocator: token<BudgetAllocator>("BudgetAllocator"),
  RecurrenceRules: token<RecurrenceRules>("RecurrenceRules"),
  /** The users access tokens speak for, kept a short while (TOKEN_USER_CACHE_SECONDS). */
  TokenUsers: token<TokenUserCache>("TokenUsers"),
  /** Where a password change is announced to the other instances on the database (none on SQLite). */
  TokenUsersChannel: token<StoreChannel | undefined>("TokenUsersChannel"),
  /** Drops a user from the TokenUsers of this process and every cluster worker, and tells the other instances. */
  ForgetTokenUser: token<(id: UserId) => Promise<void>>("ForgetTokenUser"),
  UseCases: token<UseCases>("UseCases"),
  AppDeps: token<AppDeps>("AppDeps"),
  App: token<App>("App"),
} as const;

/** The token of each port, by its name in `Ports`. */
export const PORT_TOKENS: { readonly [K in keyof Ports]-?: Token<Ports[K]> } = {
  repositories: TOKENS.Repositories,
  dashboard: TOKENS.DashboardQuery,
  storeVersion: TOKENS.StoreVersion,
  tokens: TOKENS.TokenPort,
  passwords: TOKENS.PasswordHasher,
  secrets: TOKENS.SecretTokens,
  ids: TOKENS.IdGenerator,
  clock: TOKENS.Clock,
  ocr: TOKENS.OcrPort,
  files: TOKENS.FileStore,
  config: TOKENS.Config,
  logger: TOKENS.Logger,
  rateLimitStores: TOKENS.RateLimitStores,
  loginAttempts: TOKENS.LoginAttempts,
};

const USE_CASE_NAMES = {
  registerUser: 0,
  login: 0,
  refreshSession: 0,
  logout: 0,
  changePassword: 0,
  createPersonalAccessToken: 0,
  listPersonalAccessTokens: 0,
  deletePersonalAccessToken: 0,
  authenticatePersonalAccessToken: 0,
  createWallet: 0,
  listWallets: 0,
  getWallet: 0,
  updateWallet: 0,
  deleteWallet: 0,
  createCategory: 0,
  listCategories: 0,
  getCategory: 0,
  updateCategory: 0,
  deleteCategory: 0,
  createTransaction: 0,
  getTransaction: 0,
  listTransactions: 0,
  updateTransaction: 0,
  deleteTransaction: 0,
  createTransactionsFromReceipt: 0,
  createBudget: 0,
  listBudgets: 0,
  getBudget: 0,
  updateBudget: 0,
  deleteBudget: 0,
  shareBudget: 0,
  answerBudgetInvitation: 0,
  removeBudgetMember: 0,
  listBudgetInvitations: 0,
  createTag: 0,
  listTags: 0,
  getTag: 0,
  renameTag: 0,
  deleteTag: 0,
  getDashboardSummary: 0,
  claimIdempotencyKey: 0,
  settleIdempotencyKey: 0,
  purgeExpiredIdempotencyKeys: 0,
  addAttachment: 0,
  getStorageUsage: 0,
  listAttachments: 0,
  getAttachmentFile: 0,
  deleteAttachment: 0,
  createTransfer: 0,
  listTransfers: 0,
  getTransfer: 0,
  updateTransfer: 0,
  deleteTransfer: 0,
  createRecurrence: 0,
  listRecurrences: 0,
  getRecurrence: 0,
  updateRecurrence: 0,
  deleteRecurrence: 0,
  listOccurrences: 0,
  recordDueOccurrences: 0,
} as const satisfies Record<keyof UseCases, 0>;

/** The token of each use case, by its name in `UseCases`: `resolve(container, USE_CASES.registerUser)`. */
export const USE_CASES = Object.fromEntries(Object.keys(USE_CASE_NAMES).map((name) => [name, token(name)])) as {
  readonly [K in keyof UseCases]: Token<UseCases[K]>;
};
