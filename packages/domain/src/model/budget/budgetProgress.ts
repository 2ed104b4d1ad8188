import { addDays, type CalendarDate, compareDays, startOfDay } from "../../shared/dates";
import type { Budget, BudgetProgress } from "./Budget";
import { type PeriodWindow, windowContaining } from "./BudgetPeriod";

/**
 * The window of the budget that contains `today`, cut at the budget's end date. After the end
 * date the last window is answered; before the start date, the first.
 */
export const currentWindow = (budget: Budget, today: CalendarDate): PeriodWindow => {
  const at = budget.endDate !== null && today > budget.endDate ? budget.endDate : today;
  const window = windowContaining(budget.startDate, budget.period, at);
  if (budget.endDate === null) return window;
  const endExclusive = addDays(budget.endDate, 1);
  return compareDays(endExclusive, window.end) < 0 ? { start: window.start, end: endExclusive } : window;
};

export const windowBounds = (window: PeriodWindow): { from: Date; to: Date } => ({
  from: startOfDay(window.start),
  to: startOfDay(window.end),
});

export const budgetProgress = (budget: Budget, window: PeriodWindow, spentMinor: number): BudgetProgress => ({
  budgetId: budget.id,
  currency: budget.currency,
  periodStart: window.start,
  periodEnd: addDays(window.end, -1),
  spentMinor,
  limitMinor: budget.limitMinor,
  remainingMinor: budget.limitMinor - spentMinor,
  // Integer arithmetic: hundredths of a percent, then one division for display.
  percentUsed: Math.round((spentMinor * 10_000) / budget.limitMinor) / 100,
  exceeded: spentMinor > budget.limitMinor,
});
