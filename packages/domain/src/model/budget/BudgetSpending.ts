import type { BudgetSpendingQuery } from "../transaction/BudgetSpendingQuery";
import type { Transaction } from "../transaction/Transaction";
import type { Budget } from "./Budget";
import type { PeriodWindow } from "./BudgetPeriod";
import { windowBounds } from "./budgetProgress";

/** What a budget's window measures. */
export const spendingQuery = (budget: Budget, window: PeriodWindow): BudgetSpendingQuery => ({
  budgetId: budget.id,
  walletId: budget.walletId,
  categoryIds: budget.categoryIds,
  ...windowBounds(window),
});

/**
 * The budget-allocation rule: an expense counts against a budget window when it is an expense of
 * the window's wallet, in one of its categories, dated inside it; a transfer leg never counts (it
 * has no category). The stores apply the same rule in SQL (one shared statement for SQLite and
 * PostgreSQL).
 */
export const countsTowards = (query: BudgetSpendingQuery, tx: Transaction): boolean =>
  tx.type === "expense" &&
  tx.transferId === null &&
  tx.categoryId !== null &&
  tx.walletId === query.walletId &&
  query.categoryIds.includes(tx.categoryId) &&
  tx.date >= query.from &&
  tx.date < query.to;
