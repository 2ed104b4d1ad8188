import {
  assertCategoryReassignable,
  type Category,
  type CategoryChanges,
  type CategoryRemoval,
  type CategoryRepo,
  type CreationListQuery,
  type CreationPage,
  categoryInUse,
  categoryNotOwned,
} from "@finance/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { oneOf, type Plan, prepared, rowsOf, runOf, type SqlDriver } from "../driver";
import { type Stored, toCategory } from "../mappers";
import { creationOrder, creationPageOf, creationPageWhere, firstCreationPageWhere } from "../ownedSql";
import { insertInto, selection, setFrom } from "../rowSql";
import type { RepositoryTables } from "../tables";

type Tables = Pick<
  RepositoryTables,
  "categories" | "transactions" | "budgets" | "budgetCategories" | "daily" | "monthly"
>;

/**
 * Categories, for both stores. A deletion is one plan: on SQLite one `BEGIN IMMEDIATE` write (no
 * other writer in between), on PostgreSQL locks taken in the transaction writes' order
 * (transaction rows, then budgets, then the categories), so it and concurrent writes queue, never
 * deadlock; a write that links a row to a category deleted meanwhile fails its foreign key.
 */
export class SqlCategoryRepo implements CategoryRepo {
  private readonly row;
  /** Read by every transaction written (the category's owner). */
  private readonly byId;
  private readonly byUser;
  private readonly firstPages;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Tables,
  ) {
    const { categories } = tables;
    this.row = selection<Stored<Category>>(categories);
    const head = sql`select ${this.row.list} from ${categories}`;
    const order = sql.join(creationOrder(categories), sql`, `);
    this.byId = prepared(() => sql`${head} where ${eq(categories.id, sql.placeholder("id"))}`);
    this.byUser = prepared(
      () => sql`${head} where ${eq(categories.userId, sql.placeholder("userId"))} order by ${order}`,
    );
    const firstPage = (includeArchived: boolean) =>
      prepared(
        () =>
          sql`${head} where ${firstCreationPageWhere(categories, includeArchived)} order by ${order} limit ${sql.placeholder("limit")}`,
      );
    this.firstPages = { all: firstPage(true), unarchived: firstPage(false) };
  }

  private decode = (row: Record<string, unknown>): Category => toCategory(this.row.decode(row));

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(category: Category): Promise<void> {
    await this.driver.run(insertInto(this.tables.categories, category));
  }

  async findById(id: string): Promise<Category | null> {
    const row = await this.driver.one(this.byId, { id });
    return row ? this.decode(row) : null;
  }

  async listByUser(userId: string): Promise<Category[]> {
    return (await this.driver.rows(this.byUser, { userId })).map(this.decode);
  }

  /** The usual first page is prepared; a page after a cursor is built per call. */
  async list(query: CreationListQuery): Promise<CreationPage<Category>> {
    const { categories } = this.tables;
    const rows = query.after
      ? await this.driver.rows(
          sql`select ${this.row.list} from ${categories} where ${creationPageWhere(categories, query)} order by ${sql.join(creationOrder(categories), sql`, `)} limit ${query.limit + 1}`,
        )
      : await this.driver.rows(query.includeArchived ? this.firstPages.all : this.firstPages.unarchived, {
          userId: query.userId,
          limit: query.limit + 1,
        });
    return creationPageOf(query.limit, rows.map(this.decode));
  }

  /** The unique index decides a name clash, also under a race: CATEGORY_ALREADY_EXISTS. */
  async update(id: string, changes: CategoryChanges): Promise<Category> {
    const { categories } = this.tables;
    const row = await this.driver.one(
      sql`update ${categories} set ${setFrom(categories, changes)} where ${eq(categories.id, id)} returning ${this.row.list}`,
    );
    if (!row) throw categoryNotOwned();
    return this.decode(row);
  }

  async delete(removal: CategoryRemoval): Promise<Category | null> {
    return this.driver.transaction(() => this.deletion(removal));
  }

  private *deletion({ id, reassignTo, at }: CategoryRemoval): Plan<Category | null> {
    const { categories, transactions, budgets, budgetCategories, daily, monthly } = this.tables;
    const locks = this.driver.locksRows;
    const lock = (strength: string): SQL => (locks ? sql.raw(` for ${strength}`) : sql``);
    const budgetsLinking = function* (categoryId: string): Plan<string[]> {
      const rows = yield* rowsOf(
        sql`select distinct ${budgetCategories.budgetId} as "budgetId" from ${budgetCategories} where ${eq(budgetCategories.categoryId, categoryId)}`,
      );
      return rows.map((row) => String(row.budgetId));
    };
    if (locks) {
      yield* rowsOf(
        sql`select ${transactions.id} from ${transactions} where ${eq(transactions.categoryId, id)}${lock("update")}`,
      );
    }
    const linking = yield* budgetsLinking(id);
    if (locks && linking.length > 0) {
      yield* rowsOf(
        sql`select ${budgets.id} from ${budgets} where ${inArray(budgets.id, linking)} order by ${budgets.id}${lock("update")}`,
      );
    }
    const stored = yield* oneOf(
      sql`select ${this.row.list} from ${categories} where ${eq(categories.id, id)}${lock("update")}`,
    );
    if (!stored) return null;
    const category = this.decode(stored);
    if (reassignTo === undefined) {
      const used = yield* oneOf(
        sql`select ${transactions.id} from ${transactions} where ${eq(transactions.categoryId, id)} limit 1`,
      );
      // Read again under the locks (the first read took them).
      if (used || (locks ? yield* budgetsLinking(id) : linking).length > 0) throw categoryInUse();
    } else {
      // Shared, not exclusive: transactions may keep arriving in the target meanwhile.
      const targetRow = yield* oneOf(
        sql`select ${this.row.list} from ${categories} where ${eq(categories.id, reassignTo)}${lock("share")}`,
      );
      const target = targetRow && this.decode(targetRow);
      if (!target || target.userId !== category.userId) throw categoryNotOwned();
      assertCategoryReassignable(category, target);
      yield* runOf(
        sql`update ${transactions} set ${setFrom(transactions, { categoryId: reassignTo, updatedAt: at })}, ${sql.identifier(transactions.version.name)} = ${transactions.version} + 1 where ${eq(transactions.categoryId, id)}`,
      );
      const relinked = locks ? yield* budgetsLinking(id) : linking;
      if (relinked.length > 0) {
        const both = yield* budgetsLinking(reassignTo);
        // A budget that lists both keeps the target where it stands; the others take it in place.
        if (both.length > 0) {
          yield* runOf(
            sql`delete from ${budgetCategories} where ${and(eq(budgetCategories.categoryId, id), inArray(budgetCategories.budgetId, both))}`,
          );
        }
        yield* runOf(
          sql`update ${budgetCategories} set ${setFrom(budgetCategories, { categoryId: reassignTo })} where ${eq(budgetCategories.categoryId, id)}`,
        );
        yield* runOf(
          sql`update ${budgets} set ${setFrom(budgets, { updatedAt: at })}, ${sql.identifier(budgets.version.name)} = ${budgets.version} + 1 where ${inArray(budgets.id, relinked)}`,
        );
      }
    }
    // Rollup rows of this category are at zero now that no transaction names it.
    yield* runOf(sql`delete from ${daily} where ${eq(daily.categoryId, id)}`);
    yield* runOf(sql`delete from ${monthly} where ${eq(monthly.categoryId, id)}`);
    yield* runOf(sql`delete from ${categories} where ${eq(categories.id, id)}`);
    return category;
  }
}
