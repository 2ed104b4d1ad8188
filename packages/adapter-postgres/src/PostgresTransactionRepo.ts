import {
  chunks,
  INSERT_CHUNK,
  isUnfiltered,
  nextVersion,
  pageOf,
  preparedPageWhere,
  receiptBatchRow,
  receiptIs,
  type SpendingRow,
  shapedBudgetSpending,
  spendingOf,
  stillLive,
  tagIdsByTransaction,
  tagIdsIn,
  tagLinks,
  toTransaction,
  transactionFilters,
  walletDeltas,
} from "@finance/adapter-sql";
import {
  type Attachment,
  type BudgetSpending,
  type BudgetSpendingQuery,
  type ReceiptFingerprint,
  receiptAlreadyProcessed,
  type Transaction,
  type TransactionChanges,
  type TransactionId,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionRepo,
  type TransactionUpdate,
  transactionNotFound,
  type VersionedWrite,
  walletNotFound,
} from "@finance/domain";
import { and, eq, getTableColumns, inArray, type Query, sql } from "drizzle-orm";
import { moveBalances, type Tx } from "./balances";
import { transactionDailyTotals as daily } from "./dashboardSchema";
import type { PostgresDatabase } from "./db";
import { postgresDialect, postgresShapes } from "./dialect";
import { guarded } from "./errors";
import { attachments, receiptBatches, transactions, transactionTags } from "./schema";
import {
  changesInPlace,
  columnArraysOf,
  IN_PLACE,
  linkArraysOf,
  prepareCreateInWallet,
  prepareCreateOne,
  prepareDeleteOne,
  prepareUpdateInPlace,
} from "./transactionStatements";
import { pageFieldsOf, pageRowOfValues, rowsOf, tagIdsOfRow, tagIdsOfUsersRow, valuesOf } from "./transactionValues";
import { WalletCreates } from "./walletCreates";

/** The earlier batch's transactions that still exist, in the batch's order; `lock` holds its row. */
const liveBatch = async (
  db: PostgresDatabase | Tx,
  receipt: ReceiptFingerprint,
  lock: boolean,
): Promise<TransactionId[]> => {
  const query = db.select().from(receiptBatches).where(receiptIs(receiptBatches, receipt));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || row.transactionIds.length === 0) return [];
  const found = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(inArray(transactions.id, row.transactionIds));
  return stillLive(row.transactionIds, found);
};

/**
 * First statement of the batch's transaction. The INSERT either claims the receipt's key or, when
 * another upload of the same receipt holds or committed it, waits for that one and does nothing;
 * then the row is locked and refused while its earlier batch still has transactions. A batch
 * whose transactions were all deleted is replaced by this one.
 */
const rememberReceipt = async (tx: Tx, receipt: ReceiptFingerprint, batch: readonly Transaction[]) => {
  const row = receiptBatchRow(receipt, batch);
  const claimed = await tx
    .insert(receiptBatches)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: receiptBatches.userId });
  if (claimed.length > 0) return;
  const earlier = await liveBatch(tx, receipt, true);
  if (earlier.length > 0) throw receiptAlreadyProcessed(earlier);
  await tx
    .update(receiptBatches)
    .set({ transactionIds: row.transactionIds, createdAt: row.createdAt })
    .where(receiptIs(receiptBatches, receipt));
};

const notFound = transactionNotFound;

/** The transaction's own columns (its tags are rows of `transaction_tags`). */
const columnsOf = ({ tagIds: _tags, recurrenceId, ...columns }: Transaction) => ({
  ...columns,
  recurrenceId: recurrenceId ?? null,
});

/** The tag links of these transactions inside a write, grouped and sorted by transaction. */
const tagsInWrite = async (
  db: PostgresDatabase | Tx,
  ids: readonly string[],
): Promise<ReadonlyMap<string, readonly string[]>> =>
  ids.length === 0
    ? new Map()
    : tagIdsByTransaction(
        await db
          .select()
          .from(transactionTags)
          .where(inArray(transactionTags.transactionId, [...ids])),
      );

/** Links the transactions to their tags; a tag gone meanwhile fails its foreign key: TAG_NOT_FOUND. */
const linkTags = async (tx: Tx, batch: readonly Transaction[]): Promise<void> => {
  for (const chunk of chunks(tagLinks(batch))) await tx.insert(transactionTags).values(chunk);
};

/** A transaction read as one row of `PAGE_FIELDS` (a one-statement write's answer). */
const transactionOfPageValues = (values: readonly unknown[]): Transaction => {
  const { tagIds, ...row } = pageRowOfValues(values);
  return toTransaction(row, tagIds);
};

