import type { BudgetPeriod } from "../../api/budgets";

/**
 * The words for each period the API knows. Typed by the generated client's period union, so a
 * period the API adds (or drops) fails the typecheck here instead of going missing from the form.
 */
const PERIOD_LABELS = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  yearly: "Yearly",
} as const satisfies Record<BudgetPeriod, string>;

/** The API's periods, shortest first (the order of the labels above). */
export const BUDGET_PERIODS = Object.keys(PERIOD_LABELS) as BudgetPeriod[];

export const periodLabel = (period: BudgetPeriod): string => PERIOD_LABELS[period];
