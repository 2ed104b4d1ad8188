import type {
  OccurrenceRecord,
  Recurrence,
  RecurrenceChanges,
  RecurrenceId,
  RecurrenceRepo,
  UserId,
} from "@finance/domain";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { watchAround } from "../budgetWatchSql";
import { type ForeignKeyReference, oneOf, type Plan, prepared, runOf, type SqlDriver } from "../driver";
import { type RecurrenceRow, recurrenceColumns, toRecurrence } from "../mappers";
import { emitted, type OutboxEventsTable } from "../outboxSql";
import { insertAllInto, insertInto, selection, setFrom } from "../rowSql";
import type { DailyTotalsTable, TableWith, TransactionsTable } from "../tables";
import { tagLinks } from "../tagSql";
import { walletDeltas } from "../writes";
import { walletBalances } from "./ledger/balances";
import type { WalletsTable } from "./ledger/tables";

/** The tables of recurrences and what recording an occurrence writes, as both dialects name their columns. */
export interface RecurrenceTables {
  readonly recurrences: TableWith<
    | "id"
    | "userId"
    | "walletId"
    | "categoryId"
    | "type"
    | "amountMinor"
    | "currency"
    | "description"
    | "tagIds"
    | "rrule"
    | "start"
    | "timezone"
    | "nextAt"
    | "active"
    | "createdAt"
    | "updatedAt"
  >;
  readonly recurrenceOccurrences: TableWith<"recurrenceId" | "occurrenceAt" | "transactionId">;
  readonly transactions: TransactionsTable & TableWith<"recurrenceId">;
  /** The daily rollup the budget spending query reads (an occurrence's watch). */
  readonly daily: DailyTotalsTable;
  readonly transactionTags: TableWith<"transactionId" | "tagId">;
  readonly wallets: WalletsTable;
  readonly outboxEvents: OutboxEventsTable;
}

/** The fields that hold a value: a column left out of an INSERT is null (no column encodes null). */
const withValues = (record: object): object =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

/** `SET` of the fields of `changes`, those set to null as the literal. */
const assignments = (table: RecurrenceTables["recurrences"], changes: object) => {
  const columns = table as unknown as Record<string, { name: string } | undefined>;
  const nulls = Object.entries(changes).flatMap(([key, value]) => {
    const column = columns[key];
    return value === null && column ? [sql`${sql.identifier(column.name)} = null`] : [];
  });
  const values = withValues(changes);
  return sql.join([...(Object.keys(values).length > 0 ? [setFrom(table, values)] : []), ...nulls], sql`, `);
};

/** What an occurrence's transaction points at, for a foreign key that fails on SQLite. */
const occurrenceReferences = ({ transaction }: OccurrenceRecord): ForeignKeyReference[] => [
  ["transactions_wallet_id_wallets_id_fk", transaction.walletId],
  ["transactions_category_id_categories_id_fk", transaction.categoryId],
  ...transaction.tagIds.map((tagId): ForeignKeyReference => ["transaction_tags_tag_id_tags_id_fk", tagId]),
];

/**
 * Recurrences, for both stores. Recording an occurrence is one plan: the stored `next_at` is read
 * (locked where the store locks rows; SQLite's writers queue on its one write lock) and checked, the
 * occurrence's key (the primary key of `recurrence_occurrences`) taken, the transaction inserted
 * with its wallet's balance moved, its budgets' thresholds written when a watch comes with it,
 * and `next_at` advanced, or nothing at all.
 */
