import { TEST_EVENT_TYPE } from "../../model/event/EventType";
import { findOwnedWebhook } from "../../model/webhook/findOwnedWebhook";
import type { PendingDelivery, WebhookAttempt, WebhookDeliveryId } from "../../model/webhook/WebhookDelivery";
import type { UserId } from "../../shared/Id";
import { attemptDelivery, type DeliveryPorts } from "./attemptDelivery";

/**
 * Sends a `webhook.test` event to the webhook now, once, and answers the attempt (it is listed
 * with the deliveries too). It is tried even when the webhook is disabled, so an owner can check
 * an endpoint before enabling it again; it never counts towards disabling.
 */
export class SendTestEvent {
  constructor(private readonly ports: DeliveryPorts) {}

  async execute(userId: UserId, id: string): Promise<WebhookAttempt> {
    const webhook = await findOwnedWebhook(this.ports.webhooks, userId, id);
    const now = this.ports.clock.now();
    const delivery: PendingDelivery = {
      id: this.ports.ids.next<WebhookDeliveryId>(),
      webhookId: webhook.id,
      eventId: this.ports.ids.next(),
      eventType: TEST_EVENT_TYPE,
      occurredAt: now,
      data: { webhookId: webhook.id, message: "A test event, sent on request" },
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    };
    return attemptDelivery(this.ports, webhook, delivery, false);
  }
}
