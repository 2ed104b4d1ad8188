import type { DomainEvent } from "../event/DomainEvent";
import type { BudgetSpending, BudgetSpendingQuery } from "./BudgetSpendingQuery";

/**
 * Budget windows a write moves spending in, summed again inside the write's own atomic step once
 * its rows are written: `emit` is given that spending (one answer per query, in order) and answers
 * the events to append with the write (the thresholds it crossed). A store never runs it for a
 * write that is refused.
 */
export interface BudgetWatch {
  readonly queries: readonly BudgetSpendingQuery[];
  /**
   * The store also sums the windows inside the write before its rows go in (after the write took
   * its locks, so the sum sees every write that went before it) and hands that to `emit` as
   * `spentBefore`. Asked by a write whose rows are only settled inside it (an import's commit
   * judges duplicates again and may drop rows), so that what it moved cannot be known beforehand.
   * A store may hand `spentBefore` to any watch.
   */
  readonly sumsBefore?: boolean;
  readonly emit: (
    spentAfter: readonly BudgetSpending[],
    spentBefore?: readonly BudgetSpending[],
  ) => readonly DomainEvent[];
}