/** Every column of a transaction and its tag ids (`tagIdsOfRow`). */
const withTagIds = { ...getTableColumns(transactions), tagIds: tagIdsOfRow };

/**
 * The list's usual shapes (no filter: the first page, or the page after a cursor), rendered by
 * Drizzle once and read as arrays (`valuesOf`, `pageRowOfValues`).
 */
const preparePages = (db: PostgresDatabase) => {
  const page = (after: boolean) =>
    db
      .select(pageFieldsOf(sql.placeholder("userId")))
      .from(transactions)
      .where(preparedPageWhere(transactions, after))
      .orderBy(...postgresDialect.newestFirst(transactions))
      .limit(sql.placeholder("limit"))
      .toSQL();
  return { first: page(false), after: page(true) };
};

/**
 * Every write is one database transaction holding the row and the balances it moves. Locks are
 * always taken in the same order (the transaction row, then wallets by id, then whatever the
 * write's triggers touch), so concurrent writers wait for each other and never deadlock.
 */
export class PostgresTransactionRepo implements TransactionRepo {
  private readonly pages: ReturnType<typeof preparePages>;
  /** Read before every edit and delete of a transaction: built by Drizzle once. */
  private readonly byId;
  private readonly createOne: Query;
  private readonly createInWallet = prepareCreateInWallet();
  /** Creates, one statement in flight per wallet (those that wait go as one). */
  private readonly walletCreates = new WalletCreates((batch) => this.insertIntoOneWallet(batch));
  private readonly deleteOne = prepareDeleteOne();
  /** `prepareUpdateInPlace` by the changed columns' names, rendered on first use. */
  private readonly updatesInPlace = new Map<string, Query>();

  constructor(private readonly db: PostgresDatabase) {
    this.pages = preparePages(db);
    this.byId = db
      .select(withTagIds)
      .from(transactions)
      .where(eq(transactions.id, sql.placeholder("id")))
      .prepare("transactions_by_id");
    this.createOne = prepareCreateOne(db);
  }

  /** A wallet that is not there fails the row's foreign key: WALLET_NOT_FOUND; a tag, TAG_NOT_FOUND. */
  async create(transaction: Transaction): Promise<void> {
    return this.walletCreates.add(transaction);
  }

  async createMany(
    batch: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    files: readonly Attachment[] = [],
  ): Promise<void> {
    if (batch.length === 0) return;
    if (!receipt && files.length === 0) return this.insertAll(batch);
    await guarded(() =>
      this.db.transaction(async (tx) => {
        if (receipt) await rememberReceipt(tx, receipt, batch);
        await moveBalances(tx, walletDeltas([], batch));
        for (const chunk of chunks(batch)) await tx.insert(transactions).values(chunk.map(columnsOf));
        await linkTags(tx, batch);
        for (const chunk of chunks(files)) await tx.insert(attachments).values(chunk);
      }),
    );
  }

  async findReceiptBatch(receipt: ReceiptFingerprint): Promise<TransactionId[]> {
    return guarded(() => liveBatch(this.db, receipt, false));
  }

  async findById(id: string): Promise<Transaction | null> {
    const [row] = await guarded(() => this.byId.execute({ id }));
    return row ? toTransaction(row, row.tagIds) : null;
  }

  /** The stored row is locked first (FOR UPDATE): version and balances are read fresh under the lock. */
  async update({ id, changes, expectedVersion }: TransactionUpdate): Promise<VersionedWrite<Transaction>> {
    if (expectedVersion !== undefined && changesInPlace(changes)) {
      return this.updateInPlace(id, changes, expectedVersion);
    }
    return guarded(() =>
      this.db.transaction(async (tx): Promise<VersionedWrite<Transaction>> => {
        // The row with its tag ids: a write that keeps the tags needs no second read of them.
        const [locked] = await tx.select(withTagIds).from(transactions).where(eq(transactions.id, id)).for("update");
        if (!locked) throw notFound();
        const { tagIds: storedTagIds, ...current } = locked;
        if (expectedVersion !== undefined && current.version !== expectedVersion) {
          return { ok: false, current: toTransaction(current, storedTagIds) };
        }
        const { tagIds, ...columns } = changes;
        await moveBalances(tx, walletDeltas([current], [{ ...current, ...columns }]));
        const [updated] = await tx
          .update(transactions)
          .set({ ...columns, version: nextVersion(transactions.version) })
          .where(eq(transactions.id, id))
          .returning();
        if (!updated) throw notFound();
        if (tagIds === undefined) return { ok: true, value: toTransaction(updated, storedTagIds) };
        await tx.delete(transactionTags).where(eq(transactionTags.transactionId, id));
        await linkTags(tx, [{ ...toTransaction(updated, []), tagIds }]);
        return { ok: true, value: toTransaction(updated, tagIdsIn(await tagsInWrite(tx, [id]), id)) };
      }),
    );
  }

