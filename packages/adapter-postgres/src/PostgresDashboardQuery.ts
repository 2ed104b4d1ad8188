import {
  type CategoryRow,
  preparedRecentRowsWhere,
  type SpendingRow,
  shapedDashboardStatements,
  spendingOf,
  type TagRow,
  type TotalsRow,
  type TrendRow,
  toAggregates,
} from "@finance/adapter-sql";
import {
  type DashboardAggregates,
  type DashboardQuery,
  type DashboardQueryInput,
  formatInstant,
} from "@finance/domain";
import { type Query, sql } from "drizzle-orm";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import type { PostgresDatabase } from "./db";
import { postgresDialect, postgresShapes } from "./dialect";
import { categories, tags, transactions, transactionTags } from "./schema";
import { PAGE_FIELDS, pageRowOfValues, rowsOf, valuesOf } from "./transactionValues";

const tables = { transactions, categories, tags, transactionTags, daily, monthly };

/**
 * The dashboard's shared statements (`dashboardStatements`, `budgetSpendingStatement`) on
 * PostgreSQL: sums are bigint, handed over as text and read exactly. The statements go to
 * postgres.js as text and parameters (kept per shape; the recent rows' rendered once, read as
 * arrays with their tag ids like the list's pages), without Drizzle rendering them per call.
 */
export class PostgresDashboardQuery implements DashboardQuery {
  private readonly recentRows: Query;

  constructor(private readonly db: PostgresDatabase) {
    this.recentRows = db
      .select(PAGE_FIELDS)
      .from(transactions)
      .where(preparedRecentRowsWhere(tables))
      .orderBy(...postgresDialect.newestFirst(transactions))
      .limit(sql.placeholder("limit"))
      .toSQL();
  }

  /**
   * One read-only REPEATABLE READ transaction: every figure comes from the same snapshot, and the
   * statements are pipelined on one connection (which runs without parallel workers: `openPostgres`).
   */
  summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    const statements = shapedDashboardStatements(postgresShapes, tables, postgresDialect, input);
    const { spending } = statements;
    const recentValues = {
      userId: input.userId,
      from: formatInstant(input.from),
      to: formatInstant(input.to),
      limit: input.recentLimit,
    };
    return this.db.$client.begin("isolation level repeatable read read only", async (client) => {
      const [totals, byCategory, byTag, trend, recent, spent] = await Promise.all([
        rowsOf<TotalsRow>(client, statements.totals),
        rowsOf<CategoryRow>(client, statements.byCategory),
        rowsOf<TagRow>(client, statements.byTag),
        rowsOf<TrendRow>(client, statements.trend),
        valuesOf(client, this.recentRows, recentValues),
        spending ? rowsOf<SpendingRow>(client, spending) : [],
      ]);
      const recentRows = recent.map(pageRowOfValues);
      return toAggregates({
        totals,
        byCategory,
        byTag,
        trend,
        recent: recentRows,
        recentTags: new Map(recentRows.map((row) => [row.id, row.tagIds])),
        budgets: spendingOf(input.budgets, spent),
      });
    }) as Promise<DashboardAggregates>;
  }
}
