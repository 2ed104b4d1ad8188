import { recurrenceColumns, tagLinks, toRecurrence, walletDeltas } from "@finance/adapter-sql";
import type { OccurrenceRecord, Recurrence, RecurrenceChanges, RecurrenceRepo } from "@finance/domain";
import { and, asc, eq, lte } from "drizzle-orm";
import { moveBalances } from "./balances";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { recurrenceOccurrences, recurrences, transactions, transactionTags } from "./schema";

/**
 * Recurrences on PostgreSQL. Recording an occurrence is one database transaction: the
 * recurrence's row is locked (`FOR UPDATE`) and its `next_at` checked, the occurrence's key (the
 * primary key of `recurrence_occurrences`) taken, the transaction inserted with its wallet's
 * balance moved, and `next_at` advanced, or nothing at all; a second pool racing for the same
 * occurrence waits on the lock and then finds `next_at` moved.
 */
export class PostgresRecurrenceRepo implements RecurrenceRepo {
  constructor(private readonly db: PostgresDatabase) {}

  async create(recurrence: Recurrence): Promise<void> {
    await guarded(() => this.db.insert(recurrences).values(recurrenceColumns(recurrence)));
  }

  async findById(id: string): Promise<Recurrence | null> {
    const [row] = await guarded(() => this.db.select().from(recurrences).where(eq(recurrences.id, id)));
    return row ? toRecurrence(row) : null;
  }

  async listByUser(userId: string): Promise<Recurrence[]> {
    const rows = await guarded(() =>
      this.db
        .select()
        .from(recurrences)
        .where(eq(recurrences.userId, userId))
        .orderBy(asc(recurrences.createdAt), asc(recurrences.id)),
    );
    return rows.map(toRecurrence);
  }

  async update(id: string, changes: RecurrenceChanges): Promise<Recurrence | null> {
    const { tagIds, ...rest } = changes;
    const set = { ...rest, ...(tagIds && { tagIds: [...tagIds] as string[] }) };
    const [row] = await guarded(() => this.db.update(recurrences).set(set).where(eq(recurrences.id, id)).returning());
    return row ? toRecurrence(row) : null;
  }

  async delete(id: string): Promise<Recurrence | null> {
    const [row] = await guarded(() => this.db.delete(recurrences).where(eq(recurrences.id, id)).returning());
    return row ? toRecurrence(row) : null;
  }

  async listDue(now: Date, limit: number): Promise<Recurrence[]> {
    const rows = await guarded(() =>
      this.db
        .select()
        .from(recurrences)
        .where(and(eq(recurrences.active, true), lte(recurrences.nextAt, now)))
        .orderBy(asc(recurrences.nextAt), asc(recurrences.id))
        .limit(limit),
    );
    return rows.map(toRecurrence);
  }

  async recordOccurrence(record: OccurrenceRecord): Promise<boolean> {
    const { transaction } = record;
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ nextAt: recurrences.nextAt })
          .from(recurrences)
          .where(eq(recurrences.id, record.recurrenceId))
          .for("update");
        if (stored?.nextAt?.getTime() !== record.expectedNextAt.getTime()) return false;
        const claimed = await tx
          .insert(recurrenceOccurrences)
          .values({
            recurrenceId: record.recurrenceId,
            occurrenceAt: record.occurrenceAt,
            transactionId: transaction.id,
          })
          .onConflictDoNothing()
          .returning({ id: recurrenceOccurrences.transactionId });
        if (claimed.length === 0) return false;
        await moveBalances(tx, walletDeltas([], [transaction]));
        const { tagIds: _tags, recurrenceId, ...columns } = transaction;
        await tx.insert(transactions).values({ ...columns, recurrenceId: recurrenceId ?? null });
        const links = tagLinks([transaction]);
        if (links.length > 0) await tx.insert(transactionTags).values(links);
        await tx.update(recurrences).set({ nextAt: record.nextAt }).where(eq(recurrences.id, record.recurrenceId));
        return true;
      }),
    );
  }
}
