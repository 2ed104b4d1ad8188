import type { BudgetMember } from "./BudgetMember";
import { assertMayRemoveMember } from "./BudgetPermissions";
import type { BudgetRepo } from "./BudgetRepo";
import { findBudgetAccess, findBudgetMember, parseBudgetId } from "./findBudgetAccess";

/**
 * The owner removes any membership; a member removes its own (leaves), whatever its status.
 * The row is deleted, so the user may be invited again later.
 */
export class RemoveBudgetMember {
  constructor(private readonly budgets: BudgetRepo) {}

  /** Answers the removed membership. */
  async execute(userId: string, budgetId: string, memberId: string): Promise<BudgetMember> {
    parseBudgetId(budgetId);
    const id = parseBudgetId(memberId, "memberId");
    const { budget, role } = await findBudgetAccess(this.budgets, userId, budgetId);
    const member = await findBudgetMember(this.budgets, budget, id);
    assertMayRemoveMember(role, member, userId);
    await this.budgets.removeMember(member.id);
    return member;
  }
}
