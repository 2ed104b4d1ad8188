import type { BudgetSpendingQuery, DomainEvent, Transaction, TransactionChanges } from "@finance/domain";
import type { AnyColumn, SQL, SQLWrapper } from "drizzle-orm";
import type { SpendingRow } from "../../budgetSpendingSql";
import type { Statement, Values } from "../../driver";

/** A statement and this call's values. */
export type Bound = readonly [Statement, Values];

/**
 * The usual transaction writes as ONE statement each (writable CTEs): atomic on their own, one
 * round trip, and the wallet's row lock held only while the statement runs. Each answers rows of
 * the transaction fields the repository reads (`fields`).
 */
export interface OneStatementWrites {
  /**
   * Rows into one wallet with their tag links, its balance moved by `delta`, and their events into
   * the outbox, all in the one statement: a row back, or none when the wallet is gone.
   */
  createInWallet(batch: readonly Transaction[], walletId: string, delta: number, events: readonly DomainEvent[]): Bound;
  /** A delete, its amount off its wallet: the removed row back (placeholder `id`). */
  readonly deleteOne: Statement;
  /**
   * An update that keeps the wallet and the tags, written only at `expectedVersion`: the written
   * row back, or none (gone, or its version moved); undefined when `changes` name anything else.
   */
  updateInPlace(id: string, changes: TransactionChanges, expectedVersion: number): Bound | undefined;
}

/** What a dialect's ledger spells its own way, passed by its builder (`ledgerRepositories`). */
export interface LedgerSpelling {
  /** An instant column in a select list as epoch milliseconds (read without a date parser). */
  epochMillis(column: AnyColumn): SQL | AnyColumn;
  /**
   * A transaction's sorted tag ids read with its row (`userId`: the rows' owner, to skip the
   * look-up for one who never tagged anything); absent where a second statement reads them.
   */
  tagIdsOfRow?(userId?: SQLWrapper): SQL;
  /** Where the store writes a transaction in one statement; `fields`, the select list to answer. */
  oneStatementWrites?(fields: SQL): OneStatementWrites;
  /** The budgets' spending statement, its text kept per shape by the dialect (`statementShapes`). */
  spendingRows(queries: readonly BudgetSpendingQuery[]): Promise<SpendingRow[]>;
}
