import {
  type Currency,
  DomainError,
  type ExpenseFilter,
  exactTotal,
  splitWholeDays,
  type Transaction,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionRepo,
  type TransactionUpdate,
  type VersionedWrite,
} from "@finance/domain";
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { transactionDailyTotals as daily } from "./dashboardSchema";
import { chunks, escapeLike, type SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { transactions, wallets } from "./schema";

type Row = typeof transactions.$inferSelect;

/** The rollup's `day`: the UTC calendar day of an instant. */
const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

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

type Tx = Parameters<Parameters<SqliteDatabase["transaction"]>[0]>[0];

/** Adds the net change of every wallet; a wallet that is not there fails the whole write. */
const moveBalances = (tx: Tx, deltas: Map<string, number>): void => {
  for (const [walletId, delta] of deltas) {
    const result = tx
      .update(wallets)
      .set({ balanceMinor: sql`${wallets.balanceMinor} + ${delta}` })
      .where(eq(wallets.id, walletId))
      .run();
    if (result.changes === 0) throw new DomainError("WALLET_NOT_FOUND", "Wallet not found");
  }
};

const addDelta = (deltas: Map<string, number>, walletId: string, delta: number) =>
  deltas.set(walletId, (deltas.get(walletId) ?? 0) + delta);

/**
 * Every write runs in one synchronous better-sqlite3 transaction (`BEGIN IMMEDIATE`, so two
 * processes on one file queue on the write lock instead of failing an upgrade): the row and the
 * balances it moves commit together or not at all. There is no `await` inside a transaction.
 */
/**
 * The list's usual shapes (no filter: the first page, or the page after a cursor), built by
 * Drizzle once instead of on every request (query building was ~15% of a list request's CPU).
 */
const preparePages = (db: SqliteDatabase) => {
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
      .orderBy(desc(transactions.date), desc(transactions.id))
      .limit(sql.placeholder("limit"))
      .prepare();
  return { first: page(false), after: page(true) };
};

export class SqliteTransactionRepo implements TransactionRepo {
  /** Prepared on first use: the tables may not exist yet when the repository is built. */
  private pages: ReturnType<typeof preparePages> | undefined;

  constructor(private readonly db: SqliteDatabase) {}

  async create(transaction: Transaction): Promise<void> {
    this.insertAll([transaction]);
  }

  async createMany(batch: readonly Transaction[]): Promise<void> {
    if (batch.length > 0) this.insertAll(batch);
  }

  async findById(id: string): Promise<Transaction | null> {
    const row = guarded(() => this.db.select().from(transactions).where(eq(transactions.id, id)).get());
    return row ? toTransaction(row) : null;
  }

  /** Reads the stored row inside the write transaction: the version and balances are the fresh ones. */
  async update({ id, changes, expectedVersion }: TransactionUpdate): Promise<VersionedWrite<Transaction>> {
    return guarded(() =>
      this.db.transaction(
        (tx): VersionedWrite<Transaction> => {
          const current = tx.select().from(transactions).where(eq(transactions.id, id)).get();
          if (!current) throw new DomainError("TRANSACTION_NOT_FOUND", "Transaction not found");
          if (expectedVersion !== undefined && current.version !== expectedVersion) {
            return { ok: false, current: toTransaction(current) };
          }
          const next = { ...current, ...changes };
          const deltas = new Map<string, number>();
          addDelta(deltas, current.walletId, -current.amountMinor);
          addDelta(deltas, next.walletId, next.amountMinor);
          moveBalances(tx, deltas);
          const updated = tx
            .update(transactions)
            .set({ ...changes, version: sql`${transactions.version} + 1` })
            .where(eq(transactions.id, id))
            .returning()
            .get();
          if (!updated) throw new DomainError("TRANSACTION_NOT_FOUND", "Transaction not found");
          return { ok: true, value: toTransaction(updated) };
        },
        { behavior: "immediate" },
      ),
    );
  }

  async delete(id: string): Promise<Transaction | null> {
    return guarded(() =>
      this.db.transaction(
        (tx) => {
          const removed = tx.delete(transactions).where(eq(transactions.id, id)).returning().get();
          if (!removed) return null;
          moveBalances(tx, new Map([[removed.walletId, -removed.amountMinor]]));
          return toTransaction(removed);
        },
        { behavior: "immediate" },
      ),
    );
  }

  /** Keyset page on the (user_id, date desc, id desc) index: `(date, id) < cursor`, LIMIT n + 1. */
  async list(query: TransactionListQuery): Promise<TransactionPage> {
    const filtered = query.from || query.to || query.walletId || query.categoryId || query.type || query.q;
    if (!filtered) {
      this.pages ??= preparePages(this.db);
      const { pages } = this;
      const { userId, after } = query;
      const limit = query.limit + 1;
      return this.page(
        query.limit,
        guarded(() =>
          after
            ? pages.after.all({ userId, limit, afterDate: after.date.getTime(), afterId: after.id })
            : pages.first.all({ userId, limit }),
        ),
      );
    }
    const where: SQL[] = [eq(transactions.userId, query.userId)];
    if (query.after) {
      where.push(
        sql`(${transactions.date}, ${transactions.id}) < (${sql.param(query.after.date, transactions.date)}, ${query.after.id})`,
      );
    }
    if (query.from) where.push(gte(transactions.date, query.from));
    if (query.to) where.push(lt(transactions.date, query.to));
    if (query.walletId) where.push(eq(transactions.walletId, query.walletId));
    if (query.categoryId) where.push(eq(transactions.categoryId, query.categoryId));
    if (query.type) where.push(eq(transactions.type, query.type));
    if (query.q) {
      where.push(sql`lower(${transactions.description}) like lower(${`%${escapeLike(query.q)}%`}) escape '\\'`);
    }
    const rows = guarded(() =>
      this.db
        .select()
        .from(transactions)
        .where(and(...where))
        .orderBy(desc(transactions.date), desc(transactions.id))
        .limit(query.limit + 1)
        .all(),
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
    if (filter.categoryIds.length === 0) return 0;
    const categoryIds = [...filter.categoryIds];
    const { days, edges } = splitWholeDays({ from: filter.from, to: filter.to });
    return guarded(() => {
      let total = 0;
      if (days) {
        const row = this.db
          .select({ total: sql<number>`coalesce(sum(${daily.expenseMinor}), 0)` })
          .from(daily)
          .where(
            and(
              eq(daily.walletId, filter.walletId),
              inArray(daily.categoryId, categoryIds),
              gte(daily.day, dayOf(days.from)),
              lt(daily.day, dayOf(days.to)),
            ),
          )
          .get();
        total += Number(row?.total ?? 0);
      }
      for (const edge of edges) {
        const row = this.db
          .select({ total: sql<number>`coalesce(sum(abs(${transactions.amountMinor})), 0)` })
          .from(transactions)
          .where(
            and(
              eq(transactions.walletId, filter.walletId),
              inArray(transactions.categoryId, categoryIds),
              eq(transactions.type, "expense"),
              gte(transactions.date, edge.from),
              lt(transactions.date, edge.to),
            ),
          )
          .get();
        total += Number(row?.total ?? 0);
      }
      return exactTotal(total);
    });
  }

  private insertAll(batch: readonly Transaction[]): void {
    guarded(() =>
      this.db.transaction(
        (tx) => {
          const deltas = new Map<string, number>();
          for (const row of batch) addDelta(deltas, row.walletId, row.amountMinor);
          moveBalances(tx, deltas);
          for (const chunk of chunks(batch)) tx.insert(transactions).values(chunk).run();
        },
        { behavior: "immediate" },
      ),
    );
  }
}
