import type { PendingDelivery } from "../../model/webhook/WebhookDelivery";
import type { AttemptRecord } from "../../model/webhook/WebhookRepo";
import { attemptDelivery, type DeliveryPorts } from "./attemptDelivery";

/** How long a claimed delivery stays with this deliverer; longer than any one attempt may take. */
export const DELIVERY_LEASE_MS = 60_000;

/**
 * Attempts the deliveries that are due, each at most once per run. A delivery of a webhook that
 * was disabled (or paused by its owner) meanwhile is closed without an attempt.
 */
export class DeliverDueWebhooks {
  constructor(private readonly ports: DeliveryPorts) {}

  /** Answers how many deliveries it took up. */
  async execute(limit = 50): Promise<number> {
    const now = this.ports.clock.now();
    const due = await this.ports.webhooks.claimDue(limit, now, new Date(now.getTime() + DELIVERY_LEASE_MS));
    await Promise.all(due.map((delivery) => this.attempt(delivery)));
    return due.length;
  }

  private async attempt(delivery: PendingDelivery): Promise<void> {
    const webhook = await this.ports.webhooks.findById(delivery.webhookId);
    if (webhook?.enabled) {
      await attemptDelivery(this.ports, webhook, delivery, true);
      return;
    }
    if (!webhook) return;
    const closed: AttemptRecord = {
      attempt: {
        id: this.ports.ids.next(),
        webhookId: webhook.id,
        deliveryId: delivery.id,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        attemptedAt: this.ports.clock.now(),
        statusCode: null,
        error: "Not sent: the webhook is disabled",
        durationMs: 0,
        responsePrefix: null,
      },
      nextAttemptAt: null,
      succeeded: false,
    };
    await this.ports.webhooks.recordAttempt(closed);
  }
}
