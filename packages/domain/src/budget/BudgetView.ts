import type { CalendarDate } from "../shared/dates";
import type { Budget, BudgetProgress } from "./Budget";
import type { BudgetAllocator } from "./BudgetAllocator";
import type { BudgetMember } from "./BudgetMember";
import type { BudgetRepo } from "./BudgetRepo";

/** A budget as the API shows it: the budget, its progress in the current window, its members. */
export interface BudgetView {
  readonly budget: Budget;
  readonly progress: BudgetProgress;
  /** Every membership (pending, accepted, rejected), oldest invitation first. */
  readonly members: readonly BudgetMember[];
}

export const viewBudget = async (
  budget: Budget,
  budgets: BudgetRepo,
  allocator: BudgetAllocator,
  at?: CalendarDate,
): Promise<BudgetView> => {
  const progress = await allocator.progress(budget, at);
  const members = await budgets.listMembers(budget.id);
  return { budget, progress, members };
};
