import {
  budgetColumns,
  budgetOfRow,
  budgetPageOf,
  budgetsAfter,
  categoryLinks,
  membersByBudget,
  membershipOf,
  nextVersion,
  ofListedBudgets,
  ofWalletAndCategory,
  oldestFirst,
  otherHeldShares,
  pendingFor,
  pendingInvitation,
  toBudget,
  toInvitation,
  toMember,
  visibleTo,
} from "@finance/adapter-sql";
import {
  assertActorHolds,
  assertSharesFit,
  type Budget,
  type BudgetCursor,
  type BudgetMember,
  type BudgetPage,
  type BudgetRepo,
  type BudgetUpdate,
  budgetMemberAlreadyExists,
  budgetMemberNotFound,
  budgetNotFound,
  holdsShare,
  type InvitationAnswer,
  invitationAlreadyAnswered,
  type PendingInvitation,
  type VersionedWrite,
} from "@finance/domain";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { postgresDialect } from "./dialect";
import { guarded } from "./errors";
import { budgetCategories, budgetMembers, budgets, users } from "./schema";

type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

const writeCategories = async (tx: Tx, budget: Budget): Promise<void> => {
  if (budget.categoryIds.length > 0) await tx.insert(budgetCategories).values(categoryLinks(budget));
};

const memberNotFound = budgetMemberNotFound;
const alreadyMember = budgetMemberAlreadyExists;

/**
 * Refuses `member`'s share when, with the other pending and accepted members' shares, it passes 100.
 * The budget row is locked first (FOR NO KEY UPDATE), so concurrent invitations to one budget
 * take turns and each sums what the previous one committed. False when the budget is gone.
 */
const lockAndCheckShares = async (tx: Tx, member: BudgetMember): Promise<boolean> => {
  const [budget] = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(eq(budgets.id, member.budgetId))
    .for("no key update");
  if (!budget) return false;
  if (!holdsShare(member)) return true;
  const held = await tx
    .select({ share: budgetMembers.share })
    .from(budgetMembers)
    .where(otherHeldShares(budgetMembers, member));
  assertSharesFit(
    held.map((row) => row.share),
    member.share,
  );
  return true;
};

/** The budget's category ids in its order, read with the row (one round trip instead of two). */
const categoryIdsOfRow = sql<string[]>`array(select ${budgetCategories.categoryId} from ${budgetCategories}
  where ${budgetCategories.budgetId} = ${budgets.id} order by ${budgetCategories.position})`;

/** Every column of a budget and its category ids (`categoryIdsOfRow`): each budget read is one statement. */
const withCategoryIds = { ...getTableColumns(budgets), categoryIds: categoryIdsOfRow };

/** Budgets with their ordered categories (table budget_categories) and their memberships. */
export class PostgresBudgetRepo implements BudgetRepo {
  /** Read by every expense written (the budgets it counts towards): built by Drizzle once. */
  private readonly ofWalletAndCategory;
  /** The reads of the budget routes. */
  private readonly byId;
  private readonly visible;
  private readonly firstVisiblePage;
  private readonly members;
  private readonly membership;

  constructor(private readonly db: PostgresDatabase) {
    const withIds = () => db.select(withCategoryIds).from(budgets);
    this.byId = withIds()
      .where(eq(budgets.id, sql.placeholder("id")))
      .prepare("budgets_by_id");
    const visible = () =>
      withIds()
        .where(visibleTo(budgets, budgetMembers, sql.placeholder("userId")))
        .orderBy(...oldestFirst(budgets));
    this.visible = visible().prepare("budgets_visible_to");
    this.firstVisiblePage = visible().limit(sql.placeholder("limit")).prepare("budgets_visible_to_first_page");
    this.members = db
      .select()
      .from(budgetMembers)
      .where(ofListedBudgets(budgetMembers, postgresDialect))
      .orderBy(budgetMembers.invitedAt, budgetMembers.id)
      .prepare("budget_members_of_budgets");
    this.membership = db
      .select()
      .from(budgetMembers)
      .where(membershipOf(budgetMembers, sql.placeholder("budgetId"), sql.placeholder("userId")))
      .prepare("budget_membership");
    this.ofWalletAndCategory = withIds()
      .where(ofWalletAndCategory(budgets, budgetCategories, sql.placeholder("walletId"), sql.placeholder("categoryId")))
      .orderBy(...oldestFirst(budgets))
      .prepare("budgets_of_wallet_and_category");
  }

  /** The unique index on (owner_id, lower(name)) decides, so a race has exactly one winner. */
  async create(budget: Budget): Promise<void> {
    await guarded(() =>
      this.db.transaction(async (tx) => {
        await tx.insert(budgets).values(budgetColumns(budget));
        await writeCategories(tx, budget);
      }),
    );
  }

  async findById(id: string): Promise<Budget | null> {
    const [row] = await guarded(() => this.byId.execute({ id }));
    return row ? budgetOfRow(row) : null;
  }

