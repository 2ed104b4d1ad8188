import type { BudgetRepo, PendingInvitation } from "../../model/budget/BudgetRepo";
import type { UserId } from "../../shared/Id";

/**
 * The caller's inbox: every pending invitation to another user's budget, with the budget's name and
 * its owner, so the invitee can answer it (AnswerBudgetInvitation) without being sent the ids.
 */
export class ListBudgetInvitations {
  constructor(private readonly budgets: BudgetRepo) {}

  execute(userId: UserId): Promise<PendingInvitation[]> {
    return this.budgets.listPendingInvitations(userId);
  }
}
