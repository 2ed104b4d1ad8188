import type { AnyColumn, Table } from "drizzle-orm";

/**
 * The tables the shared queries read, typed by the columns they use: a SQLite table and a
 * PostgreSQL table of the same name both fit, so each builder is written once and handed the
 * dialect's own table objects.
 */
export type TableWith<K extends string> = Table & { readonly [P in K]: AnyColumn };

export type TransactionsTable = TableWith<
  | "id"
  | "userId"
  | "walletId"
  | "categoryId"
  | "transferId"
  | "type"
  | "amountMinor"
  | "currency"
  | "description"
  | "date"
>;
export type TransfersTable = TableWith<"id" | "userId" | "date" | "version">;
/** What keyset paging reads: newest first by (date, id). */
export type PagedTable = TableWith<"id" | "date">;
export type CategoriesTable = TableWith<"id" | "name">;
/** A wallets or categories table, as its keyset-paged list reads it. */
export type OwnedListTable = TableWith<"id" | "userId" | "createdAt" | "archived">;
export type BudgetsTable = TableWith<"id" | "ownerId" | "walletId" | "createdAt">;
export type BudgetMembersTable = TableWith<"id" | "budgetId" | "userId" | "status" | "share" | "invitedAt">;
export type BudgetCategoriesTable = TableWith<"budgetId" | "categoryId" | "position">;
export type AttachmentsTable = TableWith<
  "id" | "userId" | "transactionId" | "fileKey" | "contentType" | "sizeBytes" | "createdAt"
>;
export type TagsTable = TableWith<"id" | "userId" | "name" | "createdAt">;
export type TransactionTagsTable = TableWith<"transactionId" | "tagId">;
export type ReceiptBatchesTable = TableWith<"userId" | "walletId" | "contentHash">;
export type DailyTotalsTable = TableWith<
  "userId" | "day" | "currency" | "categoryId" | "walletId" | "incomeMinor" | "expenseMinor" | "txCount"
>;
export type MonthlyTotalsTable = TableWith<
  "userId" | "month" | "currency" | "categoryId" | "incomeMinor" | "expenseMinor" | "txCount"
>;

/** What the reading side of the transactions needs: the rows and the two rollups. */
export interface LedgerTables {
  readonly transactions: TransactionsTable;
  readonly categories: CategoriesTable;
  readonly tags: TagsTable;
  readonly transactionTags: TransactionTagsTable;
  readonly daily: DailyTotalsTable;
  readonly monthly: MonthlyTotalsTable;
}

export interface BudgetTables {
  readonly budgets: BudgetsTable;
  readonly budgetMembers: BudgetMembersTable;
  readonly budgetCategories: BudgetCategoriesTable;
}
export type IdempotencyKeysTable = TableWith<
  | "userId"
  | "key"
  | "token"
  | "requestHash"
  | "lockedUntil"
  | "expiresAt"
  | "responseStatus"
  | "responseBody"
  | "responseContentType"
>;

/**
 * Every table the shared repositories (`repositories/`) write and read, each adapter passing its
 * own schema's objects: the one place a new aggregate's table is named for both dialects.
 */
export interface RepositoryTables {
  readonly users: TableWith<"id">;
  readonly tags: TagsTable;
  readonly categories: CategoriesTable & OwnedListTable;
  readonly transactions: TransactionsTable & TableWith<"version" | "updatedAt">;
  readonly budgets: BudgetsTable & TableWith<"version" | "updatedAt">;
  readonly budgetCategories: BudgetCategoriesTable;
  readonly daily: DailyTotalsTable;
  readonly monthly: MonthlyTotalsTable;
  readonly attachments: AttachmentsTable;
}

/** What a dialect's rollup schema exports, under its own names. */
export interface RollupTables {
  readonly transactionDailyTotals: DailyTotalsTable;
  readonly transactionMonthlyTotals: MonthlyTotalsTable;
}

/** The repositories' tables out of a dialect's schema modules (`import * as schema`). */
export const repositoryTablesOf = (
  schema: Omit<RepositoryTables, "daily" | "monthly">,
  rollups: RollupTables,
): RepositoryTables => ({
  users: schema.users,
  tags: schema.tags,
  categories: schema.categories,
  transactions: schema.transactions,
  budgets: schema.budgets,
  budgetCategories: schema.budgetCategories,
  daily: rollups.transactionDailyTotals,
  monthly: rollups.transactionMonthlyTotals,
  attachments: schema.attachments,
});
