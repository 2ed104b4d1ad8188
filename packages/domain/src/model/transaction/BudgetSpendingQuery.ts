import type { BudgetId, CategoryId, WalletId } from "../../shared/Id";

/**
 * The expenses allocated to one budget window: its wallet, its categories, calendar days [from, to).
 * The transaction store answers it (budgets read transactions, never the reverse), so it lives here.
 */
export interface BudgetSpendingQuery {
  readonly budgetId: BudgetId;
  readonly walletId: WalletId;
  readonly categoryIds: readonly CategoryId[];
  /** Midnight UTC, inclusive. */
  readonly from: Date;
  /** Midnight UTC, exclusive. */
  readonly to: Date;
}

export interface BudgetSpending {
  readonly budgetId: BudgetId;
  /** Positive minor units. */
  readonly spentMinor: number;
}
