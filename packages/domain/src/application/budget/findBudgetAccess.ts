import type { Budget } from "../../model/budget/Budget";
import type { BudgetMember } from "../../model/budget/BudgetMember";
import { type BudgetRole, budgetRoleOf } from "../../model/budget/BudgetPermissions";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import { budgetMemberNotFound, budgetNotFound, invalidBudgetId } from "../../shared/domainErrors";
import { type BudgetId, type BudgetMemberId, parseUuid, type UserId } from "../../shared/Id";

export interface BudgetAccess {
  readonly budget: Budget;
  readonly role: BudgetRole;
  /** The caller's own membership row (any status), or null. */
  readonly membership: BudgetMember | null;
}

/** A path id in canonical (lower-case) form; one that is not a UUID is VALIDATION_ERROR (the contract's rule). */
export const parseBudgetId = (value: unknown): BudgetId => {
  const id = parseUuid<BudgetId>(value);
  if (id === null) throw invalidBudgetId("budgetId");
  return id;
};

export const parseBudgetMemberId = (value: unknown): BudgetMemberId => {
  const id = parseUuid<BudgetMemberId>(value);
  if (id === null) throw invalidBudgetId("memberId");
  return id;
};

/**
 * By-id checks in the contract's order: malformed id (400, `parseBudgetId` before the call),
 * missing budget (404), and only then the caller's role, which the use case checks against the
 * permission table (403).
 */
export const findBudgetAccess = async (budgets: BudgetRepo, userId: UserId, id: BudgetId): Promise<BudgetAccess> => {
  const budget = await budgets.findById(id);
  if (!budget) throw budgetNotFound();
  const membership = budget.ownerId === userId ? null : await budgets.findMemberByUser(budget.id, userId);
  return { budget, role: budgetRoleOf(budget, userId, membership), membership };
};

/** Who hears of the budget's events: its owner and its accepted members. */
export const budgetAudience = async (budgets: BudgetRepo, budget: Budget): Promise<UserId[]> => {
  const [members = []] = await budgets.listMembersOf([budget.id]);
  return [budget.ownerId, ...members.filter((member) => member.status === "accepted").map((member) => member.userId)];
};

/** The membership `memberId` of `budget`; one of another budget answers like a missing one. */
export const findBudgetMember = async (
  budgets: BudgetRepo,
  budget: Budget,
  memberId: BudgetMemberId,
): Promise<BudgetMember> => {
  const member = await budgets.findMember(memberId);
  if (!member || member.budgetId !== budget.id) throw budgetMemberNotFound();
  return member;
};
