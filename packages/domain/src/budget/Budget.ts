import type { Currency } from "../money/Currency";
import type { CalendarDate } from "../shared/dates";
import type { BudgetPeriod } from "./BudgetPeriod";

export interface Budget {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly currency: Currency;
  /** Minor units, > 0. */
  readonly limitMinor: number;
  readonly period: BudgetPeriod;
  readonly startDate: CalendarDate;
  /** Last day the budget runs (exclusive bound is the day after), or null for open-ended. */
  readonly endDate: CalendarDate | null;
  readonly walletId: string;
  readonly categoryIds: readonly string[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** 1 when created, one more on every update: a write names the version it was computed from. */
  readonly version: number;
}

export interface BudgetProgress {
  readonly budgetId: string;
  /** The budget's currency: every amount below is in its minor units. */
  readonly currency: Currency;
  readonly periodStart: CalendarDate;
  /** Inclusive last day of the window. */
  readonly periodEnd: CalendarDate;
  /** Positive minor units spent in the window. */
  readonly spentMinor: number;
  readonly limitMinor: number;
  readonly remainingMinor: number;
  /** Percentage, rounded to two decimals. */
  readonly percentUsed: number;
  readonly exceeded: boolean;
}
