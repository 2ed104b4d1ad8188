import { EventFactory } from "../../model/event/DomainEvent";
import type { PasswordHasher } from "../../model/user/PasswordHasher";
import { AddAttachment } from "../attachment/AddAttachment";
import { DeleteAttachment } from "../attachment/DeleteAttachment";
import { GetAttachmentFile } from "../attachment/GetAttachmentFile";
import { GetStorageUsage } from "../attachment/GetStorageUsage";
import { ListAttachments } from "../attachment/ListAttachments";
import { SweepOrphanFiles } from "../attachment/SweepOrphanFiles";
import { AnswerBudgetInvitation } from "../budget/AnswerBudgetInvitation";
import { BudgetAllocator } from "../budget/BudgetAllocator";
import { CreateBudget } from "../budget/CreateBudget";
import { DeleteBudget } from "../budget/DeleteBudget";
import { GetBudget } from "../budget/GetBudget";
import { ListBudgetInvitations } from "../budget/ListBudgetInvitations";
import { ListBudgets } from "../budget/ListBudgets";
import { RemoveBudgetMember } from "../budget/RemoveBudgetMember";
import { ShareBudget } from "../budget/ShareBudget";
import { UpdateBudget } from "../budget/UpdateBudget";
import { CreateCategory } from "../category/CreateCategory";
import { DeleteCategory } from "../category/DeleteCategory";
import { GetCategory } from "../category/GetCategory";
import { ListCategories } from "../category/ListCategories";
import { UpdateCategory } from "../category/UpdateCategory";
import { GetDashboardSummary } from "../dashboard/GetDashboardSummary";
import { ExportTransactions } from "../export/ExportTransactions";
import { ClaimIdempotencyKey } from "../idempotency/ClaimIdempotencyKey";
import { PurgeExpiredIdempotencyKeys } from "../idempotency/PurgeExpiredIdempotencyKeys";
import { SettleIdempotencyKey } from "../idempotency/SettleIdempotencyKey";
import { CommitImport } from "../import/CommitImport";
import { DiscardImport } from "../import/DiscardImport";
import { ListImportRows } from "../import/ListImportRows";
import { PreviewImport } from "../import/PreviewImport";
import { PurgeExpiredImports } from "../import/PurgeExpiredImports";
import { GetJob } from "../job/GetJob";
import { SubmitJob } from "../job/SubmitJob";
import { CreateTransactionsFromReceipt } from "../receipt/CreateTransactionsFromReceipt";
import { CreateRecurrence } from "../recurrence/CreateRecurrence";
import { DeleteRecurrence } from "../recurrence/DeleteRecurrence";
import { GetRecurrence } from "../recurrence/GetRecurrence";
import { ListOccurrences } from "../recurrence/ListOccurrences";
import { ListRecurrences } from "../recurrence/ListRecurrences";
import { RecordDueOccurrences } from "../recurrence/RecordDueOccurrences";
import { UpdateRecurrence } from "../recurrence/UpdateRecurrence";
import { CreateTag } from "../tag/CreateTag";
import { DeleteTag } from "../tag/DeleteTag";
import { GetTag } from "../tag/GetTag";
import { ListTags } from "../tag/ListTags";
import { RenameTag } from "../tag/RenameTag";
import { AuthenticatePersonalAccessToken } from "../token/AuthenticatePersonalAccessToken";
import { CreatePersonalAccessToken } from "../token/CreatePersonalAccessToken";
import { DeletePersonalAccessToken } from "../token/DeletePersonalAccessToken";
import { ListPersonalAccessTokens } from "../token/ListPersonalAccessTokens";
import { Logout } from "../token/Logout";
import { RefreshSession } from "../token/RefreshSession";
import { SessionIssuer } from "../token/SessionIssuer";
import { CreateTransaction } from "../transaction/CreateTransaction";
import { DeleteTransaction } from "../transaction/DeleteTransaction";
import { GetTransaction } from "../transaction/GetTransaction";
import { ListTransactions } from "../transaction/ListTransactions";
import { UpdateTransaction } from "../transaction/UpdateTransaction";
import { CreateTransfer } from "../transfer/CreateTransfer";
import { DeleteTransfer } from "../transfer/DeleteTransfer";
import { GetTransfer } from "../transfer/GetTransfer";
import { ListTransfers } from "../transfer/ListTransfers";
import { UpdateTransfer } from "../transfer/UpdateTransfer";
import { ChangePassword } from "../user/ChangePassword";
import { Login } from "../user/Login";
import { RegisterUser } from "../user/RegisterUser";
import { CreateWallet } from "../wallet/CreateWallet";
import { DeleteWallet } from "../wallet/DeleteWallet";
import { GetWallet } from "../wallet/GetWallet";
import { ListWallets } from "../wallet/ListWallets";
import { UpdateWallet } from "../wallet/UpdateWallet";
import { CreateWebhook } from "../webhook/CreateWebhook";
import { DeleteWebhook } from "../webhook/DeleteWebhook";
import { DeliverDueWebhooks } from "../webhook/DeliverDueWebhooks";
import { GetWebhook } from "../webhook/GetWebhook";
import { ListWebhookDeliveries } from "../webhook/ListWebhookDeliveries";
import { ListWebhooks } from "../webhook/ListWebhooks";
import { RelayEvents } from "../webhook/RelayEvents";
import { SendTestEvent } from "../webhook/SendTestEvent";
import { UpdateWebhook } from "../webhook/UpdateWebhook";
import type { UseCasePorts } from "./UseCasePorts";

