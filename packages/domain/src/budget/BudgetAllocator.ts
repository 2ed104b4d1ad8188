import type { Clock } from "../shared/Clock";
import { type CalendarDate, toCalendarDate } from "../shared/dates";
import type { Transaction } from "../transaction/Transaction";
import type { TransactionRepo } from "../transaction/TransactionRepo";
import type { Budget, BudgetProgress } from "./Budget";
import type { BudgetRepo } from "./BudgetRepo";
import { budgetProgress, currentWindow, isInWindow, windowBounds } from "./budgetProgress";

/**
 * The budget-allocation rule: an expense counts against every budget whose wallet is the
 * expense's wallet, whose categories include its category, and whose current window holds its date.
 * Going over the limit is reported, never refused.
 */
export class BudgetAllocator {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly transactions: TransactionRepo,
    private readonly clock: Clock,
  ) {}

  /** Progress of the budget in its window containing `at` (default: today), summed by the store. */
  async progress(budget: Budget, at: CalendarDate = toCalendarDate(this.clock.now())): Promise<BudgetProgress> {
    const window = currentWindow(budget, at);
    const spent = await this.transactions.sumExpenses({
      walletId: budget.walletId,
      categoryIds: budget.categoryIds,
      ...windowBounds(window),
    });
    return budgetProgress(budget, window, spent);
  }

  /** Progress of every budget the given expenses are allocated to, each budget once. */
  async touchedBy(transactions: readonly Transaction[]): Promise<BudgetProgress[]> {
    const today = toCalendarDate(this.clock.now());
    const touched = new Map<string, Budget>();
    const seen = new Set<string>();
    for (const tx of transactions) {
      if (tx.type !== "expense") continue;
      const key = `${tx.walletId}|${tx.categoryId}`;
      if (seen.has(key)) {
        continue;
      }
      seen.add(key);
      for (const budget of await this.budgets.listByWalletAndCategory(tx.walletId, tx.categoryId)) {
        if (touched.has(budget.id)) continue;
        const window = currentWindow(budget, today);
        const allocated = transactions.some(
          (t) =>
            t.type === "expense" &&
            t.walletId === budget.walletId &&
            budget.categoryIds.includes(t.categoryId) &&
            isInWindow(window, t.date),
        );
        if (allocated) touched.set(budget.id, budget);
      }
    }
    return Promise.all([...touched.values()].map((budget) => this.progress(budget)));
  }
}
