import type { RepositoryTables } from "@finance/adapter-sql";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import { attachments, budgetCategories, budgets, categories, tags, transactions, users } from "./schema";

/** This dialect's tables, as the shared repositories name them. */
export const repositoryTables: RepositoryTables = {
  users,
  tags,
  categories,
  transactions,
  budgets,
  budgetCategories,
  daily,
  monthly,
  attachments,
};