// Both helpers hold nothing but their ports, so each use case may have its own.
const allocator = ({ repositories, clock }: UseCasePorts) =>
  new BudgetAllocator(repositories.budgets, repositories.transactions, clock);
const sessions = ({ tokens, repositories, secrets, ids, clock, settings }: UseCasePorts) =>
  new SessionIssuer(tokens, repositories.refreshTokens, secrets, ids, clock, settings.refreshTokenTtlSeconds);

/** Makes the events the ledger's writes put into the outbox, in the same atomic write. */
const events = ({ ids, clock }: UseCasePorts) => new EventFactory(ids, clock);
const deliveryPorts = (p: UseCasePorts) => ({
  webhooks: p.repositories.webhooks,
  sender: p.webhookSender,
  ids: p.ids,
  clock: p.clock,
  random: Math.random,
});

/** Hashed once, in the background, when Login is built: what an unknown e-mail's password is checked against. */
const dummyHash = (passwords: PasswordHasher): Promise<string> => {
  const hash = passwords.hash("not-anybody's-password");
  hash.catch(() => undefined);
  return hash;
};

/**
 * THE list of use cases: each one's name (how the API's handlers and every other caller reach it)
 * and how it is built from the ports. Everything else (the API's container and its tokens, the
 * `UseCases` type, `createUseCases`) is derived from it, so a new use case is one line here.
 */
