import type { DomainEvent, EventId } from "../event/DomainEvent";
import type { PendingDelivery } from "./WebhookDelivery";

/**
 * Port: the relay's side of the transactional outbox (the writing side is the `Emit` argument of
 * the repositories' atomic writes). Events are published at least once, in order per user.
 */
export interface OutboxRepo {
  /**
   * Leases up to `limit` unpublished events until `leaseUntil`, oldest first, so no other relay
   * takes them before then. A user whose oldest unpublished event is leased to another relay is
   * skipped whole, so each user's events are published in order by one relay at a time.
   */
  claim(limit: number, now: Date, leaseUntil: Date): Promise<DomainEvent[]>;
  /**
   * In one atomic step: queues the event's deliveries (a delivery already queued for the same
   * webhook and event is kept, not doubled) and marks the event published.
   */
  publish(eventId: EventId, deliveries: readonly PendingDelivery[], publishedAt: Date): Promise<void>;
}
