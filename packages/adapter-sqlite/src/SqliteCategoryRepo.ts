import { creationPageOf, toCategory } from "@finance/adapter-sql";
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
import { and, eq, inArray, sql } from "drizzle-orm";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import type { SqliteDatabase, Tx } from "./db";
import { guarded } from "./errors";
import { byIdOnce, ownedListsOnce } from "./preparedOnce";
import { budgetCategories, budgets, categories, transactions } from "./schema";
import { writeTransaction } from "./writeTransaction";

const budgetsLinking = (tx: Tx, categoryId: string): string[] =>
  tx
    .selectDistinct({ budgetId: budgetCategories.budgetId })
    .from(budgetCategories)
    .where(eq(budgetCategories.categoryId, categoryId))
    .all()
    .map((row) => row.budgetId);

/**
 * Writes run in one synchronous `BEGIN IMMEDIATE` transaction: checks and writes see no other
 * writer in between, so a deletion's in-use check and its reassignment are one step.
 */
export class SqliteCategoryRepo implements CategoryRepo {
  private readonly byId;
  private readonly lists;

  constructor(private readonly db: SqliteDatabase) {
    this.byId = byIdOnce(db, categories);
    this.lists = ownedListsOnce(db, categories);
  }

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(category: Category): Promise<void> {
    guarded(() => this.db.insert(categories).values(category).run());
  }

  async findById(id: string): Promise<Category | null> {
    const row = guarded(() => this.byId().get({ id }));
    return row ? toCategory(row) : null;
  }

  async listByUser(userId: string): Promise<Category[]> {
    return guarded(() => this.lists.byUser(userId)).map(toCategory);
  }

  async list(query: CreationListQuery): Promise<CreationPage<Category>> {
    const rows = guarded(() => this.lists.page(query));
    return creationPageOf(query.limit, rows.map(toCategory));
  }

  /** The unique index decides a name clash, also under a race: CATEGORY_ALREADY_EXISTS. */
  async update(id: string, changes: CategoryChanges): Promise<Category> {
    const updated = guarded(() =>
      this.db.update(categories).set(changes).where(eq(categories.id, id)).returning().get(),
    );
    if (!updated) throw categoryNotOwned();
    return toCategory(updated);
  }

  async delete({ id, reassignTo, at }: CategoryRemoval): Promise<Category | null> {
    return writeTransaction(this.db, (tx) => {
      const row = tx.select().from(categories).where(eq(categories.id, id)).get();
      if (!row) return null;
      const category = toCategory(row);
      const linking = budgetsLinking(tx, id);
      if (reassignTo === undefined) {
        const used = tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.categoryId, id))
          .limit(1)
          .get();
        if (used || linking.length > 0) throw categoryInUse();
      } else {
        const target = tx.select().from(categories).where(eq(categories.id, reassignTo)).get();
        if (!target || target.userId !== category.userId) throw categoryNotOwned();
        assertCategoryReassignable(category, toCategory(target));
        tx.update(transactions)
          .set({ categoryId: reassignTo, updatedAt: at, version: sql`${transactions.version} + 1` })
          .where(eq(transactions.categoryId, id))
          .run();
        if (linking.length > 0) {
          const both = budgetsLinking(tx, reassignTo);
          // A budget that lists both keeps the target where it stands; the others take it in place.
          if (both.length > 0) {
            tx.delete(budgetCategories)
              .where(and(eq(budgetCategories.categoryId, id), inArray(budgetCategories.budgetId, both)))
              .run();
          }
          tx.update(budgetCategories).set({ categoryId: reassignTo }).where(eq(budgetCategories.categoryId, id)).run();
          tx.update(budgets)
            .set({ updatedAt: at, version: sql`${budgets.version} + 1` })
            .where(inArray(budgets.id, linking))
            .run();
        }
      }
      // Rollup rows of this category are at zero now that no transaction names it.
      tx.delete(daily).where(eq(daily.categoryId, id)).run();
      tx.delete(monthly).where(eq(monthly.categoryId, id)).run();
      tx.delete(categories).where(eq(categories.id, id)).run();
      return category;
    });
  }
}
