import {
  type Attachment,
  type BudgetSpending,
  type BudgetSpendingQuery,
  type BudgetWatch,
  type DomainEvent,
  type Emit,
  type ReceiptFingerprint,
  receiptAlreadyProcessed,
  type Transaction,
  type TransactionId,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionRepo,
  type TransactionUpdate,
  transactionNotFound,
  type VersionedWrite,
  walletNotFound,
} from "@finance/domain";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { spendingOf } from "../../budgetSpendingSql";
import { watchAround } from "../../budgetWatchSql";
import {
  type ForeignKeyReference,
  oneOf,
  type Plan,
  prepared,
  type Row,
  rowsOf,
  runOf,
  type SqlDriver,
} from "../../driver";
import { type TransactionRow, toTransaction } from "../../mappers";
import { emitted } from "../../outboxSql";
import { chunks, INSERT_CHUNK, isUnfiltered, pageIds, pageOf, transactionFilters } from "../../paging";
import { receiptBatchRow, receiptIs, stillLive } from "../../receiptSql";
import { insertInto, selection, setFrom } from "../../rowSql";
import { linksOfIds, tagIdsByTransaction, tagIdsIn, tagLinks } from "../../tagSql";
import { transactionOfValues, transactionValueColumns } from "../../transactionValues";
import { nextVersion, preparedPageWhere, walletDeltas } from "../../writes";
import { walletBalances } from "./balances";
import { insertRows, insertValues, preparedInsert } from "./rows";
import type { Bound, LedgerSpelling, OneStatementWrites } from "./spelling";
import type { LedgerRepositoryTables } from "./tables";
import { WalletCreates } from "./walletCreates";

type Tables = Pick<
  LedgerRepositoryTables,
  "transactions" | "transactionTags" | "tags" | "wallets" | "attachments" | "receiptBatches" | "outboxEvents" | "daily"
>;

/** The rows a transaction (or its changes) points at, for a foreign key that fails on SQLite. */
const transactionReferences = (row: {
  walletId?: string;
  categoryId?: string | null;
  tagIds?: readonly string[];
}): ForeignKeyReference[] => [
  ["transactions_wallet_id_wallets_id_fk", row.walletId],
  ["transactions_category_id_categories_id_fk", row.categoryId],
  ...(row.tagIds ?? []).map((tagId): ForeignKeyReference => ["transaction_tags_tag_id_tags_id_fk", tagId]),
];

/** Where `fields` read as an array holds the tag ids (after the 14 columns of `transactionOfValues`). */
const TAG_IDS = 14;

/**
 * A transaction read with `fields` (instants as epoch milliseconds, integers as numbers or the
 * driver's text): mapped by hand, as Drizzle's per-column mapper and PostgreSQL's timestamp text
 * parser took a tenth to a third of a list page's CPU.
 */
const fieldsRow = (row: Row): TransactionRow => ({
  id: row.id as string,
  userId: row.userId as string,
  walletId: row.walletId as string,
  categoryId: row.categoryId as string | null,
  transferId: row.transferId as string | null,
  type: row.type as TransactionRow["type"],
  amountMinor: Number(row.amountMinor),
  currency: row.currency as string,
  description: row.description as string,
  date: new Date(Number(row.date)),
  createdAt: new Date(Number(row.createdAt)),
  updatedAt: new Date(Number(row.updatedAt)),
  version: Number(row.version),
  recurrenceId: (row.recurrenceId as string | null) ?? null,
});

/**
 * Transactions, for both stores. Every write moves the balances of the wallets it touches in the
 * same atomic unit as its rows. Written as plans (SQLite runs each inside its grouped
 * `BEGIN IMMEDIATE` write, synchronously), except where the store writes one transaction in one
 * statement (`LedgerSpelling.oneStatementWrites`, PostgreSQL): a create, an in-place update and a
 * delete then take one round trip, and creates into one wallet that meet in flight go as one
 * statement (`WalletCreates`). On PostgreSQL locks are always taken in one order (the transaction
 * row, then wallets by id, then what the triggers touch), so concurrent writers never deadlock.
 */
