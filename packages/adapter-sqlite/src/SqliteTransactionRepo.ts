import {
  chunks,
  isUnfiltered,
  nextVersion,
  pageIds,
  pageOf,
  preparedPageWhere,
  receiptBatchRow,
  receiptIs,
  type SpendingRow,
  shapedBudgetSpending,
  spendingOf,
  stillLive,
  tagIdsIn,
  tagLinks,
  toTransaction,
  transactionFilters,
  transactionOfValues,
  walletDeltas,
} from "@finance/adapter-sql";
import {
  type Attachment,
  type BudgetSpending,
  type BudgetSpendingQuery,
  type ReceiptFingerprint,
  receiptAlreadyProcessed,
  type Transaction,
  type TransactionId,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionRepo,
  type TransactionUpdate,
  tagNotFound,
  transactionNotFound,
  type VersionedWrite,
} from "@finance/domain";
import { and, eq, getTableColumns, inArray, type Placeholder, sql } from "drizzle-orm";
import { WalletBalances } from "./balances";
import { transactionDailyTotals as daily } from "./dashboardSchema";
import type { SqliteDatabase, Tx } from "./db";
import { sqliteDialect, sqliteShapes } from "./dialect";
import { guarded } from "./errors";
import type { Reference } from "./foreignKeys";
import { byIdOnce, preparedOnce, tagIdsOnce } from "./preparedOnce";
import { attachments, receiptBatches, tags, transactions, transactionTags } from "./schema";
import { allRows } from "./statementCache";
import { PAGE_COLUMNS } from "./transactionValues";
import { writeTransaction } from "./writeTransaction";

/** The earlier batch's transactions that still exist, in the batch's order. */
const liveBatch = (db: SqliteDatabase | Tx, receipt: ReceiptFingerprint): TransactionId[] => {
  const row = db.select().from(receiptBatches).where(receiptIs(receiptBatches, receipt)).get();
  if (!row || row.transactionIds.length === 0) return [];
  const found = chunks(row.transactionIds).flatMap((chunk) =>
    db.select({ id: transactions.id }).from(transactions).where(inArray(transactions.id, chunk)).all(),
  );
  return stillLive(row.transactionIds, found);
};

/**
 * Inside the batch's write transaction (BEGIN IMMEDIATE serialises writers): refuses a receipt
 * whose earlier batch still has transactions, else remembers this batch as the receipt's.
 */
const rememberReceipt = (tx: Tx, receipt: ReceiptFingerprint, batch: readonly Transaction[]): void => {
  const earlier = liveBatch(tx, receipt);
  if (earlier.length > 0) throw receiptAlreadyProcessed(earlier);
  const row = receiptBatchRow(receipt, batch);
  tx.insert(receiptBatches)
    .values(row)
    .onConflictDoUpdate({
      target: [receiptBatches.userId, receiptBatches.walletId, receiptBatches.contentHash],
      set: { transactionIds: row.transactionIds, createdAt: row.createdAt },
    })
    .run();
};

/**
 * Links the transactions to their tags. Every tag must still exist (a tag deleted after the use
 * case checked it): SQLite's foreign key error does not say which, so they are looked up first.
 */
const linkTags = (tx: Tx, batch: readonly Transaction[]): void => {
  const links = tagLinks(batch);
  if (links.length === 0) return;
  const wanted = [...new Set(links.map((link) => link.tagId))];
  const found = chunks(wanted).flatMap((chunk) =>
    tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, chunk)).all(),
  );
  if (found.length !== wanted.length) throw tagNotFound();
  for (const chunk of chunks(links)) tx.insert(transactionTags).values(chunk).run();
};

/**
 * The list's usual shapes (no filter: the first page, or the page after a cursor), built by
 * Drizzle once instead of on every request (query building was ~15% of a list request's CPU).
 */
const preparePages = (db: SqliteDatabase) => {
  const page = (after: boolean) =>
    db
      .select(PAGE_COLUMNS)
      .from(transactions)
      .where(preparedPageWhere(transactions, after))
      .orderBy(...sqliteDialect.newestFirst(transactions))
      .limit(sql.placeholder("limit"))
      .prepare();
  return { first: page(false), after: page(true) };
};

/** The rows a transaction (or its changes) points at, for a foreign key that fails on SQLite. */
const transactionReferences = (row: {
  walletId?: string;
  categoryId?: string | null;
  tagIds?: readonly string[];
}): Reference[] => [
  ["transactions_wallet_id_wallets_id_fk", row.walletId],
  ["transactions_category_id_categories_id_fk", row.categoryId],
  ...(row.tagIds ?? []).map((tagId): Reference => ["transaction_tags_tag_id_tags_id_fk", tagId]),
];

/** The transaction's own columns (its tags are rows of `transaction_tags`). */
const columnsOf = ({ tagIds: _tags, recurrenceId, ...columns }: Transaction) => ({
  ...columns,
  recurrenceId: recurrenceId ?? null,
});

/** Every column of `transactions` as the placeholder of the same name (the one-row insert). */
const transactionPlaceholders = Object.fromEntries(
  Object.keys(getTableColumns(transactions)).map((name) => [name, sql.placeholder(name)]),
) as { [K in keyof ReturnType<typeof columnsOf>]: Placeholder<K> };

/**
 * Every write runs in one synchronous better-sqlite3 transaction (`BEGIN IMMEDIATE`, so two
 * processes on one file queue on the write lock instead of failing an upgrade): the row and the
 * balances it moves commit together or not at all. There is no `await` inside a transaction.
 */
