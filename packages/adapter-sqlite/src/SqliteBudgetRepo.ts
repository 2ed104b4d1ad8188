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
import type { SqliteDatabase, Tx } from "./db";
import { sqliteDialect } from "./dialect";
import { guarded } from "./errors";
import type { Reference } from "./foreignKeys";
import { preparedOnce } from "./preparedOnce";
import { budgetCategories, budgetMembers, budgets, users } from "./schema";
import { writeTransaction } from "./writeTransaction";

const writeCategories = (tx: Tx, budget: Budget): void => {
  if (budget.categoryIds.length === 0) return;
  tx.insert(budgetCategories).values(categoryLinks(budget)).run();
};

const memberNotFound = budgetMemberNotFound;
const alreadyMember = budgetMemberAlreadyExists;

/** Refuses `member`'s share when, with the other pending and accepted members' shares, it passes 100. */
const checkShares = (tx: Tx, member: BudgetMember): void => {
  const held = tx
    .select({ share: budgetMembers.share })
    .from(budgetMembers)
    .where(otherHeldShares(budgetMembers, member))
    .all();
  assertSharesFit(
    held.map((row) => row.share),
    member.share,
  );
};

/**
 * The budget's category ids in its order, as a JSON array read with the row (one statement instead
 * of two). ORDER BY inside an aggregate needs SQLite 3.44 or later; better-sqlite3 bundles a later one.
 */
const categoryIdsOfRow = sql<
  string[]
>`(select json_group_array(${budgetCategories.categoryId} order by ${budgetCategories.position})
  from ${budgetCategories} where ${budgetCategories.budgetId} = ${budgets.id})`.mapWith(
  (ids: string) => JSON.parse(ids) as string[],
);

/** Every column of a budget and its category ids (`categoryIdsOfRow`): each budget read is one statement. */
const withCategoryIds = { ...getTableColumns(budgets), categoryIds: categoryIdsOfRow };

/** Budgets with their ordered categories (table budget_categories) and their memberships. */
export class SqliteBudgetRepo implements BudgetRepo {
  /** Read by every expense written (the budgets it counts towards). */
  private readonly ofWalletAndCategory = preparedOnce(() =>
    this.withIds()
      .where(ofWalletAndCategory(budgets, budgetCategories, sql.placeholder("walletId"), sql.placeholder("categoryId")))
      .orderBy(...oldestFirst(budgets))
      .prepare(),
  );
  private readonly byId = preparedOnce(() =>
    this.withIds()
      .where(eq(budgets.id, sql.placeholder("id")))
      .prepare(),
  );
  /** The budgets a user sees, oldest first: all of them, or a first page of `limit`. */
  private readonly visible = preparedOnce(() => {
    const visible = () =>
      this.withIds()
        .where(visibleTo(budgets, budgetMembers, sql.placeholder("userId")))
        .orderBy(...oldestFirst(budgets));
    return { all: visible().prepare(), firstPage: visible().limit(sql.placeholder("limit")).prepare() };
  });
  private readonly members = preparedOnce(() =>
    this.db
      .select()
      .from(budgetMembers)
      .where(ofListedBudgets(budgetMembers, sqliteDialect))
      .orderBy(budgetMembers.invitedAt, budgetMembers.id)
      .prepare(),
  );
  private readonly membership = preparedOnce(() =>
    this.db
      .select()
      .from(budgetMembers)
      .where(membershipOf(budgetMembers, sql.placeholder("budgetId"), sql.placeholder("userId")))
      .prepare(),
  );

  constructor(private readonly db: SqliteDatabase) {}

  private withIds(db: SqliteDatabase | Tx = this.db) {
    return db.select(withCategoryIds).from(budgets);
  }

  async create(budget: Budget): Promise<void> {
    await writeTransaction(
      this.db,
      (tx) => {
        tx.insert(budgets).values(budgetColumns(budget)).run();
        writeCategories(tx, budget);
      },
      () => budgetReferences(budget),
    );
  }

  async findById(id: string): Promise<Budget | null> {
    const row = guarded(() => this.byId().get({ id }));
    return row ? budgetOfRow(row) : null;
  }

  /**
   * One immediate transaction (the write lock is taken first, so nobody writes between the checks
   * and the write): the actor's membership and the version are read from the stored rows.
   */
  async update({ id, changes, expectedVersion, actor }: BudgetUpdate): Promise<VersionedWrite<Budget>> {
    return writeTransaction(
      this.db,
      (tx): VersionedWrite<Budget> => {
        const row = this.withIds(tx).where(eq(budgets.id, id)).get();
        if (!row) throw budgetNotFound();
        const stored = budgetOfRow(row);
        if (actor) {
          const membership = tx
            .select()
            .from(budgetMembers)
            .where(membershipOf(budgetMembers, id, actor.userId))
            .get();
          assertActorHolds(stored, actor, membership ? toMember(membership) : null);
        }
        if (expectedVersion !== undefined && row.version !== expectedVersion) return { ok: false, current: stored };
        const { categoryIds, ...columns } = changes;
        const updated = tx
          .update(budgets)
          .set({ ...columns, version: nextVersion(budgets.version) })
          .where(eq(budgets.id, id))
          .returning()
          .get();
        if (!updated) throw budgetNotFound();
        if (categoryIds !== undefined) {
          tx.delete(budgetCategories).where(eq(budgetCategories.budgetId, id)).run();
          writeCategories(tx, { ...stored, categoryIds });
        }
        return { ok: true, value: toBudget(updated, categoryIds ?? stored.categoryIds) };
      },
      () => budgetReferences(changes),
    );
  }

