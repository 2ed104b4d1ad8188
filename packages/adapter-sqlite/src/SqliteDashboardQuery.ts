import {
  type CategoryRow,
  recentRowsWhere,
  type SpendingRow,
  shapedDashboardStatements,
  spendingOf,
  type TagRow,
  type TotalsRow,
  type TrendRow,
  tagIdsByTransaction,
  toAggregates,
} from "@finance/adapter-sql";
import type { DashboardAggregates, DashboardQuery, DashboardQueryInput } from "@finance/domain";
import { inArray } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import { sqliteDialect, sqliteShapes } from "./dialect";
import { categories, tags, transactions, transactionTags } from "./schema";

// biome-ignore lint/suspicious/noExplicitAny: any drizzle schema; the queries name their tables themselves.
type SyncDb = BaseSQLiteDatabase<"sync", unknown, any>;

const tables = { transactions, categories, tags, transactionTags, daily, monthly };

/**
 * The dashboard's shared statements (`dashboardStatements`, `budgetSpendingStatement`) run on
 * SQLite: sums are 64-bit integers (MAX_AMOUNT_MINOR < 1e12 per row, so 1e6 rows stay below 2^63).
 */
export class SqliteDashboardQuery implements DashboardQuery {
  constructor(private readonly db: SyncDb) {}

  /** One read transaction on the connection: every figure comes from the same snapshot. */
  async summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    return this.db.transaction(() => this.read(input), { behavior: "deferred" });
  }

  private read(input: DashboardQueryInput): DashboardAggregates {
    const statements = shapedDashboardStatements(sqliteShapes, tables, sqliteDialect, input);
    const { spending } = statements;
    const recent = this.db
      .select()
      .from(transactions)
      .where(recentRowsWhere(tables, sqliteDialect, input))
      .orderBy(...sqliteDialect.newestFirst(transactions))
      .limit(input.recentLimit)
      .all();
    const recentIds = recent.map((row) => row.id);
    return toAggregates({
      totals: this.db.all<TotalsRow>(statements.totals),
      byCategory: this.db.all<CategoryRow>(statements.byCategory),
      byTag: this.db.all<TagRow>(statements.byTag),
      trend: this.db.all<TrendRow>(statements.trend),
      recent,
      recentTags: tagIdsByTransaction(
        recentIds.length === 0
          ? []
          : this.db.select().from(transactionTags).where(inArray(transactionTags.transactionId, recentIds)).all(),
      ),
      budgets: spendingOf(input.budgets, spending ? this.db.all<SpendingRow>(spending) : []),
    });
  }
}
