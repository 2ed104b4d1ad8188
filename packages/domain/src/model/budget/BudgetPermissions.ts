import { insufficientPermissions, invitationAlreadyAnswered } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import type { Budget } from "./Budget";
import type { BudgetMember } from "./BudgetMember";

/**
 * What a caller may do to a budget. The one copy of the permission table of API-CONTRACT.md
 * ("Sharing and members"); every budget use case asks this file and nothing else.
 *
 * - `read`: see the budget, its progress and its members.
 * - `update`: change name, limit, period, dates (startDate, endDate) and categories.
 * - `relink`: change walletId and currency. The contract is silent; moving a budget to another
 *   wallet (and so another currency) changes what it measures, so it stands with the owner-only
 *   row ("delete budget, share, remove others"), and an editor may not do it.
 * - `delete`, `share`, `removeOthers`: owner only.
 *
 * Answering an invitation and leaving are not role rights but rights on one's own membership:
 * see `assertMayAnswerInvitation` and `assertMayRemoveMember`.
 */
export const BUDGET_ACTIONS = ["read", "update", "relink", "delete", "share", "removeOthers"] as const;
export type BudgetAction = (typeof BUDGET_ACTIONS)[number];

/** The caller's standing towards one budget. Pending and rejected invitees stand where outsiders do. */
export const BUDGET_ROLES = ["owner", "editor", "viewer", "none"] as const;
export type BudgetRole = (typeof BUDGET_ROLES)[number];

/** Rows: actions; columns: owner, editor (accepted), viewer (accepted), pending/rejected/outsider. */
export const BUDGET_PERMISSIONS: Readonly<Record<BudgetAction, Readonly<Record<BudgetRole, boolean>>>> = {
  read: { owner: true, editor: true, viewer: true, none: false },
  update: { owner: true, editor: true, viewer: false, none: false },
  relink: { owner: true, editor: false, viewer: false, none: false },
  delete: { owner: true, editor: false, viewer: false, none: false },
  share: { owner: true, editor: false, viewer: false, none: false },
  removeOthers: { owner: true, editor: false, viewer: false, none: false },
};

/** The owner, the role of an accepted membership, or `none` (pending, rejected, no membership). */
export const budgetRoleOf = (budget: Budget, userId: UserId, membership: BudgetMember | null): BudgetRole => {
  if (budget.ownerId === userId) return "owner";
  if (
    membership !== null &&
    membership.budgetId === budget.id &&
    membership.userId === userId &&
    membership.status === "accepted"
  ) {
    return membership.role;
  }
  return "none";
};

export const mayDo = (role: BudgetRole, action: BudgetAction): boolean => BUDGET_PERMISSIONS[action][role];

/** The roles allowed an action, as a write re-checks them atomically (see BudgetRepo.update). */
export const rolesAllowedTo = (action: BudgetAction): BudgetRole[] =>
  BUDGET_ROLES.filter((role) => BUDGET_PERMISSIONS[action][role]);

/**
 * The re-check a store makes inside its atomic write: `actor` must still hold one of `roles`,
 * given the budget and the actor's membership row as the write sees them.
 */
export const assertActorHolds = (
  budget: Budget,
  actor: { readonly userId: UserId; readonly roles: readonly BudgetRole[] },
  membership: BudgetMember | null,
): void => {
  if (!actor.roles.includes(budgetRoleOf(budget, actor.userId, membership))) throw insufficientPermissions();
};

export const assertMayDo = (role: BudgetRole, action: BudgetAction): void => {
  if (!mayDo(role, action)) throw insufficientPermissions();
};

/** Only the invited user answers (else 403), and only while the invitation is pending (else 409). */
export const assertMayAnswerInvitation = (member: BudgetMember, userId: UserId): void => {
  if (member.userId !== userId) throw insufficientPermissions();
  if (member.status !== "pending") throw invitationAlreadyAnswered();
};

/** A member may always remove its own membership (leave, whatever its status); others need `removeOthers`. */
export const assertMayRemoveMember = (role: BudgetRole, member: BudgetMember, userId: UserId): void => {
  if (member.userId === userId) return;
  assertMayDo(role, "removeOthers");
};