  async delete(id: string): Promise<Transaction | null> {
    const [values] = await guarded(() => valuesOf(this.db.$client, this.deleteOne, { id }));
    return values ? transactionOfPageValues(values) : null;
  }

  /** Keyset page on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1. */
  async list(query: TransactionListQuery): Promise<TransactionPage> {
    if (isUnfiltered(query)) {
      const { userId, after } = query;
      const limit = query.limit + 1;
      const values = await guarded(() =>
        after
          ? valuesOf(this.db.$client, this.pages.after, {
              userId,
              limit,
              afterDate: after.date.toISOString(),
              afterId: after.id,
            })
          : valuesOf(this.db.$client, this.pages.first, { userId, limit }),
      );
      const rows = values.map(pageRowOfValues);
      return pageOf(query.limit, rows, new Map(rows.map((row) => [row.id, row.tagIds])));
    }
    const rows = await guarded(() =>
      this.db
        .select({ ...getTableColumns(transactions), tagIds: tagIdsOfUsersRow(sql`${query.userId}`) })
        .from(transactions)
        .where(and(...transactionFilters(transactions, transactionTags, query, postgresDialect)))
        .orderBy(...postgresDialect.newestFirst(transactions))
        .limit(query.limit + 1),
    );
    return pageOf(query.limit, rows, new Map(rows.map((row) => [row.id, row.tagIds])));
  }

  /** One statement, one round trip, for all the windows (the shared allocation query). */
  async spendingOf(queries: readonly BudgetSpendingQuery[]): Promise<BudgetSpending[]> {
    const statement = shapedBudgetSpending(postgresShapes, { transactions, daily }, postgresDialect, queries);
    return spendingOf(queries, statement ? await guarded(() => rowsOf<SpendingRow>(this.db.$client, statement)) : []);
  }

  private async updateInPlace(
    id: string,
    changes: TransactionChanges,
    expectedVersion: number,
  ): Promise<VersionedWrite<Transaction>> {
    const keys = IN_PLACE.filter((key) => changes[key] !== undefined);
    const shape = keys.join(",");
    let statement = this.updatesInPlace.get(shape);
    if (!statement) {
      statement = prepareUpdateInPlace(keys);
      this.updatesInPlace.set(shape, statement);
    }
    const values: Record<string, unknown> = { id, expectedVersion };
    for (const key of keys) values[key] = transactions[key].mapToDriverValue(changes[key] as never);
    const [written] = await guarded(() => valuesOf(this.db.$client, statement, values));
    if (written) return { ok: true, value: transactionOfPageValues(written) };
    const current = await this.findById(id);
    if (!current) throw notFound();
    return { ok: false, current };
  }

  /**
   * Rows into one wallet as ONE statement, with their tag links, its balance moved by their sum:
   * the prepared create for one untagged row, the prepared one of arrays for the rest (at most
   * `INSERT_CHUNK` rows).
   */
  private async insertIntoOneWallet(batch: readonly Transaction[]): Promise<void> {
    const [[walletId, delta] = ["", 0]] = walletDeltas([], batch);
    const [only] = batch;
    const moved = await guarded(() =>
      batch.length === 1 && only && only.tagIds.length === 0
        ? valuesOf(this.db.$client, this.createOne, { ...columnsOf(only), delta })
        : valuesOf(this.db.$client, this.createInWallet, {
            ...columnArraysOf(batch.map(columnsOf)),
            ...linkArraysOf(batch),
            movedWalletId: walletId,
            delta,
          }),
    );
    if (moved.length === 0) throw walletNotFound();
  }

  private async insertAll(batch: readonly Transaction[]): Promise<void> {
    const deltas = walletDeltas([], batch);
    // One receipt's rows into one wallet: ONE statement, as a create's.
    if (deltas.length === 1 && batch.length <= INSERT_CHUNK) return this.insertIntoOneWallet(batch);
    await guarded(() =>
      this.db.transaction(async (tx) => {
        await moveBalances(tx, deltas);
        for (const chunk of chunks(batch)) await tx.insert(transactions).values(chunk.map(columnsOf));
        await linkTags(tx, batch);
      }),
    );
  }
}
