import { randomUUID } from "node:crypto";
import {
  AddAttachment,
  AnswerBudgetInvitation,
  AuthenticatePersonalAccessToken,
  ChangePassword,
  ClaimIdempotencyKey,
  CreateBudget,
  CreateCategory,
  CreatePersonalAccessToken,
  CreateRecurrence,
  CreateTag,
  CreateTransaction,
  CreateTransactionsFromReceipt,
  CreateTransfer,
  CreateWallet,
  DeleteAttachment,
  DeleteBudget,
  DeleteCategory,
  DeletePersonalAccessToken,
  DeleteRecurrence,
  DeleteTag,
  DeleteTransaction,
  DeleteTransfer,
  DeleteWallet,
  GetAttachmentFile,
  GetBudget,
  GetCategory,
  GetDashboardSummary,
  GetRecurrence,
  GetStorageUsage,
  GetTag,
  GetTransaction,
  GetTransfer,
  GetWallet,
  ListAttachments,
  ListBudgetInvitations,
  ListBudgets,
  ListCategories,
  ListOccurrences,
  ListPersonalAccessTokens,
  ListRecurrences,
  ListTags,
  ListTransactions,
  ListTransfers,
  ListWallets,
  Login,
  type LoginInput,
  type LoginResult,
  Logout,
  PurgeExpiredIdempotencyKeys,
  RecordDueOccurrences,
  RefreshSession,
  RegisterUser,
  RemoveBudgetMember,
  RenameTag,
  SettleIdempotencyKey,
  ShareBudget,
  UpdateBudget,
  UpdateCategory,
  UpdateRecurrence,
  UpdateTransaction,
  UpdateTransfer,
  UpdateWallet,
  type UserId,
  type UserRepo,
} from "@finance/domain";
import type { DependencyContainer } from "tsyringe";
import type { UseCases } from "../app/useCases";
import { TOKENS, type Token } from "./tokens";

type Factory<T> = (c: DependencyContainer) => T;

const get = <T>(c: DependencyContainer, token: Token<T>): T => c.resolve<T>(token);
const repos = (c: DependencyContainer) => get(c, TOKENS.Repositories);
const ids = (c: DependencyContainer) => get(c, TOKENS.IdGenerator);
const clock = (c: DependencyContainer) => get(c, TOKENS.Clock);
const allocator = (c: DependencyContainer) => get(c, TOKENS.BudgetAllocator);
const files = (c: DependencyContainer) => get(c, TOKENS.FileStore);
const secrets = (c: DependencyContainer) => get(c, TOKENS.SecretTokens);
const sessions = (c: DependencyContainer) => get(c, TOKENS.SessionIssuer);
const recurrenceRules = (c: DependencyContainer) => get(c, TOKENS.RecurrenceRules);

/**
 * The users port of a password change: once the change is stored, every process drops the user
 * from its token-user cache before the change is answered, so no old token passes after the answer.
 */
const forgettingOnPasswordChange = (users: UserRepo, forget: (id: UserId) => Promise<void>): UserRepo => ({
  create: (user) => users.create(user),
  findById: (id) => users.findById(id),
  findByEmail: (email) => users.findByEmail(email),
  changePassword: async (userId, passwordHash, tokensValidAfter) => {
    const changed = await users.changePassword(userId, passwordHash, tokensValidAfter);
    if (changed) await forget(userId);
    return changed;
  },
});

/**
 * Login compares against a real hash when the e-mail is unknown (same cost as a wrong password).
 * The hash is computed once, in the background, when the use case is built.
 */
const login: Factory<UseCases["login"]> = (c) => {
  const passwords = get(c, TOKENS.PasswordHasher);
  const ready = passwords
    .hash(randomUUID())
    .then((dummyHash) => new Login(repos(c).users, passwords, sessions(c), dummyHash));
  ready.catch(() => undefined);
  return { execute: async (input: LoginInput): Promise<LoginResult> => (await ready).execute(input) };
};

