import type {
  AnswerBudgetInvitation,
  CreateBudget,
  CreateCategory,
  CreateTag,
  CreateTransaction,
  CreateTransactionsFromReceipt,
  CreateWallet,
  DeleteBudget,
  DeleteCategory,
  DeleteTag,
  DeleteTransaction,
  DeleteWallet,
  GetBudget,
  GetCategory,
  GetDashboardSummary,
  GetTag,
  GetTransaction,
  GetWallet,
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
  UpdateCategory,
  UpdateTransaction,
  UpdateWallet,
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
}
