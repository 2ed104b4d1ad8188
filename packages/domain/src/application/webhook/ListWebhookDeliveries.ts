import { findOwnedWebhook } from "../../model/webhook/findOwnedWebhook";
import type { WebhookAttempt } from "../../model/webhook/WebhookDelivery";
import type { WebhookRepo } from "../../model/webhook/WebhookRepo";
import type { UserId } from "../../shared/Id";

export const MAX_LISTED_ATTEMPTS = 100;

export class ListWebhookDeliveries {
  constructor(private readonly webhooks: WebhookRepo) {}

  /** The webhook's latest attempts, newest first. */
  async execute(userId: UserId, id: string): Promise<WebhookAttempt[]> {
    const webhook = await findOwnedWebhook(this.webhooks, userId, id);
    return this.webhooks.listAttempts(webhook.id, MAX_LISTED_ATTEMPTS);
  }
}
