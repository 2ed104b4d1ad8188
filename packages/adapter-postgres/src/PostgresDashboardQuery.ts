import {
  type BudgetSpendingQuery,
  type CategoryTotals,
  type Currency,
  type CurrencyTotals,
  type DashboardAggregates,
  type DashboardQuery,
  type DashboardQueryInput,
  exactTotal,
  formatInstant,
  type InstantRange,
  type MonthlyTotals,
  splitRange,
  splitWholeDays,
  type Transaction,
} from "@finance/domain";
import { and, eq, gte, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import { categories, transactions as tx } from "./schema";

// biome-ignore lint/suspicious/noExplicitAny: any drizzle schema; the queries name their tables themselves.
type Db = PostgresJsDatabase<any>;
/** The database or one of its transactions. */
type Executor = Pick<Db, "execute" | "select">;

type Sum = string | number | bigint | null;

interface Figures extends Record<string, unknown> {
  income: Sum;
  expense: Sum;
  n: Sum;
}

const day = (instant: Date): string => instant.toISOString().slice(0, 10);
const month = (instant: Date): string => instant.toISOString().slice(0, 7);
/** An instant as a timestamptz parameter; formatInstant also writes END_OF_TIME (year 10000) so PostgreSQL reads it. */
const instant = (value: Date): SQL => sql`${formatInstant(value)}::timestamptz`;

/**
 * A bigint sum read back exactly (the driver hands int8 over as text). Writes keep every sum within
 * MAX_TOTAL_MINOR; one stored before that limit existed answers SUM_OUT_OF_RANGE, never a rounded figure.
 */
const exact = (value: Sum): number => exactTotal(value);

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
  daily: sql`to_char(day::timestamp, 'YYYY-MM') AS month, currency`,
  raw: sql`to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency`,
};
const sums = sql`sum(income)::bigint AS income, sum(expense)::bigint AS expense, sum(n)::bigint AS n`;

/**
 * The dashboard's aggregates as SQL GROUP BY. Whole UTC days come from the per-day rollup
 * `transaction_daily_totals` (kept exact by triggers), the partial days at a range's edges from
 * `transactions` through its (user_id, date) index; both feed one GROUP BY, so nothing is summed
 * in JavaScript and the cost follows the days in the range, not the transactions. The independent
 * statements run concurrently on the pool.
 */
export class PostgresDashboardQuery implements DashboardQuery {
  constructor(private readonly db: Db) {}

