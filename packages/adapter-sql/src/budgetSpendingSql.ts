import { type BudgetSpending, type BudgetSpendingQuery, exactTotal, splitWholeDays } from "@finance/domain";
import { type Query, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SqlDialect } from "./dialect";
import { asParam, type Bind, collectValues, type StatementShapes } from "./statementShapes";
import type { DailyTotalsTable, TransactionsTable } from "./tables";

export interface SpendingRow extends Record<string, unknown> {
  budget_id: string;
  spent: string | number | bigint | null;
}

/**
 * The budget-allocation rule in SQL, once for every store and every caller (the allocator and the
 * dashboard): the expenses of each budget window's wallet in its categories, whole UTC days from
 * the daily rollup (kept exact by triggers), only the partial days at the edges from the rows
 * (an expense's amount is negative: CHECK transactions_amount_sign_ck). Transfer legs never count:
 * the rollups skip them and the rows are filtered.
 * One statement for all the windows; null when no window can have spending. Its text follows
 * `budgetSpendingShape`; every value goes through `bind`.
 */
export const budgetSpendingStatement = (
  tables: { readonly transactions: TransactionsTable; readonly daily: DailyTotalsTable },
  dialect: SqlDialect,
  queries: readonly BudgetSpendingQuery[],
  bind: Bind = asParam,
): SQL | null => {
  const { transactions: tx, daily } = tables;
  const parts: SQL[] = [];
  for (const q of queries) {
    const { categoryIds } = q;
    if (categoryIds.length === 0) continue;
    const { days, edges } = splitWholeDays(q);
    const inCategories = (column: SQLWrapper) =>
      sql`${column} IN (${sql.join(
        categoryIds.map((id) => dialect.id(id, bind)),
        sql`, `,
      )})`;
    const sources: SQL[] = [];
    if (days) {
      sources.push(sql`SELECT ${daily.expenseMinor} AS spent FROM ${daily}
        WHERE ${daily.walletId} = ${bind(q.walletId)} AND ${inCategories(daily.categoryId)}
          AND ${daily.day} >= ${dialect.day(days.from, bind)} AND ${daily.day} < ${dialect.day(days.to, bind)}`);
    }
    for (const edge of edges) {
      sources.push(sql`SELECT -${tx.amountMinor} AS spent FROM ${tx}
        WHERE ${tx.walletId} = ${bind(q.walletId)} AND ${inCategories(tx.categoryId)} AND ${tx.type} = 'expense'
          AND ${tx.transferId} IS NULL
          AND ${tx.date} >= ${dialect.instant(edge.from, bind)} AND ${tx.date} < ${dialect.instant(edge.to, bind)}`);
    }
    if (sources.length === 0) sources.push(sql`SELECT 0 AS spent`);
    parts.push(sql`SELECT ${dialect.text(q.budgetId, bind)} AS budget_id, ${dialect.bigint(sql`coalesce(sum(spent), 0)`)} AS spent
      FROM (${sql.join(sources, sql` UNION ALL `)}) AS s`);
  }
  return parts.length > 0 ? sql.join(parts, sql` UNION ALL `) : null;
};

/** What the text of `budgetSpendingStatement` depends on: per window, its categories, whole days and edges. */
export const budgetSpendingShape = (queries: readonly BudgetSpendingQuery[]): string =>
  queries
    .map((q) => {
      const { days, edges } = splitWholeDays(q);
      return `${q.categoryIds.length}.${days ? 1 : 0}.${edges.length}`;
    })
    .join(",");

/**
 * The values `budgetSpendingStatement` binds, in its order, without building it: per window its
 * whole days' wallet, categories and bounds, each edge's likewise, then the budget id.
 */
export const budgetSpendingValues = (dialect: SqlDialect, queries: readonly BudgetSpendingQuery[]): unknown[] =>
  collectValues((bind) => {
    const source = (walletId: string, categoryIds: readonly string[]) => {
      bind(walletId);
      for (const id of categoryIds) dialect.id(id, bind);
    };
    for (const q of queries) {
      if (q.categoryIds.length === 0) continue;
      const { days, edges } = splitWholeDays(q);
      if (days) {
        source(q.walletId, q.categoryIds);
        dialect.day(days.from, bind);
        dialect.day(days.to, bind);
      }
      for (const edge of edges) {
        source(q.walletId, q.categoryIds);
        dialect.instant(edge.from, bind);
        dialect.instant(edge.to, bind);
      }
      dialect.text(q.budgetId, bind);
    }
  });

/**
 * `budgetSpendingStatement` with its text kept per shape in `shapes`, built once per shape: on
 * every later call only its values are collected (`budgetSpendingValues`).
 */
export const shapedBudgetSpending = (
  shapes: StatementShapes,
  tables: { readonly transactions: TransactionsTable; readonly daily: DailyTotalsTable },
  dialect: SqlDialect,
  queries: readonly BudgetSpendingQuery[],
): Query | null =>
  shapes.single(
    `budget-spending#${budgetSpendingShape(queries)}`,
    (bind) => budgetSpendingStatement(tables, dialect, queries, bind),
    () => budgetSpendingValues(dialect, queries),
  );

/** One answer per query, in the queries' order, 0 where nothing was spent. */
export const spendingOf = (queries: readonly BudgetSpendingQuery[], rows: Iterable<SpendingRow>): BudgetSpending[] => {
  const spent = new Map<string, number>();
  for (const row of rows) spent.set(row.budget_id, exactTotal(row.spent));
  return queries.map((q) => ({ budgetId: q.budgetId, spentMinor: spent.get(q.budgetId) ?? 0 }));
};
