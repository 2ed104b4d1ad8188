import {
  assertActorHolds,
  assertSharesFit,
  type Budget,
  type BudgetMember,
  type BudgetRepo,
  type BudgetUpdate,
  budgetMemberAlreadyExists,
  budgetMemberNotFound,
  budgetNotFound,
  type Currency,
  holdsShare,
  type InvitationAnswer,
  invitationAlreadyAnswered,
  type VersionedWrite,
} from "@finance/domain";
import { and, asc, eq, exists, inArray, ne, or, sql } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { budgetCategories, budgetMembers, budgets } from "./schema";

type BudgetRow = typeof budgets.$inferSelect;
type Tx = Parameters<Parameters<SqliteDatabase["transaction"]>[0]>[0];

const toBudget = (row: BudgetRow, categoryIds: readonly string[]): Budget => ({
  id: row.id,
  ownerId: row.ownerId,
  name: row.name,
  currency: row.currency as Currency,
  limitMinor: row.limitMinor,
  period: row.period,
  startDate: row.startDate,
  endDate: row.endDate,
  walletId: row.walletId,
  categoryIds,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

const toMember = (row: typeof budgetMembers.$inferSelect): BudgetMember => ({
  id: row.id,
  budgetId: row.budgetId,
  userId: row.userId,
  email: row.email,
  role: row.role,
  share: row.share,
  status: row.status,
  invitedAt: row.invitedAt,
  respondedAt: row.respondedAt,
});

const budgetColumns = ({ categoryIds: _categoryIds, ...columns }: Budget) => columns;

const writeCategories = (tx: Tx, budget: Budget): void => {
  if (budget.categoryIds.length === 0) return;
  tx.insert(budgetCategories)
    .values(budget.categoryIds.map((categoryId, position) => ({ budgetId: budget.id, position, categoryId })))
    .run();
};

const memberNotFound = budgetMemberNotFound;
const alreadyMember = budgetMemberAlreadyExists;

/** Refuses `member`'s share when, with the other pending and accepted members' shares, it passes 100. */
const checkShares = (tx: Tx, member: BudgetMember): void => {
  const held = tx
    .select({ share: budgetMembers.share })
    .from(budgetMembers)
    .where(
      and(
        eq(budgetMembers.budgetId, member.budgetId),
        ne(budgetMembers.id, member.id),
        ne(budgetMembers.status, "rejected"),
      ),
    )
    .all();
  assertSharesFit(
    held.map((row) => row.share),
    member.share,
  );
};

/** Budgets with their ordered categories (table budget_categories) and their memberships. */
export class SqliteBudgetRepo implements BudgetRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async create(budget: Budget): Promise<void> {
    guarded(() =>
      this.db.transaction(
        (tx) => {
          tx.insert(budgets).values(budgetColumns(budget)).run();
          writeCategories(tx, budget);
        },
        { behavior: "immediate" },
      ),
    );
  }

  async findById(id: string): Promise<Budget | null> {
    const row = guarded(() => this.db.select().from(budgets).where(eq(budgets.id, id)).get());
    return row ? (this.withCategories([row])[0] ?? null) : null;
  }

  /**
   * One immediate transaction (the write lock is taken first, so nobody writes between the checks
   * and the write): the actor's membership and the version are read from the stored rows.
   */
  async update({ id, changes, expectedVersion, actor }: BudgetUpdate): Promise<VersionedWrite<Budget>> {
    return guarded(() =>
      this.db.transaction(
        (tx): VersionedWrite<Budget> => {
          const row = tx.select().from(budgets).where(eq(budgets.id, id)).get();
          if (!row) throw budgetNotFound();
          const stored = this.withCategories([row])[0] as Budget;
          if (actor) {
            const membership = tx
              .select()
              .from(budgetMembers)
              .where(and(eq(budgetMembers.budgetId, id), eq(budgetMembers.userId, actor.userId)))
              .get();
            assertActorHolds(stored, actor, membership ? toMember(membership) : null);
          }
          if (expectedVersion !== undefined && row.version !== expectedVersion) return { ok: false, current: stored };
          const { categoryIds, ...columns } = changes;
          const updated = tx
            .update(budgets)
            .set({ ...columns, version: sql`${budgets.version} + 1` })
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
        { behavior: "immediate" },
      ),
    );
  }

  /** Memberships and category links go with it (ON DELETE CASCADE); transactions are not linked. */
  async delete(id: string): Promise<void> {
    guarded(() => this.db.delete(budgets).where(eq(budgets.id, id)).run());
  }

  async listVisibleTo(userId: string): Promise<Budget[]> {
    const accepted = this.db
      .select({ budgetId: budgetMembers.budgetId })
      .from(budgetMembers)
      .where(and(eq(budgetMembers.userId, userId), eq(budgetMembers.status, "accepted")));
    const rows = guarded(() =>
      this.db
        .select()
        .from(budgets)
        .where(or(eq(budgets.ownerId, userId), inArray(budgets.id, accepted)))
        .orderBy(asc(budgets.createdAt), asc(budgets.id))
        .all(),
    );
    return this.withCategories(rows);
  }

  async listByWalletAndCategory(walletId: string, categoryId: string): Promise<Budget[]> {
    const linked = this.db
      .select({ one: sql`1` })
      .from(budgetCategories)
      .where(and(eq(budgetCategories.budgetId, budgets.id), eq(budgetCategories.categoryId, categoryId)));
    const rows = guarded(() =>
      this.db
        .select()
        .from(budgets)
        .where(and(eq(budgets.walletId, walletId), exists(linked)))
        .orderBy(asc(budgets.createdAt), asc(budgets.id))
        .all(),
    );
    return this.withCategories(rows);
  }

  async addMember(member: BudgetMember): Promise<void> {
    guarded(() =>
      this.db.transaction(
        (tx) => {
          const budget = tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, member.budgetId)).get();
          if (!budget) throw budgetNotFound();
          if (holdsShare(member)) checkShares(tx, member);
          tx.insert(budgetMembers).values(member).run();
        },
        { behavior: "immediate" },
      ),
    );
  }

  async reinviteMember(member: BudgetMember): Promise<void> {
    guarded(() =>
      this.db.transaction(
        (tx) => {
          const stored = tx.select().from(budgetMembers).where(eq(budgetMembers.id, member.id)).get();
          if (!stored) throw memberNotFound();
          if (stored.status !== "rejected") throw alreadyMember();
          checkShares(tx, member);
          const { id, ...columns } = member;
          tx.update(budgetMembers).set(columns).where(eq(budgetMembers.id, id)).run();
        },
        { behavior: "immediate" },
      ),
    );
  }

  /** `WHERE status = 'pending'` decides: the second of two answers changes no row. */
  async answerInvitation(memberId: string, answer: InvitationAnswer, respondedAt: Date): Promise<BudgetMember> {
    const answered = guarded(() =>
      this.db
        .update(budgetMembers)
        .set({ status: answer, respondedAt })
        .where(and(eq(budgetMembers.id, memberId), eq(budgetMembers.status, "pending")))
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
    const row = guarded(() =>
      this.db
        .select()
        .from(budgetMembers)
        .where(and(eq(budgetMembers.budgetId, budgetId), eq(budgetMembers.userId, userId)))
        .get(),
    );
    return row ? toMember(row) : null;
  }

  async listMembers(budgetId: string): Promise<BudgetMember[]> {
    const rows = guarded(() =>
      this.db
        .select()
        .from(budgetMembers)
        .where(eq(budgetMembers.budgetId, budgetId))
        .orderBy(asc(budgetMembers.invitedAt), asc(budgetMembers.id))
        .all(),
    );
    return rows.map(toMember);
  }

  /** One query for the categories of all the budgets, in each budget's order. */
  private withCategories(rows: readonly BudgetRow[]): Budget[] {
    if (rows.length === 0) return [];
    const links = guarded(() =>
      this.db
        .select()
        .from(budgetCategories)
        .where(
          inArray(
            budgetCategories.budgetId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(budgetCategories.budgetId), asc(budgetCategories.position))
        .all(),
    );
    const byBudget = new Map<string, string[]>();
    for (const link of links) {
      const list = byBudget.get(link.budgetId) ?? [];
      list.push(link.categoryId);
      byBudget.set(link.budgetId, list);
    }
    return rows.map((row) => toBudget(row, byBudget.get(row.id) ?? []));
  }
}
