import type { OutboxRepo } from "../../model/webhook/OutboxRepo";
import type { PendingDelivery, WebhookDeliveryId } from "../../model/webhook/WebhookDelivery";
import type { WebhookRepo } from "../../model/webhook/WebhookRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator } from "../../shared/Id";

/** How long claimed events stay with this relay; a relay that died hands them on after it. */
export const RELAY_LEASE_MS = 30_000;

/**
 * The outbox's relay: takes the events not yet published, in order per user, turns each into one
 * delivery per subscribed webhook and marks it published in the same step. At least once: a relay
 * that dies between the two leaves the event to the next one after the lease, and a delivery
 * already queued for that webhook and event is not queued twice.
 */
export class RelayEvents {
  constructor(
    private readonly outbox: OutboxRepo,
    private readonly webhooks: WebhookRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Answers how many events it published. */
  async execute(limit = 100): Promise<number> {
    const now = this.clock.now();
    const events = await this.outbox.claim(limit, now, new Date(now.getTime() + RELAY_LEASE_MS));
    for (const event of events) {
      const subscribers = await this.webhooks.subscribersOf(event.type, event.audience);
      const deliveries: PendingDelivery[] = subscribers.map((webhook) => ({
        id: this.ids.next<WebhookDeliveryId>(),
        webhookId: webhook.id,
        eventId: event.id,
        eventType: event.type,
        occurredAt: event.occurredAt,
        data: event.data,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      }));
      await this.outbox.publish(event.id, deliveries, this.clock.now());
    }
    return events.length;
  }
}
