import type { Budget, BudgetProgress } from "./Budget";
import type { BudgetMember } from "./BudgetMember";

/** A budget as the API shows it: the budget, its progress in the current window, its members. */
export interface BudgetView {
  readonly budget: Budget;
  readonly progress: BudgetProgress;
  /** Every membership (pending, accepted, rejected), oldest invitation first. */
  readonly members: readonly BudgetMember[];
}
