import type { OccurrenceRecord, Recurrence, RecurrenceChanges, RecurrenceId, RecurrenceRepo, UserId } from "../index";
import { copy, type MemoryStore } from "./MemoryStore";
import { MemoryTransactionRepo } from "./MemoryTransactionRepo";

const occurrenceKey = (recurrenceId: RecurrenceId, at: Date) => `${recurrenceId}|${at.toISOString()}`;

export class MemoryRecurrenceRepo implements RecurrenceRepo {
  private readonly transactions: MemoryTransactionRepo;

  constructor(private readonly store: MemoryStore) {
    this.transactions = new MemoryTransactionRepo(store);
  }

  async create(recurrence: Recurrence): Promise<void> {
    if (this.store.recurrences.has(recurrence.id)) throw new Error(`Duplicate recurrence id ${recurrence.id}`);
    this.store.recurrences.set(recurrence.id, copy(recurrence));
  }

  async findById(id: RecurrenceId): Promise<Recurrence | null> {
    const found = this.store.recurrences.get(id);
    return found ? copy(found) : null;
  }

  async listByUser(userId: UserId): Promise<Recurrence[]> {
    return [...this.store.recurrences.values()]
      .filter((r) => r.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(copy);
  }

  async update(id: RecurrenceId, changes: RecurrenceChanges): Promise<Recurrence | null> {
    const found = this.store.recurrences.get(id);
    if (!found) return null;
    const updated = { ...found, ...changes };
    this.store.recurrences.set(id, copy(updated));
    return copy(updated);
  }

  async delete(id: RecurrenceId): Promise<Recurrence | null> {
    const found = this.store.recurrences.get(id);
    if (!found) return null;
    this.store.recurrences.delete(id);
    for (const key of this.store.recordedOccurrences) {
      if (key.startsWith(`${id}|`)) this.store.recordedOccurrences.delete(key);
    }
    return copy(found);
  }

  async listDue(now: Date, limit: number): Promise<Recurrence[]> {
    return [...this.store.recurrences.values()]
      .filter((r) => r.active && r.nextAt !== null && r.nextAt <= now)
      .sort((a, b) => (a.nextAt as Date).getTime() - (b.nextAt as Date).getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map(copy);
  }

  async recordOccurrence(record: OccurrenceRecord): Promise<boolean> {
    const stored = this.store.recurrences.get(record.recurrenceId);
    const key = occurrenceKey(record.recurrenceId, record.occurrenceAt);
    if (!stored || stored.nextAt?.getTime() !== record.expectedNextAt.getTime()) return false;
    if (this.store.recordedOccurrences.has(key)) return false;
    // Claimed before the insert, in the same turn of the event loop: a second writer sees it taken.
    this.store.recordedOccurrences.add(key);
    this.store.recurrences.set(stored.id, { ...stored, nextAt: record.nextAt });
    try {
      await this.transactions.create(record.transaction, record.emit, record.watch);
    } catch (error) {
      this.store.recordedOccurrences.delete(key);
      this.store.recurrences.set(stored.id, stored);
      throw error;
    }
    return true;
  }
}
