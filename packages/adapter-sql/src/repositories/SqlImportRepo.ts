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
import { and, eq, gt, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import { watchAround } from "../budgetWatchSql";
import { oneOf, prepared, runOf, type SqlDriver } from "../driver";
import { emitted, type OutboxEventsTable } from "../outboxSql";
import { chunks } from "../paging";
import { insertAllInto, insertInto, numberOf, selection } from "../rowSql";
import type { DailyTotalsTable, TableWith, TransactionsTable } from "../tables";
import { plusBalance } from "../writes";
import { judgeDuplicatesAgain } from "./importRecheck";

/** The tables of imports, as both dialects name their columns. */
export interface ImportTables {
  readonly imports: TableWith<
    | "id"
    | "userId"
    | "walletId"
    | "currency"
    | "format"
    | "status"
    | "rowCount"
    | "readyCount"
    | "duplicateCount"
    | "refusedCount"
    | "createdAt"
    | "expiresAt"
    | "committedAt"
  >;
  readonly importRows: TableWith<
    | "importId"
    | "position"
    | "line"
    | "status"
    | "reason"
    | "message"
    | "transactionId"
    | "type"
    | "amountMinor"
    | "date"
    | "description"
    | "categoryId"
    | "externalId"
  >;
  readonly transactions: TransactionsTable & TableWith<"description" | "updatedAt">;
  /** The daily rollup the budget spending query reads (a commit's watch). */
  readonly daily: DailyTotalsTable;
  readonly wallets: TableWith<"id" | "balanceMinor">;
  readonly outboxEvents: OutboxEventsTable;
}

interface ImportRecord {
  id: string;
  userId: string;
  walletId: string;
  currency: string;
  format: string;
  status: Import["status"];
  rowCount: number;
  readyCount: number;
  duplicateCount: number;
  refusedCount: number;
  createdAt: Date;
  expiresAt: Date;
  committedAt: Date | null;
}

interface RowRecord {
  importId: string;
  position: number;
  line: number;
  status: ImportRow["status"];
  reason: string | null;
  message: string | null;
  transactionId: string | null;
  type: "expense" | "income" | null;
  amountMinor: number | null;
  date: Date | null;
  description: string | null;
  categoryId: string | null;
  externalId: string | null;
}

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

const rowColumns = (row: ImportRow): RowRecord => ({
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

/** Rows per INSERT: 13 parameters each, under SQLite's 32,766 and PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500;

/** Imports and their rows, for both stores: the SQL is written once over the dialect's driver. */
export class SqlImportRepo implements ImportRepo {
  private readonly importRow: ReturnType<typeof selection<ImportRecord>>;
  private readonly rowOf: ReturnType<typeof selection<RowRecord>>;
  private readonly byId;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: ImportTables,
  ) {
    const importRow = selection<ImportRecord>(tables.imports);
    this.importRow = importRow;
    this.rowOf = selection<RowRecord>(tables.importRows);
    this.byId = prepared(
      () => sql`select ${importRow.list} from ${tables.imports} where ${eq(tables.imports.id, sql.placeholder("id"))}`,
    );
  }

  async create(created: Import): Promise<void> {
    const { counts, ...fields } = created;
    await this.driver.run(
      insertInto(this.tables.imports, {
        ...fields,
        rowCount: counts.rows,
        readyCount: counts.ready,
        duplicateCount: counts.duplicate,
        refusedCount: counts.refused,
      }),
    );
  }

  async addRows(rows: readonly ImportRow[]): Promise<void> {
    if (rows.length === 0) return;
    const table = this.tables.importRows;
    await this.driver.transaction(function* () {
      for (const chunk of chunks(rows, ROWS_PER_INSERT)) yield* runOf(insertAllInto(table, chunk.map(rowColumns)));
    });
  }

  async finishReading(importId: ImportId, counts: ImportCounts): Promise<void> {
    const { imports } = this.tables;
    await this.driver.run(
      sql`update ${imports} set ${sql.identifier(imports.status.name)} = 'preview', ${sql.identifier(imports.rowCount.name)} = ${counts.rows}, ${sql.identifier(imports.readyCount.name)} = ${counts.ready}, ${sql.identifier(imports.duplicateCount.name)} = ${counts.duplicate}, ${sql.identifier(imports.refusedCount.name)} = ${counts.refused} where ${eq(imports.id, importId)}`,
    );
  }

  async findById(id: ImportId): Promise<Import | null> {
    const row = await this.driver.one(this.byId, { id });
    return row ? toImport(this.importRow.decode(row)) : null;
  }

  async listRows({ importId, status, afterPosition, limit }: ImportRowsQuery): Promise<ImportRow[]> {
    const { importRows } = this.tables;
    const rows = await this.driver.rows(
      sql`select ${this.rowOf.list} from ${importRows} where ${and(
        eq(importRows.importId, importId),
        status === undefined ? undefined : eq(importRows.status, status),
        afterPosition === undefined ? undefined : gt(importRows.position, afterPosition),
      )} order by ${importRows.position} limit ${limit}`,
    );
    return rows.map((row) => toRow(this.rowOf.decode(row)));
  }

  /**
   * One database transaction: the status flips only from `preview` (a racing commit finds it
   * committed and records nothing), the wallet moves by the ready rows' sum, and the rows are
   * copied into `transactions` by one INSERT ... SELECT, whose triggers keep the rollups and
   * totals; nothing of the file passes through this process. A watch sums its budget windows
   * after the second duplicate check (which locked the wallet on PostgreSQL) and again after the
   * rows, and its events go in with them.
   */
  async commit({ importId, committedAt, emit, watch }: ImportCommit): Promise<number | null> {
    const { imports, importRows, transactions, wallets, outboxEvents } = this.tables;
    const { dialect } = this.driver;
    const importRow = this.importRow;
    const { driver, tables } = this;
    const name = (column: { name: string }) => sql.identifier(column.name);
    return this.driver.transaction(function* () {
      const flipped = yield* runOf(
        sql`update ${imports} set ${name(imports.status)} = 'committed', ${name(imports.committedAt)} = ${dialect.instant(committedAt)} where ${and(eq(imports.id, importId), eq(imports.status, "preview"))}`,
      );
      if (flipped === 0) return null;
      const stored = yield* oneOf(sql`select ${importRow.list} from ${imports} where ${eq(imports.id, importId)}`);
      if (!stored) return null;
      let found = importRow.decode(stored);
      if ((yield* judgeDuplicatesAgain(driver, tables, found)) > 0) {
        // The event carries the counts after the second look.
        const judged = yield* oneOf(sql`select ${importRow.list} from ${imports} where ${eq(imports.id, importId)}`);
        if (judged) found = importRow.decode(judged);
      }
      const ready = and(eq(importRows.importId, importId), eq(importRows.status, "ready"));
      const total = yield* oneOf(
        sql`select ${dialect.bigint(sql`coalesce(sum(${importRows.amountMinor}), 0)`)} as total, count(*) as n from ${importRows} where ${ready}`,
      );
      const count = numberOf(total?.n);
      yield* emitted(outboxEvents, emit, { import: toImport(found), created: count });
      if (count === 0) return 0;
      const watched = yield* watchAround(tables, dialect, watch);
      yield* runOf(
        sql`update ${wallets} set ${name(wallets.balanceMinor)} = ${plusBalance(wallets as never, numberOf(total?.total))} where ${eq(wallets.id, found.walletId)}`,
      );
      yield* runOf(sql`
        insert into ${transactions}
          (id, user_id, wallet_id, category_id, transfer_id, type, amount_minor, currency, description, date, created_at, updated_at, version)
        select transaction_id, ${dialect.id(found.userId)}, ${dialect.id(found.walletId)}, category_id, null, type, amount_minor,
               ${dialect.text(found.currency)}, description, date, ${dialect.instant(committedAt)}, ${dialect.instant(committedAt)}, 1
        from ${importRows}
        where ${ready}
        order by position`);
      yield* watched.after();
      return count;
    });
  }

  async discard(id: ImportId): Promise<boolean> {
    const { imports } = this.tables;
    return (
      (await this.driver.run(
        sql`delete from ${imports} where ${and(eq(imports.id, id), ne(imports.status, "committed"))}`,
      )) > 0
    );
  }

  async deleteExpired(now: Date): Promise<number> {
    const { imports } = this.tables;
    return this.driver.run(
      sql`delete from ${imports} where ${and(ne(imports.status, "committed"), lte(imports.expiresAt, now))}`,
    );
  }

  async knownExternalIds(walletId: WalletId, externalIds: readonly string[]): Promise<string[]> {
    const { imports, importRows, transactions } = this.tables;
    const known = new Set<string>();
    for (const chunk of chunks(externalIds, ROWS_PER_INSERT)) {
      const rows = await this.driver.rows(
        sql`select distinct ${importRows.externalId} as external_id from ${importRows}
          join ${imports} on ${eq(imports.id, importRows.importId)}
          join ${transactions} on ${eq(transactions.id, importRows.transactionId)}
          where ${and(
            inArray(importRows.externalId, chunk),
            eq(importRows.status, "ready"),
            eq(imports.status, "committed"),
            eq(transactions.walletId, walletId),
          )}`,
      );
      for (const row of rows) if (typeof row.external_id === "string") known.add(row.external_id);
    }
    return [...known];
  }

  async walletEntries(walletId: WalletId, from: CalendarDate, to: CalendarDate): Promise<WalletEntry[]> {
    const { transactions } = this.tables;
    const { dialect } = this.driver;
    const rows = await this.driver.rows(
      sql`select ${transactions.amountMinor} as amount, ${transactions.description} as description, ${transactions.date} as date from ${transactions}
        where ${and(
          eq(transactions.walletId, walletId),
          sql`${transactions.date} >= ${dialect.instant(startOfDay(from))}`,
          sql`${transactions.date} < ${dialect.instant(endOfDayExclusive(to))}`,
        )}`,
    );
    return rows.map((row) => ({
      day: toCalendarDate(transactions.date.mapFromDriverValue(row.date) as Date),
      amountMinor: numberOf(row.amount),
      description: String(row.description ?? ""),
    }));
  }

  async externalIdsOf(transactionIds: readonly TransactionId[]): Promise<Map<TransactionId, string>> {
    const { imports, importRows } = this.tables;
    const found = new Map<TransactionId, string>();
    for (const chunk of chunks(transactionIds, ROWS_PER_INSERT)) {
      const rows = await this.driver.rows(
        sql`select ${importRows.transactionId} as transaction_id, ${importRows.externalId} as external_id from ${importRows}
          join ${imports} on ${eq(imports.id, importRows.importId)}
          where ${and(
            inArray(importRows.transactionId, chunk),
            isNotNull(importRows.externalId),
            eq(importRows.status, "ready"),
            eq(imports.status, "committed"),
          )}`,
      );
      for (const row of rows) {
        if (typeof row.external_id === "string")
          found.set(String(row.transaction_id) as TransactionId, row.external_id);
      }
    }
    return found;
  }
}
