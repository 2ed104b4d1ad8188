import type {
  AddAttachment,
  AnswerBudgetInvitation,
  CreateBudget,
  CreateCategory,
  CreateTag,
  CreateTransaction,
  CreateTransactionsFromReceipt,
  CreateWallet,
  DeleteAttachment,
  DeleteBudget,
  DeleteTag,
  DeleteTransaction,
  GetAttachmentFile,
  GetBudget,
  GetDashboardSummary,
  GetTag,
  GetTransaction,
  ListAttachments,
  ListBudgetInvitations,
  ListBudgets,
  ListCategories,
  ListTags,
  ListTransactions,
  ListWallets,
  Login,
  RegisterUser,
  RemoveBudgetMember,
  RenameTag,
  ShareBudget,
  UpdateBudget,
  UpdateTransaction,
} from "@finance/domain";

/**
 * Every use case the HTTP handlers call (`c.var.useCases`). The composition root builds them
 * (src/composition/useCases.ts); this file only names them.
 */
export interface UseCases {
  readonly registerUser: RegisterUser;
  readonly login: Pick<Login, "execute">;
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
}
