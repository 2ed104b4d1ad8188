import { chunks } from "@finance/adapter-sql";
import {
  type CalendarDate,
  type Currency,
  endOfDayExclusive,
  type Import,
  type ImportCommit,
  type ImportCounts,
  type ImportId,
  type ImportRepo,
  type ImportRow,
  type ImportRowsQuery,
  type StatementFormat,
  startOfDay,
  type TransactionId,
  toCalendarDate,
  type WalletEntry,
  type WalletId,
} from "@finance/domain";
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import { WalletBalances } from "./balances";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { importRows, imports, transactions } from "./schema";
import { writeTransaction } from "./writeTransaction";

type ImportRecord = typeof imports.$inferSelect;
type RowRecord = typeof importRows.$inferSelect;

const toImport = (row: ImportRecord): Import => ({
  id: row.id as ImportId,
  userId: row.userId as Import["userId"],
  walletId: row.walletId as WalletId,
  currency: row.currency as Currency,
  format: row.format as StatementFormat,
  status: row.status,
  counts: { rows: row.rowCount, ready: row.readyCount, duplicate: row.duplicateCount, refused: row.refusedCount },
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  committedAt: row.committedAt,
});

const toRow = (row: RowRecord): ImportRow => ({
  importId: row.importId as ImportId,
  position: row.position,
  line: row.line,
  status: row.status,
  reason: row.reason as ImportRow["reason"],
  message: row.message,
  transaction:
    row.transactionId === null || row.type === null || row.amountMinor === null || row.date === null
      ? null
      : {
          id: row.transactionId as TransactionId,
          type: row.type,
          amountMinor: row.amountMinor,
          date: toCalendarDate(row.date),
          description: row.description ?? "",
          categoryId: row.categoryId as NonNullable<ImportRow["transaction"]>["categoryId"],
          externalId: row.externalId,
        },
});

const rowColumns = (row: ImportRow): typeof importRows.$inferInsert => ({
  importId: row.importId,
  position: row.position,
  line: row.line,
  status: row.status,
  reason: row.reason,
  message: row.message,
  transactionId: row.transaction?.id ?? null,
  type: row.transaction?.type ?? null,
  amountMinor: row.transaction?.amountMinor ?? null,
  date: row.transaction ? startOfDay(row.transaction.date) : null,
  description: row.transaction?.description ?? null,
  categoryId: row.transaction?.categoryId ?? null,
  externalId: row.transaction?.externalId ?? null,
});

/** Rows per INSERT: 13 columns each, under SQLite's 32,766 parameters. */
const ROWS_PER_INSERT = 500;

export class SqliteImportRepo implements ImportRepo {
  private readonly balances: WalletBalances;

  constructor(private readonly db: SqliteDatabase) {
    this.balances = new WalletBalances(db);
  }

  async create(created: Import): Promise<void> {
    await writeTransaction(this.db, (tx) =>
      tx
        .insert(imports)
        .values({
          id: created.id,
          userId: created.userId,
          walletId: created.walletId,
          currency: created.currency,
          format: created.format,
          status: created.status,
          createdAt: created.createdAt,
          expiresAt: created.expiresAt,
          committedAt: created.committedAt,
        })
        .run(),
    );
  }

  async addRows(rows: readonly ImportRow[]): Promise<void> {
    if (rows.length === 0) return;
    await writeTransaction(this.db, (tx) => {
      for (const chunk of chunks(rows, ROWS_PER_INSERT)) tx.insert(importRows).values(chunk.map(rowColumns)).run();
    });
  }

  async finishReading(importId: ImportId, counts: ImportCounts): Promise<void> {
    await writeTransaction(this.db, (tx) =>
      tx
        .update(imports)
        .set({
          status: "preview",
          rowCount: counts.rows,
          readyCount: counts.ready,
          duplicateCount: counts.duplicate,
          refusedCount: counts.refused,
        })
        .where(eq(imports.id, importId))
        .run(),
    );
  }

  async findById(id: ImportId): Promise<Import | null> {
    const row = guarded(() => this.db.select().from(imports).where(eq(imports.id, id)).get());
    return row ? toImport(row) : null;
  }

  async listRows({ importId, status, afterPosition, limit }: ImportRowsQuery): Promise<ImportRow[]> {
    return guarded(() =>
      this.db
        .select()
        .from(importRows)
        .where(
          and(
            eq(importRows.importId, importId),
            status === undefined ? undefined : eq(importRows.status, status),
            afterPosition === undefined ? undefined : gt(importRows.position, afterPosition),
          ),
        )
        .orderBy(asc(importRows.position))
        .limit(limit)
        .all(),
    ).map(toRow);
  }

