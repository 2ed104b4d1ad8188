import type { Budget, BudgetProgress } from "../../model/budget/Budget";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { BudgetView } from "../../model/budget/BudgetView";
import type { CalendarDate } from "../../shared/dates";
import type { BudgetAllocator } from "./BudgetAllocator";

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
