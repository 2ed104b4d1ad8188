import type { BudgetMember } from "../../model/budget/BudgetMember";
import { assertMayRemoveMember } from "../../model/budget/BudgetPermissions";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { EventFactory } from "../../model/event/DomainEvent";
import type { UserId } from "../../shared/Id";
import { emitBudgetMember } from "../event/emitters";
import {
  budgetAudience,
  findBudgetAccess,
  findBudgetMember,
  parseBudgetId,
  parseBudgetMemberId,
} from "./findBudgetAccess";

/**
 * The owner removes any membership; a member removes its own (leaves), whatever its status.
 * The row is deleted, so the user may be invited again later.
 */
export class RemoveBudgetMember {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly events?: EventFactory,
  ) {}

  /** Answers the removed membership. */
  async execute(userId: UserId, budgetId: string, memberId: string): Promise<BudgetMember> {
    const id = parseBudgetId(budgetId);
    const member = parseBudgetMemberId(memberId);
    const { budget, role } = await findBudgetAccess(this.budgets, userId, id);
    const membership = await findBudgetMember(this.budgets, budget, member);
    assertMayRemoveMember(role, membership, userId);
    const audience = this.events ? await budgetAudience(this.budgets, budget) : [];
    await this.budgets.removeMember(
      membership.id,
      emitBudgetMember(this.events, "budget.member.removed", userId, audience),
    );
    return membership;
  }
}
