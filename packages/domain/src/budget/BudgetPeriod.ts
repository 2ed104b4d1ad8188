import { DomainError } from "../shared/DomainError";
import { addDays, addMonthsRolling, type CalendarDate, startOfDay } from "../shared/dates";

export const BUDGET_PERIODS = ["daily", "weekly", "monthly", "quarterly", "yearly"] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

export const parseBudgetPeriod = (value: unknown): BudgetPeriod => {
  const period = typeof value === "string" ? value.trim().toLowerCase() : "";
  if ((BUDGET_PERIODS as readonly string[]).includes(period)) return period as BudgetPeriod;
  throw new DomainError("INVALID_BUDGET_PERIOD", `Budget period must be one of ${BUDGET_PERIODS.join(", ")}`, [
    { path: "period", message: "Invalid budget period" },
  ]);
};

/** A half-open window of calendar days: `start` inclusive, `end` exclusive. */
export interface PeriodWindow {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

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

const DAY_MS = 86_400_000;
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
 * Before the anchor, the first window is answered.
 */
export const windowContaining = (anchor: CalendarDate, period: BudgetPeriod, at: CalendarDate): PeriodWindow => {
  if (at < anchor) return { start: anchor, end: nthStart(anchor, period, 1) };
  const elapsedDays = (startOfDay(at).getTime() - startOfDay(anchor).getTime()) / DAY_MS;
  let n = Math.max(0, Math.floor(elapsedDays / APPROX_DAYS[period]) - 1);
  while (nthStart(anchor, period, n + 1) <= at) n += 1;
  while (n > 0 && nthStart(anchor, period, n) > at) n -= 1;
  return { start: nthStart(anchor, period, n), end: nthStart(anchor, period, n + 1) };
};
