import type { BudgetSpendingQuery } from "../transaction/BudgetSpendingQuery";
import type { Transaction } from "../transaction/Transaction";
import type { BudgetProgress } from "./Budget";
import { countsTowards } from "./BudgetSpending";

/** The shares of a budget's limit a write is reported for when it moves spending past them. */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;
export type BudgetCrossing = `${(typeof BUDGET_ALERT_THRESHOLDS)[number]}%`;

/** What one write did to the expenses: the rows as they were before it and as they are after it. */
export interface SpendingChange {
  readonly before: readonly Transaction[];
  readonly after: readonly Transaction[];
}

/** Positive minor units the change moved into (or, negative, out of) one budget window. */
export const spendingMovedBy = (query: BudgetSpendingQuery, change: SpendingChange): number => {
  const counted = (rows: readonly Transaction[]) =>
    rows.reduce((sum, tx) => (countsTowards(query, tx) ? sum + Math.abs(tx.amountMinor) : sum), 0);
  return counted(change.after) - counted(change.before);
};

/**
 * The highest threshold that spending moved past: at or below it before the write, above it after
 * (so "100%" is reported exactly when `exceeded` turns true). Integer arithmetic only.
 */
export const crossedThreshold = (
  limitMinor: number,
  spentBeforeMinor: number,
  spentAfterMinor: number,
): BudgetCrossing | undefined => {
  let crossed: BudgetCrossing | undefined;
  for (const percent of BUDGET_ALERT_THRESHOLDS) {
    const line = limitMinor * percent;
    if (spentBeforeMinor * 100 <= line && spentAfterMinor * 100 > line) crossed = `${percent}%`;
  }
  return crossed;
};

/** The progress after the write, marked with the threshold the write crossed (when it crossed one). */
export const withCrossing = (progress: BudgetProgress, movedMinor: number): BudgetProgress => {
  const crossed = crossedThreshold(progress.limitMinor, progress.spentMinor - movedMinor, progress.spentMinor);
  return crossed === undefined ? progress : { ...progress, crossed };
};
