import {
  type BudgetSpendingQuery,
  type CategoryTotals,
  type Currency,
  type CurrencyTotals,
  type DashboardAggregates,
  type DashboardQuery,
  type DashboardQueryInput,
  exactTotal,
  type InstantRange,
  type MonthlyTotals,
  splitRange,
  splitWholeDays,
  type Transaction,
} from "@finance/domain";
import { and, desc, eq, gte, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import { categories, transactions as tx } from "./schema";

// biome-ignore lint/suspicious/noExplicitAny: any drizzle schema; the queries name their tables themselves.
type SyncDb = BaseSQLiteDatabase<"sync", unknown, any>;

interface Figures {
  income: number | bigint;
  expense: number | bigint;
  n: number | bigint;
}

const day = (instant: Date): string => instant.toISOString().slice(0, 10);
const month = (instant: Date): string => instant.toISOString().slice(0, 7);

/**
 * A sum read back from SQLite (64-bit integers: MAX_AMOUNT_MINOR < 1e12 per row, so 1e6 rows stay
 * below 2^63). Writes keep every sum within MAX_TOTAL_MINOR; one stored before that limit existed
 * answers SUM_OUT_OF_RANGE rather than an inexact figure (a number past 2^53 is never safe).
 */
const exact = (value: number | bigint | null): number => exactTotal(value);

/** Amount columns of a raw transaction row in the rollup's shape. */
const rawFigures = sql`CASE WHEN ${tx.type} = 'income' THEN abs(${tx.amountMinor}) ELSE 0 END AS income,
  CASE WHEN ${tx.type} = 'expense' THEN abs(${tx.amountMinor}) ELSE 0 END AS expense, 1 AS n`;
const dailyFigures = sql`${daily.incomeMinor} AS income, ${daily.expenseMinor} AS expense, ${daily.txCount} AS n`;
const monthlyFigures = sql`${monthly.incomeMinor} AS income, ${monthly.expenseMinor} AS expense, ${monthly.txCount} AS n`;

/** The grouping columns of one query, as each source spells them. */
interface Keys {
  readonly monthly: SQL;
  readonly daily: SQL;
  readonly raw: SQL;
}

/** Each source selects from one table, so the key columns are named plainly. */
const BY_CURRENCY: Keys = { monthly: sql`currency`, daily: sql`currency`, raw: sql`currency` };
const BY_CATEGORY: Keys = {
  monthly: sql`category_id, currency`,
  daily: sql`category_id, currency`,
  raw: sql`category_id, currency`,
};
const BY_MONTH: Keys = {
  monthly: sql`month, currency`,
  daily: sql`substr(day, 1, 7) AS month, currency`,
  raw: sql`strftime('%Y-%m', date / 1000.0, 'unixepoch') AS month, currency`,
};

/**
 * The dashboard's aggregates as SQL GROUP BY. Whole UTC days come from the per-day rollup
 * `transaction_daily_totals` (kept exact by triggers), the partial days at a range's edges from
 * `transactions` through its (user_id, date) index; both feed one GROUP BY, so nothing is summed
 * in JavaScript and the cost follows the days in the range, not the transactions.
 */
export class SqliteDashboardQuery implements DashboardQuery {
  constructor(private readonly db: SyncDb) {}

  /** One read transaction on the connection: every figure comes from the same snapshot. */
  async summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    return this.db.transaction(() => this.read(input), { behavior: "deferred" });
  }

  private read(input: DashboardQueryInput): DashboardAggregates {
    const range = { from: input.from, to: input.to };
    const totals = this.db.all<{ currency: string } & Figures>(sql`
      SELECT currency, sum(income) AS income, sum(expense) AS expense, sum(n) AS n
      FROM (${this.rows(input.userId, range, BY_CURRENCY)})
      GROUP BY currency HAVING sum(n) > 0`);
    const byCategory = this.db.all<{ categoryId: string; name: string; currency: string } & Figures>(sql`
      SELECT g.category_id AS categoryId, ${categories.name} AS name, g.currency, g.income, g.expense, g.n
      FROM (
        SELECT category_id, currency, sum(income) AS income, sum(expense) AS expense, sum(n) AS n
        FROM (${this.rows(input.userId, range, BY_CATEGORY)})
        GROUP BY category_id, currency HAVING sum(n) > 0
      ) AS g JOIN ${categories} ON ${categories.id} = g.category_id`);
    const trend = this.db.all<{ month: string; currency: string } & Figures>(sql`
      SELECT month, currency, sum(income) AS income, sum(expense) AS expense, sum(n) AS n
      FROM (${this.rows(input.userId, { from: input.trendFrom, to: input.to }, BY_MONTH)})
      GROUP BY month, currency HAVING sum(n) > 0`);
    const recent = this.db
      .select()
      .from(tx)
      .where(and(eq(tx.userId, input.userId), gte(tx.date, input.from), lt(tx.date, input.to)))
      .orderBy(desc(tx.date), desc(tx.id))
      .limit(input.recentLimit)
      .all();
    return {
      totals: totals.map(
        (r): CurrencyTotals => ({
          currency: r.currency as Currency,
          incomeMinor: exact(r.income),
          expenseMinor: exact(r.expense),
          count: exact(r.n),
        }),
      ),
      byCategory: byCategory.map(
        (r): CategoryTotals => ({
          categoryId: r.categoryId,
          name: r.name,
          currency: r.currency as Currency,
          incomeMinor: exact(r.income),
          expenseMinor: exact(r.expense),
          count: exact(r.n),
        }),
      ),
      trend: trend.map(
        (r): MonthlyTotals => ({
          month: r.month,
          currency: r.currency as Currency,
          incomeMinor: exact(r.income),
          expenseMinor: exact(r.expense),
        }),
      ),
      recent: recent.map((row): Transaction => ({ ...row, currency: row.currency as Currency })),
      budgets: this.budgetSpending(input.budgets),
    };
  }

  /**
   * The rows of [from, to) of one user in one shape (keys, income, expense, n): whole months from
   * the monthly rollup, whole days from the daily rollup, partial days from `transactions`, as one
   * UNION ALL for the caller's GROUP BY.
   */
  private rows(userId: string, range: InstantRange, keys: Keys): SQL {
    const parts = splitRange(range);
    const sources: SQL[] = [];
    if (parts.months) {
      sources.push(sql`SELECT ${keys.monthly}, ${monthlyFigures} FROM ${monthly}
        WHERE ${monthly.userId} = ${userId} AND ${monthly.month} >= ${month(parts.months.from)} AND ${monthly.month} < ${month(parts.months.to)}`);
    }
    for (const run of parts.days) {
      sources.push(sql`SELECT ${keys.daily}, ${dailyFigures} FROM ${daily}
        WHERE ${daily.userId} = ${userId} AND ${daily.day} >= ${day(run.from)} AND ${daily.day} < ${day(run.to)}`);
    }
    for (const edge of parts.edges) {
      sources.push(sql`SELECT ${keys.raw}, ${rawFigures} FROM ${tx}
        WHERE ${tx.userId} = ${userId} AND ${tx.date} >= ${edge.from.getTime()} AND ${tx.date} < ${edge.to.getTime()}`);
    }
    // An empty range still needs a row source of the right shape.
    if (sources.length === 0) sources.push(sql`SELECT ${keys.raw}, ${rawFigures} FROM ${tx} WHERE 0`);
    return sql.join(sources, sql` UNION ALL `);
  }

  /** One statement: the expenses of every budget window, whole days from the rollup. */
  private budgetSpending(queries: readonly BudgetSpendingQuery[]): DashboardAggregates["budgets"] {
    const parts = queries
      .filter((q) => q.categoryIds.length > 0)
      .map((q) => {
        const { days, edges } = splitWholeDays(q);
        const inCategories = (column: SQLWrapper) =>
          sql`${column} IN (${sql.join(
            q.categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
        const sources: SQL[] = [];
        if (days) {
          sources.push(sql`SELECT ${daily.expenseMinor} AS spent FROM ${daily}
            WHERE ${daily.walletId} = ${q.walletId} AND ${inCategories(daily.categoryId)}
              AND ${daily.day} >= ${day(days.from)} AND ${daily.day} < ${day(days.to)}`);
        }
        for (const edge of edges) {
          sources.push(sql`SELECT abs(${tx.amountMinor}) AS spent FROM ${tx}
            WHERE ${tx.walletId} = ${q.walletId} AND ${inCategories(tx.categoryId)} AND ${tx.type} = 'expense'
              AND ${tx.date} >= ${edge.from.getTime()} AND ${tx.date} < ${edge.to.getTime()}`);
        }
        if (sources.length === 0) sources.push(sql`SELECT 0 AS spent`);
        return sql`SELECT ${q.budgetId} AS budgetId, coalesce(sum(spent), 0) AS spent
          FROM (${sql.join(sources, sql` UNION ALL `)})`;
      });
    const spent = new Map<string, number>();
    if (parts.length > 0) {
      const rows = this.db.all<{ budgetId: string; spent: number | bigint }>(sql.join(parts, sql` UNION ALL `));
      for (const row of rows) spent.set(row.budgetId, exact(row.spent));
    }
    return queries.map((q) => ({ budgetId: q.budgetId, spentMinor: spent.get(q.budgetId) ?? 0 }));
  }
}
