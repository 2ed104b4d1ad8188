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
  type Emit,
  holdsShare,
  type InvitationAnswer,
  invitationAlreadyAnswered,
  type PendingInvitation,
  type VersionedWrite,
} from "@finance/domain";
import { and, type Column, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  budgetColumns,
  budgetPageOf,
  budgetsAfter,
  categoryLinks,
  membersByBudget,
  membershipOf,
  ofListedBudgets,
  ofWalletAndCategory,
  oldestFirst,
  otherHeldShares,
  pendingFor,
  pendingInvitation,
  toInvitation,
  visibleTo,
} from "../../budgetSql";
import {
  type ForeignKeyReference,
  oneOf,
  type Plan,
  prepared,
  type Row,
  rowsOf,
  runOf,
  type SqlDriver,
} from "../../driver";
import { type BudgetRow, type Stored, toBudget, toMember } from "../../mappers";
import { emitted } from "../../outboxSql";
import { insertInto, selection, setFrom } from "../../rowSql";
import { nextVersion } from "../../writes";
import type { BudgetRepoTables, BudgetUsersTable } from "./tables";

/**
 * A dialect's spelling of a budget's category ids in its order as one value of the budget's row
 * (one statement instead of two): a JSON array on SQLite, an array on PostgreSQL.
 */
export type CategoryIdsOfRow = (tables: BudgetRepoTables) => SQL;

/** The rows a budget (or its changes) points at, for a foreign key that fails on SQLite. */
const budgetReferences = (budget: { walletId?: string; categoryIds?: readonly string[] }): ForeignKeyReference[] => [
  ["budgets_wallet_id_wallets_id_fk", budget.walletId],
  ...(budget.categoryIds ?? []).map(
    (id): ForeignKeyReference => ["budget_categories_category_id_categories_id_fk", id],
  ),
];

const idsOf = (value: unknown): string[] => (typeof value === "string" ? JSON.parse(value) : (value as string[]));

/**
 * Budgets with their ordered categories (table budget_categories) and their memberships, for both
 * stores. Each write is one plan: on SQLite one `BEGIN IMMEDIATE` write, so nobody writes between
 * its checks and its write; on PostgreSQL the budget's row is locked first (FOR NO KEY UPDATE), so
 * concurrent invitations and updates of one budget take turns, and an update shares-locks the
 * actor's membership, so a concurrent removal of it waits or is seen.
 */
