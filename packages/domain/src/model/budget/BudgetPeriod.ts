import {
  addDays,
  addMonthsRolling,
  type CalendarDate,
  compareDays,
  END_OF_TIME,
  toCalendarDate,
} from "../../shared/dates";
import { invalidBudgetPeriod } from "../../shared/domainErrors";

export const BUDGET_PERIODS = ["daily", "weekly", "monthly", "quarterly", "yearly"] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

export const parseBudgetPeriod = (value: unknown): BudgetPeriod => {
  const period = typeof value === "string" ? value.trim().toLowerCase() : "";
  if ((BUDGET_PERIODS as readonly string[]).includes(period)) return period as BudgetPeriod;
  throw invalidBudgetPeriod(BUDGET_PERIODS);
};

/** A half-open window of calendar days: `start` inclusive, `end` exclusive. */
export interface PeriodWindow {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/** The exclusive end of the last window there can be: the day after 9999-12-31. */
const END_DAY = toCalendarDate(END_OF_TIME);

/** Start of the n-th window counted from `anchor` (n may be negative). */
const nthStart = (anchor: CalendarDate, period: BudgetPeriod, n: number): CalendarDate => {
  switch (period) {
    case "daily":
      return addDays(anchor, n);
    case "weekly":
      return addDays(anchor, 7 * n);
    case "monthly":
      return addMonthsRolling(anchor, n);
    case "quarterly":
      return addMonthsRolling(anchor, 3 * n);
    case "yearly":
      return addMonthsRolling(anchor, 12 * n);
  }
};

const APPROX_DAYS: Record<BudgetPeriod, number> = {
  daily: 1,
  weekly: 7,
  monthly: 30.436875,
  quarterly: 91.310625,
  yearly: 365.2425,
};

/**
 * The period-length window, counted from `anchor`, that contains `at`. Windows are computed from
 * the anchor each time (never from the previous window), so month ends do not drift:
 * a monthly budget from 31 January has windows [31 Jan, 1 Mar), [1 Mar, 31 Mar), [31 Mar, 1 May)...
 * Before the anchor, the first window is answered. A window that would run past 9999 ends with
 * it. Days are compared as day numbers: past 9999 their text no longer sorts in time order.
 */
export const windowContaining = (anchor: CalendarDate, period: BudgetPeriod, at: CalendarDate): PeriodWindow => {
  const window = (start: CalendarDate, end: CalendarDate): PeriodWindow => ({
    start,
    end: compareDays(end, END_DAY) > 0 ? END_DAY : end,
  });
  if (compareDays(at, anchor) < 0) return window(anchor, nthStart(anchor, period, 1));
  const elapsedDays = compareDays(at, anchor);
  let n = Math.max(0, Math.floor(elapsedDays / APPROX_DAYS[period]) - 1);
  while (compareDays(nthStart(anchor, period, n + 1), at) <= 0) n += 1;
  while (n > 0 && compareDays(nthStart(anchor, period, n), at) > 0) n -= 1;
  return window(nthStart(anchor, period, n), nthStart(anchor, period, n + 1));
};