export class SqlTransactionRepo implements TransactionRepo {
  private readonly row;
  private readonly moveBalances;
  /** The transaction fields read as `fieldsRow` maps them, the tag ids with them where the store can. */
  private readonly fields: (userId?: SQLWrapper) => SQL;
  private readonly byId;
  private readonly pages;
  /** The tag ids of any number of transactions, grouped by transaction (where not read inline). */
  private readonly links;
  private readonly insertOne;
  private readonly oneStatement: OneStatementWrites | undefined;
  /** Creates, one statement in flight per wallet (those that wait go as one), where one statement writes them. */
  private readonly walletCreates: WalletCreates | undefined;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Tables,
    private readonly spelling: LedgerSpelling,
  ) {
    const { transactions, transactionTags } = tables;
    this.row = selection<TransactionRow>(transactions);
    this.moveBalances = walletBalances(tables.wallets);
    const values = transactionValueColumns(transactions, (column) => spelling.epochMillis(column));
    this.fields = (userId) => {
      const all: [string, SQLWrapper][] = Object.entries(values);
      if (spelling.tagIdsOfRow) all.push(["tagIds", spelling.tagIdsOfRow(userId)]);
      return sql.join(
        all.map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
        sql`, `,
      );
    };
    this.byId = prepared(
      () => sql`select ${this.fields()} from ${transactions} where ${eq(transactions.id, sql.placeholder("id"))}`,
    );
    // The list's usual shapes (no filter: the first page, or the page after a cursor).
    const page = (after: boolean) =>
      prepared(
        () =>
          sql`select ${this.fields(sql.placeholder("userId"))} from ${transactions} where ${preparedPageWhere(transactions, after)} order by ${sql.join(driver.dialect.newestFirst(transactions), sql`, `)} limit ${sql.placeholder("limit")}`,
      );
    this.pages = { first: page(false), after: page(true) };
    this.links = prepared(
      () =>
        sql`select ${transactionTags.transactionId} as "transactionId", ${transactionTags.tagId} as "tagId" from ${transactionTags} where ${linksOfIds(transactionTags, driver.dialect)}`,
    );
    this.insertOne = preparedInsert(transactions);
    this.oneStatement = spelling.oneStatementWrites?.(this.fields());
    this.walletCreates =
      this.oneStatement && new WalletCreates((batch, events) => this.insertIntoOneWallet(batch, events));
  }

  /** A wallet that is not there is WALLET_NOT_FOUND; a category or tag gone meanwhile, its own error. */
  async create(transaction: Transaction, emit?: Emit<Transaction>, watch?: BudgetWatch): Promise<void> {
    if (watch && watch.queries.length > 0) {
      await this.insertAll(
        [transaction],
        undefined,
        [],
        emit && (([written]) => (written ? emit(written) : [])),
        watch,
      );
      return;
    }
    // A create's row is the transaction itself: its events are known before it is sent.
    if (this.walletCreates) return this.walletCreates.add(transaction, emit?.(transaction) ?? []);
    await this.insertAll([transaction], undefined, [], emit && (([written]) => (written ? emit(written) : [])));
  }

  async createMany(
    batch: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    files: readonly Attachment[] = [],
    emit?: Emit<readonly Transaction[]>,
    watch?: BudgetWatch,
  ): Promise<void> {
    if (batch.length > 0) await this.insertAll(batch, receipt, files, emit, watch);
  }

  async findReceiptBatch(receipt: ReceiptFingerprint): Promise<TransactionId[]> {
    const ids = await this.driver.one(this.receiptRow(receipt, false));
    if (!ids) return [];
    const batchIds = this.batchIds(ids);
    return batchIds.length === 0
      ? []
      : stillLive(batchIds, (await this.driver.rows(this.liveAmong(batchIds))) as { id: string }[]);
  }

  async findById(id: string): Promise<Transaction | null> {
    const row = await this.driver.one(this.byId, { id });
    if (!row) return null;
    if (this.spelling.tagIdsOfRow) return toTransaction(fieldsRow(row), row.tagIds as string[]);
    return toTransaction(fieldsRow(row), tagIdsIn(await this.tagsOf([id]), id));
  }

  async update(change: TransactionUpdate): Promise<VersionedWrite<Transaction>> {
    const { id, changes, expectedVersion, emit, watch } = change;
    // A watched update sums spending after the row in the same transaction: the planned path.
    const watched = watch !== undefined && watch.queries.length > 0;
    const inPlace =
      !watched && expectedVersion !== undefined && this.oneStatement?.updateInPlace(id, changes, expectedVersion);
    if (inPlace) {
      const written = emit
        ? await this.driver.transaction(() => this.withEvents(oneOf(...inPlace), emit))
        : await this.readFields(inPlace);
      if (written) return { ok: true, value: written };
      const current = await this.findById(id);
      if (!current) throw transactionNotFound();
      return { ok: false, current };
    }
    return this.driver.transaction(
      () => this.updatePlan(change),
      () => transactionReferences(changes),
    );
  }

  async delete(id: string, emit?: Emit<Transaction>): Promise<Transaction | null> {
    if (this.oneStatement) {
      const { deleteOne } = this.oneStatement;
      if (emit) return (await this.driver.transaction(() => this.withEvents(oneOf(deleteOne, { id }), emit))) ?? null;
      const removed = await this.driver.one(deleteOne, { id });
      return removed ? this.decodeFields(removed) : null;
    }
    return this.driver.transaction(() => this.deletion(id, emit));
  }

  /** Keyset page on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1. */
  async list(query: TransactionListQuery): Promise<TransactionPage> {
    const { transactions, transactionTags } = this.tables;
    const { userId, after } = query;
    const limit = query.limit + 1;
    // Read as arrays in `fields`' order (`transactionOfValues`, the tag ids last where read inline).
    const rows = isUnfiltered(query)
      ? await (after
          ? this.driver.arrays(this.pages.after, {
              userId,
              limit,
              afterDate: transactions.date.mapToDriverValue(after.date),
              afterId: after.id,
            })
          : this.driver.arrays(this.pages.first, { userId, limit }))
      : await this.driver.arrays(
          sql`select ${this.fields(sql`${userId}`)} from ${transactions} where ${and(...transactionFilters(transactions, transactionTags, query, this.driver.dialect))} order by ${sql.join(this.driver.dialect.newestFirst(transactions), sql`, `)} limit ${limit}`,
        );
    const found = rows.map(transactionOfValues);
    const tags = this.spelling.tagIdsOfRow
      ? new Map(rows.map((row) => [row[0] as string, row[TAG_IDS] as string[]]))
      : await this.tagsOf(pageIds(query.limit, found));
    return pageOf(query.limit, found, tags);
  }

  /** One statement for all the windows (the shared allocation query). */
  async spendingOf(queries: readonly BudgetSpendingQuery[]): Promise<BudgetSpending[]> {
    return spendingOf(queries, await this.spelling.spendingRows(queries));
  }

  private async readFields([statement, values]: Bound): Promise<Transaction | undefined> {
    const row = await this.driver.one(statement, values);
    return row ? this.decodeFields(row) : undefined;
  }

  /**
   * A one-statement write (read back as `fields`) and its events, as one transaction: the
   * statement stays one round trip, the outbox insert a second in the same commit.
   */
  private *withEvents(write: Plan<Row | undefined>, emit: Emit<Transaction>): Plan<Transaction | undefined> {
    const row = yield* write;
    if (!row) return undefined;
    const written = this.decodeFields(row);
    yield* emitted(this.tables.outboxEvents, emit, written);
    return written;
  }

  private decodeFields(row: Row): Transaction {
    return toTransaction(fieldsRow(row), (row.tagIds as string[] | undefined) ?? []);
  }

  private async tagsOf(ids: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.driver.rows(this.links, { ids: this.driver.dialect.idList(ids) });
    return tagIdsByTransaction(rows as unknown as { transactionId: string; tagId: string }[]);
  }

  private *tagsInPlan(id: string): Plan<readonly string[]> {
    const rows = yield* rowsOf(this.links, { ids: this.driver.dialect.idList([id]) });
    return tagIdsIn(tagIdsByTransaction(rows as unknown as { transactionId: string; tagId: string }[]), id);
  }

  private insertAll(
    batch: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    files: readonly Attachment[] = [],
    emit?: Emit<readonly Transaction[]>,
    watch?: BudgetWatch,
  ) {
    // A watched write sums spending after its rows in the same transaction: the planned path.
    const watched = watch !== undefined && watch.queries.length > 0;
    if (this.oneStatement && !receipt && files.length === 0 && !watched) {
      const deltas = walletDeltas([], batch);
      // One receipt's rows into one wallet: ONE statement, as a create's.
      if (deltas.length === 1 && batch.length <= INSERT_CHUNK) {
        return this.insertIntoOneWallet(batch, emit?.(batch) ?? []);
      }
    }
    return this.driver.transaction(
      () => this.insertion(batch, receipt, files, emit, watched ? watch : undefined),
      () => batch.flatMap(transactionReferences),
    );
  }

  /**
   * Rows into one wallet as ONE statement, with their tag links, its balance moved by their sum
   * and their events in the outbox: atomic on its own, one round trip.
   */
  private async insertIntoOneWallet(batch: readonly Transaction[], events: readonly DomainEvent[]): Promise<void> {
    const [[walletId, delta] = ["", 0]] = walletDeltas([], batch);
    const [statement, values] = (this.oneStatement as OneStatementWrites).createInWallet(
      batch,
      walletId,
      delta,
      events,
    );
    if ((await this.driver.rows(statement, values)).length === 0) throw walletNotFound();
  }

  /**
   * The rows, their links and files, the balances they move, and a receipt's batch: one plan.
   * The events `emit` makes of the batch go into the outbox in the same plan.
   */
  private *insertion(
    batch: readonly Transaction[],
    receipt?: ReceiptFingerprint,
    files: readonly Attachment[] = [],
    emit?: Emit<readonly Transaction[]>,
    watch?: BudgetWatch,
  ): Plan<void> {
    const { transactions, transactionTags, attachments } = this.tables;
    if (receipt) yield* this.rememberReceipt(receipt, batch);
    yield* this.moveBalances(walletDeltas([], batch));
    const watched = yield* watchAround(this.tables, this.driver.dialect, watch);
    const [only] = batch;
    if (batch.length === 1 && only) yield* runOf(this.insertOne, insertValues(transactions, [only]));
    else for (const chunk of chunks(batch)) yield* runOf(insertRows(transactions, chunk));
    for (const chunk of chunks(tagLinks(batch))) yield* runOf(insertRows(transactionTags, chunk));
    for (const chunk of chunks(files)) yield* runOf(insertRows(attachments, chunk));
    yield* emitted(this.tables.outboxEvents, emit, batch);
    yield* watched.after();
  }

  /** The stored row is read first (locked where the store locks rows): version and balances are fresh. */
  private *updatePlan({
    id,
    changes,
    expectedVersion,
    emit,
    watch,
  }: TransactionUpdate): Plan<VersionedWrite<Transaction>> {
    const { transactions, transactionTags } = this.tables;
    const stored = yield* oneOf(
      sql`select ${this.row.list} from ${transactions} where ${eq(transactions.id, id)}${this.driver.locksRows ? sql` for update` : sql``}`,
    );
    if (!stored) throw transactionNotFound();
    const current = this.row.decode(stored);
    if (expectedVersion !== undefined && current.version !== expectedVersion) {
      return { ok: false, current: toTransaction(current, yield* this.tagsInPlan(id)) };
    }
    const { tagIds, ...columns } = changes;
    yield* this.moveBalances(walletDeltas([current], [{ ...current, ...columns }]));
    const watched = yield* watchAround(this.tables, this.driver.dialect, watch);
    const sets = Object.values(columns).some((value) => value !== undefined)
      ? sql`${setFrom(transactions, columns)}, `
      : sql``;
    const updated = yield* oneOf(
      sql`update ${transactions} set ${sets}${sql.identifier(transactions.version.name)} = ${nextVersion(transactions.version)} where ${eq(transactions.id, id)} returning ${this.row.list}`,
    );
    if (!updated) throw transactionNotFound();
    if (tagIds !== undefined) {
      yield* runOf(sql`delete from ${transactionTags} where ${eq(transactionTags.transactionId, id)}`);
      const links = tagLinks([{ id, tagIds }]);
      if (links.length > 0) yield* runOf(insertRows(transactionTags, links));
    }
    const value = toTransaction(this.row.decode(updated), yield* this.tagsInPlan(id));
    yield* emitted(this.tables.outboxEvents, emit, value);
    yield* watched.after();
    return { ok: true, value };
  }

  private *deletion(id: string, emit?: Emit<Transaction>): Plan<Transaction | null> {
    const { transactions } = this.tables;
    const tagIds = yield* this.tagsInPlan(id);
    const removed = yield* oneOf(
      sql`delete from ${transactions} where ${eq(transactions.id, id)} returning ${this.row.list}`,
    );
    if (!removed) return null;
    const row = this.row.decode(removed);
    yield* this.moveBalances(walletDeltas([row], []));
    const deleted = toTransaction(row, tagIds);
    yield* emitted(this.tables.outboxEvents, emit, deleted);
    return deleted;
  }

  /** The receipt's row: its batch's ids (`lock`: held to the end of the plan where the store locks rows). */
  private receiptRow(receipt: ReceiptFingerprint, lock: boolean): SQL {
    const { receiptBatches } = this.tables;
    const list = selection<{ transactionIds: string[] }>(receiptBatches);
    return sql`select ${list.list} from ${receiptBatches} where ${receiptIs(receiptBatches, receipt)}${lock && this.driver.locksRows ? sql` for update` : sql``}`;
  }

  private batchIds(row: Row): string[] {
    return selection<{ transactionIds: string[] }>(this.tables.receiptBatches).decode(row).transactionIds ?? [];
  }

  /** Which of these transactions still exist. */
  private liveAmong(ids: readonly string[]): SQL {
    const { transactions } = this.tables;
    return sql`select ${transactions.id} as "id" from ${transactions} where ${this.driver.dialect.idIn(transactions.id, sql`${this.driver.dialect.idList(ids)}`)}`;
  }

  /**
   * First statement of the batch's plan. The INSERT either claims the receipt's key or, when
   * another upload of the same receipt holds or committed it, (on PostgreSQL, waits for that one
   * and) does nothing; then the row is read (locked) and refused while its earlier batch still has
   * transactions. A batch whose transactions were all deleted is replaced by this one.
   */
  private *rememberReceipt(receipt: ReceiptFingerprint, batch: readonly Transaction[]): Plan<void> {
    const { receiptBatches } = this.tables;
    const row = receiptBatchRow(receipt, batch);
    const claimed = yield* oneOf(
      sql`${insertInto(receiptBatches, row)} on conflict do nothing returning 1 as "claimed"`,
    );
    if (claimed) return;
    const stored = yield* oneOf(this.receiptRow(receipt, true));
    const earlierIds = stored ? this.batchIds(stored) : [];
    const earlier =
      earlierIds.length === 0
        ? []
        : stillLive(earlierIds, (yield* rowsOf(this.liveAmong(earlierIds))) as { id: string }[]);
    if (earlier.length > 0) throw receiptAlreadyProcessed(earlier);
    yield* runOf(
      sql`update ${receiptBatches} set ${setFrom(receiptBatches, { transactionIds: row.transactionIds, createdAt: row.createdAt })} where ${receiptIs(receiptBatches, receipt)}`,
    );
  }
}
