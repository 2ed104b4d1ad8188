import { assertMayDo } from "../../model/budget/BudgetPermissions";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { BudgetView } from "../../model/budget/BudgetView";
import type { UserId } from "../../shared/Id";
import type { BudgetAllocator } from "./BudgetAllocator";
import { parseBudgetAt } from "./budgetFields";
import { findBudgetAccess, parseBudgetId } from "./findBudgetAccess";
import { viewBudget } from "./viewBudgets";

export interface GetBudgetQuery {
  /** Which window to show progress for (default: today). */
  at?: string;
}

export class GetBudget {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly allocator: BudgetAllocator,
  ) {}

  async execute(userId: UserId, budgetId: string, query: GetBudgetQuery = {}): Promise<BudgetView> {
    const { budget, role } = await findBudgetAccess(this.budgets, userId, parseBudgetId(budgetId));
    assertMayDo(role, "read");
    return viewBudget(budget, this.budgets, this.allocator, parseBudgetAt(query.at));
  }
}
