import {
  type Bind,
  budgetSpendingShape,
  budgetSpendingStatement,
  budgetSpendingValues,
  type CategoryRow,
  collectValues,
  dashboardShape,
  dashboardStatements,
  dashboardValues,
  recentRowsWhere,
  type SpendingRow,
  spendingOf,
  type TagRow,
  type TotalsRow,
  type TrendRow,
  toAggregates,
} from "@finance/adapter-sql";
import type { DashboardAggregates, DashboardQuery, DashboardQueryInput } from "@finance/domain";
import { type Query, type SQL, sql } from "drizzle-orm";
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from "./dashboardSchema";
import type { PostgresDatabase } from "./db";
import { postgresDialect, postgresShapes } from "./dialect";
import { guarded } from "./errors";
import { categories, tags, transactions, transactionTags } from "./schema";
import { pageFieldsOf, pageRowOfValues, rowsOf } from "./transactionValues";

const tables = { transactions, categories, tags, transactionTags, daily, monthly };

/** A statement's rows as one JSON array of objects named by its columns ([] when it has none). */
const jsonRows = (statement: SQL | null): SQL =>
  statement ? sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${statement}) AS r)` : sql`'[]'::json`;

/**
 * The newest rows of the range as one JSON array of arrays in `PAGE_FIELDS`' order (the page's
 * values: instants as epoch milliseconds, the tag ids last), newest first. The limit is in the text
 * (and the shape): as a parameter, the generic plan costs the rows as a tenth of the range, so
 * PostgreSQL would keep planning the whole summary afresh on every call.
 */
const recentRows = (bind: Bind, input: DashboardQueryInput): SQL => {
  const values = sql.join(
    Object.values(pageFieldsOf(bind(input.userId))).map((field) => sql`${field}`),
    sql`, `,
  );
  const [byDate, byId] = postgresDialect.newestFirst(transactions);
  return sql`(SELECT coalesce(json_agg(r.v ORDER BY r.n), '[]'::json) FROM (
    SELECT json_build_array(${values}) AS v, row_number() OVER (ORDER BY ${byDate}, ${byId}) AS n
    FROM ${transactions}
    WHERE ${recentRowsWhere(
      transactions,
      bind(input.userId),
      postgresDialect.instant(input.from, bind),
      postgresDialect.instant(input.to, bind),
    )}
    ORDER BY ${byDate}, ${byId} LIMIT ${sql.raw(String(input.recentLimit))}
  ) AS r)`;
};

/** The summary's values in the order its builder binds them: the figures, the recent rows, the spending. */
const summaryValues = (input: DashboardQueryInput): unknown[] => {
  const figures = dashboardValues(postgresDialect, input);
  const recent = collectValues((bind) => {
    bind(input.userId); // the tag ids' guard (`pageFieldsOf`)
    bind(input.userId);
    postgresDialect.instant(input.from, bind);
    postgresDialect.instant(input.to, bind);
  });
  return [
    ...figures.totals,
    ...figures.byCategory,
    ...figures.byTag,
    ...figures.trend,
    ...recent,
    ...budgetSpendingValues(postgresDialect, input.budgets),
  ];
};

interface SummaryRow {
  totals: TotalsRow[];
  by_category: CategoryRow[];
  by_tag: TagRow[];
  trend: TrendRow[];
  recent: unknown[][];
  spending: SpendingRow[];
}

/**
 * The dashboard's shared statements (`dashboardStatements`, `budgetSpendingStatement`) and its
 * recent rows on PostgreSQL as one statement, each part's rows aggregated into a JSON column: one
 * statement sees one snapshot, so every figure agrees without a transaction (whose BEGIN and COMMIT
 * would cost two more round trips), and one statement is one round trip. Sums are bigint, and JSON
 * hands them over as numbers: one past 2^53 is no safe integer and is refused like any sum out of range.
 */
export class PostgresDashboardQuery implements DashboardQuery {
  constructor(private readonly db: PostgresDatabase) {}

  async summarize(input: DashboardQueryInput): Promise<DashboardAggregates> {
    if (!Number.isSafeInteger(input.recentLimit) || input.recentLimit < 0) {
      throw new RangeError(`recentLimit must be a whole number from 0, not ${input.recentLimit}`);
    }
    const shape = `${dashboardShape(input)}/${budgetSpendingShape(input.budgets)}/${input.recentLimit}`;
    const summary = postgresShapes.single(
      `dashboard-summary#${shape}`,
      (bind) => {
        const statements = dashboardStatements(tables, postgresDialect, input, bind);
        return sql`SELECT ${jsonRows(statements.totals)} AS totals,
          ${jsonRows(statements.byCategory)} AS by_category,
          ${jsonRows(statements.byTag)} AS by_tag,
          ${jsonRows(statements.trend)} AS trend,
          ${recentRows(bind, input)} AS recent,
          ${jsonRows(budgetSpendingStatement(tables, postgresDialect, input.budgets, bind))} AS spending`;
      },
      () => summaryValues(input),
    ) as Query;
    // A SELECT without FROM answers exactly one row.
    const [row] = (await guarded(() => rowsOf<SummaryRow>(this.db.$client, summary))) as [SummaryRow];
    const recent = row.recent.map(pageRowOfValues);
    return toAggregates({
      totals: row.totals,
      byCategory: row.by_category,
      byTag: row.by_tag,
      trend: row.trend,
      recent,
      recentTags: new Map(recent.map((r) => [r.id, r.tagIds])),
      budgets: spendingOf(input.budgets, row.spending),
    });
  }
}
