import type { Budget, BudgetProgress } from "../../model/budget/Budget";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import { spendingQuery } from "../../model/budget/BudgetSpending";
import { budgetProgress, currentWindow } from "../../model/budget/budgetProgress";
import type {
  CategoryTotals,
  CurrencyTotals,
  DashboardQuery,
  MonthlyTotals,
  TagTotals,
} from "../../model/dashboard/DashboardQuery";
import { type InstantRange, monthRange, trendMonths } from "../../model/dashboard/dashboardRange";
import type { Transaction } from "../../model/transaction/Transaction";
import type { Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { MIN_INSTANT, parseRangeBound, toCalendarDate } from "../../shared/dates";
import { rangeBeforeTime, rangeReversed } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";

export interface DashboardSummaryInput {
  /** ISO 8601 date or date-time, inclusive. */
  from?: string;
  /** ISO 8601 date (that whole day included) or date-time (exclusive). */
  to?: string;
}

export interface DashboardTotals extends CurrencyTotals {
  /** income - expense, minor units. */
  readonly netMinor: number;
}

export interface DashboardBudget {
  readonly budget: Budget;
  readonly progress: BudgetProgress;
}

export interface DashboardSummary {
  /** [from, to): `to` is exclusive. */
  readonly range: InstantRange;
  /** Sorted by currency. */
  readonly totals: DashboardTotals[];
  /** Sorted by currency, then category name, then id. */
  readonly byCategory: CategoryTotals[];
  /** Sorted by currency, then tag name, then id; untagged transactions are in no row. */
  readonly byTag: TagTotals[];
  /** The caller's wallets, oldest first. */
  readonly wallets: Wallet[];
  /** Budgets visible to the caller (owned or accepted member), with their current-window progress. */
  readonly budgets: DashboardBudget[];
  /** Every one of the 12 months up to `to`, for every currency seen in them; zeros filled in. Month, then currency. */
  readonly trend: MonthlyTotals[];
  /** The five newest transactions in the range. */
  readonly recent: Transaction[];
}

export const TREND_MONTHS = 12;
export const RECENT_TRANSACTIONS = 5;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The dashboard of one user over a range (default: the current calendar month, UTC). Only `from`:
 * up to the end of the current month. Only `to`: from the start of the month that holds it.
 * Aggregates come from the DashboardQuery port (summed by the store); wallets carry their stored
 * balances; budget windows follow the budget rules of the domain, their spending is summed by the store.
 */
export class GetDashboardSummary {
  constructor(
    private readonly dashboard: DashboardQuery,
    private readonly wallets: WalletRepo,
    private readonly budgets: BudgetRepo,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: DashboardSummaryInput = {}): Promise<DashboardSummary> {
    const range = this.resolveRange(input);
    const today = toCalendarDate(this.clock.now());
    const [wallets, budgets] = await Promise.all([this.wallets.listByUser(userId), this.budgets.listVisibleTo(userId)]);
    const windows = budgets.map((budget) => ({ budget, window: currentWindow(budget, today) }));
    const trend = trendMonths(range.to, TREND_MONTHS);
    const aggregates = await this.dashboard.summarize({
      userId,
      ...range,
      trendFrom: trend.from,
      recentLimit: RECENT_TRANSACTIONS,
      budgets: windows.map(({ budget, window }) => spendingQuery(budget, window)),
    });
    const spent = new Map(aggregates.budgets.map((b) => [b.budgetId, b.spentMinor]));
    return {
      range,
      totals: aggregates.totals
        .map((t) => ({ ...t, netMinor: t.incomeMinor - t.expenseMinor }))
        .sort((a, b) => byText(a.currency, b.currency)),
      byCategory: [...aggregates.byCategory].sort(
        (a, b) => byText(a.currency, b.currency) || byText(a.name, b.name) || byText(a.categoryId, b.categoryId),
      ),
      byTag: [...aggregates.byTag].sort(
        (a, b) => byText(a.currency, b.currency) || byText(a.name, b.name) || byText(a.tagId, b.tagId),
      ),
      wallets,
      budgets: windows.map(({ budget, window }) => ({
        budget,
        progress: budgetProgress(budget, window, spent.get(budget.id) ?? 0),
      })),
      trend: fillTrend(trend.months, aggregates.trend),
      recent: aggregates.recent,
    };
  }

  private resolveRange(input: DashboardSummaryInput): InstantRange {
    const from = parseRangeBound(input.from, "from");
    const to = parseRangeBound(input.to, "to");
    const current = monthRange(this.clock.now());
    // Only `to`: the month of its last instant, which lies before the date rule if `to` is its start.
    if (!from && to && to <= MIN_INSTANT) throw rangeBeforeTime();
    const range: InstantRange = {
      from: from ?? (to ? monthRange(new Date(to.getTime() - 1)).from : current.from),
      to: to ?? (from && from >= current.to ? monthRange(from).to : current.to),
    };
    if (range.from >= range.to) {
      throw rangeReversed();
    }
    return range;
  }
}

/** Every month for every currency that has a row, zeros where the store had none. */
const fillTrend = (months: readonly string[], rows: readonly MonthlyTotals[]): MonthlyTotals[] => {
  const byKey = new Map(rows.map((row) => [`${row.month}|${row.currency}`, row]));
  const currencies = [...new Set(rows.map((row) => row.currency))].sort(byText);
  return months.flatMap((month) =>
    currencies.map(
      (currency) => byKey.get(`${month}|${currency}`) ?? { month, currency, incomeMinor: 0, expenseMinor: 0 },
    ),
  );
};