export class SqliteTransactionRepo implements TransactionRepo {
  private readonly balances: WalletBalances;
  private readonly byId;
  /** The list's pages without filters: the first one, and the one after a cursor. */
  private readonly pages = preparedOnce(() => preparePages(this.db));
  /** The tag ids of these transactions, grouped and sorted by transaction. */
  private readonly tagsOf: ReturnType<typeof tagIdsOnce>;
  /** The usual write, one transaction: every column a placeholder. */
  private readonly insertOne = preparedOnce(() =>
    this.db.insert(transactions).values(transactionPlaceholders).prepare(),
  );
  private readonly deleteById = preparedOnce(() =>
    this.db
      .delete(transactions)
      .where(eq(transactions.id, sql.placeholder("id")))
      .returning()
      .prepare(),
  );

  constructor(private readonly db: SqliteDatabase) {
    this.byId = byIdOnce(db, transactions);
    this.tagsOf = tagIdsOnce(db);
    this.balances = new WalletBalances(db);
  }

  async create(transaction: Transaction): Promise<void> {
    await this.insertAll([transaction]);
  }

  async createMany(
    batch: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    files: readonly Attachment[] = [],
  ): Promise<void> {
    if (batch.length > 0) await this.insertAll(batch, receipt, files);
  }

  async findReceiptBatch(receipt: ReceiptFingerprint): Promise<TransactionId[]> {
    return guarded(() => liveBatch(this.db, receipt));
  }

  async findById(id: string): Promise<Transaction | null> {
    return guarded(() => {
      const row = this.byId().get({ id });
      return row ? toTransaction(row, tagIdsIn(this.tagsOf([id]), id)) : null;
    });
  }

  /** Reads the stored row inside the write transaction: the version and balances are the fresh ones. */
  async update({ id, changes, expectedVersion }: TransactionUpdate): Promise<VersionedWrite<Transaction>> {
    return writeTransaction(
      this.db,
      (tx): VersionedWrite<Transaction> => {
        const current = this.byId().get({ id });
        if (!current) throw transactionNotFound();
        if (expectedVersion !== undefined && current.version !== expectedVersion) {
          return { ok: false, current: toTransaction(current, tagIdsIn(this.tagsOf([id]), id)) };
        }
        const { tagIds, ...columns } = changes;
        this.balances.move(walletDeltas([current], [{ ...current, ...columns }]));
        const updated = tx
          .update(transactions)
          .set({ ...columns, version: nextVersion(transactions.version) })
          .where(eq(transactions.id, id))
          .returning()
          .get();
        if (!updated) throw transactionNotFound();
        if (tagIds !== undefined) {
          tx.delete(transactionTags).where(eq(transactionTags.transactionId, id)).run();
          linkTags(tx, [{ ...toTransaction(updated, []), tagIds }]);
        }
        return { ok: true, value: toTransaction(updated, tagIdsIn(this.tagsOf([id]), id)) };
      },
      () => transactionReferences(changes),
    );
  }

  async delete(id: string): Promise<Transaction | null> {
    return writeTransaction(
      this.db,
      // Its statements are prepared on the connection, so they run inside this transaction.
      () => {
        const links = this.tagsOf([id]);
        const removed = this.deleteById().get({ id });
        if (!removed) return null;
        this.balances.move(walletDeltas([removed], []));
        return toTransaction(removed, tagIdsIn(links, id));
      },
    );
  }

  /** Keyset page on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1. */
  async list(query: TransactionListQuery): Promise<TransactionPage> {
    if (isUnfiltered(query)) {
      const pages = this.pages();
      const { userId, after } = query;
      const limit = query.limit + 1;
      return guarded(() => {
        const values = after
          ? pages.after.values({ userId, limit, afterDate: after.date.getTime(), afterId: after.id })
          : pages.first.values({ userId, limit });
        const rows = values.map(transactionOfValues);
        return pageOf(query.limit, rows, this.tagsOf(pageIds(query.limit, rows)));
      });
    }
    return guarded(() => {
      const rows = this.db
        .select()
        .from(transactions)
        .where(and(...transactionFilters(transactions, transactionTags, query, sqliteDialect)))
        .orderBy(...sqliteDialect.newestFirst(transactions))
        .limit(query.limit + 1)
        .all();
      return pageOf(query.limit, rows, this.tagsOf(pageIds(query.limit, rows)));
    });
  }

  /** One statement for all the windows (the shared allocation query). */
  async spendingOf(queries: readonly BudgetSpendingQuery[]): Promise<BudgetSpending[]> {
    const statement = shapedBudgetSpending(sqliteShapes, { transactions, daily }, sqliteDialect, queries);
    return spendingOf(queries, statement ? guarded(() => allRows<SpendingRow>(this.db.$client, statement)) : []);
  }

  private insertAll(
    batch: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    files: readonly Attachment[] = [],
  ): Promise<void> {
    return writeTransaction(
      this.db,
      (tx) => {
        if (receipt) rememberReceipt(tx, receipt, batch);
        this.balances.move(walletDeltas([], batch));
        const [only] = batch;
        if (batch.length === 1 && only) this.insertOne().run(columnsOf(only));
        else for (const chunk of chunks(batch)) tx.insert(transactions).values(chunk.map(columnsOf)).run();
        linkTags(tx, batch);
        for (const chunk of chunks(files)) tx.insert(attachments).values(chunk).run();
      },
      () => batch.flatMap(transactionReferences),
    );
  }
}
