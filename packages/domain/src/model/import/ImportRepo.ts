import type { CalendarDate } from "../../shared/dates";
import type { TransactionId, WalletId } from "../../shared/Id";
import type { Emit } from "../event/DomainEvent";
import type { BudgetWatch } from "../transaction/BudgetWatch";
import type { Import, ImportCounts, ImportId, ImportRow, ImportRowStatus } from "./Import";

export interface ImportRowsQuery {
  readonly importId: ImportId;
  readonly status?: ImportRowStatus;
  /** Rows after this position. */
  readonly afterPosition?: number;
  readonly limit: number;
}

/** What duplicate detection compares a file's row with: one transaction of the wallet. */
export interface WalletEntry {
  readonly day: CalendarDate;
  readonly amountMinor: number;
  readonly description: string;
}

export interface ImportCommit {
  readonly importId: ImportId;
  readonly committedAt: Date;
  /** The commit's events, from the import as committed, appended in the same atomic step. */
  readonly emit?: Emit<ImportCommitted>;
  /**
   * The budgets the ready rows may count towards (`sumsBefore`: the duplicate check inside the
   * commit may drop rows), summed in the commit's own step before and after the rows go in; its
   * events are appended with the rows. Not run when the commit records nothing.
   */
  readonly watch?: BudgetWatch;
}

/** What a commit wrote: the import as committed, and how many transactions it recorded. */
export interface ImportCommitted {
  readonly import: Import;
  readonly created: number;
}

/**
 * Imports and their rows. Rows are written and read in batches, never all held at once: a
 * 100,000-row file costs the store, not the process.
 */
export interface ImportRepo {
  /** Stores the import (status `reading`, no rows yet). */
  create(created: Import): Promise<void>;
  /** Appends rows (positions continue where the last batch ended). */
  addRows(rows: readonly ImportRow[]): Promise<void>;
  /** The file was read to the end: the import becomes a `preview` with these counts. */
  finishReading(importId: ImportId, counts: ImportCounts): Promise<void>;
  findById(id: ImportId): Promise<Import | null>;
  /** Rows in file order, keyset paged by position. */
  listRows(query: ImportRowsQuery): Promise<ImportRow[]>;
  /**
   * ONE atomic step: while the import is still a `preview`, judges its ready rows again against
   * what the wallet holds now (`readyRowsNowDuplicate`, and external ids other committed imports
   * gave the wallet), making those it finds duplicates with the counts to match; then records every
   * row still `ready` as a transaction of the import's wallet (balances moved as for any
   * transaction) and marks the import `committed`; answers how many were recorded. Commits into
   * one wallet are serialised, so of two overlapping imports committed at once the later sees the
   * earlier's rows. Answers null, writing nothing, when the import is
   * no longer a preview (committed meanwhile): of two concurrent commits exactly one records.
   * Any failure on the way (a category deleted since, a balance out of range) writes nothing.
   * The commit's `watch` runs inside that step once the rows are in (see ImportCommit.watch).
   */
  commit(commit: ImportCommit): Promise<number | null>;
  /** Removes an uncommitted import and its rows; false when there was none to remove. */
  discard(id: ImportId): Promise<boolean>;
  /** Removes every uncommitted import that expired before `now`, with its rows; answers how many. */
  deleteExpired(now: Date): Promise<number>;
  /** Which of `externalIds` the wallet's transactions carry (from earlier committed imports). */
  knownExternalIds(walletId: WalletId, externalIds: readonly string[]): Promise<string[]>;
  /** The wallet's transactions dated on days `from` to `to` (both inclusive). */
  walletEntries(walletId: WalletId, from: CalendarDate, to: CalendarDate): Promise<WalletEntry[]>;
  /** The external id each of these transactions was imported with; absent ones have none. */
  externalIdsOf(transactionIds: readonly TransactionId[]): Promise<Map<TransactionId, string>>;
}
