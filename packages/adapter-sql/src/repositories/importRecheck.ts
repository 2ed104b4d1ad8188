import {
  type CalendarDate,
  DUPLICATE_ENTRY_MESSAGE,
  DUPLICATE_EXTERNAL_ID_PREFIX,
  endOfDayExclusive,
  readyRowsNowDuplicate,
  startOfDay,
  toCalendarDate,
} from "@finance/domain";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { type Plan, rowsOf, runOf, type SqlDriver } from "../driver";
import { chunks } from "../paging";
import { numberOf } from "../rowSql";
import type { TableWith } from "../tables";

/** The columns the second look reads and writes (SqlImportRepo's tables have them). */
export interface RecheckTables {
  readonly imports: TableWith<"id" | "status" | "readyCount" | "duplicateCount">;
  readonly importRows: TableWith<
    | "importId"
    | "position"
    | "status"
    | "reason"
    | "message"
    | "transactionId"
    | "amountMinor"
    | "date"
    | "description"
    | "externalId"
  >;
  readonly transactions: TableWith<"id" | "walletId" | "date" | "amountMinor" | "description" | "updatedAt">;
  readonly wallets: TableWith<"id">;
}

/**
 * How far before the preview began a change to the wallet still counts as new: a preview is read
 * over seconds, and another process's clock may run a little apart. Looking at a day again that
 * nothing changed gives the preview's answer again, so the margin costs only reads.
 */
const CHANGED_SINCE_MARGIN_MS = 5 * 60 * 1000;

/**
 * Days per look at the wallet: one range read and one IN list. A month holds a month of the
 * wallet's transactions and of the file's rows, whatever the size of either.
 */
const DAYS_PER_LOOK = 31;

interface Previewed {
  readonly id: string;
  readonly walletId: string;
  readonly createdAt: Date;
}

/**
 * Inside the commit's database transaction, before the ready rows are copied: the duplicate check
 * again, on what the wallet holds now. A ready row becomes a duplicate when the wallet got its
 * external id from another committed import since the preview, or when a transaction added or
 * changed since then matches its day, amount and normalised description (the preview's rule, by
 * `readyRowsNowDuplicate`). Commits into one wallet queue on its row (PostgreSQL; SQLite's writers
 * queue anyway), so of two overlapping imports committed at once the second sees the first's rows.
 * Only the days the wallet changed on are read again, in groups: memory holds a group, not the file.
 * Answers how many rows it turned into duplicates (the import's counts are updated with them).
 */
export function* judgeDuplicatesAgain(driver: SqlDriver, tables: RecheckTables, found: Previewed): Plan<number> {
  const { imports, importRows, transactions, wallets } = tables;
  const { dialect } = driver;
  if (driver.locksRows) {
    yield* rowsOf(sql`select ${wallets.id} from ${wallets} where ${eq(wallets.id, found.walletId)} for update`);
  }
  const name = (column: { name: string }) => sql.identifier(column.name);
  const mine = eq(importRows.importId, found.id);

  let demoted = yield* runOf(
    sql`update ${importRows} set ${name(importRows.status)} = 'duplicate', ${name(importRows.reason)} = 'DUPLICATE_EXTERNAL_ID',
        ${name(importRows.message)} = ${dialect.text(DUPLICATE_EXTERNAL_ID_PREFIX)} || ${name(importRows.externalId)}
      where ${and(mine, eq(importRows.status, "ready"))} and ${name(importRows.externalId)} is not null
        and exists (select 1 from ${importRows} earlier
          join ${imports} on ${imports.id} = earlier.${name(importRows.importId)}
          join ${transactions} on ${transactions.id} = earlier.${name(importRows.transactionId)}
          where earlier.${name(importRows.externalId)} = ${importRows.externalId}
            and earlier.${name(importRows.status)} = 'ready'
            and ${imports.status} = 'committed'
            and ${ne(imports.id, found.id)}
            and ${eq(transactions.walletId, found.walletId)})`,
  );

  const since = new Date(found.createdAt.getTime() - CHANGED_SINCE_MARGIN_MS);
  const changed = yield* rowsOf(
    sql`select distinct ${transactions.date} as date from ${transactions}
      where ${eq(transactions.walletId, found.walletId)} and ${transactions.updatedAt} >= ${dialect.instant(since)}`,
  );
  const days = [
    ...new Set(changed.map((row) => toCalendarDate(transactions.date.mapFromDriverValue(row.date) as Date))),
  ].sort();

  for (const group of chunks(days, DAYS_PER_LOOK)) {
    const first = group[0] as CalendarDate;
    const last = group[group.length - 1] as CalendarDate;
    const onDays = inArray(importRows.date, group.map(startOfDay));
    const candidates = (status: "ready" | "duplicate") =>
      rowsOf(
        sql`select ${importRows.position} as position, ${importRows.date} as date, ${importRows.amountMinor} as amount,
            ${importRows.description} as description from ${importRows}
          where ${and(
            mine,
            eq(importRows.status, status),
            status === "ready" ? isNull(importRows.externalId) : eq(importRows.reason, "DUPLICATE_ENTRY"),
            onDays,
          )} order by ${importRows.position}`,
      );
    const decode = (row: Record<string, unknown>) => ({
      position: numberOf(row.position),
      day: toCalendarDate(importRows.date.mapFromDriverValue(row.date) as Date),
      amountMinor: numberOf(row.amount),
      description: String(row.description ?? ""),
    });
    const ready = (yield* candidates("ready")).map(decode);
    if (ready.length === 0) continue;
    const duplicates = (yield* candidates("duplicate")).map(decode);
    const wanted = new Set<string>(group);
    const stored = (yield* rowsOf(
      sql`select ${transactions.amountMinor} as amount, ${transactions.description} as description, ${transactions.date} as date
        from ${transactions} where ${and(
          eq(transactions.walletId, found.walletId),
          sql`${transactions.date} >= ${dialect.instant(startOfDay(first))}`,
          sql`${transactions.date} < ${dialect.instant(endOfDayExclusive(last))}`,
        )}`,
    ))
      .map((row) => ({
        day: toCalendarDate(transactions.date.mapFromDriverValue(row.date) as Date),
        amountMinor: numberOf(row.amount),
        description: String(row.description ?? ""),
      }))
      .filter((entry) => wanted.has(entry.day));
    const positions = readyRowsNowDuplicate(ready, duplicates, stored).map((row) => row.position);
    for (const some of chunks(positions)) {
      demoted += yield* runOf(
        sql`update ${importRows} set ${name(importRows.status)} = 'duplicate', ${name(importRows.reason)} = 'DUPLICATE_ENTRY',
            ${name(importRows.message)} = ${DUPLICATE_ENTRY_MESSAGE}
          where ${and(mine, inArray(importRows.position, some))}`,
      );
    }
  }

  if (demoted > 0) {
    const count = (status: "ready" | "duplicate") =>
      sql`(select count(*) from ${importRows} where ${and(mine, eq(importRows.status, status))})`;
    yield* runOf(
      sql`update ${imports} set ${name(imports.readyCount)} = ${count("ready")}, ${name(imports.duplicateCount)} = ${count("duplicate")}
        where ${eq(imports.id, found.id)}`,
    );
  }
  return demoted;
}