/** How each use case is built from the container's ports; the container caches one of each. */
export const USE_CASE_FACTORIES: { readonly [K in keyof UseCases]: Factory<UseCases[K]> } = {
  registerUser: (c) => new RegisterUser(repos(c).users, get(c, TOKENS.PasswordHasher), ids(c), clock(c)),
  login,
  refreshSession: (c) => new RefreshSession(repos(c).refreshTokens, secrets(c), sessions(c), clock(c)),
  logout: (c) => new Logout(repos(c).refreshTokens, secrets(c), clock(c)),
  changePassword: (c) =>
    new ChangePassword(
      forgettingOnPasswordChange(repos(c).users, get(c, TOKENS.ForgetTokenUser)),
      get(c, TOKENS.PasswordHasher),
      sessions(c),
      clock(c),
    ),
  createPersonalAccessToken: (c) =>
    new CreatePersonalAccessToken(repos(c).personalAccessTokens, secrets(c), ids(c), clock(c)),
  listPersonalAccessTokens: (c) => new ListPersonalAccessTokens(repos(c).personalAccessTokens),
  deletePersonalAccessToken: (c) => new DeletePersonalAccessToken(repos(c).personalAccessTokens),
  authenticatePersonalAccessToken: (c) =>
    new AuthenticatePersonalAccessToken(repos(c).personalAccessTokens, secrets(c), clock(c)),
  createWallet: (c) => new CreateWallet(repos(c).wallets, ids(c), clock(c)),
  listWallets: (c) => new ListWallets(repos(c).wallets),
  getWallet: (c) => new GetWallet(repos(c).wallets),
  updateWallet: (c) => new UpdateWallet(repos(c).wallets),
  deleteWallet: (c) => new DeleteWallet(repos(c).wallets, clock(c)),
  createCategory: (c) => new CreateCategory(repos(c).categories, ids(c), clock(c)),
  listCategories: (c) => new ListCategories(repos(c).categories),
  getCategory: (c) => new GetCategory(repos(c).categories),
  updateCategory: (c) => new UpdateCategory(repos(c).categories),
  deleteCategory: (c) => new DeleteCategory(repos(c).categories, clock(c)),
  createTransaction: (c) => {
    const { transactions, wallets, categories, tags } = repos(c);
    return new CreateTransaction(transactions, wallets, categories, tags, allocator(c), ids(c), clock(c));
  },
  getTransaction: (c) => new GetTransaction(repos(c).transactions),
  listTransactions: (c) => new ListTransactions(repos(c).transactions),
  updateTransaction: (c) => {
    const { transactions, wallets, categories, tags } = repos(c);
    return new UpdateTransaction(transactions, wallets, categories, tags, allocator(c), clock(c));
  },
  deleteTransaction: (c) =>
    new DeleteTransaction(repos(c).transactions, repos(c).transfers, allocator(c), repos(c).attachments, files(c)),
  createTransactionsFromReceipt: (c) => {
    const { transactions, wallets, categories } = repos(c);
    const ocr = get(c, TOKENS.OcrPort);
    return new CreateTransactionsFromReceipt(
      ocr,
      transactions,
      wallets,
      categories,
      allocator(c),
      ids(c),
      clock(c),
      files(c),
      { attachments: repos(c).attachments, quotaBytes: get(c, TOKENS.Config).files.quotaBytes },
    );
  },
  createBudget: (c) => {
    const { budgets, wallets, categories } = repos(c);
    return new CreateBudget(budgets, wallets, categories, allocator(c), ids(c), clock(c));
  },
  listBudgets: (c) => new ListBudgets(repos(c).budgets, allocator(c)),
  getBudget: (c) => new GetBudget(repos(c).budgets, allocator(c)),
  updateBudget: (c) => {
    const { budgets, wallets, categories } = repos(c);
    return new UpdateBudget(budgets, wallets, categories, allocator(c), clock(c));
  },
  deleteBudget: (c) => new DeleteBudget(repos(c).budgets, allocator(c)),
  shareBudget: (c) => new ShareBudget(repos(c).budgets, repos(c).users, ids(c), clock(c)),
  answerBudgetInvitation: (c) => new AnswerBudgetInvitation(repos(c).budgets, clock(c)),
  removeBudgetMember: (c) => new RemoveBudgetMember(repos(c).budgets),
  listBudgetInvitations: (c) => new ListBudgetInvitations(repos(c).budgets),
  createTag: (c) => new CreateTag(repos(c).tags, ids(c), clock(c)),
  listTags: (c) => new ListTags(repos(c).tags),
  getTag: (c) => new GetTag(repos(c).tags),
  renameTag: (c) => new RenameTag(repos(c).tags),
  deleteTag: (c) => new DeleteTag(repos(c).tags),
  getDashboardSummary: (c) =>
    new GetDashboardSummary(get(c, TOKENS.DashboardQuery), repos(c).wallets, repos(c).budgets, clock(c)),
  claimIdempotencyKey: (c) =>
    new ClaimIdempotencyKey(repos(c).idempotencyKeys, clock(c), ids(c), get(c, TOKENS.Config).idempotencyLeaseMs),
  settleIdempotencyKey: (c) => new SettleIdempotencyKey(repos(c).idempotencyKeys),
  purgeExpiredIdempotencyKeys: (c) => new PurgeExpiredIdempotencyKeys(repos(c).idempotencyKeys, clock(c)),
  addAttachment: (c) =>
    new AddAttachment(
      repos(c).transactions,
      repos(c).attachments,
      files(c),
      ids(c),
      clock(c),
      get(c, TOKENS.Config).files.quotaBytes,
    ),
  getStorageUsage: (c) => new GetStorageUsage(repos(c).attachments, get(c, TOKENS.Config).files.quotaBytes),
  listAttachments: (c) => new ListAttachments(repos(c).transactions, repos(c).attachments),
  getAttachmentFile: (c) => new GetAttachmentFile(repos(c).attachments, files(c)),
  deleteAttachment: (c) => new DeleteAttachment(repos(c).attachments, files(c)),
  createTransfer: (c) => new CreateTransfer(repos(c).transfers, repos(c).wallets, ids(c), clock(c)),
  listTransfers: (c) => new ListTransfers(repos(c).transfers),
  getTransfer: (c) => new GetTransfer(repos(c).transfers),
  updateTransfer: (c) => new UpdateTransfer(repos(c).transfers, repos(c).wallets, clock(c)),
  deleteTransfer: (c) => new DeleteTransfer(repos(c).transfers, repos(c).attachments, files(c)),
  createRecurrence: (c) =>
    new CreateRecurrence(
      repos(c).recurrences,
      repos(c).wallets,
      repos(c).categories,
      repos(c).tags,
      recurrenceRules(c),
      ids(c),
      clock(c),
    ),
  listRecurrences: (c) => new ListRecurrences(repos(c).recurrences),
  getRecurrence: (c) => new GetRecurrence(repos(c).recurrences),
  updateRecurrence: (c) =>
    new UpdateRecurrence(
      repos(c).recurrences,
      repos(c).wallets,
      repos(c).categories,
      repos(c).tags,
      recurrenceRules(c),
      clock(c),
    ),
  deleteRecurrence: (c) => new DeleteRecurrence(repos(c).recurrences),
  listOccurrences: (c) => new ListOccurrences(repos(c).recurrences, recurrenceRules(c), clock(c)),
  recordDueOccurrences: (c) =>
    new RecordDueOccurrences(
      repos(c).recurrences,
      repos(c).wallets,
      repos(c).categories,
      recurrenceRules(c),
      ids(c),
      clock(c),
    ),
};
