import { decideAfterAttempt, type Random } from "../../model/webhook/deliveryPolicy";
import type { Webhook } from "../../model/webhook/Webhook";
import type { PendingDelivery, WebhookAttempt, WebhookAttemptId } from "../../model/webhook/WebhookDelivery";
import type { WebhookSender } from "../../model/webhook/WebhookPorts";
import type { AttemptRecord, WebhookRepo } from "../../model/webhook/WebhookRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator } from "../../shared/Id";

export interface DeliveryPorts {
  readonly webhooks: WebhookRepo;
  readonly sender: WebhookSender;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly random: Random;
}

/**
 * One attempt of a delivery and what the policy makes of it, stored in one step. `retried`:
 * whether it belongs to the outbox's deliveries (retried, counting towards disabling the
 * webhook) or is the test event (tried once, the webhook's state left alone).
 */
export const attemptDelivery = async (
  ports: DeliveryPorts,
  webhook: Webhook,
  delivery: PendingDelivery,
  retried: boolean,
): Promise<WebhookAttempt> => {
  const attemptedAt = ports.clock.now();
  const result = await ports.sender.send(webhook, delivery);
  const attempt: WebhookAttempt = {
    id: ports.ids.next<WebhookAttemptId>(),
    webhookId: webhook.id,
    deliveryId: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    attemptedAt,
    ...result,
  };
  const now = ports.clock.now();
  const decision = decideAfterAttempt(webhook, delivery, result, now, ports.random);
  let record: AttemptRecord;
  if (!retried) {
    record = { attempt, nextAttemptAt: null, succeeded: decision.kind === "succeeded" };
  } else if (decision.kind === "succeeded") {
    record = {
      attempt,
      nextAttemptAt: null,
      succeeded: true,
      ...(webhook.failingSince !== null && { webhook: { failingSince: null, updatedAt: now } }),
    };
  } else if (decision.kind === "retry") {
    record = {
      attempt,
      nextAttemptAt: decision.nextAttemptAt,
      succeeded: false,
      ...(webhook.failingSince === null && { webhook: { failingSince: decision.failingSince, updatedAt: now } }),
    };
  } else {
    record = {
      attempt,
      nextAttemptAt: null,
      succeeded: false,
      webhook:
        decision.disabledReason === null
          ? { failingSince: decision.failingSince, updatedAt: now }
          : {
              failingSince: decision.failingSince,
              enabled: false,
              disabledReason: decision.disabledReason,
              updatedAt: now,
            },
    };
  }
  await ports.webhooks.recordAttempt(record);
  return attempt;
};
