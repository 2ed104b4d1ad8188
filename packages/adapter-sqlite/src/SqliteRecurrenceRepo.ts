import { chunks, recurrenceColumns, tagLinks, toRecurrence, walletDeltas } from "@finance/adapter-sql";
import {
  type OccurrenceRecord,
  type Recurrence,
  type RecurrenceChanges,
  type RecurrenceRepo,
  tagNotFound,
} from "@finance/domain";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { WalletBalances } from "./balances";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { recurrenceOccurrences, recurrences, tags, transactions, transactionTags } from "./schema";
import { writeTransaction } from "./writeTransaction";

/**
 * Recurrences on SQLite. Recording an occurrence is one write transaction (`BEGIN IMMEDIATE`, so
 * writers of every process on the file queue on one lock): the stored `next_at` is checked, the
 * occurrence's key (the primary key of `recurrence_occurrences`) taken, the transaction inserted
 * with its wallet's balance moved, and `next_at` advanced, or nothing at all.
 */
export class SqliteRecurrenceRepo implements RecurrenceRepo {
  private readonly balances: WalletBalances;

  constructor(private readonly db: SqliteDatabase) {
    this.balances = new WalletBalances(db);
  }

  async create(recurrence: Recurrence): Promise<void> {
    await writeTransaction(this.db, (tx) => tx.insert(recurrences).values(recurrenceColumns(recurrence)).run());
  }

  async findById(id: string): Promise<Recurrence | null> {
    const row = guarded(() => this.db.select().from(recurrences).where(eq(recurrences.id, id)).get());
    return row ? toRecurrence(row) : null;
  }

  async listByUser(userId: string): Promise<Recurrence[]> {
    return guarded(() =>
      this.db
        .select()
        .from(recurrences)
        .where(eq(recurrences.userId, userId))
        .orderBy(asc(recurrences.createdAt), asc(recurrences.id))
        .all(),
    ).map(toRecurrence);
  }

  async update(id: string, changes: RecurrenceChanges): Promise<Recurrence | null> {
    const { tagIds, ...rest } = changes;
    const set = { ...rest, ...(tagIds && { tagIds: [...tagIds] as string[] }) };
    const row = await writeTransaction(this.db, (tx) =>
      tx.update(recurrences).set(set).where(eq(recurrences.id, id)).returning().get(),
    );
    return row ? toRecurrence(row) : null;
  }

  async delete(id: string): Promise<Recurrence | null> {
    const row = await writeTransaction(this.db, (tx) =>
      tx.delete(recurrences).where(eq(recurrences.id, id)).returning().get(),
    );
    return row ? toRecurrence(row) : null;
  }

  async listDue(now: Date, limit: number): Promise<Recurrence[]> {
    return guarded(() =>
      this.db
        .select()
        .from(recurrences)
        .where(and(eq(recurrences.active, true), lte(recurrences.nextAt, now)))
        .orderBy(asc(recurrences.nextAt), asc(recurrences.id))
        .limit(limit)
        .all(),
    ).map(toRecurrence);
  }

  async recordOccurrence(record: OccurrenceRecord): Promise<boolean> {
    const { transaction } = record;
    return writeTransaction(this.db, (tx) => {
      const stored = tx
        .select({ nextAt: recurrences.nextAt })
        .from(recurrences)
        .where(eq(recurrences.id, record.recurrenceId))
        .get();
      if (stored?.nextAt?.getTime() !== record.expectedNextAt.getTime()) return false;
      const claimed = tx
        .insert(recurrenceOccurrences)
        .values({ recurrenceId: record.recurrenceId, occurrenceAt: record.occurrenceAt, transactionId: transaction.id })
        .onConflictDoNothing()
        .run();
      if (claimed.changes === 0) return false;
      this.balances.move(walletDeltas([], [transaction]));
      const { tagIds, recurrenceId, ...columns } = transaction;
      tx.insert(transactions)
        .values({ ...columns, recurrenceId: recurrenceId ?? null })
        .run();
      const links = tagLinks([transaction]);
      if (links.length > 0) {
        const found = chunks([...tagIds] as string[]).flatMap((chunk) =>
          tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, chunk)).all(),
        );
        if (found.length !== tagIds.length) throw tagNotFound();
        tx.insert(transactionTags).values(links).run();
      }
      tx.update(recurrences).set({ nextAt: record.nextAt }).where(eq(recurrences.id, record.recurrenceId)).run();
      return true;
    });
  }
}
