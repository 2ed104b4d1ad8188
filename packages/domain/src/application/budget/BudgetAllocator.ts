import type { Budget, BudgetProgress } from "../../model/budget/Budget";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import { countsTowards, spendingQuery } from "../../model/budget/BudgetSpending";
import { type SpendingChange, spendingMovedBy, withCrossing } from "../../model/budget/budgetAlerts";
import { budgetProgress, currentWindow } from "../../model/budget/budgetProgress";
import type { EventFactory } from "../../model/event/DomainEvent";
import type { BudgetSpending, BudgetSpendingQuery } from "../../model/transaction/BudgetSpendingQuery";
import type { BudgetWatch } from "../../model/transaction/BudgetWatch";
import type { Transaction } from "../../model/transaction/Transaction";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import type { Clock } from "../../shared/Clock";
import { type CalendarDate, toCalendarDate } from "../../shared/dates";
import type { CategoryId, UserId, WalletId } from "../../shared/Id";
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
   * `budgetsTouchedBy` for new expenses read in batches (an import's ready rows), holding one batch
   * at a time and listing each wallet and category's budgets once.
   */
  async budgetsTouchedByBatches(batches: AsyncIterable<readonly Transaction[]>): Promise<TouchedBudgets> {
    const at = toCalendarDate(this.clock.now());
    const listed = new Map<string, readonly { budget: Budget; query: BudgetSpendingQuery }[]>();
    const touched = new Map<string, Budget>();
    for await (const batch of batches) {
      const unlisted = new Map<string, { walletId: WalletId; categoryId: CategoryId }>();
      for (const tx of batch) {
        if (tx.type !== "expense" || tx.categoryId === null) continue;
        const key = `${tx.walletId}|${tx.categoryId}`;
        if (!listed.has(key)) unlisted.set(key, { walletId: tx.walletId, categoryId: tx.categoryId });
      }
      const found = await Promise.all(
        [...unlisted.values()].map((pair) => this.budgets.listByWalletAndCategory(pair.walletId, pair.categoryId)),
      );
      for (const [i, key] of [...unlisted.keys()].entries()) {
        listed.set(
          key,
          (found[i] ?? []).map((budget) => ({ budget, query: spendingQuery(budget, currentWindow(budget, at)) })),
        );
      }
      for (const tx of batch) {
        if (tx.type !== "expense" || tx.categoryId === null) continue;
        for (const { budget, query } of listed.get(`${tx.walletId}|${tx.categoryId}`) ?? []) {
          if (!touched.has(budget.id) && countsTowards(query, tx)) touched.set(budget.id, budget);
        }
      }
    }
    return { budgets: [...touched.values()], at };
  }

  /** Of `touched`, the budgets at least one of `transactions` counts towards (no read). */
  touchedAmong(touched: TouchedBudgets, transactions: readonly Transaction[]): TouchedBudgets {
    const budgets = touched.budgets.filter((budget) => {
      const query = spendingQuery(budget, currentWindow(budget, touched.at));
      return transactions.some((tx) => countsTowards(query, tx));
    });
    return { budgets, at: touched.at };
  }

  /**
   * Progress of the budgets of `touched` that the rows a write recorded (read back in batches,
   * one held at a time) count towards, in `touched`'s order: as the write's own step saw it,
   * crossings included, when it ran `watched`; summed now, with no crossing, when it did not.
   */
  async progressOfRecorded(
    touched: TouchedBudgets,
    watched: WatchedBudgets | undefined,
    recorded: AsyncIterable<readonly Transaction[]>,
  ): Promise<BudgetProgress[]> {
    if (touched.budgets.length === 0) return [];
    const queries = touched.budgets.map((budget) => spendingQuery(budget, currentWindow(budget, touched.at)));
    const hit = new Set<number>();
    for await (const batch of recorded) {
      for (const [i, query] of queries.entries()) {
        if (!hit.has(i) && batch.some((tx) => countsTowards(query, tx))) hit.add(i);
      }
      if (hit.size === queries.length) break;
    }
    const chosen = [...hit].sort((a, b) => a - b);
    const seen = watched?.progress();
    if (seen) return chosen.flatMap((i) => (seen[i] ? [seen[i]] : []));
    return this.progressOf(
      chosen.map((i) => touched.budgets[i] as Budget),
      touched.at,
    );
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
    const queries = budgets.map((budget) => spendingQuery(budget, currentWindow(budget, at)));
    const moved = queries.map((query) => spendingMovedBy(query, change));
    return this.watching(
      touched,
      queries,
      (i) => (moved[i] ?? 0) > 0,
      actor,
      events,
      (i, after) => after - (moved[i] ?? 0),
    );
  }

  /**
   * The watch of a write whose rows are settled only inside it (an import's commit, which judges
   * duplicates again): what it moved is not known beforehand, so the store sums each window
   * before and after the rows (`sumsBefore`) and the crossing is judged on those two sums.
   * Every budget of `touched` may rise, so the audience of each is read first.
   */
  async watchSummed(
    touched: TouchedBudgets,
    actor: UserId,
    events?: EventFactory,
  ): Promise<WatchedBudgets | undefined> {
    const { budgets, at } = touched;
    if (budgets.length === 0) return undefined;
    const queries = budgets.map((budget) => spendingQuery(budget, currentWindow(budget, at)));
    const watched = await this.watching(
      touched,
      queries,
      () => true,
      actor,
      events,
      (_, after) => after,
    );
    return { ...watched, watch: { ...watched.watch, sumsBefore: true } };
  }

  /**
   * The watch over `queries`: `spentBeforeOf` is the spending before the write as the caller
   * knows it, used when the store hands no `spentBefore` of its own.
   */
  private async watching(
    touched: TouchedBudgets,
    queries: readonly BudgetSpendingQuery[],
    mayRise: (i: number) => boolean,
    actor: UserId,
    events: EventFactory | undefined,
    spentBeforeOf: (i: number, spentAfter: number) => number,
  ): Promise<WatchedBudgets> {
    const { budgets, at } = touched;
    const windows = budgets.map((budget) => currentWindow(budget, at));
    const rising = budgets.filter((_, i) => mayRise(i));
    const members = events && rising.length > 0 ? await this.budgets.listMembersOf(rising.map((b) => b.id)) : [];
    const audience = new Map(
      rising.map((budget, i) => [
        budget.id,
        [budget.ownerId, ...(members[i] ?? []).filter((m) => m.status === "accepted").map((m) => m.userId)],
      ]),
    );
    let seen: BudgetProgress[] | undefined;
    const emit = (spentAfter: readonly BudgetSpending[], spentBefore?: readonly BudgetSpending[]) => {
      seen = budgets.map((budget, i) => {
        const after = spentAfter[i]?.spentMinor ?? 0;
        const before = spentBefore ? (spentBefore[i]?.spentMinor ?? 0) : spentBeforeOf(i, after);
        return withCrossing(budgetProgress(budget, windows[i]!, after), after - before);
      });
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