export const useCaseFactories = {
  registerUser: (p) => new RegisterUser(p.repositories.users, p.passwords, p.ids, p.clock),
  login: (p) => new Login(p.repositories.users, p.passwords, sessions(p), dummyHash(p.passwords)),
  refreshSession: (p) => new RefreshSession(p.repositories.refreshTokens, p.secrets, sessions(p), p.clock),
  logout: (p) => new Logout(p.repositories.refreshTokens, p.secrets, p.clock),
  changePassword: (p) => new ChangePassword(p.repositories.users, p.passwords, sessions(p), p.clock, p.passwordChanged),
  createPersonalAccessToken: (p) =>
    new CreatePersonalAccessToken(p.repositories.personalAccessTokens, p.secrets, p.ids, p.clock),
  listPersonalAccessTokens: (p) => new ListPersonalAccessTokens(p.repositories.personalAccessTokens),
  deletePersonalAccessToken: (p) => new DeletePersonalAccessToken(p.repositories.personalAccessTokens),
  /** Not a route: the API's `requireAuth` calls it for a Bearer token with the personal-access-token prefix. */
  authenticatePersonalAccessToken: (p) =>
    new AuthenticatePersonalAccessToken(p.repositories.personalAccessTokens, p.secrets, p.clock),
  createWallet: (p) => new CreateWallet(p.repositories.wallets, p.ids, p.clock),
  listWallets: (p) => new ListWallets(p.repositories.wallets),
  getWallet: (p) => new GetWallet(p.repositories.wallets),
  updateWallet: (p) => new UpdateWallet(p.repositories.wallets),
  deleteWallet: (p) => new DeleteWallet(p.repositories.wallets, p.clock),
  createCategory: (p) => new CreateCategory(p.repositories.categories, p.ids, p.clock),
  listCategories: (p) => new ListCategories(p.repositories.categories),
  getCategory: (p) => new GetCategory(p.repositories.categories),
  updateCategory: (p) => new UpdateCategory(p.repositories.categories),
  deleteCategory: (p) => new DeleteCategory(p.repositories.categories, p.clock),
  createTransaction: (p) => {
    const { transactions, wallets, categories, tags } = p.repositories;
    return new CreateTransaction(transactions, wallets, categories, tags, allocator(p), p.ids, p.clock, events(p));
  },
  getTransaction: (p) => new GetTransaction(p.repositories.transactions),
  listTransactions: (p) => new ListTransactions(p.repositories.transactions),
  updateTransaction: (p) => {
    const { transactions, wallets, categories, tags } = p.repositories;
    return new UpdateTransaction(transactions, wallets, categories, tags, allocator(p), p.clock, events(p));
  },
  deleteTransaction: (p) => {
    const { transactions, transfers, attachments } = p.repositories;
    return new DeleteTransaction(transactions, transfers, allocator(p), attachments, p.files, events(p));
  },
  createTransactionsFromReceipt: (p) => {
    const { transactions, wallets, categories, attachments } = p.repositories;
    const quota = { attachments, quotaBytes: p.settings.storageQuotaBytes };
    return new CreateTransactionsFromReceipt(
      p.ocr,
      transactions,
      wallets,
      categories,
      allocator(p),
      p.ids,
      p.clock,
      p.files,
      quota,
      events(p),
    );
  },
  previewImport: (p) => {
    const { imports, wallets, categories } = p.repositories;
    return new PreviewImport(imports, wallets, categories, p.statements, p.ids, p.clock, {
      maxRows: p.settings.importMaxRows,
    });
  },
  listImportRows: (p) => new ListImportRows(p.repositories.imports, p.clock),
  commitImport: (p) =>
    new CommitImport(p.repositories.imports, p.repositories.wallets, allocator(p), p.clock, events(p)),
  discardImport: (p) => new DiscardImport(p.repositories.imports, p.clock),
  /** Not a route: the API runs it every IMPORT_PURGE_INTERVAL_MS and once on start. */
  purgeExpiredImports: (p) => new PurgeExpiredImports(p.repositories.imports, p.clock),
  exportTransactions: (p) => {
    const { transactions, wallets, categories, tags, imports } = p.repositories;
    return new ExportTransactions(transactions, wallets, categories, tags, imports);
  },
  submitJob: (p) => new SubmitJob(p.jobs, p.ids),
  getJob: (p) => new GetJob(p.jobs),
  createBudget: (p) => {
    const { budgets, wallets, categories } = p.repositories;
    return new CreateBudget(budgets, wallets, categories, allocator(p), p.ids, p.clock);
  },
  listBudgets: (p) => new ListBudgets(p.repositories.budgets, allocator(p)),
  getBudget: (p) => new GetBudget(p.repositories.budgets, allocator(p)),
  updateBudget: (p) => {
    const { budgets, wallets, categories } = p.repositories;
    return new UpdateBudget(budgets, wallets, categories, allocator(p), p.clock);
  },
  deleteBudget: (p) => new DeleteBudget(p.repositories.budgets, allocator(p)),
  shareBudget: (p) => new ShareBudget(p.repositories.budgets, p.repositories.users, p.ids, p.clock, events(p)),
  answerBudgetInvitation: (p) => new AnswerBudgetInvitation(p.repositories.budgets, p.clock, events(p)),
  removeBudgetMember: (p) => new RemoveBudgetMember(p.repositories.budgets, events(p)),
  listBudgetInvitations: (p) => new ListBudgetInvitations(p.repositories.budgets),
  createTag: (p) => new CreateTag(p.repositories.tags, p.ids, p.clock),
  listTags: (p) => new ListTags(p.repositories.tags),
  getTag: (p) => new GetTag(p.repositories.tags),
  renameTag: (p) => new RenameTag(p.repositories.tags),
  deleteTag: (p) => new DeleteTag(p.repositories.tags),
  getDashboardSummary: (p) =>
    new GetDashboardSummary(p.dashboard, p.repositories.wallets, p.repositories.budgets, p.clock),
  claimIdempotencyKey: (p) =>
    new ClaimIdempotencyKey(p.repositories.idempotencyKeys, p.clock, p.ids, p.settings.idempotencyLeaseMs),
  settleIdempotencyKey: (p) => new SettleIdempotencyKey(p.repositories.idempotencyKeys),
  purgeExpiredIdempotencyKeys: (p) => new PurgeExpiredIdempotencyKeys(p.repositories.idempotencyKeys, p.clock),
  addAttachment: (p) => {
    const { transactions, attachments } = p.repositories;
    return new AddAttachment(transactions, attachments, p.files, p.ids, p.clock, p.settings.storageQuotaBytes);
  },
  getStorageUsage: (p) => new GetStorageUsage(p.repositories.attachments, p.settings.storageQuotaBytes),
  listAttachments: (p) => new ListAttachments(p.repositories.transactions, p.repositories.attachments),
  getAttachmentFile: (p) => new GetAttachmentFile(p.repositories.attachments, p.files),
  deleteAttachment: (p) => new DeleteAttachment(p.repositories.attachments, p.files),
  /** Not a route: the API runs it once on start, for what a crash left in the file store. */
  sweepOrphanFiles: (p) => new SweepOrphanFiles(p.repositories.attachments, p.files, p.clock),
  createTransfer: (p) =>
    new CreateTransfer(p.repositories.transfers, p.repositories.wallets, p.ids, p.clock, events(p)),
  listTransfers: (p) => new ListTransfers(p.repositories.transfers),
  getTransfer: (p) => new GetTransfer(p.repositories.transfers),
  updateTransfer: (p) => new UpdateTransfer(p.repositories.transfers, p.repositories.wallets, p.clock),
  deleteTransfer: (p) => new DeleteTransfer(p.repositories.transfers, p.repositories.attachments, p.files, events(p)),
  createWebhook: (p) => new CreateWebhook(p.repositories.webhooks, p.webhookUrls, p.webhookSecrets, p.ids, p.clock),
  listWebhooks: (p) => new ListWebhooks(p.repositories.webhooks),
  getWebhook: (p) => new GetWebhook(p.repositories.webhooks),
  updateWebhook: (p) => new UpdateWebhook(p.repositories.webhooks, p.webhookUrls, p.clock),
  deleteWebhook: (p) => new DeleteWebhook(p.repositories.webhooks),
  sendTestEvent: (p) => new SendTestEvent(deliveryPorts(p)),
  listWebhookDeliveries: (p) => new ListWebhookDeliveries(p.repositories.webhooks),
  /** Not a route: the API's dispatch loop runs it, for the outbox's unpublished events. */
  relayEvents: (p) => new RelayEvents(p.repositories.outbox, p.repositories.webhooks, p.ids, p.clock),
  /** Not a route: the API's dispatch loop runs it, for the deliveries that are due. */
  deliverDueWebhooks: (p) => new DeliverDueWebhooks(deliveryPorts(p)),
  createRecurrence: (p) => {
    const { recurrences, wallets, categories, tags } = p.repositories;
    return new CreateRecurrence(recurrences, wallets, categories, tags, p.recurrenceRules, p.ids, p.clock);
  },
  listRecurrences: (p) => new ListRecurrences(p.repositories.recurrences),
  getRecurrence: (p) => new GetRecurrence(p.repositories.recurrences),
  updateRecurrence: (p) => {
    const { recurrences, wallets, categories, tags } = p.repositories;
    return new UpdateRecurrence(recurrences, wallets, categories, tags, p.recurrenceRules, p.clock);
  },
  deleteRecurrence: (p) => new DeleteRecurrence(p.repositories.recurrences),
  listOccurrences: (p) => new ListOccurrences(p.repositories.recurrences, p.recurrenceRules, p.clock),
  /** Not a route: the API's scheduler runs it every RECURRENCE_INTERVAL_MS and once on start. */
  recordDueOccurrences: (p) => {
    const { recurrences, wallets, categories } = p.repositories;
    return new RecordDueOccurrences(
      recurrences,
      wallets,
      categories,
      allocator(p),
      p.recurrenceRules,
      p.ids,
      p.clock,
      events(p),
    );
  },
} as const satisfies { readonly [name: string]: (ports: UseCasePorts) => object };

/** Every use case by its name: what the API's handlers get as `c.get("useCases")`. */
export type UseCases = { readonly [K in keyof typeof useCaseFactories]: ReturnType<(typeof useCaseFactories)[K]> };

export type UseCaseName = keyof UseCases;

/** The names of the list, in its order. */
export const useCaseNames = Object.keys(useCaseFactories) as readonly UseCaseName[];

/** Every use case built once on the given ports: for a caller without a container (tests, examples, scripts). */
export const createUseCases = (ports: UseCasePorts): UseCases => {
  const built: Partial<Record<UseCaseName, object>> = {};
  for (const name of useCaseNames) built[name] = useCaseFactories[name](ports);
  return built as UseCases;
};
