import {
  assertActorHolds,
  assertSharesFit,
  type Budget,
  type BudgetCursor,
  type BudgetId,
  type BudgetMember,
  type BudgetMemberId,
  type BudgetPage,
  type BudgetRepo,
  type BudgetUpdate,
  budgetAlreadyExists,
  budgetMemberAlreadyExists,
  budgetMemberNotFound,
  budgetNotFound,
  type CategoryId,
  holdsShare,
  type InvitationAnswer,
  invitationAlreadyAnswered,
  type PendingInvitation,
  type UserId,
  type VersionedWrite,
  type WalletId,
} from "../index";
import type { Emit } from "../model/event/DomainEvent";
import { appendEvents, eventsOf } from "./MemoryOutbox";
import { copy, type MemoryStore } from "./MemoryStore";
import { byCreation } from "./order";

export class MemoryBudgetRepo implements BudgetRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(budget: Budget): Promise<void> {
    this.assertNameFree(budget);
    this.store.budgets.set(budget.id, copy(budget));
  }

  async findById(id: BudgetId): Promise<Budget | null> {
    const budget = this.store.budgets.get(id);
    return budget ? copy(budget) : null;
  }

  /** Checks everything, then writes, with no `await` in between: atomic on the one JavaScript thread. */
  async update({ id, changes, expectedVersion, actor }: BudgetUpdate): Promise<VersionedWrite<Budget>> {
    const stored = this.store.budgets.get(id);
    if (!stored) throw budgetNotFound();
    if (actor) assertActorHolds(stored, actor, this.memberOf(id, actor.userId));
    if (expectedVersion !== undefined && stored.version !== expectedVersion)
      return { ok: false, current: copy(stored) };
    const next: Budget = { ...stored, ...changes, version: stored.version + 1 };
    this.assertNameFree(next);
    this.store.budgets.set(id, copy(next));
    return { ok: true, value: copy(next) };
  }

  async delete(id: BudgetId): Promise<void> {
    this.store.budgets.delete(id);
    for (const [memberId, member] of this.store.members) {
      if (member.budgetId === id) this.store.members.delete(memberId);
    }
  }

  async listVisibleTo(userId: UserId): Promise<Budget[]> {
    const shared = new Set(
      [...this.store.members.values()]
        .filter((m) => m.userId === userId && m.status === "accepted")
        .map((m) => m.budgetId),
    );
    return [...this.store.budgets.values()]
      .filter((b) => b.ownerId === userId || shared.has(b.id))
      .sort(byCreation)
      .map(copy);
  }

  async pageVisibleTo(userId: UserId, page: { limit: number; after?: BudgetCursor }): Promise<BudgetPage> {
    const { after } = page;
    const rest = (await this.listVisibleTo(userId)).filter((b) => !after || byCreation(b, after) > 0);
    const items = rest.slice(0, page.limit);
    const last = items.at(-1);
    return { items, nextCursor: rest.length > page.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
  }

  async listByWalletAndCategory(walletId: WalletId, categoryId: CategoryId): Promise<Budget[]> {
    return [...this.store.budgets.values()]
      .filter((b) => b.walletId === walletId && b.categoryIds.includes(categoryId))
      .sort(byCreation)
      .map(copy);
  }

  async addMember(member: BudgetMember, emit?: Emit<BudgetMember>): Promise<void> {
    if (!this.store.budgets.has(member.budgetId)) throw budgetNotFound();
    for (const existing of this.store.members.values()) {
      if (existing.budgetId === member.budgetId && existing.userId === member.userId) {
        throw budgetMemberAlreadyExists();
      }
    }
    if (holdsShare(member)) assertSharesFit(this.sharesHeld(member.budgetId, member.id), member.share);
    const events = eventsOf(this.store, emit, member);
    this.store.members.set(member.id, copy(member));
    appendEvents(this.store, events);
  }

  async reinviteMember(member: BudgetMember, emit?: Emit<BudgetMember>): Promise<void> {
    const stored = this.store.members.get(member.id);
    if (!stored) throw budgetMemberNotFound();
    if (stored.status !== "rejected") {
      throw budgetMemberAlreadyExists();
    }
    assertSharesFit(this.sharesHeld(member.budgetId, member.id), member.share);
    const events = eventsOf(this.store, emit, member);
    this.store.members.set(member.id, copy(member));
    appendEvents(this.store, events);
  }

  async answerInvitation(
    memberId: BudgetMemberId,
    answer: InvitationAnswer,
    respondedAt: Date,
    emit?: Emit<BudgetMember>,
  ): Promise<BudgetMember> {
    const stored = this.store.members.get(memberId);
    if (!stored) throw budgetMemberNotFound();
    if (stored.status !== "pending") {
      throw invitationAlreadyAnswered();
    }
    const answered: BudgetMember = { ...stored, status: answer, respondedAt };
    const events = eventsOf(this.store, emit, answered);
    this.store.members.set(memberId, copy(answered));
    appendEvents(this.store, events);
    return copy(answered);
  }

  async removeMember(memberId: BudgetMemberId, emit?: Emit<BudgetMember>): Promise<void> {
    const stored = this.store.members.get(memberId);
    if (!stored) return;
    const events = eventsOf(this.store, emit, stored);
    this.store.members.delete(memberId);
    appendEvents(this.store, events);
  }

  async findMember(memberId: BudgetMemberId): Promise<BudgetMember | null> {
    const member = this.store.members.get(memberId);
    return member ? copy(member) : null;
  }

  async findMemberByUser(budgetId: BudgetId, userId: UserId): Promise<BudgetMember | null> {
    for (const member of this.store.members.values()) {
      if (member.budgetId === budgetId && member.userId === userId) return copy(member);
    }
    return null;
  }

  async listPendingInvitations(userId: UserId): Promise<PendingInvitation[]> {
    const invitations: PendingInvitation[] = [];
    for (const member of this.store.members.values()) {
      if (member.userId !== userId || member.status !== "pending") continue;
      const budget = this.store.budgets.get(member.budgetId);
      const owner = budget && this.store.users.get(budget.ownerId);
      if (!budget || !owner) continue;
      invitations.push({
        member: copy(member),
        budget: { id: budget.id, name: budget.name },
        owner: { name: owner.name, email: owner.email },
      });
    }
    return invitations.sort(
      (a, b) =>
        a.member.invitedAt.getTime() - b.member.invitedAt.getTime() ||
        (a.member.id < b.member.id ? -1 : a.member.id > b.member.id ? 1 : 0),
    );
  }

  async listMembersOf(budgetIds: readonly BudgetId[]): Promise<BudgetMember[][]> {
    const sorted = [...this.store.members.values()].sort(
      (a, b) => a.invitedAt.getTime() - b.invitedAt.getTime() || (a.id < b.id ? -1 : 1),
    );
    return budgetIds.map((budgetId) => sorted.filter((m) => m.budgetId === budgetId).map(copy));
  }

  private memberOf(budgetId: BudgetId, userId: UserId): BudgetMember | null {
    for (const member of this.store.members.values()) {
      if (member.budgetId === budgetId && member.userId === userId) return member;
    }
    return null;
  }

  /** Shares of the budget's other pending and accepted members. */
  private sharesHeld(budgetId: BudgetId, exceptMemberId: BudgetMemberId): (number | null)[] {
    return [...this.store.members.values()]
      .filter((m) => m.budgetId === budgetId && m.id !== exceptMemberId && holdsShare(m))
      .map((m) => m.share);
  }

  private assertNameFree(budget: Budget): void {
    const name = budget.name.toLowerCase();
    for (const other of this.store.budgets.values()) {
      if (other.id !== budget.id && other.ownerId === budget.ownerId && other.name.toLowerCase() === name) {
        throw budgetAlreadyExists();
      }
    }
  }
}
