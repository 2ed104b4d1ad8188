import type { DomainEvent, Emit, EventId } from "../model/event/DomainEvent";
import type { OutboxRepo } from "../model/webhook/OutboxRepo";
import type { PendingDelivery } from "../model/webhook/WebhookDelivery";
import { copy, type MemoryStore, type OutboxRow } from "./MemoryStore";

/**
 * The events of a write, computed and checked BEFORE the write touches the store: a throwing
 * `emit` or an id already in the outbox (the databases' primary key) fails the write with nothing
 * written. The repositories call it after their own checks and then write both with no `await`
 * in between, as the databases write both in one transaction.
 */
export const eventsOf = <T>(store: MemoryStore, emit: Emit<T> | undefined, written: T): readonly DomainEvent[] => {
  if (!emit) return [];
  const events = emit(written);
  const ids = new Set<string>();
  for (const event of events) {
    if (store.outbox.has(event.id) || ids.has(event.id)) throw new Error(`Duplicate event id ${event.id}`);
    ids.add(event.id);
  }
  return events;
};

/** Appends what `eventsOf` answered; never fails. */
export const appendEvents = (store: MemoryStore, events: readonly DomainEvent[]): void => {
  for (const event of events) store.outbox.set(event.id, { event: copy(event), publishedAt: null, leaseUntil: null });
};

/** The relay's side of the memory outbox. */
export class MemoryOutbox implements OutboxRepo {
  constructor(private readonly store: MemoryStore) {}

  async claim(limit: number, now: Date, leaseUntil: Date): Promise<DomainEvent[]> {
    const unpublished = [...this.store.outbox.values()]
      .filter((row) => row.publishedAt === null)
      .sort((a, b) => (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0));
    const blockedUsers = new Set<string>();
    const claimed: OutboxRow[] = [];
    for (const row of unpublished) {
      if (claimed.length === limit) break;
      const user = row.event.userId;
      if (blockedUsers.has(user)) continue;
      if (row.leaseUntil !== null && row.leaseUntil > now) {
        // Leased to another relay: this user's later events wait for it.
        blockedUsers.add(user);
        continue;
      }
      claimed.push(row);
    }
    for (const row of claimed) row.leaseUntil = leaseUntil;
    return claimed.map((row) => copy(row.event));
  }

  async publish(eventId: EventId, deliveries: readonly PendingDelivery[], publishedAt: Date): Promise<void> {
    const row = this.store.outbox.get(eventId);
    if (!row) throw new Error(`Unknown event ${eventId}`);
    const queued = new Set(
      [...this.store.webhookDeliveries.values()].map((d) => `${d.delivery.webhookId}|${d.delivery.eventId}`),
    );
    for (const delivery of deliveries) {
      if (!this.store.webhooks.has(delivery.webhookId)) continue;
      const key = `${delivery.webhookId}|${delivery.eventId}`;
      if (queued.has(key)) continue;
      queued.add(key);
      this.store.webhookDeliveries.set(delivery.id, { delivery: copy(delivery), done: false, leaseUntil: null });
    }
    row.publishedAt = publishedAt;
    row.leaseUntil = null;
  }

  /** Every row, oldest first (for tests). */
  rows(): OutboxRow[] {
    return [...this.store.outbox.values()].map(copy);
  }
}
