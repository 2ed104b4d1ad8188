import type { BudgetSpending, BudgetSpendingQuery, BudgetWatch } from "@finance/domain";
import { budgetSpendingStatement, type SpendingRow, spendingOf } from "./budgetSpendingSql";
import type { SqlDialect } from "./dialect";
import { type Plan, rowsOf } from "./driver";
import { appendEvents, type OutboxEventsTable } from "./outboxSql";
import type { DailyTotalsTable, TransactionsTable } from "./tables";

/** What a watched write sums and appends to: the rows, their daily rollup, the outbox. */
export interface WatchTables {
  readonly transactions: TransactionsTable;
  readonly daily: DailyTotalsTable;
  readonly outboxEvents: OutboxEventsTable;
}

/**
 * Inside a write's plan: the windows' spending with the shared allocation query, which sees the
 * write's own rows and the rollups its triggers moved.
 */
export function* spentIn(
  tables: WatchTables,
  dialect: SqlDialect,
  queries: readonly BudgetSpendingQuery[],
): Plan<BudgetSpending[]> {
  const statement = budgetSpendingStatement(tables, dialect, queries);
  const rows = statement ? ((yield* rowsOf(statement)) as SpendingRow[]) : [];
  return spendingOf(queries, rows);
}

/**
 * The watch of a write whose rows are about to go in: the spending before them when the watch
 * asks for it (`sumsBefore`; the write has taken its locks, so this sum already sees every write
 * that went before it), and `after()`, to run once the rows are in: that spending summed again
 * and the watch's events appended, in the same transaction.
 */
export function* watchAround(
  tables: WatchTables,
  dialect: SqlDialect,
  watch: BudgetWatch | undefined,
): Plan<{ after(): Plan<void> }> {
  if (!watch || watch.queries.length === 0) return { *after() {} };
  const before = watch.sumsBefore ? yield* spentIn(tables, dialect, watch.queries) : undefined;
  return {
    *after() {
      const spent = yield* spentIn(tables, dialect, watch.queries);
      yield* appendEvents(tables.outboxEvents, watch.emit(spent, before));
    },
  };
}