  /**
   * One read-only REPEATABLE READ transaction: every figure comes from the same snapshot, and the
   * statements are pipelined on one connection. Parallel workers are switched off for it: these
   * statements read a few thousand index entries, and on a small busy machine starting workers
   * cost far more (tens of ms) than the work itself.
   */
  summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    return this.db.transaction(
      async (tx) => {
        await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
        return this.read(tx, input);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  }

  private async read(db: Executor, input: DashboardQueryInput): Promise<DashboardAggregates> {
    const range = { from: input.from, to: input.to };
    const [totals, byCategory, trend, recent, budgets] = await Promise.all([
      db.execute<{ currency: string } & Figures>(sql`
        SELECT currency, ${sums}
        FROM (${this.rows(input.userId, range, BY_CURRENCY)}) AS r
        GROUP BY currency HAVING sum(n) > 0`),
      db.execute<{ category_id: string; name: string; currency: string } & Figures>(sql`
        SELECT g.category_id, ${categories.name} AS name, g.currency, g.income, g.expense, g.n
        FROM (
          SELECT category_id, currency, ${sums}
          FROM (${this.rows(input.userId, range, BY_CATEGORY)}) AS r
          GROUP BY category_id, currency HAVING sum(n) > 0
        ) AS g JOIN ${categories} ON ${categories.id} = g.category_id`),
      db.execute<{ month: string; currency: string } & Figures>(sql`
        SELECT month, currency, ${sums}
        FROM (${this.rows(input.userId, { from: input.trendFrom, to: input.to }, BY_MONTH)}) AS r
        GROUP BY month, currency HAVING sum(n) > 0`),
      db
        .select()
        .from(tx)
        .where(and(eq(tx.userId, input.userId), gte(tx.date, instant(input.from)), lt(tx.date, instant(input.to))))
        // NULLS LAST as in transactions_user_date_id_idx (plain DESC means NULLS FIRST in PostgreSQL,
        // which that index cannot serve: the planner would sort the whole range instead).
        .orderBy(sql`${tx.date} DESC NULLS LAST`, sql`${tx.id} DESC NULLS LAST`)
        .limit(input.recentLimit),
      this.budgetSpending(db, input.budgets),
    ]);
    return {
      totals: [...totals].map(
        (r): CurrencyTotals => ({
          currency: r.currency as Currency,
          incomeMinor: exact(r.income),
          expenseMinor: exact(r.expense),
          count: exact(r.n),
        }),
      ),
      byCategory: [...byCategory].map(
        (r): CategoryTotals => ({
          categoryId: r.category_id,
          name: r.name,
          currency: r.currency as Currency,
          incomeMinor: exact(r.income),
          expenseMinor: exact(r.expense),
          count: exact(r.n),
        }),
      ),
      trend: [...trend].map(
        (r): MonthlyTotals => ({
          month: r.month,
          currency: r.currency as Currency,
          incomeMinor: exact(r.income),
          expenseMinor: exact(r.expense),
        }),
      ),
      recent: recent.map((row): Transaction => ({ ...row, currency: row.currency as Currency })),
      budgets,
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
        WHERE ${daily.userId} = ${userId} AND ${daily.day} >= ${day(run.from)}::date AND ${daily.day} < ${day(run.to)}::date`);
    }
    for (const edge of parts.edges) {
      sources.push(sql`SELECT ${keys.raw}, ${rawFigures} FROM ${tx}
        WHERE ${tx.userId} = ${userId} AND ${tx.date} >= ${instant(edge.from)} AND ${tx.date} < ${instant(edge.to)}`);
    }
    // An empty range still needs a row source of the right shape.
    if (sources.length === 0) sources.push(sql`SELECT ${keys.raw}, ${rawFigures} FROM ${tx} WHERE false`);
    return sql.join(sources, sql` UNION ALL `);
  }

  /** One statement: the expenses of every budget window, whole days from the rollup. */
  private async budgetSpending(
    db: Executor,
    queries: readonly BudgetSpendingQuery[],
  ): Promise<DashboardAggregates["budgets"]> {
    const parts = queries
      .filter((q) => q.categoryIds.length > 0)
      .map((q) => {
        const { days, edges } = splitWholeDays(q);
        const inCategories = (column: SQLWrapper) =>
          sql`${column} IN (${sql.join(
            q.categoryIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
        const sources: SQL[] = [];
        if (days) {
          sources.push(sql`SELECT ${daily.expenseMinor} AS spent FROM ${daily}
            WHERE ${daily.walletId} = ${q.walletId} AND ${inCategories(daily.categoryId)}
              AND ${daily.day} >= ${day(days.from)}::date AND ${daily.day} < ${day(days.to)}::date`);
        }
        for (const edge of edges) {
          sources.push(sql`SELECT abs(${tx.amountMinor}) AS spent FROM ${tx}
            WHERE ${tx.walletId} = ${q.walletId} AND ${inCategories(tx.categoryId)} AND ${tx.type} = 'expense'
              AND ${tx.date} >= ${instant(edge.from)} AND ${tx.date} < ${instant(edge.to)}`);
        }
        if (sources.length === 0) sources.push(sql`SELECT 0::bigint AS spent`);
        return sql`SELECT ${q.budgetId}::text AS budget_id, coalesce(sum(spent), 0)::bigint AS spent
          FROM (${sql.join(sources, sql` UNION ALL `)}) AS s`;
      });
    const spent = new Map<string, number>();
    if (parts.length > 0) {
      const rows = await db.execute<{ budget_id: string; spent: Sum }>(sql.join(parts, sql` UNION ALL `));
      for (const row of rows) spent.set(row.budget_id, exact(row.spent));
    }
    return queries.map((q) => ({ budgetId: q.budgetId, spentMinor: spent.get(q.budgetId) ?? 0 }));
  }
}