  /**
   * The budget row is locked (FOR NO KEY UPDATE) and the actor's membership row shared-locked in the
   * same transaction as the write: a concurrent removal of that membership waits for this write to
   * commit, or this write sees it gone; a concurrent update waits and then sees the new version.
   */
  async update({ id, changes, expectedVersion, actor }: BudgetUpdate): Promise<VersionedWrite<Budget>> {
    return guarded(() =>
      this.db.transaction(async (tx): Promise<VersionedWrite<Budget>> => {
        const [row] = await tx.select(withCategoryIds).from(budgets).where(eq(budgets.id, id)).for("no key update");
        if (!row) throw budgetNotFound();
        const stored = budgetOfRow(row);
        if (actor) {
          const [membership] = await tx
            .select()
            .from(budgetMembers)
            .where(membershipOf(budgetMembers, id, actor.userId))
            .for("share");
          assertActorHolds(stored, actor, membership ? toMember(membership) : null);
        }
        if (expectedVersion !== undefined && stored.version !== expectedVersion) return { ok: false, current: stored };
        const { categoryIds, ...columns } = changes;
        const [updated] = await tx
          .update(budgets)
          .set({ ...columns, version: nextVersion(budgets.version) })
          .where(eq(budgets.id, id))
          .returning();
        if (!updated) throw budgetNotFound();
        if (categoryIds !== undefined) {
          await tx.delete(budgetCategories).where(eq(budgetCategories.budgetId, id));
          await writeCategories(tx, { ...stored, categoryIds });
        }
        return { ok: true, value: toBudget(updated, categoryIds ?? stored.categoryIds) };
      }),
    );
  }

  /** Memberships and category links go with it (ON DELETE CASCADE); transactions are not linked. */
  async delete(id: string): Promise<void> {
    await guarded(() => this.db.delete(budgets).where(eq(budgets.id, id)));
  }

  async listVisibleTo(userId: string): Promise<Budget[]> {
    return (await guarded(() => this.visible.execute({ userId }))).map(budgetOfRow);
  }

  async pageVisibleTo(userId: string, page: { limit: number; after?: BudgetCursor }): Promise<BudgetPage> {
    const { after } = page;
    const limit = page.limit + 1;
    if (!after) {
      const rows = await guarded(() => this.firstVisiblePage.execute({ userId, limit }));
      return budgetPageOf(page.limit, rows.map(budgetOfRow));
    }
    const rows = await guarded(() =>
      this.db
        .select(withCategoryIds)
        .from(budgets)
        .where(and(visibleTo(budgets, budgetMembers, userId), budgetsAfter(budgets, after)))
        .orderBy(...oldestFirst(budgets))
        .limit(limit),
    );
    return budgetPageOf(page.limit, rows.map(budgetOfRow));
  }

  async listByWalletAndCategory(walletId: string, categoryId: string): Promise<Budget[]> {
    return (await guarded(() => this.ofWalletAndCategory.execute({ walletId, categoryId }))).map(budgetOfRow);
  }

  /** The foreign key answers BUDGET_NOT_FOUND, the unique (budget_id, user_id) index the duplicate. */
  async addMember(member: BudgetMember): Promise<void> {
    await guarded(() =>
      this.db.transaction(async (tx) => {
        if (!(await lockAndCheckShares(tx, member))) throw budgetNotFound();
        await tx.insert(budgetMembers).values(member);
      }),
    );
  }

  async reinviteMember(member: BudgetMember): Promise<void> {
    await guarded(() =>
      this.db.transaction(async (tx) => {
        if (!(await lockAndCheckShares(tx, member))) throw memberNotFound();
        const { id, ...columns } = member;
        const [updated] = await tx
          .update(budgetMembers)
          .set(columns)
          .where(and(eq(budgetMembers.id, id), eq(budgetMembers.status, "rejected")))
          .returning({ id: budgetMembers.id });
        if (updated) return;
        const [stored] = await tx.select({ id: budgetMembers.id }).from(budgetMembers).where(eq(budgetMembers.id, id));
        throw stored ? alreadyMember() : memberNotFound();
      }),
    );
  }

  /**
   * `WHERE status = 'pending'` decides: a second concurrent UPDATE waits for the first one's row
   * lock, re-reads the row (READ COMMITTED) and no longer matches it.
   */
  async answerInvitation(memberId: string, answer: InvitationAnswer, respondedAt: Date): Promise<BudgetMember> {
    const [answered] = await guarded(() =>
      this.db
        .update(budgetMembers)
        .set({ status: answer, respondedAt })
        .where(pendingInvitation(budgetMembers, memberId))
        .returning(),
    );
    if (answered) return toMember(answered);
    if (await this.findMember(memberId)) {
      throw invitationAlreadyAnswered();
    }
    throw memberNotFound();
  }

  async removeMember(memberId: string): Promise<void> {
    await guarded(() => this.db.delete(budgetMembers).where(eq(budgetMembers.id, memberId)));
  }

  async findMember(memberId: string): Promise<BudgetMember | null> {
    const [row] = await guarded(() => this.db.select().from(budgetMembers).where(eq(budgetMembers.id, memberId)));
    return row ? toMember(row) : null;
  }

  async findMemberByUser(budgetId: string, userId: string): Promise<BudgetMember | null> {
    const [row] = await guarded(() => this.membership.execute({ budgetId, userId }));
    return row ? toMember(row) : null;
  }

  async listPendingInvitations(userId: string): Promise<PendingInvitation[]> {
    const rows = await guarded(() =>
      this.db
        .select({ member: budgetMembers, budgetName: budgets.name, ownerName: users.name, ownerEmail: users.email })
        .from(budgetMembers)
        .innerJoin(budgets, eq(budgets.id, budgetMembers.budgetId))
        .innerJoin(users, eq(users.id, budgets.ownerId))
        .where(pendingFor(budgetMembers, userId))
        .orderBy(budgetMembers.invitedAt, budgetMembers.id),
    );
    return rows.map(toInvitation);
  }

  async listMembersOf(budgetIds: readonly string[]): Promise<BudgetMember[][]> {
    if (budgetIds.length === 0) return [];
    const ids = postgresDialect.idList(budgetIds);
    return membersByBudget(budgetIds, await guarded(() => this.members.execute({ ids })));
  }
}
