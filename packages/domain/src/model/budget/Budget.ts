import type { CalendarDate } from "../../shared/dates";
import { invalidBudgetTimeframe } from "../../shared/domainErrors";
import type { BudgetId, CategoryId, UserId, WalletId } from "../../shared/Id";
import type { Currency } from "../money/Currency";
import { assertPositiveAmount, type Money } from "../money/Money";
import { assertWalletCurrency, type Wallet } from "../wallet/Wallet";
import type { BudgetPeriod } from "./BudgetPeriod";

export interface Budget {
  readonly id: BudgetId;
  readonly ownerId: UserId;
  readonly name: string;
  readonly currency: Currency;
  /** Minor units, > 0. */
  readonly limitMinor: number;
  readonly period: BudgetPeriod;
  readonly startDate: CalendarDate;
  /** Last day the budget runs (exclusive bound is the day after), or null for open-ended. */
  readonly endDate: CalendarDate | null;
  readonly walletId: WalletId;
  readonly categoryIds: readonly CategoryId[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** 1 when created, one more on every update: a write names the version it was computed from. */
  readonly version: number;
}

/** `endDate`, when there is one, must come after `startDate`. */
export const assertTimeframe = (startDate: CalendarDate, endDate: CalendarDate | null): void => {
  if (endDate !== null && endDate <= startDate)
    throw invalidBudgetTimeframe("endDate", "endDate must be after startDate");
};

/** What a budget is made of: its wallet, and its limit as Money. */
export interface BudgetFields extends Omit<Budget, "walletId" | "currency" | "limitMinor" | "createdAt" | "version"> {
  readonly wallet: Pick<Wallet, "id" | "currency">;
  readonly limit: Money;
  /** Default: `updatedAt` (a new budget). */
  readonly createdAt?: Date;
  /** Default: 1. */
  readonly version?: number;
}

/**
 * The one way a Budget is made: refuses a limit that is not a positive whole number of minor units,
 * a limit in another currency than the wallet's, and an end date that does not come after the start.
 */
export const budgetOf = ({ wallet, limit, createdAt, version, ...fields }: BudgetFields): Budget => {
  assertPositiveAmount(limit, "limit");
  assertTimeframe(fields.startDate, fields.endDate);
  assertWalletCurrency(wallet, limit.currency);
  return {
    id: fields.id,
    ownerId: fields.ownerId,
    name: fields.name,
    currency: limit.currency,
    limitMinor: limit.minor,
    period: fields.period,
    startDate: fields.startDate,
    endDate: fields.endDate,
    walletId: wallet.id,
    categoryIds: fields.categoryIds,
    createdAt: createdAt ?? fields.updatedAt,
    updatedAt: fields.updatedAt,
    version: version ?? 1,
  };
};

export interface BudgetProgress {
  readonly budgetId: BudgetId;
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
  /** Set on the answer to a write whose spending moved past 80% or 100% of the limit in this window. */
  readonly crossed?: "80%" | "100%";
}
