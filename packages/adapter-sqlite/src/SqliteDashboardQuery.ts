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
  transactionOfValues,
} from "@finance/adapter-sql";
import type { DashboardAggregates, DashboardQuery, DashboardQueryInput } from "@finance/domain";
import { sql } from "drizzle-orm";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import type { SqliteDatabase } from "./db";
import { sqliteDialect, sqliteShapes } from "./dialect";
import { preparedOnce, tagIdsOnce } from "./preparedOnce";
import { categories, tags, transactions, transactionTags } from "./schema";
import { allRows } from "./statementCache";
import { PAGE_COLUMNS } from "./transactionValues";

const tables = { transactions, categories, tags, transactionTags, daily, monthly };

/**
 * The dashboard's shared statements (`dashboardStatements`, `budgetSpendingStatement`) run on
 * SQLite: sums are 64-bit integers (MAX_AMOUNT_MINOR < 1e12 per row, so 1e6 rows stay below 2^63).
 * The recent rows and their tag links are prepared once, like the list's pages.
 */
export class SqliteDashboardQuery implements DashboardQuery {
  private readonly recentRows = preparedOnce(() =>
    this.db
      .select(PAGE_COLUMNS)
      .from(transactions)
      .where(preparedRecentRowsWhere(tables))
      .orderBy(...sqliteDialect.newestFirst(transactions))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );
  /** The recent rows' tag ids. */
  private readonly tagsOf: ReturnType<typeof tagIdsOnce>;

  constructor(private readonly db: SqliteDatabase) {
    this.tagsOf = tagIdsOnce(db);
  }

  /** One read transaction on the connection: every figure comes from the same snapshot. */
  async summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    return this.db.transaction(() => this.read(input), { behavior: "deferred" });
  }

  private read(input: DashboardQueryInput): DashboardAggregates {
    const statements = shapedDashboardStatements(sqliteShapes, tables, sqliteDialect, input);
    const { spending } = statements;
    const client = this.db.$client;
    const recent = this.recentRows()
      .values({ userId: input.userId, from: input.from.getTime(), to: input.to.getTime(), limit: input.recentLimit })
      .map(transactionOfValues);
    return toAggregates({
      totals: allRows<TotalsRow>(client, statements.totals),
      byCategory: allRows<CategoryRow>(client, statements.byCategory),
      byTag: allRows<TagRow>(client, statements.byTag),
      trend: allRows<TrendRow>(client, statements.trend),
      recent,
      recentTags: this.tagsOf(recent.map((row) => row.id)),
      budgets: spendingOf(input.budgets, spending ? allRows<SpendingRow>(client, spending) : []),
    });
  }
}
