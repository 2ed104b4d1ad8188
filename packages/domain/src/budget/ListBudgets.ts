import type { BudgetAllocator } from "./BudgetAllocator";
import type { BudgetRepo } from "./BudgetRepo";
import { type BudgetView, viewBudget } from "./BudgetView";
import { parseBudgetAt } from "./budgetFields";

export interface ListBudgetsQuery {
  /** Which window to show progress for (default: today). */
  at?: string;
}

/** Budgets the caller owns and those it is an accepted member of (pending and rejected are not listed). */
export class ListBudgets {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly allocator: BudgetAllocator,
  ) {}

  async execute(userId: string, query: ListBudgetsQuery = {}): Promise<BudgetView[]> {
    const at = parseBudgetAt(query.at);
    const views: BudgetView[] = [];
    for (const budget of await this.budgets.listVisibleTo(userId)) {
      views.push(await viewBudget(budget, this.budgets, this.allocator, at));
    }
    return views;
  }
}