export class SqlRecurrenceRepo implements RecurrenceRepo {
  private readonly row;
  private readonly byId;
  private readonly moveBalances;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: RecurrenceTables,
  ) {
    const { recurrences } = tables;
    const row = selection<RecurrenceRow>(recurrences);
    this.row = row;
    this.byId = prepared(
      () => sql`select ${row.list} from ${recurrences} where ${eq(recurrences.id, sql.placeholder("id"))}`,
    );
    this.moveBalances = walletBalances(tables.wallets);
  }

  async create(recurrence: Recurrence): Promise<void> {
    await this.driver.run(insertInto(this.tables.recurrences, withValues(recurrenceColumns(recurrence))));
  }

  async findById(id: RecurrenceId): Promise<Recurrence | null> {
    const found = await this.driver.one(this.byId, { id });
    return found ? toRecurrence(this.row.decode(found)) : null;
  }

  async listByUser(userId: UserId): Promise<Recurrence[]> {
    const { recurrences } = this.tables;
    const rows = await this.driver.rows(
      sql`select ${this.row.list} from ${recurrences} where ${eq(recurrences.userId, userId)} order by ${asc(recurrences.createdAt)}, ${asc(recurrences.id)}`,
    );
    return rows.map((found) => toRecurrence(this.row.decode(found)));
  }

  async update(id: RecurrenceId, changes: RecurrenceChanges): Promise<Recurrence | null> {
    const { recurrences } = this.tables;
    const { tagIds, ...rest } = changes;
    const set = { ...rest, ...(tagIds && { tagIds: [...tagIds] }) };
    const updated = await this.driver.one(
      sql`update ${recurrences} set ${assignments(recurrences, set)} where ${eq(recurrences.id, id)} returning ${this.row.list}`,
    );
    return updated ? toRecurrence(this.row.decode(updated)) : null;
  }

  async delete(id: RecurrenceId): Promise<Recurrence | null> {
    const { recurrences } = this.tables;
    const removed = await this.driver.one(
      sql`delete from ${recurrences} where ${eq(recurrences.id, id)} returning ${this.row.list}`,
    );
    return removed ? toRecurrence(this.row.decode(removed)) : null;
  }

  async listDue(now: Date, limit: number): Promise<Recurrence[]> {
    const { recurrences } = this.tables;
    const rows = await this.driver.rows(
      sql`select ${this.row.list} from ${recurrences} where ${and(eq(recurrences.active, true), lte(recurrences.nextAt, now))} order by ${asc(recurrences.nextAt)}, ${asc(recurrences.id)} limit ${limit}`,
    );
    return rows.map((found) => toRecurrence(this.row.decode(found)));
  }

  async recordOccurrence(record: OccurrenceRecord): Promise<boolean> {
    return this.driver.transaction(
      () => this.recording(record),
      () => occurrenceReferences(record),
    );
  }

  private *recording(record: OccurrenceRecord): Plan<boolean> {
    const { recurrences, recurrenceOccurrences, transactions, transactionTags } = this.tables;
    const { transaction } = record;
    const stored = yield* oneOf(
      sql`select ${recurrences.nextAt} as "nextAt" from ${recurrences} where ${eq(recurrences.id, record.recurrenceId)}${this.driver.locksRows ? sql` for update` : sql``}`,
    );
    const storedNextAt =
      stored?.nextAt === null || stored?.nextAt === undefined
        ? null
        : (recurrences.nextAt.mapFromDriverValue(stored.nextAt) as Date);
    if (storedNextAt?.getTime() !== record.expectedNextAt.getTime()) return false;
    const claimed = yield* oneOf(
      sql`${insertInto(recurrenceOccurrences, {
        recurrenceId: record.recurrenceId,
        occurrenceAt: record.occurrenceAt,
        transactionId: transaction.id,
      })} on conflict do nothing returning 1 as "claimed"`,
    );
    if (!claimed) return false;
    yield* this.moveBalances(walletDeltas([], [transaction]));
    const watched = yield* watchAround(this.tables, this.driver.dialect, record.watch);
    yield* runOf(insertInto(transactions, withValues(transaction)));
    const links = tagLinks([transaction]);
    if (links.length > 0) yield* runOf(insertAllInto(transactionTags, links));
    yield* emitted(this.tables.outboxEvents, record.emit, transaction);
    yield* watched.after();
    yield* runOf(
      sql`update ${recurrences} set ${assignments(recurrences, { nextAt: record.nextAt })} where ${eq(recurrences.id, record.recurrenceId)}`,
    );
    return true;
  }
}
