import type {
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
} from "@finance/domain";

/**
 * Every use case the HTTP handlers call (`c.get("useCases")`). The composition root builds them
 * (src/composition/useCases.ts); this file only names them.
 */
export interface UseCases {
  readonly registerUser: RegisterUser;
  readonly login: Pick<Login, "execute">;
  readonly refreshSession: RefreshSession;
  readonly logout: Logout;
  readonly changePassword: ChangePassword;
  readonly createPersonalAccessToken: CreatePersonalAccessToken;
  readonly listPersonalAccessTokens: ListPersonalAccessTokens;
  readonly deletePersonalAccessToken: DeletePersonalAccessToken;
  /** Not a route: `requireAuth` calls it for a Bearer token with the personal-access-token prefix. */
  readonly authenticatePersonalAccessToken: AuthenticatePersonalAccessToken;
  readonly createWallet: CreateWallet;
  readonly listWallets: ListWallets;
  readonly getWallet: GetWallet;
  readonly updateWallet: UpdateWallet;
  readonly deleteWallet: DeleteWallet;
  readonly createCategory: CreateCategory;
  readonly listCategories: ListCategories;
  readonly getCategory: GetCategory;
  readonly updateCategory: UpdateCategory;
  readonly deleteCategory: DeleteCategory;
  readonly createTransaction: CreateTransaction;
  readonly getTransaction: GetTransaction;
  readonly listTransactions: ListTransactions;
  readonly updateTransaction: UpdateTransaction;
  readonly deleteTransaction: DeleteTransaction;
  readonly createTransactionsFromReceipt: CreateTransactionsFromReceipt;
  readonly createBudget: CreateBudget;
  readonly listBudgets: ListBudgets;
  readonly getBudget: GetBudget;
  readonly updateBudget: UpdateBudget;
  readonly deleteBudget: DeleteBudget;
  readonly shareBudget: ShareBudget;
  readonly answerBudgetInvitation: AnswerBudgetInvitation;
  readonly removeBudgetMember: RemoveBudgetMember;
  readonly listBudgetInvitations: ListBudgetInvitations;
  readonly createTag: CreateTag;
  readonly listTags: ListTags;
  readonly getTag: GetTag;
  readonly renameTag: RenameTag;
  readonly deleteTag: DeleteTag;
  readonly getDashboardSummary: GetDashboardSummary;
  readonly claimIdempotencyKey: ClaimIdempotencyKey;
  readonly settleIdempotencyKey: SettleIdempotencyKey;
  readonly purgeExpiredIdempotencyKeys: PurgeExpiredIdempotencyKeys;
  readonly addAttachment: AddAttachment;
  readonly getStorageUsage: GetStorageUsage;
  readonly listAttachments: ListAttachments;
  readonly getAttachmentFile: GetAttachmentFile;
  readonly deleteAttachment: DeleteAttachment;
  readonly createTransfer: CreateTransfer;
  readonly listTransfers: ListTransfers;
  readonly getTransfer: GetTransfer;
  readonly updateTransfer: UpdateTransfer;
  readonly deleteTransfer: DeleteTransfer;
  readonly createRecurrence: CreateRecurrence;
  readonly listRecurrences: ListRecurrences;
  readonly getRecurrence: GetRecurrence;
  readonly updateRecurrence: UpdateRecurrence;
  readonly deleteRecurrence: DeleteRecurrence;
  readonly listOccurrences: ListOccurrences;
  /** Not a route: the scheduler (server.ts) runs it on start and every RECURRENCE_INTERVAL_MS. */
  readonly recordDueOccurrences: RecordDueOccurrences;
}
