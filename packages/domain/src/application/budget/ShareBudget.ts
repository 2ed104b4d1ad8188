import { type BudgetMember, parseMemberRole, parseMemberShare } from "../../model/budget/BudgetMember";
import { assertMayDo } from "../../model/budget/BudgetPermissions";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { EventFactory } from "../../model/event/DomainEvent";
import { parseEmail } from "../../model/user/email";
import { normaliseEmail } from "../../model/user/User";
import type { UserRepo } from "../../model/user/UserRepo";
import type { Clock } from "../../shared/Clock";
import { budgetMemberAlreadyExists, userNotFound } from "../../shared/domainErrors";
import type { IdGenerator, UserId } from "../../shared/Id";
import { emitBudgetMember } from "../event/emitters";
import { budgetAudience, findBudgetAccess, parseBudgetId } from "./findBudgetAccess";

export interface ShareBudgetInput {
  email: string;
  /** `viewer` (default) or `editor`. */
  role?: string | null;
  /** Percentage 0-100 of the limit earmarked for the member. */
  share?: number | null;
}

const alreadyMember = budgetMemberAlreadyExists;

/**
 * The owner invites a registered user by e-mail; the membership starts `pending`.
 * The owner, and anyone with a pending or accepted membership, cannot be invited (409).
 * Whoever rejected is invited again on the same membership row, reset to pending with the new
 * role and share; whoever was removed (or left) has no row any more and gets a new one.
 * The shares of pending and accepted members add up to at most 100: the store checks it in the
 * same atomic step as the write (BUDGET_SHARES_EXCEEDED), so concurrent invitations cannot pass it.
 */
export class ShareBudget {
  constructor(
    private readonly budgets: BudgetRepo,
    private readonly users: UserRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events?: EventFactory,
  ) {}

  async execute(userId: UserId, budgetId: string, input: ShareBudgetInput): Promise<BudgetMember> {
    const { budget, role: callerRole } = await findBudgetAccess(this.budgets, userId, parseBudgetId(budgetId));
    assertMayDo(callerRole, "share");
    const email = normaliseEmail(parseEmail(input.email));
    const role = parseMemberRole(input.role);
    const share = parseMemberShare(input.share);
    const invitee = await this.users.findByEmail(email);
    if (!invitee) throw userNotFound();
    if (invitee.id === budget.ownerId) throw alreadyMember();
    const now = this.clock.now();
    const existing = await this.budgets.findMemberByUser(budget.id, invitee.id);
    const emit = emitBudgetMember(
      this.events,
      "budget.invitation.created",
      userId,
      this.events ? await budgetAudience(this.budgets, budget) : [],
    );
    if (existing) {
      if (existing.status !== "rejected") throw alreadyMember();
      const reinvited: BudgetMember = {
        ...existing,
        email: invitee.email,
        role,
        share,
        status: "pending",
        invitedAt: now,
        respondedAt: null,
      };
      await this.budgets.reinviteMember(reinvited, emit);
      return reinvited;
    }
    const member: BudgetMember = {
      id: this.ids.next(),
      budgetId: budget.id,
      userId: invitee.id,
      email: invitee.email,
      role,
      share,
      status: "pending",
      invitedAt: now,
      respondedAt: null,
    };
    await this.budgets.addMember(member, emit);
    return member;
  }
}
