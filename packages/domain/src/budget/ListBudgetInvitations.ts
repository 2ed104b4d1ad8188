import type { UserId } from "../shared/Id";
import type { BudgetRepo, PendingInvitation } from "./BudgetRepo";

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