export class SqlBudgetRepo implements BudgetRepo {
  private readonly budget;
  private readonly member;
  private readonly head: SQL;
  private readonly byId;
  private readonly ofWalletAndCategory;
  private readonly visible;
  private readonly firstVisiblePage;
  private readonly members;
  private readonly membership;
  private readonly memberById;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: BudgetRepoTables & { readonly users: BudgetUsersTable },
    categoryIdsOfRow: CategoryIdsOfRow,
  ) {
    const { budgets, budgetMembers: members } = tables;
    this.budget = selection<BudgetRow>(budgets);
    this.member = selection<Stored<BudgetMember>>(members);
    const head = sql`select ${this.budget.list}, ${categoryIdsOfRow(tables)} as "categoryIds" from ${budgets}`;
    this.head = head;
    const order = sql`order by ${sql.join(oldestFirst(budgets), sql`, `)}`;
    const visible = visibleTo(budgets, members, sql.placeholder("userId"));
    this.byId = prepared(() => sql`${head} where ${eq(budgets.id, sql.placeholder("id"))}`);
    // Read by every expense written (the budgets it counts towards).
    this.ofWalletAndCategory = prepared(
      () =>
        sql`${head} where ${ofWalletAndCategory(budgets, tables.budgetCategories, sql.placeholder("walletId"), sql.placeholder("categoryId"))} ${order}`,
    );
    this.visible = prepared(() => sql`${head} where ${visible} ${order}`);
    this.firstVisiblePage = prepared(() => sql`${head} where ${visible} ${order} limit ${sql.placeholder("limit")}`);
    const memberHead = sql`select ${this.member.list} from ${members}`;
    this.members = prepared(
      () =>
        sql`${memberHead} where ${ofListedBudgets(members, driver.dialect)} order by ${members.invitedAt}, ${members.id}`,
    );
    this.membership = prepared(
      () => sql`${memberHead} where ${membershipOf(members, sql.placeholder("budgetId"), sql.placeholder("userId"))}`,
    );
    this.memberById = prepared(() => sql`${memberHead} where ${eq(members.id, sql.placeholder("id"))}`);
  }

  private budgetOf(row: Row): Budget {
    return toBudget(this.budget.decode(row), idsOf(row.categoryIds));
  }

  private lock(strength: "no key update" | "share"): SQL {
    return this.driver.locksRows ? sql.raw(` for ${strength}`) : sql``;
  }

  /** The unique index on (owner_id, lower(name)) decides, so a race has exactly one winner. */
  async create(budget: Budget): Promise<void> {
    const { tables } = this;
    await this.driver.transaction(
      function* (): Plan<void> {
        yield* runOf(insertInto(tables.budgets, budgetColumns(budget)));
        yield* writeCategories(tables, budget);
      },
      () => budgetReferences(budget),
    );
  }

  async findById(id: string): Promise<Budget | null> {
    const row = await this.driver.one(this.byId, { id });
    return row ? this.budgetOf(row) : null;
  }

  async update(update: BudgetUpdate): Promise<VersionedWrite<Budget>> {
    return this.driver.transaction(
      () => this.updating(update),
      () => budgetReferences(update.changes),
    );
  }

  /** The actor's membership and the version are read from the stored rows, under the plan's locks. */
  private *updating({ id, changes, expectedVersion, actor }: BudgetUpdate): Plan<VersionedWrite<Budget>> {
    const { budgets, budgetMembers: members, budgetCategories: links } = this.tables;
    const row = yield* oneOf(sql`${this.head} where ${eq(budgets.id, id)}${this.lock("no key update")}`);
    if (!row) throw budgetNotFound();
    const stored = this.budgetOf(row);
    if (actor) {
      const membership = yield* oneOf(
        sql`select ${this.member.list} from ${members} where ${membershipOf(members, id, actor.userId)}${this.lock("share")}`,
      );
      assertActorHolds(stored, actor, membership ? toMember(this.member.decode(membership)) : null);
    }
    if (expectedVersion !== undefined && stored.version !== expectedVersion) return { ok: false, current: stored };
    const { categoryIds, ...columns } = changes;
    const bump = sql`${sql.identifier(budgets.version.name)} = ${nextVersion(budgets.version)}`;
    const assignments = Object.values(columns).some((value) => value !== undefined)
      ? sql`${setFrom(budgets, columns)}, ${bump}`
      : bump;
    const updated = yield* oneOf(
      sql`update ${budgets} set ${assignments} where ${eq(budgets.id, id)} returning ${this.budget.list}`,
    );
    if (!updated) throw budgetNotFound();
    if (categoryIds !== undefined) {
      yield* runOf(sql`delete from ${links} where ${eq(links.budgetId, id)}`);
      yield* writeCategories(this.tables, { id: stored.id, categoryIds });
    }
    return { ok: true, value: toBudget(this.budget.decode(updated), categoryIds ?? stored.categoryIds) };
  }

  /** Memberships and category links go with it (ON DELETE CASCADE); transactions are not linked. */
  async delete(id: string): Promise<void> {
    await this.driver.run(sql`delete from ${this.tables.budgets} where ${eq(this.tables.budgets.id, id)}`);
  }

  async listVisibleTo(userId: string): Promise<Budget[]> {
    return (await this.driver.rows(this.visible, { userId })).map((row) => this.budgetOf(row));
  }

  async pageVisibleTo(userId: string, page: { limit: number; after?: BudgetCursor }): Promise<BudgetPage> {
    const { after } = page;
    const limit = page.limit + 1;
    const { budgets } = this.tables;
    const rows = after
      ? await this.driver.rows(
          sql`${this.head} where ${and(visibleTo(budgets, this.tables.budgetMembers, userId), budgetsAfter(budgets, after))} order by ${sql.join(oldestFirst(budgets), sql`, `)} limit ${limit}`,
        )
      : await this.driver.rows(this.firstVisiblePage, { userId, limit });
    return budgetPageOf(
      page.limit,
      rows.map((row) => this.budgetOf(row)),
    );
  }

  async listByWalletAndCategory(walletId: string, categoryId: string): Promise<Budget[]> {
    return (await this.driver.rows(this.ofWalletAndCategory, { walletId, categoryId })).map((row) =>
      this.budgetOf(row),
    );
  }

  async addMember(member: BudgetMember, emit?: Emit<BudgetMember>): Promise<void> {
    await this.driver.transaction(() => this.adding(member, emit));
  }

  private *adding(member: BudgetMember, emit?: Emit<BudgetMember>): Plan<void> {
    if (!(yield* this.lockAndCheckShares(member))) throw budgetNotFound();
    yield* runOf(insertInto(this.tables.budgetMembers, member));
    yield* emitted(this.tables.outboxEvents, emit, member);
  }

  async reinviteMember(member: BudgetMember, emit?: Emit<BudgetMember>): Promise<void> {
    await this.driver.transaction(() => this.reinviting(member, emit));
  }

  private *reinviting(member: BudgetMember, emit?: Emit<BudgetMember>): Plan<void> {
    const { budgetMembers: members } = this.tables;
    if (!(yield* this.lockAndCheckShares(member))) throw budgetMemberNotFound();
    const { id, ...columns } = member;
    const changed = yield* runOf(
      sql`update ${members} set ${setFrom(members, columns)} where ${and(eq(members.id, id), eq(members.status, "rejected"))}`,
    );
    if (changed > 0) {
      yield* emitted(this.tables.outboxEvents, emit, member);
      return;
    }
    const stored = yield* oneOf(this.memberById, { id });
    throw stored ? budgetMemberAlreadyExists() : budgetMemberNotFound();
  }

  /**
   * Refuses `member`'s share when, with the other pending and accepted members' shares, it passes
   * 100, after locking the budget's row where the dialect locks rows, so concurrent invitations to
   * one budget take turns and each sums what the previous one committed. False when the budget is gone.
   */
  private *lockAndCheckShares(member: BudgetMember): Plan<boolean> {
    const { budgets, budgetMembers: members } = this.tables;
    const budget = yield* oneOf(
      sql`select ${budgets.id} from ${budgets} where ${eq(budgets.id, member.budgetId)}${this.lock("no key update")}`,
    );
    if (!budget) return false;
    if (!holdsShare(member)) return true;
    const held = yield* rowsOf(
      sql`select ${members.share} as "share" from ${members} where ${otherHeldShares(members, member)}`,
    );
    assertSharesFit(
      held.map((row) => members.share.mapFromDriverValue(row.share) as number | null),
      member.share,
    );
    return true;
  }

  /**
   * `WHERE status = 'pending'` decides: the second of two answers changes no row (on PostgreSQL it
   * waits for the first one's row lock, re-reads the row and no longer matches it).
   */
  async answerInvitation(
    memberId: string,
    answer: InvitationAnswer,
    respondedAt: Date,
    emit?: Emit<BudgetMember>,
  ): Promise<BudgetMember> {
    const { budgetMembers: members, outboxEvents } = this.tables;
    const member = this.member;
    const answered = await this.driver.transaction(function* () {
      const row = yield* oneOf(
        sql`update ${members} set ${setFrom(members, { status: answer, respondedAt })} where ${pendingInvitation(members, memberId)} returning ${member.list}`,
      );
      if (!row) return undefined;
      const written = toMember(member.decode(row));
      yield* emitted(outboxEvents, emit, written);
      return written;
    });
    if (answered) return answered;
    if (await this.findMember(memberId)) throw invitationAlreadyAnswered();
    throw budgetMemberNotFound();
  }

  async removeMember(memberId: string, emit?: Emit<BudgetMember>): Promise<void> {
    const { budgetMembers: members, outboxEvents } = this.tables;
    const member = this.member;
    await this.driver.transaction(function* () {
      const row = yield* oneOf(sql`delete from ${members} where ${eq(members.id, memberId)} returning ${member.list}`);
      if (row) yield* emitted(outboxEvents, emit, toMember(member.decode(row)));
    });
  }

  async findMember(memberId: string): Promise<BudgetMember | null> {
    const row = await this.driver.one(this.memberById, { id: memberId });
    return row ? toMember(this.member.decode(row)) : null;
  }

  async findMemberByUser(budgetId: string, userId: string): Promise<BudgetMember | null> {
    const row = await this.driver.one(this.membership, { budgetId, userId });
    return row ? toMember(this.member.decode(row)) : null;
  }

  async listPendingInvitations(userId: string): Promise<PendingInvitation[]> {
    const { budgets, budgetMembers: members, users } = this.tables;
    // The join's columns qualified, under the keys the member's selection decodes.
    const memberColumns = sql.join(
      (Object.entries(getTableColumns(members)) as [string, Column][]).map(
        ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
      ),
      sql`, `,
    );
    const rows = await this.driver.rows(
      sql`select ${memberColumns}, ${budgets.name} as "budgetName", ${users.name} as "ownerName", ${users.email} as "ownerEmail"
        from ${members} inner join ${budgets} on ${eq(budgets.id, members.budgetId)} inner join ${users} on ${eq(users.id, budgets.ownerId)}
        where ${pendingFor(members, userId)} order by ${members.invitedAt}, ${members.id}`,
    );
    return rows.map((row) =>
      toInvitation({
        member: this.member.decode(row),
        budgetName: row.budgetName as string,
        ownerName: row.ownerName as string,
        ownerEmail: row.ownerEmail as string,
      }),
    );
  }

  async listMembersOf(budgetIds: readonly string[]): Promise<BudgetMember[][]> {
    if (budgetIds.length === 0) return [];
    const rows = await this.driver.rows(this.members, { ids: this.driver.dialect.idList(budgetIds) });
    return membersByBudget(
      budgetIds,
      rows.map((row) => this.member.decode(row)),
    );
  }
}

/** The budget_categories rows of a budget, in its order, as one insert. */
function* writeCategories(tables: BudgetRepoTables, budget: Pick<Budget, "id" | "categoryIds">): Plan<void> {
  if (budget.categoryIds.length === 0) return;
  const { budgetCategories: links } = tables;
  const rows = categoryLinks(budget).map(
    ({ budgetId, position, categoryId }) => sql`(${budgetId}, ${position}, ${categoryId})`,
  );
  yield* runOf(
    sql`insert into ${links} (${sql.identifier(links.budgetId.name)}, ${sql.identifier(links.position.name)}, ${sql.identifier(links.categoryId.name)}) values ${sql.join(rows, sql`, `)}`,
  );
}
