import { findOwnedWebhook } from "../../model/webhook/findOwnedWebhook";
import { type PublicWebhook, toPublicWebhook } from "../../model/webhook/Webhook";
import type { WebhookRepo } from "../../model/webhook/WebhookRepo";
import { webhookNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";

export class DeleteWebhook {
  constructor(private readonly webhooks: WebhookRepo) {}

  async execute(userId: UserId, id: string): Promise<PublicWebhook> {
    const webhook = await findOwnedWebhook(this.webhooks, userId, id);
    const deleted = await this.webhooks.delete(webhook.id);
    if (!deleted) throw webhookNotFound();
    return toPublicWebhook(deleted);
  }
}
