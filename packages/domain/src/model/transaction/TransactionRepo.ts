import type { CategoryId, Id, TagId, TransactionId, UserId, WalletId } from "../../shared/Id";
import type { VersionedWrite } from "../../shared/versions";
import type { Attachment } from "../attachment/Attachment";
import type { Emit } from "../event/DomainEvent";
import type { ReceiptFingerprint } from "../receipt/ReceiptFingerprint";
import type { BudgetSpending, BudgetSpendingQuery } from "../transaction/BudgetSpendingQuery";
import type { BudgetWatch } from "./BudgetWatch";
import type { Transaction, TransactionType } from "./Transaction";

/** The fields a transaction update may change; only those present are written. */
export type TransactionChanges = Partial<
  Pick<Transaction, "walletId" | "categoryId" | "type" | "amountMinor" | "currency" | "description" | "date" | "tagIds">
> & { readonly updatedAt: Date };

export interface TransactionUpdate {
  readonly id: TransactionId;
  readonly changes: TransactionChanges;
  /** Written only while the stored version is this one (the one the changes were computed from). */
  readonly expectedVersion?: number;
  /** The events of the update, from the row as written, appended in the same atomic step. */
  readonly emit?: Emit<Transaction>;
  /** Summed after a write that lands, in its atomic step (see BudgetWatch); never for a refused one. */
  readonly watch?: BudgetWatch;
}

/**
 * Position after which the next page starts, in the list's order (date desc, id desc). Transfers
 * page the same way, by their own ids.
 */
export interface TransactionCursor<I extends Id<string> = TransactionId> {
  readonly date: Date;
  readonly id: I;
}

export interface TransactionListQuery {
  readonly userId: UserId;
  readonly limit: number;
  readonly after?: TransactionCursor;
  /** Inclusive. */
  readonly from?: Date;
  /** Exclusive. */
  readonly to?: Date;
  readonly walletId?: WalletId;
  readonly categoryId?: CategoryId;
  /** Transactions with at least one of these tags. */
  readonly tagIds?: readonly TagId[];
  readonly type?: TransactionType;
  /** Case-insensitive substring of the description. */
  readonly q?: string;
}

export interface TransactionPage {
  readonly items: Transaction[];
  readonly nextCursor: TransactionCursor | null;
}

/**
 * Every write's `emit` (its events, see Emit) is appended to the outbox in the write's own atomic
 * step: the change and its events are stored together or not at all.
 * Every write moves the balance of the wallets it touches in the same atomic step, so a
 * wallet's balance always equals its opening balance plus its transactions' signed amounts.
 * A write that would move a wallet balance, or the user's income or expense total in a currency,
 * beyond MAX_TOTAL_MINOR fails with SUM_OUT_OF_RANGE and writes nothing (checked atomically).
 */
export interface TransactionRepo {
  /**
   * Inserts the transaction with its tag links and adds its signed amount to its wallet's balance.
   * A tag id that no longer exists fails the whole write with TAG_NOT_FOUND (a tag deleted meanwhile).
   * With `watch`, the watched windows' spending is summed after the insert in the same atomic step
   * and `watch.emit`'s events are appended with it.
   */
  create(transaction: Transaction, emit?: Emit<Transaction>, watch?: BudgetWatch): Promise<void>;
  /**
   * Inserts all of them and moves every balance, or writes nothing at all. With a receipt's
   * fingerprint, the batch is also remembered as that receipt's in the same atomic step; when a
   * batch of that receipt still has transactions, it fails with RECEIPT_ALREADY_PROCESSED (naming
   * them) and writes nothing, so two concurrent uploads of one receipt record it once.
   * `attachments` (rows of files already stored, each on one of `transactions`) are inserted in
   * the same atomic step. `watch` as `create`'s.
   */
  createMany(
    transactions: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    attachments?: readonly Attachment[],
    emit?: Emit<readonly Transaction[]>,
    watch?: BudgetWatch,
  ): Promise<void>;
  /**
   * Ids of the transactions recorded earlier from this receipt that still exist, oldest batch
   * first; empty when the receipt was never recorded or all of its transactions were deleted.
   */
  findReceiptBatch(receipt: ReceiptFingerprint): Promise<TransactionId[]>;
  findById(id: TransactionId): Promise<Transaction | null>;
  /**
   * One atomic step on the stored row: checks the version, writes only the given fields, adds one
   * to the version, takes the stored amount off the stored wallet and adds the new amount to the
   * new wallet. Fails with TRANSACTION_NOT_FOUND when it is gone (WALLET_NOT_FOUND for an unknown
   * wallet); a moved version is `ok: false` with the stored transaction, and nothing is written.
   */
  update(update: TransactionUpdate): Promise<VersionedWrite<Transaction>>;
  /**
   * Removes it (with its tag links and attachment rows) and takes its amount off its wallet;
   * answers the removed record, or null.
   */
  delete(id: TransactionId, emit?: Emit<Transaction>): Promise<Transaction | null>;
  /** The user's transactions, newest first (date desc, then id desc), keyset paged. */
  list(query: TransactionListQuery): Promise<TransactionPage>;
  /**
   * The expenses allocated to each budget window (`countsTowards`), summed by the store in one
   * query for all of them: one answer per query, in order, 0 when nothing was spent.
   */
  spendingOf(queries: readonly BudgetSpendingQuery[]): Promise<BudgetSpending[]>;
}
