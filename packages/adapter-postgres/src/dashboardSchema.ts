import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

/**
 * Per-day rollup of the transactions, kept by statement-level triggers on `transactions`
 * (migration `0002_dashboard_rollup_triggers`, extended by `0004_dashboard_monthly_triggers`) in the same database transaction as every write,
 * so it is always exact. The dashboard sums whole days here and only the partial days at the edges
 * of a range from `transactions`: its cost follows the number of days, not of transactions.
 *
 * `day` is the UTC calendar day of the transaction's date. Sums are bigint minor units.
 */
export const transactionDailyTotals = pgTable(
  "transaction_daily_totals",
  {
    userId: uuid("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    categoryId: uuid("category_id").notNull(),
    walletId: uuid("wallet_id").notNull(),
    incomeMinor: bigint("income_minor", { mode: "number" }).notNull(),
    /** Positive. */
    expenseMinor: bigint("expense_minor", { mode: "number" }).notNull(),
    txCount: integer("tx_count").notNull(),
  },
  (t) => [
    // Conflict target of the triggers' upserts; serves totals, categories and trend of a user's days.
    primaryKey({
      name: "transaction_daily_totals_pk",
      columns: [t.userId, t.day, t.currency, t.categoryId, t.walletId],
    }),
    // A budget's spending: its wallet, its categories, its days.
    index("transaction_daily_totals_budget_idx").on(t.walletId, t.categoryId, t.day),
  ],
);

/**
 * Per-month rollup (UTC `YYYY-MM`) per currency and category, kept by the same triggers: the
 * trend and the whole months of a range read a few hundred rows here whatever the row count.
 */
export const transactionMonthlyTotals = pgTable(
  "transaction_monthly_totals",
  {
    userId: uuid("user_id").notNull(),
    month: text("month").notNull(),
    currency: text("currency").notNull(),
    categoryId: uuid("category_id").notNull(),
    incomeMinor: bigint("income_minor", { mode: "number" }).notNull(),
    /** Positive. */
    expenseMinor: bigint("expense_minor", { mode: "number" }).notNull(),
    txCount: integer("tx_count").notNull(),
  },
  (t) => [
    primaryKey({ name: "transaction_monthly_totals_pk", columns: [t.userId, t.month, t.currency, t.categoryId] }),
  ],
);

/**
 * All-time income and expense of one user in one currency, kept by triggers on `transactions`
 * (migration `0006_sum_range_triggers`). Every sum the service reports for a user (any range, any
 * category, a budget's spending) is at most these, so triggers refuse a write that would take one
 * past MAX_TOTAL_MINOR; the row lock is also what concurrent writers of one user and currency queue on.
 */
export const userCurrencyTotals = pgTable(
  "user_currency_totals",
  {
    userId: uuid("user_id").notNull(),
    currency: text("currency").notNull(),
    incomeMinor: bigint("income_minor", { mode: "number" }).notNull(),
    /** Positive. */
    expenseMinor: bigint("expense_minor", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ name: "user_currency_totals_pk", columns: [t.userId, t.currency] })],
);
