import type {
  AddAttachment,
  AnswerBudgetInvitation,
  AuthenticatePersonalAccessToken,
  ChangePassword,
  CreateBudget,
  CreateCategory,
  CreatePersonalAccessToken,
  CreateTag,
  CreateTransaction,
  CreateTransactionsFromReceipt,
  CreateTransfer,
  CreateWallet,
  DeleteAttachment,
  DeleteBudget,
  DeletePersonalAccessToken,
  DeleteTag,
  DeleteTransaction,
  DeleteTransfer,
  GetAttachmentFile,
  GetBudget,
  GetDashboardSummary,
  GetTag,
  GetTransaction,
  GetTransfer,
  ListAttachments,
  ListBudgetInvitations,
  ListBudgets,
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
  RemoveBudgetMember,
  RenameTag,
  ShareBudget,
  UpdateBudget,
  UpdateTransaction,
  UpdateTransfer,
} from "@finance/domain";

/**
 * Every use case the HTTP handlers call (`c.var.useCases`). The composition root builds them
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
  readonly createCategory: CreateCategory;
  readonly listCategories: ListCategories;
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
  readonly addAttachment: AddAttachment;
  readonly listAttachments: ListAttachments;
  readonly getAttachmentFile: GetAttachmentFile;
  readonly deleteAttachment: DeleteAttachment;
  readonly createTransfer: CreateTransfer;
  readonly listTransfers: ListTransfers;
  readonly getTransfer: GetTransfer;
  readonly updateTransfer: UpdateTransfer;
  readonly deleteTransfer: DeleteTransfer;
}
