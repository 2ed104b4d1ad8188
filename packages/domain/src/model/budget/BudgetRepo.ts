import type { BudgetId, BudgetMemberId, CategoryId, UserId, WalletId } from "../../shared/Id";
import type { VersionedWrite } from "../../shared/versions";
import type { Emit } from "../event/DomainEvent";
import type { Budget } from "./Budget";
import type { BudgetMember, InvitationAnswer } from "./BudgetMember";
import type { BudgetRole } from "./BudgetPermissions";

/** The fields a budget update may change; only those present are written. */
export type BudgetChanges = Partial<
  Pick<Budget, "name" | "currency" | "limitMinor" | "period" | "startDate" | "endDate" | "walletId" | "categoryIds">
> & { readonly updatedAt: Date };

export interface BudgetUpdate {
  readonly id: BudgetId;
  readonly changes: BudgetChanges;
  /** Written only while the stored version is this one (the one the changes were computed from). */
  readonly expectedVersion?: number;
  /**
   * Written only while `userId` still holds one of `roles` on the budget, checked in the same
   * atomic step as the write (a removed editor's write is refused, not applied after the removal).
   */
  readonly actor?: { readonly userId: UserId; readonly roles: readonly BudgetRole[] };
}

/** A pending membership of the invitee, with what the invitee needs to decide. */
export interface PendingInvitation {
  readonly member: BudgetMember;
  readonly budget: Pick<Budget, "id" | "name">;
  readonly owner: { readonly name: string; readonly email: string };
}

/** Where a page of budgets ends: the last budget's creation instant and id (the list's order). */
export interface BudgetCursor {
  readonly createdAt: Date;
  readonly id: BudgetId;
}

export interface BudgetPage {
  readonly items: Budget[];
  /** Null on the last page. */
  readonly nextCursor: BudgetCursor | null;
}

/**
 * Port for the Budget aggregate: the budget and its memberships. A membership write's `emit` (its
 * events, from the membership as written) is appended to the outbox in the write's atomic step.
 */
export interface BudgetRepo {
  /** Fails with BUDGET_ALREADY_EXISTS when the owner has a budget of that name (case-insensitive), also under a race. */
  create(budget: Budget): Promise<void>;
  findById(id: BudgetId): Promise<Budget | null>;
  /**
   * One atomic step on the stored row: checks the actor's role, then the version, then writes only
   * the given fields and adds one to the version. Fails with BUDGET_NOT_FOUND, INSUFFICIENT_PERMISSIONS
   * or BUDGET_ALREADY_EXISTS (same uniqueness rule as create); a moved version is `ok: false`.
   */
  update(update: BudgetUpdate): Promise<VersionedWrite<Budget>>;
  /** Removes the budget and its memberships; transactions are never touched. */
  delete(id: BudgetId): Promise<void>;
  /** Budgets the user owns, and those where the user is an accepted member; oldest first. */
  listVisibleTo(userId: UserId): Promise<Budget[]>;
  /** At most `limit` of `listVisibleTo`'s budgets, in its order, strictly after `after` (keyset paging). */
  pageVisibleTo(userId: UserId, page: { readonly limit: number; readonly after?: BudgetCursor }): Promise<BudgetPage>;
  /** Budgets whose wallet is `walletId` and whose categories include `categoryId`. */
  listByWalletAndCategory(walletId: WalletId, categoryId: CategoryId): Promise<Budget[]>;

  /**
   * Fails with BUDGET_MEMBER_ALREADY_EXISTS when the (budget, user) pair exists, and with
   * BUDGET_SHARES_EXCEEDED when the shares of the budget's pending and accepted members would add up
   * past 100 (`assertSharesFit`), both checked atomically with the insert.
   */
  addMember(member: BudgetMember, emit?: Emit<BudgetMember>): Promise<void>;
  /**
   * Turns the rejected membership with the same id back into `member` (pending), atomically with the
   * shares check of addMember. Fails with BUDGET_MEMBER_ALREADY_EXISTS when it is no longer rejected,
   * BUDGET_MEMBER_NOT_FOUND when it is gone.
   */
  reinviteMember(member: BudgetMember, emit?: Emit<BudgetMember>): Promise<void>;
  /**
   * Sets the answer of a pending invitation, only while it is pending: of two concurrent answers
   * exactly one is written; the other fails with INVITATION_ALREADY_ANSWERED. BUDGET_MEMBER_NOT_FOUND
   * when it is gone. Answers the stored membership.
   */
  answerInvitation(
    memberId: BudgetMemberId,
    answer: InvitationAnswer,
    respondedAt: Date,
    emit?: Emit<BudgetMember>,
  ): Promise<BudgetMember>;
  /** Removes the membership; `emit` is given the membership removed (nothing when there was none). */
  removeMember(memberId: BudgetMemberId, emit?: Emit<BudgetMember>): Promise<void>;
  findMember(memberId: BudgetMemberId): Promise<BudgetMember | null>;
  findMemberByUser(budgetId: BudgetId, userId: UserId): Promise<BudgetMember | null>;
  /** Every membership of each budget, oldest invitation first: one list per id, in order, read at once. */
  listMembersOf(budgetIds: readonly BudgetId[]): Promise<BudgetMember[][]>;
  /** The user's pending invitations with their budget's name and owner, oldest invitation first (then member id). */
  listPendingInvitations(userId: UserId): Promise<PendingInvitation[]>;
}
