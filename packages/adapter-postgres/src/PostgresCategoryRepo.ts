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
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { ownedLists } from "./ownedLists";
import { budgetCategories, budgets, categories, transactions } from "./schema";

type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

const budgetsLinking = async (tx: Tx, categoryId: string): Promise<string[]> =>
  (
    await tx
      .selectDistinct({ budgetId: budgetCategories.budgetId })
      .from(budgetCategories)
      .where(eq(budgetCategories.categoryId, categoryId))
  ).map((row) => row.budgetId);

/**
 * Locks follow the transaction writes' order (transaction rows, then budgets, then the
 * categories, then what triggers touch): a deletion and concurrent writes queue, never deadlock.
 * A write that links a row to a category deleted meanwhile fails its foreign key:
 * INVALID_CATEGORY_EXIST_PARAMS.
 */
export class PostgresCategoryRepo implements CategoryRepo {
  /** Read by every transaction written (the category's owner): built by Drizzle once. */
  private readonly byId;
  private readonly lists;

  constructor(private readonly db: PostgresDatabase) {
    this.lists = ownedLists(db, categories, "categories");
    this.byId = db
      .select()
      .from(categories)
      .where(eq(categories.id, sql.placeholder("id")))
      .prepare("categories_by_id");
  }

  /** The unique index on (user_id, lower(name)) decides, so a race has exactly one winner. */
  async create(category: Category): Promise<void> {
    await guarded(() => this.db.insert(categories).values(category));
  }

  async findById(id: string): Promise<Category | null> {
    const [row] = await guarded(() => this.byId.execute({ id }));
    return row ? toCategory(row) : null;
  }

  async listByUser(userId: string): Promise<Category[]> {
    return (await guarded(() => this.lists.byUser(userId))).map(toCategory);
  }

  async list(query: CreationListQuery): Promise<CreationPage<Category>> {
    const rows = await guarded(() => this.lists.page(query));
    return creationPageOf(query.limit, rows.map(toCategory));
  }

  /** The unique index decides a name clash, also under a race: CATEGORY_ALREADY_EXISTS. */
  async update(id: string, changes: CategoryChanges): Promise<Category> {
    const [updated] = await guarded(() =>
      this.db.update(categories).set(changes).where(eq(categories.id, id)).returning(),
    );
    if (!updated) throw categoryNotOwned();
    return toCategory(updated);
  }

  async delete({ id, reassignTo, at }: CategoryRemoval): Promise<Category | null> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.categoryId, id))
          .for("update");
        const linking = await budgetsLinking(tx, id);
        if (linking.length > 0)
          await tx
            .select({ id: budgets.id })
            .from(budgets)
            .where(inArray(budgets.id, linking))
            .orderBy(asc(budgets.id))
            .for("update");
        const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
        if (!row) return null;
        const category = toCategory(row);
        if (reassignTo === undefined) {
          const [used] = await tx
            .select({ id: transactions.id })
            .from(transactions)
            .where(eq(transactions.categoryId, id))
            .limit(1);
          if (used || (await budgetsLinking(tx, id)).length > 0) throw categoryInUse();
        } else {
          // Shared, not exclusive: transactions may keep arriving in the target meanwhile.
          const [target] = await tx.select().from(categories).where(eq(categories.id, reassignTo)).for("share");
          if (!target || target.userId !== category.userId) throw categoryNotOwned();
          assertCategoryReassignable(category, toCategory(target));
          await tx
            .update(transactions)
            .set({ categoryId: reassignTo, updatedAt: at, version: sql`${transactions.version} + 1` })
            .where(eq(transactions.categoryId, id));
          const relinked = await budgetsLinking(tx, id);
          if (relinked.length > 0) {
            const both = await budgetsLinking(tx, reassignTo);
            // A budget that lists both keeps the target where it stands; the others take it in place.
            if (both.length > 0) {
              await tx
                .delete(budgetCategories)
                .where(and(eq(budgetCategories.categoryId, id), inArray(budgetCategories.budgetId, both)));
            }
            await tx
              .update(budgetCategories)
              .set({ categoryId: reassignTo })
              .where(eq(budgetCategories.categoryId, id));
            await tx
              .update(budgets)
              .set({ updatedAt: at, version: sql`${budgets.version} + 1` })
              .where(inArray(budgets.id, relinked));
          }
        }
        // Rollup rows of this category are at zero now that no transaction names it.
        await tx.delete(daily).where(eq(daily.categoryId, id));
        await tx.delete(monthly).where(eq(monthly.categoryId, id));
        await tx.delete(categories).where(eq(categories.id, id));
        return category;
      }),
    );
  }
}
