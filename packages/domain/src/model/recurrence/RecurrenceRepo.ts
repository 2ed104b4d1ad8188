import type { RecurrenceId, UserId } from "../../shared/Id";
import type { Emit } from "../event/DomainEvent";
import type { BudgetWatch } from "../transaction/BudgetWatch";
import type { Transaction } from "../transaction/Transaction";
import type { Recurrence } from "./Recurrence";

/** The fields an update may change; only those present are written. */
export type RecurrenceChanges = Partial<
  Pick<
    Recurrence,
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
  >
> & { readonly updatedAt: Date };

/** One occurrence to record: its transaction, and where the recurrence goes on from. */
export interface OccurrenceRecord {
  readonly recurrenceId: RecurrenceId;
  /** The occurrence's instant: with the recurrence, the key it is recorded under once. */
  readonly occurrenceAt: Date;
  /** Recorded only while the stored `nextAt` is still this one. */
  readonly expectedNextAt: Date;
  /** The stored `nextAt` after this one: the following occurrence, or null when there is none. */
  readonly nextAt: Date | null;
  /** Dated `occurrenceAt`, with `recurrenceId` set. */
  readonly transaction: Transaction;
  /** The events of the recorded transaction, appended in the same atomic write. */
  readonly emit?: Emit<Transaction>;
  /** The budgets the transaction counts towards, summed in the same atomic write once it is in. */
  readonly watch?: BudgetWatch;
}

export interface RecurrenceRepo {
  create(recurrence: Recurrence): Promise<void>;
  findById(id: RecurrenceId): Promise<Recurrence | null>;
  /** The user's recurrences, oldest first. */
  listByUser(userId: UserId): Promise<Recurrence[]>;
  /** Writes the given fields; answers the stored recurrence after it, or null when it is gone. */
  update(id: RecurrenceId, changes: RecurrenceChanges): Promise<Recurrence | null>;
  /** Removes it (its recorded transactions stay); answers the removed record, or null. */
  delete(id: RecurrenceId): Promise<Recurrence | null>;
  /** Active recurrences whose `nextAt` is at or before `now`, earliest `nextAt` first, at most `limit`. */
  listDue(now: Date, limit: number): Promise<Recurrence[]>;
  /**
   * One atomic write: inserts the occurrence's transaction (moving its wallet's balance as any
   * transaction does), remembers (recurrence, occurrence) under a unique key and sets `nextAt`.
   * Answers false, writing nothing, when that occurrence was recorded already or the stored
   * `nextAt` is no longer `expectedNextAt` (another process got there first, the recurrence was
   * changed or removed), so any number of processes record each occurrence once.
   */
  recordOccurrence(record: OccurrenceRecord): Promise<boolean>;
}
