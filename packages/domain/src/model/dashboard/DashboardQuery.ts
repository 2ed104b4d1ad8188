import type { CategoryId, TagId, UserId } from "../../shared/Id";
import type { Currency } from "../money/Currency";
import type { BudgetSpending, BudgetSpendingQuery } from "../transaction/BudgetSpendingQuery";
import type { Transaction } from "../transaction/Transaction";

/** Income and expense of one currency over the range. Minor units; `expenseMinor` is positive. */
export interface CurrencyTotals {
  readonly currency: Currency;
  readonly incomeMinor: number;
  readonly expenseMinor: number;
  /** Number of transactions. */
  readonly count: number;
}

/** The same, per category and currency. */
export interface CategoryTotals extends CurrencyTotals {
  readonly categoryId: CategoryId;
  readonly name: string;
}

/** The same, per tag and currency: a transaction with several tags counts once under each. */
export interface TagTotals extends CurrencyTotals {
  readonly tagId: TagId;
  readonly name: string;
}

/** Income and expense of one calendar month (UTC, `YYYY-MM`) in one currency. */
export interface MonthlyTotals {
  readonly month: string;
  readonly currency: Currency;
  readonly incomeMinor: number;
  readonly expenseMinor: number;
}

export interface DashboardQueryInput {
  readonly userId: UserId;
  /** Inclusive. */
  readonly from: Date;
  /** Exclusive. */
  readonly to: Date;
  /** Inclusive start of the trend (midnight UTC on the first day of a month); the trend ends at `to`. */
  readonly trendFrom: Date;
  /** How many of the newest transactions in [from, to) to answer. */
  readonly recentLimit: number;
  /** Budget windows whose spending to sum (budgets may be shared, so their wallet may be another user's). */
  readonly budgets: readonly BudgetSpendingQuery[];
}

export interface DashboardAggregates {
  /** One row per currency with at least one transaction in [from, to); any order. */
  readonly totals: CurrencyTotals[];
  /** One row per (category, currency) with at least one transaction in [from, to); any order. */
  readonly byCategory: CategoryTotals[];
  /** One row per (tag, currency) with at least one tagged transaction in [from, to); any order. */
  readonly byTag: TagTotals[];
  /** One row per (month, currency) with at least one transaction in [trendFrom, to); any order. */
  readonly trend: MonthlyTotals[];
  /** The newest transactions in [from, to): date desc, then id desc. */
  readonly recent: Transaction[];
  /** One row per requested budget, 0 when nothing was spent. */
  readonly budgets: BudgetSpending[];
}

/**
 * Read-side port of the dashboard: every figure is an aggregate the store computes (SQL GROUP BY
 * in the database adapters); no adapter loads a user's rows to sum them. Sums are exact integers.
 * Only the user's own transactions count in totals, categories, trend and recent.
 */
export interface DashboardQuery {
  summarize(input: DashboardQueryInput): Promise<DashboardAggregates>;
}
