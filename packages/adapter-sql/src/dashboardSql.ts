import {
  type CategoryTotals,
  type Currency,
  type CurrencyTotals,
  type DashboardAggregates,
  type DashboardQueryInput,
  exactTotal,
  type InstantRange,
  type MonthlyTotals,
  splitRange,
  type TagTotals,
} from "@finance/domain";
import { and, eq, type Query, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { shapedBudgetSpending } from "./budgetSpendingSql";
import type { SqlDialect } from "./dialect";
import { storedId, type TransactionRow, toTransaction } from "./mappers";
import { asParam, type Bind, collectValues, type StatementShapes } from "./statementShapes";
import type { LedgerTables } from "./tables";
import { hasTaggedAnything, tagIdsIn } from "./tagSql";

/** A sum as the drivers hand it over (PostgreSQL's int8 as text). */
type Sum = string | number | bigint | null;

interface Figures extends Record<string, unknown> {
  income: Sum;
  expense: Sum;
  n: Sum;
}

export type TotalsRow = { currency: string } & Figures;
export type CategoryRow = { category_id: string; name: string; currency: string } & Figures;
export type TagRow = { tag_id: string; name: string; currency: string } & Figures;
export type TrendRow = { month: string; currency: string } & Figures;

const month = (instant: Date): string => instant.toISOString().slice(0, 7);

/** The grouping columns of one query, as each source spells them (each source reads one table). */
interface Keys {
  readonly monthly: SQL;
  readonly daily: SQL;
  readonly raw: SQL;
}

const keysOf = (dialect: SqlDialect) => ({
  currency: { monthly: sql`currency`, daily: sql`currency`, raw: sql`currency` } satisfies Keys,
  category: {
    monthly: sql`category_id, currency`,
    daily: sql`category_id, currency`,
    raw: sql`category_id, currency`,
  } satisfies Keys,
  month: {
    monthly: sql`month, currency`,
    daily: sql`${dialect.monthOfDay} AS month, currency`,
    raw: sql`${dialect.monthOfDate} AS month, currency`,
  } satisfies Keys,
});

/**
 * The dashboard's statements as SQL GROUP BY. Whole months come from the monthly rollup, whole
 * UTC days from the daily rollup (both kept exact by triggers), the partial days at a range's
 * edges from `transactions` through its (user_id, date) index; all feed one GROUP BY, so nothing
 * is summed in JavaScript and the cost follows the days in the range, not the transactions.
 * Transfer legs are in none of it (the rollups' triggers skip them; the rows are filtered).
 * The text follows `dashboardShape`; every value goes through `bind`. Each statement is built when
 * it is read, so a caller binds the values of the statements it reads, in the order it reads them.
 */
export const dashboardStatements = (
  tables: LedgerTables,
  dialect: SqlDialect,
  input: DashboardQueryInput,
  bind: Bind = asParam,
) => {
  const { transactions: tx, categories, tags, transactionTags: links, daily, monthly } = tables;
  const keys = keysOf(dialect);
  // The CHECK transactions_amount_sign_ck makes an expense's amount negative, income's positive.
  const rawFigures = sql`CASE WHEN ${tx.type} = 'income' THEN ${tx.amountMinor} ELSE 0 END AS income,
    CASE WHEN ${tx.type} = 'expense' THEN -${tx.amountMinor} ELSE 0 END AS expense, 1 AS n`;
  const sums = sql`${dialect.bigint(sql`sum(income)`)} AS income, ${dialect.bigint(sql`sum(expense)`)} AS expense,
    ${dialect.bigint(sql`sum(n)`)} AS n`;

  /** The rows of [from, to) of the user in one shape (keys, income, expense, n), as one UNION ALL. */
  const rows = (range: InstantRange, k: Keys): SQL => {
    const parts = splitRange(range);
    const sources: SQL[] = [];
    if (parts.months) {
      sources.push(sql`SELECT ${k.monthly}, ${monthly.incomeMinor} AS income, ${monthly.expenseMinor} AS expense,
        ${monthly.txCount} AS n FROM ${monthly}
        WHERE ${monthly.userId} = ${bind(input.userId)} AND ${monthly.month} >= ${bind(month(parts.months.from))}
          AND ${monthly.month} < ${bind(month(parts.months.to))}`);
    }
    for (const run of parts.days) {
      sources.push(sql`SELECT ${k.daily}, ${daily.incomeMinor} AS income, ${daily.expenseMinor} AS expense,
        ${daily.txCount} AS n FROM ${daily}
        WHERE ${daily.userId} = ${bind(input.userId)} AND ${daily.day} >= ${dialect.day(run.from, bind)}
          AND ${daily.day} < ${dialect.day(run.to, bind)}`);
    }
    for (const edge of parts.edges) {
      sources.push(sql`SELECT ${k.raw}, ${rawFigures} FROM ${tx}
        WHERE ${tx.userId} = ${bind(input.userId)} AND ${tx.date} >= ${dialect.instant(edge.from, bind)}
          AND ${tx.date} < ${dialect.instant(edge.to, bind)} AND ${tx.transferId} IS NULL`);
    }
    // An empty range still needs a row source of the right shape.
    if (sources.length === 0) sources.push(sql`SELECT ${k.raw}, ${rawFigures} FROM ${tx} WHERE 1 = 0`);
    return sql.join(sources, sql` UNION ALL `);
  };

  const range = { from: input.from, to: input.to };
  return {
    get totals() {
      return sql`SELECT currency, ${sums} FROM (${rows(range, keys.currency)}) AS r
      GROUP BY currency HAVING sum(n) > 0`;
    },
    get byCategory() {
      return sql`SELECT g.category_id, ${categories.name} AS name, g.currency, g.income, g.expense, g.n
      FROM (
        SELECT category_id, currency, ${sums} FROM (${rows(range, keys.category)}) AS r
        GROUP BY category_id, currency HAVING sum(n) > 0
      ) AS g JOIN ${categories} ON ${categories.id} = g.category_id`;
    },
    /**
     * Per tag from the rows and their links (no roll-up: a transaction's tags change without its
     * amount, and one transaction counts under each of its tags), through the (user_id, date) index.
     * The one-row `guard` comes first (CROSS JOIN keeps it first on SQLite): for a user who has
     * never tagged anything it is empty and no row of the range is read (one index probe instead
     * of a link look-up per row of the range, which took the summary from 488 to 257 req/s).
     */
    get byTag() {
      return sql`SELECT g.tag_id, ${tags.name} AS name, g.currency, g.income, g.expense, g.n
      FROM (
        SELECT ${links.tagId} AS tag_id, ${tx.currency} AS currency,
          ${dialect.bigint(sql`sum(CASE WHEN ${tx.type} = 'income' THEN ${tx.amountMinor} ELSE 0 END)`)} AS income,
          ${dialect.bigint(sql`sum(CASE WHEN ${tx.type} = 'expense' THEN -${tx.amountMinor} ELSE 0 END)`)} AS expense,
          ${dialect.bigint(sql`count(*)`)} AS n
        FROM (SELECT 1 AS one WHERE ${hasTaggedAnything(tags, links, bind(input.userId))}) AS guard
          CROSS JOIN ${tx} JOIN ${links} ON ${links.transactionId} = ${tx.id}
        WHERE ${tx.userId} = ${bind(input.userId)} AND ${tx.date} >= ${dialect.instant(input.from, bind)}
          AND ${tx.date} < ${dialect.instant(input.to, bind)}
        GROUP BY ${links.tagId}, ${tx.currency}
      ) AS g JOIN ${tags} ON ${tags.id} = g.tag_id`;
    },
    get trend() {
      return sql`SELECT month, currency, ${sums} FROM (${rows({ from: input.trendFrom, to: input.to }, keys.month)}) AS r
      GROUP BY month, currency HAVING sum(n) > 0`;
    },
  };
};

const rangeShape = (range: InstantRange): string => {
  const parts = splitRange(range);
  return `${parts.months ? 1 : 0}.${parts.days.length}.${parts.edges.length}`;
};

/** What the text of `dashboardStatements` depends on: the sources of the range and of the trend's range. */
export const dashboardShape = (input: DashboardQueryInput): string =>
  `${rangeShape(input)}/${rangeShape({ from: input.trendFrom, to: input.to })}`;

/** The values each of `dashboardStatements` binds, in its order, without building them. */
export const dashboardValues = (dialect: SqlDialect, input: DashboardQueryInput) => {
  const rows = (range: InstantRange) =>
    collectValues((bind) => {
      const parts = splitRange(range);
      if (parts.months) {
        bind(input.userId);
        bind(month(parts.months.from));
        bind(month(parts.months.to));
      }
      for (const run of parts.days) {
        bind(input.userId);
        dialect.day(run.from, bind);
        dialect.day(run.to, bind);
      }
      for (const edge of parts.edges) {
        bind(input.userId);
        dialect.instant(edge.from, bind);
        dialect.instant(edge.to, bind);
      }
    });
  const inRange = rows({ from: input.from, to: input.to });
  return {
    totals: inRange,
    byCategory: inRange,
    byTag: collectValues((bind) => {
      bind(input.userId);
      bind(input.userId);
      dialect.instant(input.from, bind);
      dialect.instant(input.to, bind);
    }),
    trend: rows({ from: input.trendFrom, to: input.to }),
  };
};

/**
 * `dashboardStatements` and the budgets' `spending` (null without any), each built once per shape
 * and kept in `shapes`: on every later call only their values are collected (`dashboardValues`).
 */
export const shapedDashboardStatements = (
  shapes: StatementShapes,
  tables: LedgerTables,
  dialect: SqlDialect,
  input: DashboardQueryInput,
) => {
  const shape = dashboardShape(input);
  const values = dashboardValues(dialect, input);
  const statement = (name: keyof typeof values): Query =>
    shapes.single(
      `dashboard-${name}#${shape}`,
      (bind) => dashboardStatements(tables, dialect, input, bind)[name],
      () => values[name],
    ) as Query;
  return {
    totals: statement("totals"),
    byCategory: statement("byCategory"),
    byTag: statement("byTag"),
    trend: statement("trend"),
    spending: shapedBudgetSpending(shapes, tables, dialect, input.budgets),
  };
};

/** The dashboard's recent rows' WHERE: the user's rows in [from, to), transfer legs left out. */
export const recentRowsWhere = (
  tx: LedgerTables["transactions"],
  userId: SQLWrapper,
  from: SQLWrapper,
  to: SQLWrapper,
): SQL =>
  and(eq(tx.userId, userId), sql`${tx.transferId} IS NULL`, sql`${tx.date} >= ${from}`, sql`${tx.date} < ${to}`) as SQL;

/**
 * `recentRowsWhere` for a statement prepared once: placeholders `userId`, `from` and `to` (the
 * range's instants as the dialect stores them). The caller orders by `dialect.newestFirst` and limits.
 */
export const preparedRecentRowsWhere = ({ transactions: tx }: Pick<LedgerTables, "transactions">): SQL =>
  recentRowsWhere(tx, sql.placeholder("userId"), sql.placeholder("from"), sql.placeholder("to"));

/** The statements' rows as the port's figures; every sum is read exactly or refused (SUM_OUT_OF_RANGE). */
export const toAggregates = (rows: {
  totals: Iterable<TotalsRow>;
  byCategory: Iterable<CategoryRow>;
  byTag: Iterable<TagRow>;
  trend: Iterable<TrendRow>;
  recent: readonly TransactionRow[];
  /** The recent rows' tag links, by transaction (`tagIdsByTransaction`). */
  recentTags: ReadonlyMap<string, readonly string[]>;
  budgets: DashboardAggregates["budgets"];
}): DashboardAggregates => ({
  totals: [...rows.totals].map(
    (r): CurrencyTotals => ({
      currency: r.currency as Currency,
      incomeMinor: exactTotal(r.income),
      expenseMinor: exactTotal(r.expense),
      count: exactTotal(r.n),
    }),
  ),
  byCategory: [...rows.byCategory].map(
    (r): CategoryTotals => ({
      categoryId: storedId(r.category_id),
      name: r.name,
      currency: r.currency as Currency,
      incomeMinor: exactTotal(r.income),
      expenseMinor: exactTotal(r.expense),
      count: exactTotal(r.n),
    }),
  ),
  byTag: [...rows.byTag].map(
    (r): TagTotals => ({
      tagId: storedId(r.tag_id),
      name: r.name,
      currency: r.currency as Currency,
      incomeMinor: exactTotal(r.income),
      expenseMinor: exactTotal(r.expense),
      count: exactTotal(r.n),
    }),
  ),
  trend: [...rows.trend].map(
    (r): MonthlyTotals => ({
      month: r.month,
      currency: r.currency as Currency,
      incomeMinor: exactTotal(r.income),
      expenseMinor: exactTotal(r.expense),
    }),
  ),
  recent: rows.recent.map((row) => toTransaction(row, tagIdsIn(rows.recentTags, row.id))),
  budgets: rows.budgets,
});
