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
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import { postgresDialect, postgresShapes } from "./dialect";
import { categories, tags, transactions, transactionTags } from "./schema";

// biome-ignore lint/suspicious/noExplicitAny: any drizzle schema; the queries name their tables themselves.
type Db = PostgresJsDatabase<any>;
/** The database or one of its transactions. */
type Executor = Pick<Db, "execute" | "select">;

const tables = { transactions, categories, tags, transactionTags, daily, monthly };

/**
 * The dashboard's shared statements (`dashboardStatements`, `budgetSpendingStatement`) on
 * PostgreSQL: sums are bigint, handed over as text and read exactly.
 */
export class PostgresDashboardQuery implements DashboardQuery {
  constructor(private readonly db: Db) {}

  /**
   * One read-only REPEATABLE READ transaction: every figure comes from the same snapshot, and the
   * statements are pipelined on one connection (which runs without parallel workers: `openPostgres`).
   */
  summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    return this.db.transaction((tx) => this.read(tx, input), {
      isolationLevel: "repeatable read",
      accessMode: "read only",
    });
  }

  private async read(db: Executor, input: DashboardQueryInput): Promise<DashboardAggregates> {
    const statements = shapedDashboardStatements(postgresShapes, tables, postgresDialect, input);
    const { spending } = statements;
    const recentWhere = recentRowsWhere(tables, postgresDialect, input);
    const recentIds = db
      .select({ id: transactions.id })
      .from(transactions)
      .where(recentWhere)
      .orderBy(...postgresDialect.newestFirst(transactions))
      .limit(input.recentLimit);
    const [totals, byCategory, byTag, trend, recent, recentLinks, spent] = await Promise.all([
      db.execute<TotalsRow>(statements.totals),
      db.execute<CategoryRow>(statements.byCategory),
      db.execute<TagRow>(statements.byTag),
      db.execute<TrendRow>(statements.trend),
      db
        .select()
        .from(transactions)
        .where(recentWhere)
        .orderBy(...postgresDialect.newestFirst(transactions))
        .limit(input.recentLimit),
      // The same snapshot, so these are the links of exactly the recent rows.
      db.select().from(transactionTags).where(inArray(transactionTags.transactionId, recentIds)),
      spending ? db.execute<SpendingRow>(spending) : [],
    ]);
    return toAggregates({
      totals,
      byCategory,
      byTag,
      trend,
      recent,
      recentTags: tagIdsByTransaction(recentLinks),
      budgets: spendingOf(input.budgets, spent),
    });
  }
}