  /**
   * One write transaction: the status flips only from `preview` (the loser of a race flips
   * nothing and records nothing), the wallet moves by the ready rows' sum, and the rows are
   * copied into `transactions` by one INSERT ... SELECT, whose triggers keep the rollups and
   * totals; nothing of the file passes through this process.
   */
  async commit({ importId, committedAt }: ImportCommit): Promise<number | null> {
    return writeTransaction(this.db, (tx) => {
      const flipped = tx
        .update(imports)
        .set({ status: "committed", committedAt })
        .where(and(eq(imports.id, importId), eq(imports.status, "preview")))
        .returning({ walletId: imports.walletId, userId: imports.userId, currency: imports.currency })
        .get();
      if (!flipped) return null;
      const ready = and(eq(importRows.importId, importId), eq(importRows.status, "ready"));
      const total = tx
        .select({ sum: sql<number | null>`sum(${importRows.amountMinor})`, count: sql<number>`count(*)` })
        .from(importRows)
        .where(ready)
        .get();
      if (!total || total.count === 0) return 0;
      this.balances.move([[flipped.walletId, total.sum ?? 0]]);
      const at = committedAt.getTime();
      tx.run(sql`
        insert into ${transactions}
          (id, user_id, wallet_id, category_id, transfer_id, type, amount_minor, currency, description, date, created_at, updated_at, version)
        select transaction_id, ${flipped.userId}, ${flipped.walletId}, category_id, null, type, amount_minor,
               ${flipped.currency}, description, date, ${at}, ${at}, 1
        from ${importRows}
        where import_id = ${importId} and status = 'ready'
        order by position`);
      return total.count;
    });
  }

  async discard(id: ImportId): Promise<boolean> {
    return writeTransaction(
      this.db,
      (tx) =>
        tx
          .delete(imports)
          .where(and(eq(imports.id, id), ne(imports.status, "committed")))
          .run().changes > 0,
    );
  }

  async deleteExpired(now: Date): Promise<number> {
    return writeTransaction(
      this.db,
      (tx) =>
        tx
          .delete(imports)
          .where(and(ne(imports.status, "committed"), lte(imports.expiresAt, now)))
          .run().changes,
    );
  }

  async knownExternalIds(walletId: WalletId, externalIds: readonly string[]): Promise<string[]> {
    const known = new Set<string>();
    guarded(() => {
      for (const chunk of chunks(externalIds, ROWS_PER_INSERT)) {
        const rows = this.db
          .selectDistinct({ externalId: importRows.externalId })
          .from(importRows)
          .innerJoin(imports, eq(imports.id, importRows.importId))
          .innerJoin(transactions, eq(transactions.id, importRows.transactionId))
          .where(
            and(
              inArray(importRows.externalId, chunk),
              eq(importRows.status, "ready"),
              eq(imports.status, "committed"),
              eq(transactions.walletId, walletId),
            ),
          )
          .all();
        for (const row of rows) if (row.externalId !== null) known.add(row.externalId);
      }
    });
    return [...known];
  }

  async walletEntries(walletId: WalletId, from: CalendarDate, to: CalendarDate): Promise<WalletEntry[]> {
    return guarded(() =>
      this.db
        .select({
          date: transactions.date,
          amountMinor: transactions.amountMinor,
          description: transactions.description,
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.walletId, walletId),
            gte(transactions.date, startOfDay(from)),
            lt(transactions.date, endOfDayExclusive(to)),
          ),
        )
        .all(),
    ).map((row) => ({ day: toCalendarDate(row.date), amountMinor: row.amountMinor, description: row.description }));
  }

  async externalIdsOf(transactionIds: readonly TransactionId[]): Promise<Map<TransactionId, string>> {
    const found = new Map<TransactionId, string>();
    guarded(() => {
      for (const chunk of chunks(transactionIds, ROWS_PER_INSERT)) {
        const rows = this.db
          .select({ transactionId: importRows.transactionId, externalId: importRows.externalId })
          .from(importRows)
          .innerJoin(imports, eq(imports.id, importRows.importId))
          .where(
            and(
              inArray(importRows.transactionId, chunk),
              isNotNull(importRows.externalId),
              eq(importRows.status, "ready"),
              eq(imports.status, "committed"),
            ),
          )
          .all();
        for (const row of rows) {
          if (row.transactionId !== null && row.externalId !== null) {
            found.set(row.transactionId as TransactionId, row.externalId);
          }
        }
      }
    });
    return found;
  }
}
