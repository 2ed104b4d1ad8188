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
  readonly emit: (spentAfter: readonly BudgetSpending[]) => readonly DomainEvent[];
}
