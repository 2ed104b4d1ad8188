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
import { isUuidText, type PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { budgetCategories, budgetMembers, budgets } from "./schema";

type BudgetRow = typeof budgets.$inferSelect;
type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

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

const writeCategories = async (tx: Tx, budget: Budget): Promise<void> => {
  if (budget.categoryIds.length === 0) return;
  await tx
    .insert(budgetCategories)
    .values(budget.categoryIds.map((categoryId, position) => ({ budgetId: budget.id, position, categoryId })));
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
    .where(
      and(
        eq(budgetMembers.budgetId, member.budgetId),
        ne(budgetMembers.id, member.id),
        ne(budgetMembers.status, "rejected"),
      ),
    );
  assertSharesFit(
    held.map((row) => row.share),
    member.share,
  );
  return true;
};

/** Budgets with their ordered categories (table budget_categories) and their memberships. */
export class PostgresBudgetRepo implements BudgetRepo {
  constructor(private readonly db: PostgresDatabase) {}

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
    if (!isUuidText(id)) return null;
    const rows = await guarded(() => this.db.select().from(budgets).where(eq(budgets.id, id)));
    return (await this.withCategories(rows))[0] ?? null;
  }

  /**
   * The budget row is locked (FOR NO KEY UPDATE) and the actor's membership row shared-locked in the
   * same transaction as the write: a concurrent removal of that membership waits for this write to
   * commit, or this write sees it gone; a concurrent update waits and then sees the new version.
   */
  async update({ id, changes, expectedVersion, actor }: BudgetUpdate): Promise<VersionedWrite<Budget>> {
    if (!isUuidText(id)) throw budgetNotFound();
    return guarded(() =>
      this.db.transaction(async (tx): Promise<VersionedWrite<Budget>> => {
        const rows = await tx.select().from(budgets).where(eq(budgets.id, id)).for("no key update");
        const stored = (await this.withCategories(rows, tx))[0];
        if (!stored) throw budgetNotFound();
        if (actor) {
          const [membership] = isUuidText(actor.userId)
            ? await tx
                .select()
                .from(budgetMembers)
                .where(and(eq(budgetMembers.budgetId, id), eq(budgetMembers.userId, actor.userId)))
                .for("share")
            : [];
          assertActorHolds(stored, actor, membership ? toMember(membership) : null);
        }
        if (expectedVersion !== undefined && stored.version !== expectedVersion) return { ok: false, current: stored };
        const { categoryIds, ...columns } = changes;
        const [updated] = await tx
          .update(budgets)
          .set({ ...columns, version: sql`${budgets.version} + 1` })
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
    if (!isUuidText(id)) return;
    await guarded(() => this.db.delete(budgets).where(eq(budgets.id, id)));
  }

  async listVisibleTo(userId: string): Promise<Budget[]> {
    if (!isUuidText(userId)) return [];
    const accepted = this.db
      .select({ budgetId: budgetMembers.budgetId })
      .from(budgetMembers)
      .where(and(eq(budgetMembers.userId, userId), eq(budgetMembers.status, "accepted")));
    const rows = await guarded(() =>
      this.db
        .select()
        .from(budgets)
        .where(or(eq(budgets.ownerId, userId), inArray(budgets.id, accepted)))
        .orderBy(asc(budgets.createdAt), asc(budgets.id)),
    );
    return this.withCategories(rows);
  }

  async listByWalletAndCategory(walletId: string, categoryId: string): Promise<Budget[]> {
    if (!isUuidText(walletId) || !isUuidText(categoryId)) return [];
    const linked = this.db
      .select({ one: sql`1` })
      .from(budgetCategories)
      .where(and(eq(budgetCategories.budgetId, budgets.id), eq(budgetCategories.categoryId, categoryId)));
    const rows = await guarded(() =>
      this.db
        .select()
        .from(budgets)
        .where(and(eq(budgets.walletId, walletId), exists(linked)))
        .orderBy(asc(budgets.createdAt), asc(budgets.id)),
    );
    return this.withCategories(rows);
  }

  /** The foreign key answers BUDGET_NOT_FOUND, the unique (budget_id, user_id) index the duplicate. */
  async addMember(member: BudgetMember): Promise<void> {
    if (!isUuidText(member.budgetId)) throw budgetNotFound();
    await guarded(() =>
      this.db.transaction(async (tx) => {
        if (!(await lockAndCheckShares(tx, member))) throw budgetNotFound();
        await tx.insert(budgetMembers).values(member);
      }),
    );
  }

  async reinviteMember(member: BudgetMember): Promise<void> {
    if (!isUuidText(member.id) || !isUuidText(member.budgetId)) throw memberNotFound();
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
    if (!isUuidText(memberId)) throw memberNotFound();
    const [answered] = await guarded(() =>
      this.db
        .update(budgetMembers)
        .set({ status: answer, respondedAt })
        .where(and(eq(budgetMembers.id, memberId), eq(budgetMembers.status, "pending")))
        .returning(),
    );
    if (answered) return toMember(answered);
    if (await this.findMember(memberId)) {
      throw invitationAlreadyAnswered();
    }
    throw memberNotFound();
  }

  async removeMember(memberId: string): Promise<void> {
    if (!isUuidText(memberId)) return;
    await guarded(() => this.db.delete(budgetMembers).where(eq(budgetMembers.id, memberId)));
  }

  async findMember(memberId: string): Promise<BudgetMember | null> {
    if (!isUuidText(memberId)) return null;
    const [row] = await guarded(() => this.db.select().from(budgetMembers).where(eq(budgetMembers.id, memberId)));
    return row ? toMember(row) : null;
  }

  async findMemberByUser(budgetId: string, userId: string): Promise<BudgetMember | null> {
    if (!isUuidText(budgetId) || !isUuidText(userId)) return null;
    const [row] = await guarded(() =>
      this.db
        .select()
        .from(budgetMembers)
        .where(and(eq(budgetMembers.budgetId, budgetId), eq(budgetMembers.userId, userId))),
    );
    return row ? toMember(row) : null;
  }

  async listMembers(budgetId: string): Promise<BudgetMember[]> {
    if (!isUuidText(budgetId)) return [];
    const rows = await guarded(() =>
      this.db
        .select()
        .from(budgetMembers)
        .where(eq(budgetMembers.budgetId, budgetId))
        .orderBy(asc(budgetMembers.invitedAt), asc(budgetMembers.id)),
    );
    return rows.map(toMember);
  }

  /** One query for the categories of all the budgets, in each budget's order. */
  private async withCategories(rows: readonly BudgetRow[], db: Tx | PostgresDatabase = this.db): Promise<Budget[]> {
    if (rows.length === 0) return [];
    const links = await guarded(() =>
      db
        .select()
        .from(budgetCategories)
        .where(
          inArray(
            budgetCategories.budgetId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(budgetCategories.budgetId), asc(budgetCategories.position)),
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
