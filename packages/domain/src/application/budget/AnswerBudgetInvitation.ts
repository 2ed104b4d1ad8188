import { type BudgetMember, parseInvitationAnswer } from "../../model/budget/BudgetMember";
import { assertMayAnswerInvitation } from "../../model/budget/BudgetPermissions";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { EventFactory } from "../../model/event/DomainEvent";
import type { Clock } from "../../shared/Clock";
import type { UserId } from "../../shared/Id";
import { emitBudgetMember } from "../event/emitters";
import {
  budgetAudience,
  findBudgetAccess,
  findBudgetMember,
  parseBudgetId,
  parseBudgetMemberId,
} from "./findBudgetAccess";

export interface AnswerBudgetInvitationInput {
  /** `accepted` or `rejected`. */
  status: string;
}

/**
 * The invited user, and nobody else, accepts or rejects a pending invitation, once: the store
 * writes the answer only while the invitation is still pending, so of two answers sent at the
 * same time exactly one wins and the other is INVITATION_ALREADY_ANSWERED.
 */
export class AnswerBudgetInvitation {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly clock: Clock,
    private readonly events?: EventFactory,
  ) {}

  async execute(
    userId: UserId,
    budgetId: string,
    memberId: string,
    input: AnswerBudgetInvitationInput,
  ): Promise<BudgetMember> {
    const id = parseBudgetId(budgetId);
    const membershipId = parseBudgetMemberId(memberId);
    const status = parseInvitationAnswer(input.status);
    const { budget } = await findBudgetAccess(this.budgets, userId, id);
    const member = await findBudgetMember(this.budgets, budget, membershipId);
    assertMayAnswerInvitation(member, userId);
    const audience = this.events ? await budgetAudience(this.budgets, budget) : [];
    const emit = emitBudgetMember(this.events, "budget.invitation.answered", userId, audience);
    return this.budgets.answerInvitation(member.id, status, this.clock.now(), emit);
  }
}
