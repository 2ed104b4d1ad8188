import type { Budget, BudgetProgress } from "../../model/budget/Budget";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import { countsTowards, spendingQuery } from "../../model/budget/BudgetSpending";
import { type SpendingChange, spendingMovedBy, withCrossing } from "../../model/budget/budgetAlerts";
import { budgetProgress, currentWindow } from "../../model/budget/budgetProgress";
import type { EventFactory } from "../../model/event/DomainEvent";
import type { BudgetWatch } from "../../model/transaction/BudgetWatch";
import type { Transaction } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import type { Clock } from "../../shared/Clock";
import { type CalendarDate, toCalendarDate } from "../../shared/dates";
import type { CategoryId, UserId } from "../../shared/Id";
import { budgetThresholdCrossed } from "../event/emitters";

/** The budgets some expenses count towards, and the day whose windows they were chosen in. */
export interface TouchedBudgets {
  readonly budgets: readonly Budget[];
  readonly at: CalendarDate;
}

/**
 * `budgetsTouchedBy`'s budgets watched inside a write (see BudgetWatch): their progress as the
 * write left it, each marked with the threshold the write's `change` crossed, is `progress` once
 * the write is done; each crossing is a `budget.threshold_crossed` event appended with the write.
 */
export interface WatchedBudgets {
  readonly watch: BudgetWatch;
  /** The progress the write's own step saw; undefined until the store ran the watch. */
  progress(): BudgetProgress[] | undefined;
}

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
  async progress(budget: Budget, at?: CalendarDate): Promise<BudgetProgress> {
    const [progress] = await this.progressOf([budget], at);
    return progress as BudgetProgress;
  }

  /** Progress of each budget in its window containing `at` (default: today): one query for all of them. */
  async progressOf(
    budgets: readonly Budget[],
    at: CalendarDate = toCalendarDate(this.clock.now()),
  ): Promise<BudgetProgress[]> {
    if (budgets.length === 0) return [];
    const windows = budgets.map((budget) => currentWindow(budget, at));
    const spent = await this.transactions.spendingOf(budgets.map((budget, i) => spendingQuery(budget, windows[i]!)));
    return budgets.map((budget, i) => budgetProgress(budget, windows[i]!, spent[i]?.spentMinor ?? 0));
  }

  /**
   * Progress of every budget the given new expenses are allocated to, each budget once, marked
   * with the alert threshold their recording crossed.
   */
  async touchedBy(transactions: readonly Transaction[]): Promise<BudgetProgress[]> {
    return this.progressOfTouched(await this.budgetsTouchedBy(transactions), { before: [], after: transactions });
  }

  /**
   * The budgets the given expenses are allocated to, each once, in today's windows. The budgets do
   * not depend on the write that records the expenses, so a use case may read them while that
   * write runs (one round trip of waiting instead of two), then ask `progressOfTouched` after it.
   */
  async budgetsTouchedBy(transactions: readonly Transaction[]): Promise<TouchedBudgets> {
    return this.budgetsTouchedOn(transactions, toCalendarDate(this.clock.now()));
  }

  /**
   * `touchedBy` for new expenses read in batches (a committed import's rows), holding one batch
   * at a time: each budget once, marked with the threshold all the batches together crossed.
   */
  async touchedByBatches(batches: AsyncIterable<readonly Transaction[]>): Promise<BudgetProgress[]> {
    const today = toCalendarDate(this.clock.now());
    const moved = new Map<string, { budget: Budget; movedMinor: number }>();
    for await (const batch of batches) {
      const { budgets } = await this.budgetsTouchedOn(batch, today);
      for (const budget of budgets) {
        const query = spendingQuery(budget, currentWindow(budget, today));
        const movedMinor = spendingMovedBy(query, { before: [], after: batch });
        moved.set(budget.id, { budget, movedMinor: (moved.get(budget.id)?.movedMinor ?? 0) + movedMinor });
      }
    }
    const touched = [...moved.values()];
    const progress = await this.progressOf(
      touched.map((one) => one.budget),
      today,
    );
    return progress.map((one, i) => withCrossing(one, touched[i]?.movedMinor ?? 0));
  }

  private async budgetsTouchedOn(transactions: readonly Transaction[], today: CalendarDate): Promise<TouchedBudgets> {
    const pairs = new Map<string, Pick<Transaction, "walletId"> & { categoryId: CategoryId }>();
    for (const tx of transactions) {
      if (tx.type !== "expense" || tx.categoryId === null) continue;
      pairs.set(`${tx.walletId}|${tx.categoryId}`, { walletId: tx.walletId, categoryId: tx.categoryId });
    }
    // Each wallet and category read at once (an edit that moves an expense has two).
    const listed = await Promise.all(
      [...pairs.values()].map((pair) => this.budgets.listByWalletAndCategory(pair.walletId, pair.categoryId)),
    );
    const touched = new Map<string, Budget>();
    for (const budget of listed.flat()) {
      if (touched.has(budget.id)) continue;
      const query = spendingQuery(budget, currentWindow(budget, today));
      if (transactions.some((t) => countsTowards(query, t))) touched.set(budget.id, budget);
    }
    return { budgets: [...touched.values()], at: today };
  }

  /**
   * Progress of `budgetsTouchedBy`'s budgets, summed once the write is done; with the write's
   * `change`, each is marked with the alert threshold that write moved its spending past.
   */
  async progressOfTouched(touched: TouchedBudgets, change?: SpendingChange): Promise<BudgetProgress[]> {
    const progress = await this.progressOf(touched.budgets, touched.at);
    if (change === undefined) return progress;
    return progress.map((one, i) => {
      const budget = touched.budgets[i] as Budget;
      return withCrossing(one, spendingMovedBy(spendingQuery(budget, currentWindow(budget, touched.at)), change));
    });
  }

  /**
   * The watch a write carries for `touched` (none when no budget is touched: no extra query).
   * The audience of each budget a crossing is possible in (spending moved up) is read first.
   */
  async watch(
    touched: TouchedBudgets,
    change: SpendingChange,
    actor: UserId,
    events?: EventFactory,
  ): Promise<WatchedBudgets | undefined> {
    const { budgets, at } = touched;
    if (budgets.length === 0) return undefined;
    const windows = budgets.map((budget) => currentWindow(budget, at));
    const queries = budgets.map((budget, i) => spendingQuery(budget, windows[i]!));
    const moved = queries.map((query) => spendingMovedBy(query, change));
    const rising = budgets.filter((_, i) => (moved[i] ?? 0) > 0);
    const members = events && rising.length > 0 ? await this.budgets.listMembersOf(rising.map((b) => b.id)) : [];
    const audience = new Map(
      rising.map((budget, i) => [
        budget.id,
        [budget.ownerId, ...(members[i] ?? []).filter((m) => m.status === "accepted").map((m) => m.userId)],
      ]),
    );
    let seen: BudgetProgress[] | undefined;
    const emit = (spent: readonly { readonly spentMinor: number }[]) => {
      seen = budgets.map((budget, i) =>
        withCrossing(budgetProgress(budget, windows[i]!, spent[i]?.spentMinor ?? 0), moved[i] ?? 0),
      );
      if (!events) return [];
      return seen.flatMap((progress) =>
        progress.crossed === undefined
          ? []
          : [
              budgetThresholdCrossed(events, actor, audience.get(progress.budgetId) ?? [], {
                ...progress,
                crossed: progress.crossed,
              }),
            ],
      );
    };
    return { watch: { queries, emit }, progress: () => seen };
  }
}
