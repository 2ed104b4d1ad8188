import {
  budgetSpendingStatement,
  type CategoryRow,
  dashboardStatements,
  type SpendingRow,
  spendingOf,
  type TotalsRow,
  type TrendRow,
  toAggregates,
} from "@finance/adapter-sql";
import type { DashboardAggregates, DashboardQuery, DashboardQueryInput } from "@finance/domain";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import { sqliteDialect } from "./dialect";
import { categories, transactions } from "./schema";

// biome-ignore lint/suspicious/noExplicitAny: any drizzle schema; the queries name their tables themselves.
type SyncDb = BaseSQLiteDatabase<"sync", unknown, any>;

const tables = { transactions, categories, daily, monthly };

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
    const statements = dashboardStatements(tables, sqliteDialect, input);
    const spending = budgetSpendingStatement(tables, sqliteDialect, input.budgets);
    return toAggregates({
      totals: this.db.all<TotalsRow>(statements.totals),
      byCategory: this.db.all<CategoryRow>(statements.byCategory),
      trend: this.db.all<TrendRow>(statements.trend),
      recent: this.db
        .select()
        .from(transactions)
        .where(statements.recent)
        .orderBy(...sqliteDialect.newestFirst(transactions))
        .limit(input.recentLimit)
        .all(),
      budgets: spendingOf(input.budgets, spending ? this.db.all<SpendingRow>(spending) : []),
    });
  }
}