  /** Memberships and category links go with it (ON DELETE CASCADE); transactions are not linked. */
  async delete(id: string): Promise<void> {
    guarded(() => this.db.delete(budgets).where(eq(budgets.id, id)).run());
  }

  async listVisibleTo(userId: string): Promise<Budget[]> {
    return guarded(() => this.visible().all.all({ userId })).map(budgetOfRow);
  }

  async pageVisibleTo(userId: string, page: { limit: number; after?: BudgetCursor }): Promise<BudgetPage> {
    const { after } = page;
    const limit = page.limit + 1;
    const rows = guarded(() =>
      after
        ? this.withIds()
            .where(and(visibleTo(budgets, budgetMembers, userId), budgetsAfter(budgets, after)))
            .orderBy(...oldestFirst(budgets))
            .limit(limit)
            .all()
        : this.visible().firstPage.all({ userId, limit }),
    );
    return budgetPageOf(page.limit, rows.map(budgetOfRow));
  }

  async listByWalletAndCategory(walletId: string, categoryId: string): Promise<Budget[]> {
    return guarded(() => this.ofWalletAndCategory().all({ walletId, categoryId })).map(budgetOfRow);
  }

  async addMember(member: BudgetMember): Promise<void> {
    await writeTransaction(this.db, (tx) => {
      const budget = tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, member.budgetId)).get();
      if (!budget) throw budgetNotFound();
      if (holdsShare(member)) checkShares(tx, member);
      tx.insert(budgetMembers).values(member).run();
    });
  }

  async reinviteMember(member: BudgetMember): Promise<void> {
    await writeTransaction(this.db, (tx) => {
      const stored = tx.select().from(budgetMembers).where(eq(budgetMembers.id, member.id)).get();
      if (!stored) throw memberNotFound();
      if (stored.status !== "rejected") throw alreadyMember();
      checkShares(tx, member);
      const { id, ...columns } = member;
      tx.update(budgetMembers).set(columns).where(eq(budgetMembers.id, id)).run();
    });
  }

  /** `WHERE status = 'pending'` decides: the second of two answers changes no row. */
  async answerInvitation(memberId: string, answer: InvitationAnswer, respondedAt: Date): Promise<BudgetMember> {
    const answered = guarded(() =>
      this.db
        .update(budgetMembers)
        .set({ status: answer, respondedAt })
        .where(pendingInvitation(budgetMembers, memberId))
        .returning()
        .get(),
    );
    if (answered) return toMember(answered);
    if (await this.findMember(memberId)) {
      throw invitationAlreadyAnswered();
    }
    throw memberNotFound();
  }

  async removeMember(memberId: string): Promise<void> {
    guarded(() => this.db.delete(budgetMembers).where(eq(budgetMembers.id, memberId)).run());
  }

  async findMember(memberId: string): Promise<BudgetMember | null> {
    const row = guarded(() => this.db.select().from(budgetMembers).where(eq(budgetMembers.id, memberId)).get());
    return row ? toMember(row) : null;
  }

  async findMemberByUser(budgetId: string, userId: string): Promise<BudgetMember | null> {
    const row = guarded(() => this.membership().get({ budgetId, userId }));
    return row ? toMember(row) : null;
  }

  async listPendingInvitations(userId: string): Promise<PendingInvitation[]> {
    const rows = guarded(() =>
      this.db
        .select({ member: budgetMembers, budgetName: budgets.name, ownerName: users.name, ownerEmail: users.email })
        .from(budgetMembers)
        .innerJoin(budgets, eq(budgets.id, budgetMembers.budgetId))
        .innerJoin(users, eq(users.id, budgets.ownerId))
        .where(pendingFor(budgetMembers, userId))
        .orderBy(budgetMembers.invitedAt, budgetMembers.id)
        .all(),
    );
    return rows.map(toInvitation);
  }

  async listMembersOf(budgetIds: readonly string[]): Promise<BudgetMember[][]> {
    if (budgetIds.length === 0) return [];
    const ids = sqliteDialect.idList(budgetIds);
    return membersByBudget(
      budgetIds,
      guarded(() => this.members().all({ ids })),
    );
  }
}

/** The rows a budget (or its changes) points at, for a foreign key that fails on SQLite. */
const budgetReferences = (budget: { walletId?: string; categoryIds?: readonly string[] }): Reference[] => [
  ["budgets_wallet_id_wallets_id_fk", budget.walletId],
  ...(budget.categoryIds ?? []).map((id): Reference => ["budget_categories_category_id_categories_id_fk", id]),
];
