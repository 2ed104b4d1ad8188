import type { BudgetAllocator } from "../../application/budget/BudgetAllocator";
import type { CalendarDate } from "../../shared/dates";
import type { Budget, BudgetProgress } from "./Budget";
import type { BudgetMember } from "./BudgetMember";
import type { BudgetRepo } from "./BudgetRepo";

/** A budget as the API shows it: the budget, its progress in the current window, its members. */
export interface BudgetView {
  readonly budget: Budget;
  readonly progress: BudgetProgress;
  /** Every membership (pending, accepted, rejected), oldest invitation first. */
  readonly members: readonly BudgetMember[];
}

/** The views of several budgets: their progress in one query, their members in another, side by side. */
export const viewBudgets = async (
  list: readonly Budget[],
  budgets: BudgetRepo,
  allocator: BudgetAllocator,
  at?: CalendarDate,
): Promise<BudgetView[]> => {
  const [progress, members] = await Promise.all([
    allocator.progressOf(list, at),
    budgets.listMembersOf(list.map((budget) => budget.id)),
  ]);
  return list.map((budget, i) => ({ budget, progress: progress[i] as BudgetProgress, members: members[i] ?? [] }));
};

export const viewBudget = async (
  budget: Budget,
  budgets: BudgetRepo,
  allocator: BudgetAllocator,
  at?: CalendarDate,
): Promise<BudgetView> => (await viewBudgets([budget], budgets, allocator, at))[0] as BudgetView;
