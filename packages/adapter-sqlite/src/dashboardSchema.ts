import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Per-day rollup of the transactions, kept by triggers on `transactions` (migration
 * `0002_dashboard_rollup_triggers`, extended by `0004_dashboard_monthly_triggers`) in the same database transaction as every write, so it is
 * always exact. The dashboard sums whole days here and only the partial days at the edges of a
 * range from `transactions`: its cost follows the number of days, not of transactions.
 *
 * `day` is the UTC calendar day `YYYY-MM-DD` of the transaction's date. Sums are integer minor units:
 * one amount is at most MAX_AMOUNT_MINOR (< 1e12), so even 1e6 transactions in one row stay below
 * 1e18 < 2^63 - 1 (SQLite's integer range).
 */
export const transactionDailyTotals = sqliteTable(
  "transaction_daily_totals",
  {
    userId: text("user_id").notNull(),
    day: text("day").notNull(),
    currency: text("currency").notNull(),
    categoryId: text("category_id").notNull(),
    walletId: text("wallet_id").notNull(),
    incomeMinor: integer("income_minor").notNull(),
    /** Positive. */
    expenseMinor: integer("expense_minor").notNull(),
    txCount: integer("tx_count").notNull(),
  },
  (t) => [
    // Conflict target of the triggers' upserts.
    uniqueIndex("transaction_daily_totals_key_uq").on(t.userId, t.day, t.currency, t.categoryId, t.walletId),
    // Covering: totals, categories and trend of a user's days read the index alone.
    index("transaction_daily_totals_user_day_cover_idx").on(
      t.userId,
      t.day,
      t.currency,
      t.categoryId,
      t.incomeMinor,
      t.expenseMinor,
      t.txCount,
    ),
    // Covering: a budget's spending (its wallet, its categories, its days).
    index("transaction_daily_totals_budget_cover_idx").on(t.walletId, t.categoryId, t.day, t.expenseMinor),
  ],
);

/**
 * Per-month rollup (UTC `YYYY-MM`) per currency and category, kept by the same triggers: the
 * trend and the whole months of a range read a few hundred rows here whatever the row count.
 */
export const transactionMonthlyTotals = sqliteTable(
  "transaction_monthly_totals",
  {
    userId: text("user_id").notNull(),
    month: text("month").notNull(),
    currency: text("currency").notNull(),
    categoryId: text("category_id").notNull(),
    incomeMinor: integer("income_minor").notNull(),
    /** Positive. */
    expenseMinor: integer("expense_minor").notNull(),
    txCount: integer("tx_count").notNull(),
  },
  (t) => [uniqueIndex("transaction_monthly_totals_key_uq").on(t.userId, t.month, t.currency, t.categoryId)],
);

/**
 * All-time income and expense of one user in one currency, kept by triggers on `transactions`
 * (migration `0006_sum_range_triggers`). Every sum the service reports for a user (any range, any
 * category, a budget's spending) is at most these, so triggers refuse a write that would take one
 * past MAX_TOTAL_MINOR; the row is also what concurrent writers of one user and currency queue on.
 */
export const userCurrencyTotals = sqliteTable(
  "user_currency_totals",
  {
    userId: text("user_id").notNull(),
    currency: text("currency").notNull(),
    incomeMinor: integer("income_minor").notNull(),
    /** Positive. */
    expenseMinor: integer("expense_minor").notNull(),
  },
  (t) => [primaryKey({ name: "user_currency_totals_pk", columns: [t.userId, t.currency] })],
);
