import {
  type Currency,
  DomainError,
  type ExpenseFilter,
  exactTotal,
  formatInstant,
  splitWholeDays,
  type Transaction,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionRepo,
  type TransactionUpdate,
  type VersionedWrite,
} from "@finance/domain";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { transactionDailyTotals as daily } from "./dashboardSchema";
import { chunks, escapeLike, INSERT_CHUNK, isUuidText, type PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { transactions, wallets } from "./schema";

type Row = typeof transactions.$inferSelect;

/** The rollup's `day`: the UTC calendar day of an instant. */
const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);
/** An instant as a timestamptz parameter; formatInstant also writes END_OF_TIME (year 10000) so PostgreSQL reads it. */
const instant = (value: Date): SQL => sql`${formatInstant(value)}::timestamptz`;
type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

const toTransaction = (row: Row): Transaction => ({
  id: row.id,
  userId: row.userId,
  walletId: row.walletId,
  categoryId: row.categoryId,
  type: row.type,
  amountMinor: row.amountMinor,
  currency: row.currency as Currency,
  description: row.description,
  date: row.date,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

const notFound = () => new DomainError("TRANSACTION_NOT_FOUND", "Transaction not found");
const walletNotFound = () => new DomainError("WALLET_NOT_FOUND", "Wallet not found");

const addDelta = (deltas: Map<string, number>, walletId: string, delta: number) =>
  deltas.set(walletId, (deltas.get(walletId) ?? 0) + delta);

/**
 * `balance = balance + delta` for every wallet a write touches, in id order. The UPDATE takes the
 * wallet's row lock until commit, so concurrent writers queue instead of losing an update, and
 * the fixed order means two writers touching the same two wallets cannot deadlock.
 */
const moveBalances = async (tx: Tx, deltas: Map<string, number>): Promise<void> => {
  for (const walletId of [...deltas.keys()].sort()) {
    if (!isUuidText(walletId)) throw walletNotFound();
    const moved = await tx
      .update(wallets)
      .set({ balanceMinor: sql`${wallets.balanceMinor} + ${deltas.get(walletId) ?? 0}` })
      .where(eq(wallets.id, walletId))
      .returning({ id: wallets.id });
    if (moved.length === 0) throw walletNotFound();
  }
};

/**
 * Every write is one database transaction holding the row and the balances it moves. Locks are
 * always taken in the same order (the transaction row, then wallets by id, then whatever the
 * write's triggers touch), so concurrent writers wait for each other and never deadlock.
 */
/**
 * The list's usual shapes (no filter: the first page, or the page after a cursor), built by
 * Drizzle once instead of on every request. NULLS LAST as in transactions_user_date_id_idx: a plain
 * DESC (NULLS FIRST) does not match the index, and PostgreSQL then sorts every row of the user.
 */
const newestFirst = [sql`${transactions.date} desc nulls last`, sql`${transactions.id} desc nulls last`];
const preparePages = (db: PostgresDatabase) => {
  const page = (after: boolean) =>
    db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, sql.placeholder("userId")),
          after
            ? sql`(${transactions.date}, ${transactions.id}) < (${sql.placeholder("afterDate")}, ${sql.placeholder("afterId")})`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .prepare(after ? "transactions_page_after" : "transactions_page_first");
  return { first: page(false), after: page(true) };
};

export class PostgresTransactionRepo implements TransactionRepo {
  private readonly pages: ReturnType<typeof preparePages>;

  constructor(private readonly db: PostgresDatabase) {
    this.pages = preparePages(db);
  }

  async create(transaction: Transaction): Promise<void> {
    await this.insertAll([transaction]);
  }

  async createMany(batch: readonly Transaction[]): Promise<void> {
    if (batch.length > 0) await this.insertAll(batch);
  }

  async findById(id: string): Promise<Transaction | null> {
    if (!isUuidText(id)) return null;
    const [row] = await guarded(() => this.db.select().from(transactions).where(eq(transactions.id, id)));
    return row ? toTransaction(row) : null;
  }

  /** The stored row is locked first (FOR UPDATE): version and balances are read fresh under the lock. */
  async update({ id, changes, expectedVersion }: TransactionUpdate): Promise<VersionedWrite<Transaction>> {
    if (!isUuidText(id)) throw notFound();
    return guarded(() =>
      this.db.transaction(async (tx): Promise<VersionedWrite<Transaction>> => {
        const [current] = await tx.select().from(transactions).where(eq(transactions.id, id)).for("update");
        if (!current) throw notFound();
        if (expectedVersion !== undefined && current.version !== expectedVersion) {
          return { ok: false, current: toTransaction(current) };
        }
        const next = { ...current, ...changes };
        const deltas = new Map<string, number>();
        addDelta(deltas, current.walletId, -current.amountMinor);
        addDelta(deltas, next.walletId, next.amountMinor);
        await moveBalances(tx, deltas);
        const [updated] = await tx
          .update(transactions)
          .set({ ...changes, version: sql`${transactions.version} + 1` })
          .where(eq(transactions.id, id))
          .returning();
        if (!updated) throw notFound();
        return { ok: true, value: toTransaction(updated) };
      }),
    );
  }

  async delete(id: string): Promise<Transaction | null> {
    if (!isUuidText(id)) return null;
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(transactions).where(eq(transactions.id, id)).for("update");
        if (!current) return null;
        await moveBalances(tx, new Map([[current.walletId, -current.amountMinor]]));
        await tx.delete(transactions).where(eq(transactions.id, id));
        return toTransaction(current);
      }),
    );
  }

  /** Keyset page on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1. */
  async list(query: TransactionListQuery): Promise<TransactionPage> {
    const ids = [query.userId, query.after?.id, query.walletId, query.categoryId];
    if (ids.some((id) => id !== undefined && !isUuidText(id))) return { items: [], nextCursor: null };
    const filtered = query.from || query.to || query.walletId || query.categoryId || query.type || query.q;
    if (!filtered) {
      const { userId, after } = query;
      const limit = query.limit + 1;
      const rows = await guarded(() =>
        after
          ? this.pages.after.execute({ userId, limit, afterDate: after.date.toISOString(), afterId: after.id })
          : this.pages.first.execute({ userId, limit }),
      );
      return this.page(query.limit, rows);
    }
    const where: SQL[] = [eq(transactions.userId, query.userId)];
    if (query.after) {
      where.push(
        sql`(${transactions.date}, ${transactions.id}) < (${sql.param(query.after.date, transactions.date)}, ${sql.param(query.after.id, transactions.id)})`,
      );
    }
    if (query.from) where.push(gte(transactions.date, instant(query.from)));
    if (query.to) where.push(lt(transactions.date, instant(query.to)));
    if (query.walletId) where.push(eq(transactions.walletId, query.walletId));
    if (query.categoryId) where.push(eq(transactions.categoryId, query.categoryId));
    if (query.type) where.push(eq(transactions.type, query.type));
    if (query.q) {
      where.push(sql`lower(${transactions.description}) like lower(${`%${escapeLike(query.q)}%`}) escape '\\'`);
    }
    const rows = await guarded(() =>
      this.db
        .select()
        .from(transactions)
        .where(and(...where))
        .orderBy(...newestFirst)
        .limit(query.limit + 1),
    );
    return this.page(query.limit, rows);
  }

  /** `limit + 1` rows in, one page out: the extra row only says whether there is a next page. */
  private page(limit: number, rows: readonly Row[]): TransactionPage {
    const items = rows.slice(0, limit).map(toTransaction);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? { date: last.date, id: last.id } : null };
  }

  /**
   * A budget's spending: whole UTC days from the per-day rollup (kept exact by triggers in the same
   * transaction as every write), only partial days at the edges from the rows. Budget windows are
   * whole days, so every write that touches a budget reads a few dozen rollup rows here instead of
   * every expense of the window (thousands at a million rows).
   */
  async sumExpenses(filter: ExpenseFilter): Promise<number> {
    const categoryIds = filter.categoryIds.filter(isUuidText);
    if (categoryIds.length === 0 || !isUuidText(filter.walletId)) return 0;
    const { days, edges } = splitWholeDays({ from: filter.from, to: filter.to });
    const sources: SQL[] = [];
    if (days) {
      sources.push(sql`select ${daily.expenseMinor} as spent from ${daily}
        where ${daily.walletId} = ${filter.walletId} and ${inArray(daily.categoryId, categoryIds)}
          and ${daily.day} >= ${dayOf(days.from)}::date and ${daily.day} < ${dayOf(days.to)}::date`);
    }
    for (const edge of edges) {
      sources.push(sql`select abs(${transactions.amountMinor}) as spent from ${transactions}
        where ${transactions.walletId} = ${filter.walletId} and ${inArray(transactions.categoryId, categoryIds)}
          and ${transactions.type} = 'expense'
          and ${transactions.date} >= ${instant(edge.from)}
          and ${transactions.date} < ${instant(edge.to)}`);
    }
    if (sources.length === 0) return 0;
    // One round trip: the rollup's days and the edges' rows in one sum.
    const rows = await guarded(() =>
      this.db.execute<{ total: string }>(
        sql`select coalesce(sum(spent), 0)::text as total from (${sql.join(sources, sql` union all `)}) as parts`,
      ),
    );
    return exactTotal(rows[0]?.total);
  }

  private async insertAll(batch: readonly Transaction[]): Promise<void> {
    const deltas = new Map<string, number>();
    for (const row of batch) addDelta(deltas, row.walletId, row.amountMinor);
    const [only, more] = deltas;
    if (only && !more && batch.length <= INSERT_CHUNK && isUuidText(only[0])) {
      // The usual write (one transaction, one receipt): ONE statement, atomic on its own, instead of
      // BEGIN / UPDATE / INSERT / COMMIT round trips; the wallet's row lock is held only while it
      // runs, so concurrent writers to one wallet stop queueing behind each other's round trips.
      // A wallet that is not there fails the rows' foreign key: WALLET_NOT_FOUND.
      const [walletId, delta] = only;
      const inserted = this.db.$with("inserted").as(
        this.db
          .insert(transactions)
          .values([...batch])
          .returning({ id: transactions.id }),
      );
      const moved = await guarded(() =>
        this.db
          .with(inserted)
          .update(wallets)
          .set({ balanceMinor: sql`${wallets.balanceMinor} + ${delta}` })
          .where(eq(wallets.id, walletId))
          .returning({ id: wallets.id }),
      );
      if (moved.length === 0) throw walletNotFound();
      return;
    }
    await guarded(() =>
      this.db.transaction(async (tx) => {
        await moveBalances(tx, deltas);
        for (const chunk of chunks(batch)) await tx.insert(transactions).values(chunk);
      }),
    );
  }
}
