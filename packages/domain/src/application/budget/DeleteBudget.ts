import { assertMayDo } from "../../model/budget/BudgetPermissions";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { BudgetView } from "../../model/budget/BudgetView";
import type { UserId } from "../../shared/Id";
import type { BudgetAllocator } from "./BudgetAllocator";
import { findBudgetAccess, parseBudgetId } from "./findBudgetAccess";
import { viewBudget } from "./viewBudgets";

/** Owner only. Removes the budget and its memberships; transactions are never touched. */
export class DeleteBudget {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly allocator: BudgetAllocator,
  ) {}

  /** Answers the budget as it was just before the deletion. */
  async execute(userId: UserId, budgetId: string): Promise<BudgetView> {
    const { budget, role } = await findBudgetAccess(this.budgets, userId, parseBudgetId(budgetId));
    assertMayDo(role, "delete");
    const view = await viewBudget(budget, this.budgets, this.allocator);
    await this.budgets.delete(budget.id);
    return view;
  }
}
